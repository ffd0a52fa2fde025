import { and, desc, eq } from 'drizzle-orm';
import type { NewUserActivityCheck, NewUserPackage, NewUserPayBody, PayInfo } from '../../../src/shared/contracts/activity';
import { Code } from '../../../src/shared/core/codes';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import { certifications, newUserPackages, type tradeOrders } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import type { PaymentChannel } from '../payment/channel';
import { createTrade } from '../payment/service';
import { grantBenefit } from '../wallet/benefits';
import { creditWallet } from '../wallet/service';

/** The new-user package: 20 GPU card-hours for ¥9.90, valid 30 days, once per certified person. */
export const NEW_USER_PACKAGE: NewUserPackage = { title: '新人算力包', price: '9.90', worth: '43.60', cardHours: 20, validDays: 30 };
export const TRADE_KIND = 'new_user_package';

/** The certified person behind an account (type and number), or null when not certified. */
async function personOf(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ type: certifications.type, code: certifications.code, status: certifications.status }).from(certifications).where(eq(certifications.userId, userId));
  return row && row.status === 'review_pass' ? `${row.type}:${row.code.toUpperCase()}` : null;
}

async function paidFor(db: Db | Tx, personKey: string) {
  const [row] = await db
    .select()
    .from(newUserPackages)
    .where(and(eq(newUserPackages.personKey, personKey), eq(newUserPackages.status, 'paid')))
    .limit(1);
  return row ?? null;
}

/** SPEC §7 checkNewUseActivity: may this user buy the package now? */
export async function checkNewUserPackage(db: Db, userId: number): Promise<NewUserActivityCheck> {
  const person = await personOf(db, userId);
  if (!person) return { canBuy: false, reason: 'not_certified', package: NEW_USER_PACKAGE, boughtAt: null };
  const paid = await paidFor(db, person);
  if (paid) return { canBuy: false, reason: 'already_bought', package: NEW_USER_PACKAGE, boughtAt: paid.paidAt ? toShanghaiIso(paid.paidAt) : null };
  return { canBuy: true, reason: null, package: NEW_USER_PACKAGE, boughtAt: null };
}

/** SPEC §7 getNewUserActivityPayInfo: start the package's payment through the channel, refused when the check says no. */
export async function startNewUserPayment(db: Db, clock: Clock, channel: PaymentChannel, userId: number, body: NewUserPayBody): Promise<PayInfo> {
  const check = await checkNewUserPackage(db, userId);
  if (!check.canBuy) throw new BizError(Code.ERROR, check.reason === 'not_certified' ? '新人算力包限实名认证用户购买，请先完成实名认证' : '您已购买过新人算力包（每位实名认证用户限购一次）', { reason: check.reason });
  const person = (await personOf(db, userId))!;
  const scenario = body.payScenario ?? null;
  const { trade, start } = await createTrade(db, clock, channel, { userId, kind: TRADE_KIND, amount: NEW_USER_PACKAGE.price, subject: NEW_USER_PACKAGE.title, payMethod: body.payMethod, payScenario: scenario });
  await db.insert(newUserPackages).values({ userId, personKey: person, tradeNo: trade.id, amount: trade.amount, payMethod: body.payMethod, payScenario: scenario, status: 'awaiting', createdAt: clock.now() });
  return {
    tradeNo: trade.id,
    amount: trade.amount,
    payMethod: body.payMethod,
    payScenario: scenario,
    expiresAt: toShanghaiIso(trade.expiresAt),
    qrContent: start.qrContent,
    payUrl: start.payUrl ?? null,
    jsapi: start.jsapi ?? null,
  };
}

/**
 * The package's trade was paid (runs once per trade, in the transaction that marks it paid): the
 * purchase becomes paid and its card-hours are granted (a benefit granted once per source). When
 * the same person already has a paid package (two payments started, both paid), this one is closed
 * and its amount goes back to the wallet as a refund.
 */
export async function completeNewUserPackage(tx: Tx, clock: Clock, trade: typeof tradeOrders.$inferSelect): Promise<void> {
  const [purchase] = await tx.select().from(newUserPackages).where(eq(newUserPackages.tradeNo, trade.id)).for('update');
  if (!purchase || purchase.status !== 'awaiting') return;
  const now = clock.now();
  if (await paidFor(tx, purchase.personKey)) {
    await tx.update(newUserPackages).set({ status: 'closed' }).where(eq(newUserPackages.id, purchase.id));
    await creditWallet(tx, clock, { userId: purchase.userId, amount: purchase.amount, type: 'refund', refType: 'trade', refId: trade.id, remark: '新人算力包限购一次，重复支付已退回余额' });
    return;
  }
  await tx.update(newUserPackages).set({ status: 'paid', paidAt: now }).where(eq(newUserPackages.id, purchase.id));
  await grantBenefit(tx, {
    userId: purchase.userId,
    kind: 'gpu_card_hours',
    quantity: NEW_USER_PACKAGE.cardHours,
    source: `${TRADE_KIND}:${purchase.id}`,
    title: `${NEW_USER_PACKAGE.title}（${NEW_USER_PACKAGE.cardHours} 卡时）`,
    expiresAt: new Date(now.getTime() + NEW_USER_PACKAGE.validDays * DAY),
  });
}

export async function latestPurchase(db: Db, userId: number) {
  const [row] = await db.select().from(newUserPackages).where(eq(newUserPackages.userId, userId)).orderBy(desc(newUserPackages.id)).limit(1);
  return row ?? null;
}
