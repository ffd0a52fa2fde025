import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { CreditSummary } from '../../../src/shared/contracts/credit';
import { formatYuan, fromMinor, toMinor } from '../../../src/shared/core/money';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { creditRepayments, walletTransactions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { repayCredit } from '../wallet/repay-credit';
import { getWallet } from '../wallet/service';
import type { CreditBankAdapter, RepaymentNotice } from './bank-adapter';

/** The credit-recharge statement's date: the credit is the bank's, spent only here, repaid to the bank. */
export const CREDIT_AGREEMENT_DATE = '2025-09-18';

/**
 * Apply a bank's repayment notice once: the notice is recorded under its number (a second copy,
 * or two at once, finds it there and changes nothing), and the wallet's available credit grows by
 * what it repaid of what was owed, in the same transaction. Answers whether it was new.
 */
export async function applyRepayment(db: Db, clock: Clock, bank: CreditBankAdapter, notice: RepaymentNotice) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creditRepayments)
      .values({ userId: notice.userId, bank: bank.name, noticeNo: notice.noticeNo, amount: fromMinor(notice.fen), restored: '0', repaidAt: notice.repaidAt, receivedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: creditRepayments.id });
    if (!row) return { applied: false, restored: null };
    const restored = await repayCredit(tx, clock, {
      userId: notice.userId,
      fen: notice.fen,
      refType: 'bank_notice',
      refId: `${bank.name}:${notice.noticeNo}`,
      remark: `银行还款通知 ${notice.noticeNo}：已还款 ${formatYuan(notice.fen)}`,
    });
    await tx.update(creditRepayments).set({ restored: fromMinor(restored) }).where(eq(creditRepayments.id, row.id));
    return { applied: true, restored: fromMinor(restored) };
  });
}

/** The credit page: the line, what is available, frozen and owed to the bank, the draws and the repayments. */
export async function creditSummary(db: Db, userId: number): Promise<CreditSummary> {
  const t = walletTransactions;
  const isDraw = and(eq(t.userId, userId), eq(t.type, 'consume'), gt(t.creditAmount, '0'));
  const r = creditRepayments;
  const [wallet, draws, [drawn], [repaid], repayments] = await Promise.all([
    getWallet(db, userId),
    db.select().from(t).where(isDraw).orderBy(desc(t.id)).limit(100),
    db.select({ sum: sql<string>`coalesce(sum(${t.creditAmount}), 0)::numeric(16,2)::text` }).from(t).where(isDraw),
    db.select({ sum: sql<string>`coalesce(sum(${r.restored}), 0)::numeric(16,2)::text` }).from(r).where(eq(r.userId, userId)),
    db.select().from(r).where(eq(r.userId, userId)).orderBy(desc(r.id)).limit(100),
  ]);
  const owedFen = Math.max(0, toMinor(wallet.totalCreditLimit) - toMinor(wallet.availableCreditLimit) - toMinor(wallet.freezeCreditLimit));
  return {
    agreementDate: CREDIT_AGREEMENT_DATE,
    totalCreditLimit: wallet.totalCreditLimit,
    availableCreditLimit: wallet.availableCreditLimit,
    freezeCreditLimit: wallet.freezeCreditLimit,
    owed: fromMinor(owedFen),
    drawn: drawn!.sum,
    repaid: repaid!.sum,
    draws: draws.map((d) => ({ id: d.id, amount: d.creditAmount, total: fromMinor(-toMinor(d.amount)), refType: d.refType, refId: d.refId, remark: d.remark, createdAt: toShanghaiIso(d.createdAt) })),
    repayments: repayments.map((p) => ({ id: p.id, noticeNo: p.noticeNo, amount: p.amount, restored: p.restored, repaidAt: toShanghaiIso(p.repaidAt), receivedAt: toShanghaiIso(p.receivedAt) })),
  };
}
