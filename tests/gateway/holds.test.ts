import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../src/shared/core/money';
import { billLines, hosts, instances, outbox, wallets, walletTransactions } from '../../server/db/schema';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { grantBenefit } from '../../server/modules/wallet/benefits';
import { auth, call, createTestApp, certifiedUser } from './helpers';

// Issue 11, defect 6: every running pay-as-you-go instance holds its next hour against balance +
// credit, so that everything an owner runs is paid for its next hour, however many orders arrive at once.

let app: FastifyInstance;
// Friday 10:00 in Shanghai: the RTX 4090's day price (¥2.18 a card-hour) is in force until 22:00.
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
let goodsId: number;
let imageId: number;

interface Answer {
  orderBaseId: string;
  instanceId: number;
  status: string;
  amount: string;
  reason?: string;
  needed?: string;
  available?: string;
  frozen?: string;
}

const order = (token: string, payload: Record<string, unknown> = {}) =>
  call<Answer>(app, {
    method: 'POST',
    url: '/gateway/v1/order/createOrder',
    headers: auth(token),
    payload: { goodsId, gpuNumber: 1, billingMode: 'timed', imageId, ...payload },
  });
const act = (token: string, verb: string, id: number, payload?: unknown) =>
  call<{ status: string } & Answer>(app, { method: 'POST', url: `/gateway/v1/container/${verb}/${id}`, headers: auth(token), ...(payload ? { payload } : {}) });
const walletShown = async (token: string) =>
  (await call<Record<string, string>>(app, { method: 'GET', url: '/gateway/v1/wallet/getWalletByUserBaseId', headers: auth(token) })).data;
const settle = async () => {
  clock.advance(10 * SECOND);
  return app.jobs.runOnce();
};
const fen = (amounts: string[]) => amounts.reduce((sum, amount) => sum + toMinor(amount), 0);

/** A new user whose wallet holds `balance` yuan and `credit` of unused credit. */
async function funded(balance: string, credit = '0.00') {
  const user = await certifiedUser(app);
  await app.db
    .update(wallets)
    .set({ balanceAmount: balance, availableCreditLimit: credit, totalCreditLimit: credit })
    .where(eq(wallets.userId, user.userId));
  return user;
}

/** Every money line of a user: what the bills asked, what the wallet records say, what shortfall remains. */
async function books(userId: number) {
  const lines = await app.db.select().from(billLines).where(eq(billLines.userId, userId));
  const records = await app.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
  const ofType = (...types: string[]) => fen(records.filter((r) => types.includes(r.type)).map((r) => r.amount));
  return {
    billed: fen(lines.map((l) => l.amount)) - fen(lines.map((l) => l.covered)),
    shortfall: fen(lines.map((l) => l.shortfall)),
    consumed: 0 - ofType('consume'),
    /** What the freeze and unfreeze records leave held. */
    held: 0 - ofType('freeze', 'unfreeze'),
  };
}

beforeAll(async () => {
  app = await createTestApp({ clock });
  const market = await call<{ records: { id: number }[] }>(app, {
    method: 'GET',
    url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090',
  });
  goodsId = market.data.records[0]!.id;
  // All 32 cards of the offer free, so only money can refuse an order here.
  await app.db.update(hosts).set({ gpuUsed: 0 }).where(eq(hosts.goodsId, goodsId));
  const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
  imageId = images.data[0]!.id;
});

