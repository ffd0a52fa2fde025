/** The bank credit line (credit-recharge statement of 2025-09-18): draws, repayments and what is owed. */
import { z } from 'zod';
import { IsoTime, Money, RecordId } from './common';

/** A payment partly or wholly from credit: `amount` is the credit part, `total` the whole payment. */
export const CreditDraw = z.object({
  id: RecordId,
  amount: Money,
  total: Money,
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  remark: z.string(),
  createdAt: IsoTime,
});

/** A repayment the bank notified: what was repaid and what of it restored the available credit. */
export const CreditRepayment = z.object({ id: RecordId, noticeNo: z.string(), amount: Money, restored: Money, repaidAt: IsoTime, receivedAt: IsoTime });

export const CreditSummary = z.object({
  agreementDate: z.string(),
  totalCreditLimit: Money,
  availableCreditLimit: Money,
  freezeCreditLimit: Money,
  /** Drawn and not yet repaid to the bank: the line less what is available and frozen. */
  owed: Money,
  drawn: Money,
  repaid: Money,
  draws: z.array(CreditDraw),
  repayments: z.array(CreditRepayment),
});
export type CreditSummary = z.infer<typeof CreditSummary>;

/** Dev tools: the sandbox bank's repayment notice for the signed-in caller. */
export const DevRepaymentBody = z.object({
  amount: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, '金额格式不正确'),
  noticeNo: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, '通知编号格式不正确').optional(),
});
export const RepaymentApplied = z.object({ applied: z.boolean(), restored: Money.nullable() });
