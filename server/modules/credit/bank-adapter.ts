import { z } from 'zod';
import { paramError } from '../../lib/envelope';

/** A repayment notice as the platform understands it, whatever bank sent it. */
export interface RepaymentNotice {
  /** The bank's number for the notice: the same notice sent twice is applied once. */
  noticeNo: string;
  userId: number;
  /** Fen repaid. */
  fen: number;
  repaidAt: Date;
}

/**
 * The bank that provides the credit line tells the platform of repayments through this adapter.
 * A production bank adapter checks the bank's signature and maps its account numbers to users;
 * the sandbox adapter below reads the platform's own notice shape and is reached only through the
 * dev route (POST /gateway/dev/credit/repaymentNotice), never from the network.
 */
export interface CreditBankAdapter {
  readonly name: string;
  parseNotice(payload: unknown): RepaymentNotice;
}

export const SandboxNotice = z.object({
  noticeNo: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, '通知编号格式不正确'),
  userId: z.number().int().positive(),
  amount: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, '金额格式不正确'),
  repaidAt: z.string().datetime({ offset: true }),
});

export class SandboxBank implements CreditBankAdapter {
  readonly name = 'sandbox';
  parseNotice(payload: unknown): RepaymentNotice {
    const parsed = SandboxNotice.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw paramError(String(issue.path[0] ?? 'notice'), issue.message);
    }
    const fen = Math.round(Number(parsed.data.amount) * 100);
    if (fen <= 0) throw paramError('amount', '还款金额须大于0');
    return { noticeNo: parsed.data.noticeNo, userId: parsed.data.userId, fen, repaidAt: new Date(parsed.data.repaidAt) };
  }
}
