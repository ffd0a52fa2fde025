/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_BUSINESS_PHONE?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_DOCS_URL?: string;
  readonly VITE_ICP_NUMBER?: string;
  readonly VITE_PSB_NUMBER?: string;
  readonly VITE_TELECOM_LICENCE?: string;
}