describe('holds', () => {
  it('accepts of 24 orders at once only those ¥16.32 can hold for an hour, shows the freeze, and leaves nothing unpaid', async () => {
    const user = await funded('16.32');
    const results = await Promise.all(Array.from({ length: 24 }, () => order(user.token)));
    const accepted = results.filter((r) => r.code === 100000);
    const refused = results.filter((r) => r.code !== 100000);
    // ¥2.18 an hour each: 7 × 2.18 = 15.26 ≤ 16.32 < 8 × 2.18.
    expect(accepted).toHaveLength(7);
    expect(refused.map((r) => r.data.reason)).toEqual(Array(17).fill('insufficient_funds'));
    expect(refused[0]!.data).toMatchObject({ needed: '2.18', available: '1.06', frozen: '15.26' });
    expect(refused[0]!.msg).toContain('已冻结');
    expect(await walletShown(user.token)).toEqual({
      balanceAmount: '1.06',
      availableCreditLimit: '0.00',
      freezeBalanceAmount: '15.26',
      freezeCreditLimit: '0.00',
      totalCreditLimit: '0.00',
    });
    const ids = accepted.map((r) => r.data.instanceId);
    const held = await app.db.select({ hold: instances.holdAmount }).from(instances).where(inArray(instances.id, ids));
    expect(held.map((h) => h.hold)).toEqual(Array(7).fill('2.18'));

    // They run for 25 minutes and are all stopped at once: each pays its minutes, its hold comes back.
    await settle();
    clock.advance(25 * MINUTE);
    const stops = await Promise.all(ids.map((id) => act(user.token, 'stop', id)));
    expect(stops.map((s) => s.data.status)).toEqual(Array(7).fill('stopping'));
    await settle();
    const after = await walletShown(user.token);
    expect([after.freezeBalanceAmount, after.freezeCreditLimit]).toEqual(['0.00', '0.00']);
    const { billed, shortfall, consumed, held: stillHeld } = await books(user.userId);
    expect(billed).toBeGreaterThan(0);
    expect(shortfall).toBe(0);
    expect(consumed).toBe(billed);
    expect(stillHeld).toBe(0);
    expect(toMinor(after.balanceAmount!)).toBe(1632 - billed);
  });

  it('holds from balance first, then credit, and pays the minutes from balance before giving the hold back', async () => {
    clock.set('2026-11-21T10:00:00+08:00');
    const user = await funded('1.00', '5.00');
    const id = (await order(user.token)).data.instanceId;
    expect(await walletShown(user.token)).toMatchObject({
      balanceAmount: '0.00',
      freezeBalanceAmount: '1.00',
      availableCreditLimit: '3.82',
      freezeCreditLimit: '1.18',
    });
    const [freeze] = await app.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, user.userId), eq(walletTransactions.type, 'freeze')));
    expect([freeze!.amount, freeze!.creditAmount, freeze!.balanceAfter, freeze!.refId]).toEqual(['-2.18', '1.18', '0.00', `${id}@2026-11-21T02:00:00.000Z`]);
    await settle();
    clock.set('2026-11-21T10:10:00+08:00');
    await act(user.token, 'stop', id);
    const [line] = await app.db.select().from(billLines).where(eq(billLines.instanceId, id));
    // The minutes come out of the balance, frozen or not; credit is left whole.
    expect(await walletShown(user.token)).toMatchObject({
      balanceAmount: (1 - Number(line!.amount)).toFixed(2),
      availableCreditLimit: '5.00',
      freezeBalanceAmount: '0.00',
      freezeCreditLimit: '0.00',
    });
    expect(line!.shortfall).toBe('0.00');
  });

  it('pays each hour and holds the next; an owner who cannot hold it is stopped at the hour, owing nothing', async () => {
    clock.set('2026-11-22T10:00:00+08:00');
    const user = await funded('4.50');
    const id = (await order(user.token)).data.instanceId;
    expect(await walletShown(user.token)).toMatchObject({ balanceAmount: '2.32', freezeBalanceAmount: '2.18' });
    await settle();

    // 11:00, two gateways at once: the hour is billed once and the next one held once.
    clock.set('2026-11-22T11:00:00+08:00');
    const second = app.jobs.copy();
    await Promise.all([app.jobs.runOnce(), second.runOnce()]);
    const lines = () => app.db.select().from(billLines).where(eq(billLines.instanceId, id)).orderBy(billLines.periodStart);
    expect((await lines()).map((l) => [l.amount, l.shortfall])).toEqual([['2.18', '0.00']]);
    expect(await walletShown(user.token)).toMatchObject({ balanceAmount: '0.14', freezeBalanceAmount: '2.18' });
    const [running] = await app.db.select().from(instances).where(eq(instances.id, id));
    expect([running!.status, running!.holdAmount]).toEqual(['running', '2.18']);

    // 12:00: the hour is paid from its hold; ¥0.14 cannot hold the next, so the instance stops now.
    clock.set('2026-11-22T12:00:00+08:00');
    const report = await app.jobs.runOnce();
    expect(report.stoppedForFunds).toBe(1);
    const [stopped] = await app.db.select().from(instances).where(eq(instances.id, id));
    expect([stopped!.status, stopped!.holdAmount, stopped!.gpuHeld]).toEqual(['stopping', '0.00', 0]);
    expect((await lines()).map((l) => [l.amount, l.shortfall])).toEqual([
      ['2.18', '0.00'],
      ['2.18', '0.00'],
    ]);
    expect(await walletShown(user.token)).toMatchObject({ balanceAmount: '0.14', freezeBalanceAmount: '0.00' });
    const { billed, consumed, held } = await books(user.userId);
    expect([consumed, held]).toEqual([billed, 0]);
    const sms = await app.db.select().from(outbox).where(eq(outbox.to, user.phone));
    expect(sms.at(-1)!.content).toContain('下一小时的费用，实例已自动关机');
  });

  it('holds again on start, refusing a start the wallet cannot hold; a prepaid term holds nothing', async () => {
    clock.set('2026-11-23T10:00:00+08:00');
    const user = await funded('100.00');
    const prepaid = await order(user.token, { billingMode: 'common', periodUnit: 'day', periodCount: 1 });
    expect(prepaid.data.amount).toBe('38.40');
    const timed = await order(user.token);
    expect(await walletShown(user.token)).toMatchObject({ balanceAmount: '59.42', freezeBalanceAmount: '2.18' });
    await settle();
    clock.set('2026-11-23T11:00:00+08:00');
    await app.jobs.runOnce();
    const [term] = await app.db.select().from(instances).where(eq(instances.id, prepaid.data.instanceId));
    expect([term!.status, term!.holdAmount]).toEqual(['running', '0.00']);
    expect((await walletShown(user.token)).freezeBalanceAmount).toBe('2.18'); // the timed one's next hour only

    await act(user.token, 'stop', timed.data.instanceId);
    await settle();
    await app.db.update(wallets).set({ balanceAmount: '1.00' }).where(eq(wallets.userId, user.userId));
    const [host] = await app.db.select({ used: hosts.gpuUsed }).from(hosts).innerJoin(instances, eq(instances.hostId, hosts.id)).where(eq(instances.id, timed.data.instanceId));
    const refused = await act(user.token, 'start', timed.data.instanceId);
    expect(refused.code).toBe(-1);
    expect(refused.data).toMatchObject({ reason: 'insufficient_funds', needed: '2.18', available: '1.00' });
    expect(refused.msg).toContain('开机需');
    const [still] = await app.db.select().from(instances).where(eq(instances.id, timed.data.instanceId));
    expect(still!.status).toBe('stopped');
    const [hostAfter] = await app.db.select({ used: hosts.gpuUsed }).from(hosts).where(eq(hosts.id, still!.hostId));
    expect(hostAfter!.used).toBe(host!.used); // the cards it would have taken are free again

    // Without GPU it costs ¥0.10 an hour, and that is what it holds.
    expect((await act(user.token, 'start', timed.data.instanceId, { mode: 'no_gpu' })).data.status).toBe('starting');
    expect(await walletShown(user.token)).toMatchObject({ balanceAmount: '0.90', freezeBalanceAmount: '0.10' });
  });

  it('sets GPU card-hours aside for one instance, so a second cannot count on them too', async () => {
    clock.set('2026-11-24T10:00:00+08:00');
    const user = await funded('0.00');
    await grantBenefit(app.db, { userId: user.userId, kind: 'gpu_card_hours', quantity: 1, source: 'test:one', title: '1卡时' });
    const first = await order(user.token);
    expect(first.code).toBe(100000);
    const [row] = await app.db.select().from(instances).where(eq(instances.id, first.data.instanceId));
    expect([row!.holdAmount, row!.holdCardMinutes]).toEqual(['0.00', 60]);
    const second = await order(user.token);
    expect(second.data).toMatchObject({ reason: 'insufficient_funds', needed: '2.18', available: '0.00' });

    // Its hour is paid by the card-hour; nothing is left to hold the next, so it stops at the hour.
    await settle();
    clock.set('2026-11-24T11:00:00+08:00');
    await app.jobs.runOnce();
    const [line] = await app.db.select().from(billLines).where(eq(billLines.instanceId, first.data.instanceId));
    expect([line!.amount, line!.covered, line!.shortfall]).toEqual(['2.18', '2.18', '0.00']);
    const [stopped] = await app.db.select().from(instances).where(eq(instances.id, first.data.instanceId));
    expect([stopped!.status, stopped!.holdCardMinutes]).toEqual(['stopping', 0]);
  });
});
