/** The six fixed agreement ids of SPEC §2, in the order they are listed. */
export const AGREEMENT_IDS = ['privacy', 'registration', 'end-user', 'product-service', 'supplier', 'credit-recharge'] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];

export const isAgreementId = (value: string | undefined): value is AgreementId => AGREEMENT_IDS.includes(value as AgreementId);
