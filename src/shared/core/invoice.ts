/** Invoice values the browser needs without the contracts (zod stays out of the browser). */
export const CREDIT_CODE_MESSAGE = '请输入正确的18位统一社会信用代码';

/** submitted → issuing → issued | rejected; issued → reversed (红冲) → reissued. */
export const INVOICE_STATUSES = ['submitted', 'issuing', 'issued', 'rejected', 'reversed', 'reissued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  submitted: '已提交',
  issuing: '开票中',
  issued: '已开具',
  rejected: '已驳回',
  reversed: '已红冲',
  reissued: '已重开',
};
