import { eq, sql } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { walletTransactions, wallets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';

export async function ensureWallet(db: Db | Tx, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

/** What can be spent and what is frozen, of balance and of credit. */
const amounts = {
  balanceAmount: wallets.balanceAmount,
  availableCreditLimit: wallets.availableCreditLimit,
  freezeBalanceAmount: wallets.freezeBalanceAmount,
  freezeCreditLimit: wallets.freezeCreditLimit,
};

/** SPEC §3 wallet: amounts as two-place decimal strings. */
/** The wallet, made on first sight: a read writes nothing when it exists (the usual case). */
export async function getWallet(db: Db, userId: number) {
  const read = () => db.select({ ...amounts, totalCreditLimit: wallets.totalCreditLimit }).from(wallets).where(eq(wallets.userId, userId));
  const [row] = await read();
  if (row) return row;
  await ensureWallet(db, userId);
  const [made] = await read();
  return made!;
}

/** Whose wallet a record is of, and what it is filed under: the caller's reference and remark. */
export interface RecordRef {
  userId: number;
  refType: string;
  refId: string;
  remark: string;
}

/**
 * Record one movement of a wallet, inside the caller's transaction: what moved (with its credit part
 * where credit moved) and the balance it leaves.
 */
export async function recordMovement(
  tx: Tx,
  ref: RecordRef,
  type: typeof walletTransactions.$inferInsert.type,
  moved: { amount: string; creditAmount?: string; balanceAfter: string },
  at: Date,
): Promise<void> {
  await tx.insert(walletTransactions).values({ userId: ref.userId, type, ...moved, refType: ref.refType, refId: ref.refId, remark: ref.remark, createdAt: at });
}

export interface CreditInput {
  userId: number;
  /** Yuan, two places. */
  amount: string;
  type: 'recharge' | 'redeem' | 'refund' | 'income';
  refType: string;
  refId: string;
  remark: string;
}

/** Add money to a wallet's balance and record it, inside the caller's transaction. */
export async function creditWallet(tx: Tx, clock: Clock, input: CreditInput): Promise<void> {
  await ensureWallet(tx, input.userId);
  const now = clock.now();
  const [wallet] = await tx
    .update(wallets)
    .set({ balanceAmount: sql`${wallets.balanceAmount} + ${input.amount}`, updatedAt: now })
    .where(eq(wallets.userId, input.userId))
    .returning({ balance: wallets.balanceAmount });
  await recordMovement(tx, input, input.type, { amount: input.amount, balanceAfter: wallet!.balance }, now);
}

/**
 * Not enough to pay or hold: what is needed for `what` (本单, 开机), what can be spent, and what
 * running instances hold, said plainly and in the data the buy drawer shows.
 */
export function insufficientFunds(what: string, neededFen: number, availableFen: number, frozenFen: number) {
  const frozen = frozenFen > 0 ? `（另有 ${formatYuan(frozenFen)} 已冻结，保障运行中的按量实例与模型服务下一小时的费用）` : '';
  return new BizError(
    Code.ERROR,
    `余额不足：${what}需 ${formatYuan(neededFen)}，当前可用余额与授信合计 ${formatYuan(availableFen)}${frozen}，请先充值或兑换算力卡`,
    { reason: 'insufficient_funds', needed: fromMinor(neededFen), available: fromMinor(availableFen), frozen: fromMinor(frozenFen) },
  );
}

export interface DebitInput {
  userId: number;
  fen: number;
  type: 'consume';
  refType: string;
  refId: string;
  remark: string;
  /** Take what there is when the wallet cannot cover it all (metering); otherwise all or nothing. */
  partial: boolean;
  /** What the payer holds of this wallet for what is being paid (a model service's hour): it pays first, its hold released by as much. */
  fromHold?: number;
}

/** What the wallet can spend now: balance plus unused credit, in fen. */
export async function spendableFen(db: Db | Tx, userId: number): Promise<number> {
  await ensureWallet(db, userId);
  const [row] = await db
    .select({ balance: wallets.balanceAmount, credit: wallets.availableCreditLimit })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return toMinor(row!.balance) + toMinor(row!.credit);
}

/** A wallet's amounts in fen: what can be spent now (balance, credit) and what is frozen of each. */
export interface WalletFen {
  balance: number;
  credit: number;
  freezeBalance: number;
  freezeCredit: number;
}

export const spendableOf = (wallet: WalletFen) => wallet.balance + wallet.credit;
export const frozenOf = (wallet: WalletFen) => wallet.freezeBalance + wallet.freezeCredit;

/** Lock a wallet for the caller's transaction and answer its amounts. */
export async function lockWallet(tx: Tx, userId: number): Promise<WalletFen> {
  await ensureWallet(tx, userId);
  const [row] = await tx.select(amounts).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return {
    balance: toMinor(row!.balanceAmount),
    credit: toMinor(row!.availableCreditLimit),
    freezeBalance: toMinor(row!.freezeBalanceAmount),
    freezeCredit: toMinor(row!.freezeCreditLimit),
  };
}

/** What a movement of a wallet is recorded under: its hold records share the caller's reference. */
export interface MoveRef {
  refType: string;
  refId: string;
  /** The hold records' remarks: what was frozen, and what was given back. */
  freezeRemark: string;
  unfreezeRemark: string;
}

/**
 * Change a wallet locked by `lockWallet`: `spent` fen leave it, and what running instances hold of
 * it changes by `held` fen. Money leaves balance before credit (SPEC §7 payment order), frozen or
 * not, and what is held is frozen from balance first, so credit never pays while the balance sits
 * frozen. One UPDATE of the locked row, guarded by the CHECKs; the caller makes sure it fits and
 * records what was spent. Every change of the frozen amounts is recorded here (see holdRecords),
 * also when a payment from frozen balance moves the hold onto credit: the records always add up
 * to the balance that can be spent. Answers the part spent from credit and the wallet after.
 */
export async function moveWallet(tx: Tx, clock: Clock, userId: number, before: WalletFen, spent: number, held: number, ref: MoveRef) {
  const fromBalance = Math.min(spent, before.balance + before.freezeBalance);
  const fromCredit = spent - fromBalance;
  const balanceLeft = before.balance + before.freezeBalance - fromBalance;
  const creditLeft = before.credit + before.freezeCredit - fromCredit;
  const frozen = frozenOf(before) + held;
  const freezeBalance = Math.min(balanceLeft, frozen);
  const after: WalletFen = { balance: balanceLeft - freezeBalance, credit: creditLeft - (frozen - freezeBalance), freezeBalance, freezeCredit: frozen - freezeBalance };
  await tx
    .update(wallets)
    .set({
      balanceAmount: fromMinor(after.balance),
      availableCreditLimit: fromMinor(after.credit),
      freezeBalanceAmount: fromMinor(after.freezeBalance),
      freezeCreditLimit: fromMinor(after.freezeCredit),
      updatedAt: clock.now(),
    })
    .where(eq(wallets.userId, userId));
  for (const record of holdRecords(before, after)) {
    const remark = record.type === 'freeze' ? ref.freezeRemark : ref.unfreezeRemark;
    await recordMovement(
      tx,
      { userId, refType: ref.refType, refId: ref.refId, remark },
      record.type,
      { amount: fromMinor(record.amount), creditAmount: fromMinor(record.credit), balanceAfter: fromMinor(after.balance) },
      clock.now(),
    );
  }
  return { fromCredit, after };
}

/**
 * The freeze and unfreeze records of a change of what is frozen: one record per direction. Frozen
 * balance and frozen credit moving the same way make one record (its credit part the credit's
 * share); moving opposite ways (a payment from frozen balance re-freezing the hold from credit, or
 * a recharge letting the hold move back onto the balance) make a freeze and an unfreeze. A record's
 * balance part (amount less its credit part) is then exactly the change of the spendable balance.
 */
export function holdRecords(before: WalletFen, after: WalletFen): { type: 'freeze' | 'unfreeze'; amount: number; credit: number }[] {
  const balance = after.freezeBalance - before.freezeBalance;
  const credit = after.freezeCredit - before.freezeCredit;
  const frozen = { amount: 0, credit: 0 };
  const released = { amount: 0, credit: 0 };
  if (balance > 0) frozen.amount -= balance;
  if (balance < 0) released.amount -= balance;
  if (credit > 0) {
    frozen.amount -= credit;
    frozen.credit += credit;
  }
  if (credit < 0) {
    released.amount -= credit;
    released.credit -= credit;
  }
  const records: { type: 'freeze' | 'unfreeze'; amount: number; credit: number }[] = [];
  if (frozen.amount !== 0) records.push({ type: 'freeze', ...frozen });
  if (released.amount !== 0) records.push({ type: 'unfreeze', ...released });
  return records;
}

/**
 * Take money from what a wallet can spend, balance first, then available credit (SPEC §7 payment
 * order); what running instances hold is not touched. The row is locked for the transaction and
 * the CHECKs guard the UPDATE, so a wallet never goes below zero, whatever runs at the same time.
 */
export async function debitWallet(tx: Tx, clock: Clock, input: DebitInput): Promise<{ charged: number; shortfall: number; released: number }> {
  const before = await lockWallet(tx, input.userId);
  const wanted = input.fen;
  // What the payer holds pays first: released from the freeze and spent in the same move.
  const released = Math.max(0, Math.min(input.fromHold ?? 0, wanted, frozenOf(before)));
  const spendable = spendableOf(before) + released;
  if (!input.partial && spendable < wanted) return { charged: 0, shortfall: wanted - spendable, released: 0 };
  const charged = Math.min(wanted, spendable);
  if (charged === 0) return { charged: 0, shortfall: wanted, released: 0 };
  const { fromCredit, after } = await moveWallet(tx, clock, input.userId, before, charged, -released, {
    refType: input.refType,
    refId: input.refId,
    freezeRemark: '余额已用于支付，运行中实例的冻结改由授信额度承担',
    unfreezeRemark: released > 0 ? `${input.remark}：由冻结的预留费用支付` : '冻结余额转入支付',
  });
  await recordMovement(tx, input, input.type, { amount: fromMinor(-charged), creditAmount: fromMinor(fromCredit), balanceAfter: fromMinor(after.balance) }, clock.now());
  return { charged, shortfall: wanted - charged, released };
}
