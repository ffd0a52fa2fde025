/** The online contracts' fixed vocabulary and limits (no zod: the browser imports these). */
export const ONLINE_CONTRACT_KINDS = ['framework', 'recharge', 'consumption'] as const;
export type OnlineContractKind = (typeof ONLINE_CONTRACT_KINDS)[number];
export const CONTRACT_KINDS = [...ONLINE_CONTRACT_KINDS, 'rental'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** draft → pending_signature → signed → effective → expired | terminated. */
export const ONLINE_CONTRACT_STATUSES = ['draft', 'pending_signature', 'signed', 'effective', 'expired', 'terminated'] as const;
export type OnlineContractStatus = (typeof ONLINE_CONTRACT_STATUSES)[number];

export const SIGNATURE_METHODS = ['typed', 'drawn'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** Terms a framework contract may run for, in months. */
export const FRAMEWORK_TERMS = [12, 24, 36] as const;
/** A drawn signature: a PNG of at most this many bytes, within these pixel bounds. */
export const SIGNATURE_PNG_MAX_BYTES = 200 * 1024;
export const SIGNATURE_PNG_WIDTH = { min: 120, max: 2000 } as const;
export const SIGNATURE_PNG_HEIGHT = { min: 40, max: 1000 } as const;
/** A file checked by 验证文件: a PDF of at most this many bytes. */
export const VERIFY_PDF_MAX_BYTES = 5 * 1024 * 1024;

