import { and, eq, gt, lte } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db, Tx } from '../../db/client';
import type { PayMethod, PayScenario } from '../../../src/shared/contracts/activity';
import { tradeOrders } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { randomDigits } from '../../lib/crypto';
import { BizError, notFound } from '../../lib/envelope';
import type { Trade } from '../../../src/shared/contracts/wallet';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { creditWallet } from '../wallet/service';
import type { PaymentChannel } from './channel';

/** How long a cashier QR code stays payable. */
export const PAY_WINDOW_MINUTES = 15;

type TradeRow = typeof tradeOrders.$inferSelect;

/** A trade as answered; the QR content is added only when the trade is created. */
export function tradeView(row: TradeRow): Trade {
  return {
    tradeNo: row.id,
    kind: row.kind,
    amount: row.amount,
    status: row.status,
    channel: row.channel,
    createdAt: toShanghaiIso(row.createdAt),
    expiresAt: toShanghaiIso(row.expiresAt),
    paidAt: isoOrNull(row.paidAt),
  };
}

/**
 * What completes a paid trade of a kind other than a recharge (the new-user package…): the module
 * that sells it registers it on `app.tradeKinds`; it runs in the transaction that marks the trade
 * paid, so it runs exactly once per trade.
 */
export type TradeCompletion = (tx: Tx, clock: Clock, trade: TradeRow) => Promise<void>;
export type TradeKinds = Map<string, TradeCompletion>;

/**
 * Start a trade of `kind` through the channel, with the payer's method and scenario (SPEC §3) when
 * they chose them (a recharge's cashier shows a QR code and asks neither).
 */
export async function createTrade(
  db: Db,
  clock: Clock,
  channel: PaymentChannel,
  input: { userId: number; kind: string; amount: string; subject: string; payMethod?: PayMethod; payScenario?: PayScenario | null },
) {
  const now = clock.now();
  const tradeNo = `TR${toShanghaiIso(now).slice(0, 19).replace(/\D/g, '')}${randomDigits(6)}`;
  const [row] = await db
    .insert(tradeOrders)
    .values({
      id: tradeNo,
      userId: input.userId,
      kind: input.kind,
      amount: input.amount,
      status: 'awaiting',
      channel: channel.name,
      payMethod: input.payMethod,
      payScenario: input.payScenario,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PAY_WINDOW_MINUTES * MINUTE),
    })
    .returning();
  const start = await channel.createPayment({ tradeNo, amount: input.amount, subject: input.subject, payMethod: input.payMethod, payScenario: input.payScenario });
  return { trade: row!, start };
}

/** A recharge of `amount` yuan: a trade of kind `recharge`, its cashier QR code answered with it. */
export async function createRecharge(db: Db, clock: Clock, channel: PaymentChannel, userId: number, amount: string) {
  const { trade, start } = await createTrade(db, clock, channel, { userId, kind: 'recharge', amount, subject: '算力市场账户充值' });
  return { ...tradeView(trade), qrContent: start.qrContent ?? undefined };
}

/** The caller's trade order, expiring it first if its pay window has passed. */
export async function getTrade(db: Db, clock: Clock, userId: number, tradeNo: string) {
  await db
    .update(tradeOrders)
    .set({ status: 'expired', closedAt: clock.now() })
    .where(and(eq(tradeOrders.id, tradeNo), eq(tradeOrders.status, 'awaiting'), lte(tradeOrders.expiresAt, clock.now())));
  const [row] = await db
    .select()
    .from(tradeOrders)
    .where(and(eq(tradeOrders.id, tradeNo), eq(tradeOrders.userId, userId)));
  if (!row) throw notFound('支付订单不存在');
  return row;
}

export async function cancelTrade(db: Db, clock: Clock, userId: number, tradeNo: string) {
  const row = await getTrade(db, clock, userId, tradeNo);
  if (row.status === 'cancelled' || row.status === 'expired') return row; // cancelling twice changes nothing
  if (row.status === 'paid') throw new BizError(Code.ERROR, '该订单已支付，无法取消');
  const [closed] = await db
    .update(tradeOrders)
    .set({ status: 'cancelled', closedAt: clock.now() })
    .where(and(eq(tradeOrders.id, tradeNo), eq(tradeOrders.status, 'awaiting')))
    .returning();
  // Paid in the meantime: say so rather than pretend it was cancelled.
  if (!closed) return getTrade(db, clock, userId, tradeNo);
  return closed;
}

/**
 * The channel says a trade was paid: credit the wallet exactly once. Only a trade still awaiting
 * payment within its window can be paid (cancelling closes it at the channel too); a repeated
 * notification for a paid trade does nothing.
 */
export async function completePayment(db: Db, clock: Clock, tradeNo: string, kinds: TradeKinds = new Map()) {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .update(tradeOrders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(tradeOrders.id, tradeNo), eq(tradeOrders.status, 'awaiting'), gt(tradeOrders.expiresAt, now)))
      .returning();
    if (!row) {
      const [existing] = await tx.select().from(tradeOrders).where(eq(tradeOrders.id, tradeNo));
      if (!existing) throw notFound('支付订单不存在');
      if (existing.status === 'paid') return existing;
      throw new BizError(Code.ERROR, '支付订单已关闭，请重新发起支付');
    }
    const complete = kinds.get(row.kind);
    if (complete) {
      await complete(tx, clock, row);
      return row;
    }
    await creditWallet(tx, clock, {
      userId: row.userId,
      amount: row.amount,
      type: 'recharge',
      refType: 'trade',
      refId: row.id,
      remark: `账户充值（${row.channel === 'sandbox' ? '沙箱支付' : row.channel}）`,
    });
    return row;
  });
}
