/**
 * Operator facts shown on the public site. A deployment sets them at build time with VITE_*
 * variables (see README); the defaults describe the demo operator.
 */
const env = import.meta.env;

export const site = {
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@suanli.cn',
  businessPhone: env.VITE_BUSINESS_PHONE ?? '400-820-6688',
  address: env.VITE_COMPANY_ADDRESS ?? '上海市浦东新区张江高科技园区博云路2号',
  company: env.VITE_COMPANY_NAME ?? '上海算力市场科技有限公司',
  docsUrl: env.VITE_DOCS_URL ?? '/club/knowledge',
  icp: env.VITE_ICP_NUMBER ?? '沪ICP备2025012345号-1',
  publicSecurity: env.VITE_PSB_NUMBER ?? '沪公网安备31011502012345号',
  telecomLicence: env.VITE_TELECOM_LICENCE ?? '增值电信业务经营许可证：沪B2-20250123',
  copyrightYear: 2025,
} as const;
