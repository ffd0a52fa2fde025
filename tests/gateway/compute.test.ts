import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefits, billLines, goodsSpecs, hosts, instances, orders, outbox, specTimeRanges, wallets, walletTransactions } from '../../server/db/schema';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { grantBenefit } from '../../server/modules/wallet/benefits';
import { call, createTestApp, login, certifiedUser } from './helpers';

let app: FastifyInstance;
// Friday 20:00 in Shanghai: the day price is in force, the night window two hours away.
const clock = new ManualClock('2026-11-20T20:00:00+08:00');
let renter: string;
let goodsId: number; // RTX 4090, 华东一区: ¥2.1800 by day (08:00–22:00), ¥0.9900 by night, 50 GB disk
let imageId: number;

interface InstanceView {
  id: number;
  name: string;
  status: string;
  gpuHeld: number;
  priceNow: string;
  hourlyNow: string;
  costSoFar: string;
  sshCommand: string;
  jupyterUrl: string;
  runningSeconds: number;
  autoReleaseAt: string | null;
  stoppedDailyCost: string | null;
}
interface OrderAnswer {
  orderBaseId: string;
  instanceId: number;
  status: string;
  amount: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const order = (token: string, payload: Record<string, unknown>, key?: string) =>
  call<OrderAnswer & { reason?: string; needed?: string }>(app, {
    method: 'POST',
    url: '/gateway/v1/order/createOrder',
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { goodsId, gpuNumber: 1, billingMode: 'timed', imageId, ...payload },
  });
const act = (token: string, verb: string, id: number, payload?: unknown) =>
  call<InstanceView & { reason?: string; options?: string[] }>(app, {
    method: 'POST',
    url: `/gateway/v1/container/${verb}/${id}`,
    headers: auth(token),
    ...(payload ? { payload } : {}),
  });
const detail = (token: string, id: number) => call<InstanceView>(app, { method: 'GET', url: `/gateway/v1/container/detail/${id}`, headers: auth(token) });
const walletOf = async (userId: number) => (await app.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!;
const freeCards = async () =>
  (await app.db.select({ free: sql<number>`sum(gpu_total - gpu_used)::int` }).from(hosts).where(eq(hosts.goodsId, goodsId)))[0]!.free;
const settle = async (ms = 10 * SECOND) => {
  clock.advance(ms);
  return app.jobs.runOnce();
};

/** A new user whose wallet holds `balance` yuan. */
async function funded(balance: string) {
  const user = await certifiedUser(app);
  await app.db.update(wallets).set({ balanceAmount: balance }).where(eq(wallets.userId, user.userId));
  return user;
}

beforeAll(async () => {
  app = await createTestApp({ clock });
  renter = await login(app, 'demo_renter');
  const market = await call<{ records: { id: number; gpuType: string; regionCode: string }[] }>(app, {
    method: 'GET',
    url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090',
  });
  goodsId = market.data.records[0]!.id;
  const images = await call<{ id: number; name: string }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
  expect(images.data.length).toBeGreaterThan(0);
  imageId = images.data[0]!.id;
});

describe('ordering', () => {
  it('rejects bad orders with the field named, and charges nothing', async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ goodsId: 999999 }, 100006],
      [{ gpuNumber: 0 }, 50005, 'gpuNumber'],
      [{ gpuNumber: 9 }, 50005, 'gpuNumber'], // the machine has 8
      [{ gpuNumber: 1.5 }, 50005, 'gpuNumber'],
      [{ gpuNumber: '2' }, 50005, 'gpuNumber'],
      [{ billingMode: 'monthly' }, 50005, 'billingMode'],
      [{ billingMode: 'common' }, 50005, 'periodUnit'],
      [{ billingMode: 'common', periodUnit: 'day', periodCount: -1 }, 50005, 'periodCount'],
      [{ imageId: 123 }, 50005, 'imageId'],
      [{ imageId: undefined }, 50005, 'imageId'],
      [{ instanceName: 'x'.repeat(41) }, 50005, 'instanceName'],
    ];
    const [me] = await app.db.select({ id: wallets.userId }).from(wallets).limit(1);
    const before = await walletOf(me!.id);
    for (const [payload, code, field] of cases) {
      const res = await order(renter, payload);
      expect(res.code, JSON.stringify(payload)).toBe(code);
      if (field) expect(JSON.stringify(res.data)).toContain(field);
    }
    expect(await walletOf(me!.id)).toEqual(before);
    const anonymous = await call(app, { method: 'POST', url: '/gateway/v1/order/createOrder', payload: { goodsId, gpuNumber: 1, billingMode: 'timed', imageId } });
    expect(anonymous.code).toBe(50003);
  });

  it('orders a 2-card instance that becomes running, and answers a replayed key with the same order', async () => {
    const cardsBefore = await freeCards();
    const key = 'order-key-0001';
    const [first, second] = await Promise.all([order(renter, { gpuNumber: 2 }, key), order(renter, { gpuNumber: 2 }, key)]);
    expect(first.code).toBe(100000);
    expect(second.data.orderBaseId).toBe(first.data.orderBaseId);
    expect(first.data.orderBaseId).toMatch(/^GO\d{20}$/);
    const replay = await order(renter, { gpuNumber: 2 }, key);
    expect(replay.data.orderBaseId).toBe(first.data.orderBaseId);
    const mine = await app.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(mine).toHaveLength(1);
    expect(await freeCards()).toBe(cardsBefore - 2);

    const id = first.data.instanceId;
    expect((await detail(renter, id)).data.status).toBe('creating');
    await settle();
    const running = await detail(renter, id);
    expect(running.data).toMatchObject({ status: 'running', gpuHeld: 2, priceNow: '2.1800', hourlyNow: '4.36', stoppedDailyCost: null, storageDailyCost: '0.48' });
    expect(running.data.sshCommand).toMatch(/^ssh -p \d+ root@[\w.-]+$/);
    expect(running.data.jupyterUrl).toMatch(/^https:\/\/.+\/lab\?token=\w+$/);
    expect(JSON.stringify(running.data)).not.toContain('sshPassword');
    const password = await call<{ password: string }>(app, { method: 'GET', url: `/gateway/v1/container/sshPassword/${id}`, headers: auth(renter) });
    expect(password.data.password).toMatch(/^\w{16}$/);

    const list = await call<{ records: InstanceView[] }>(app, { method: 'GET', url: '/gateway/v1/container/page', headers: auth(renter) });
    expect(list.data.records.map((r) => r.id)).toContain(id);
    const orderPage = await call<{ records: { orderBaseId: string; status: string }[] }>(app, { method: 'GET', url: '/gateway/v1/order/page', headers: auth(renter) });
    expect(orderPage.data.records[0]).toMatchObject({ orderBaseId: first.data.orderBaseId, status: 'paid' });
    const orderDetail = await call<{ instanceStatus: string; gpuNumber: number }>(app, {
      method: 'GET',
      url: `/gateway/v1/order/detail/${first.data.orderBaseId}`,
      headers: auth(renter),
    });
    expect(orderDetail.data).toMatchObject({ instanceStatus: 'running', gpuNumber: 2 });

    // Clean up: stop and release, giving the cards back.
    await act(renter, 'stop', id);
    await settle();
    await act(renter, 'release', id);
    await settle();
    expect(await freeCards()).toBe(cardsBefore);
  });

  it("hides other users' instances, orders and images as not found", async () => {
    const mine = await order(renter, {});
    const other = await certifiedUser(app);
    for (const verb of ['stop', 'start', 'restart', 'release']) {
      expect((await act(other.token, verb, mine.data.instanceId)).code).toBe(100006);
    }
    expect((await detail(other.token, mine.data.instanceId)).code).toBe(100006);
    expect((await call(app, { method: 'GET', url: `/gateway/v1/container/sshPassword/${mine.data.instanceId}`, headers: auth(other.token) })).code).toBe(100006);
    expect((await call(app, { method: 'GET', url: `/gateway/v1/order/detail/${mine.data.orderBaseId}`, headers: auth(other.token) })).code).toBe(100006);
    const rename = await call(app, { method: 'PATCH', url: `/gateway/v1/container/update/${mine.data.instanceId}`, headers: auth(other.token), payload: { name: 'mine now' } });
    expect(rename.code).toBe(100006);
    expect((await act(renter, 'nonsense', mine.data.instanceId)).code).toBe(404);
    expect((await act(renter, 'stop', 0)).code).toBe(50005);
    await settle();
    await act(renter, 'stop', mine.data.instanceId);
    await settle();
    await act(renter, 'release', mine.data.instanceId);
    await settle();
  });

  it('refuses an order the wallet cannot fund, charging and holding nothing', async () => {
    const poor = await funded('1.00');
    const cardsBefore = await freeCards();
    const timed = await order(poor.token, {});
    expect(timed.code).toBe(-1);
    expect(timed.data).toMatchObject({ reason: 'insufficient_funds', needed: '2.18', available: '1.00' });
    expect(timed.msg).toContain('余额不足');
    const prepaid = await order(poor.token, { billingMode: 'common', periodUnit: 'day', periodCount: 1 });
    expect(prepaid.data.reason).toBe('insufficient_funds');
    expect(await freeCards()).toBe(cardsBefore);
    expect((await walletOf(poor.userId)).balanceAmount).toBe('1.00');
    expect(await app.db.select().from(orders).where(eq(orders.userId, poor.userId))).toHaveLength(0);
  });

  it('gives the last free card to one of two racing buyers; the other is told 库存不足 and pays nothing', async () => {
    const all = await app.db.select().from(hosts).where(eq(hosts.goodsId, goodsId));
    const saved = all.map((h) => ({ id: h.id, gpuUsed: h.gpuUsed }));
    // Exactly one free card on the whole offer.
    for (const [i, host] of all.entries()) {
      await app.db.update(hosts).set({ gpuUsed: i === 0 ? host.gpuTotal - 1 : host.gpuTotal }).where(eq(hosts.id, host.id));
    }
    const a = await funded('100.00');
    const b = await funded('100.00');
    const results = await Promise.all([order(a.token, { billingMode: 'common', periodUnit: 'day' }), order(b.token, { billingMode: 'common', periodUnit: 'day' })]);
    const won = results.filter((r) => r.code === 100000);
    const lost = results.filter((r) => r.code !== 100000);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.msg).toContain('库存不足');
    expect(lost[0]!.data.reason).toBe('out_of_stock');
    const balances = [(await walletOf(a.userId)).balanceAmount, (await walletOf(b.userId)).balanceAmount].sort();
    // One day at 95% of (14 h × 2.18 + 10 h × 0.99 = 40.42) = 38.40; the loser keeps everything.
    expect(balances).toEqual(['100.00', '61.60']);
    expect(await freeCards()).toBe(0);
    // Put the market back as it was; the winner's instance gives up its card.
    for (const host of saved) await app.db.update(hosts).set({ gpuUsed: host.gpuUsed }).where(eq(hosts.id, host.id));
    await app.db.update(instances).set({ gpuHeld: 0, status: 'failed' }).where(eq(instances.id, won[0]!.data.instanceId));
  });
});

describe('instance state rules', () => {
  let id: number;

  beforeAll(async () => {
    const res = await order(renter, { gpuNumber: 1, instanceName: '训练机' });
    id = res.data.instanceId;
  });

  it('walks creating → running → stopping → stopped → starting → running, refusing what a state does not allow', async () => {
    expect((await act(renter, 'stop', id)).msg).toContain('不能关机'); // still creating
    expect((await act(renter, 'restart', id)).msg).toContain('不能重启');
    expect((await act(renter, 'release', id)).msg).toContain('请先关机');
    await settle();
    expect((await detail(renter, id)).data.status).toBe('running');
    expect((await act(renter, 'start', id)).data.status).toBe('running'); // already running: nothing happens
    expect((await act(renter, 'release', id)).msg).toContain('请先关机');
    expect((await call(app, { method: 'POST', url: `/gateway/v1/container/saveImage/${id}`, headers: auth(renter), payload: { name: 'img' } })).msg).toContain('请先关机');

    const restart = await act(renter, 'restart', id);
    expect(restart.data.status).toBe('starting');
    await settle();
    expect((await detail(renter, id)).data.status).toBe('running');

    // A double click on stop stops once.
    const [stop1, stop2] = await Promise.all([act(renter, 'stop', id), act(renter, 'stop', id)]);
    expect([stop1.code, stop2.code]).toEqual([100000, 100000]);
    expect(stop1.data.status).toBe('stopping');
    await settle();
    const stopped = await detail(renter, id);
    expect(stopped.data).toMatchObject({ status: 'stopped', gpuHeld: 0, stoppedDailyCost: '0.48' });
    const stoppedFor = Date.parse(stopped.data.autoReleaseAt!) - Date.parse((stopped.data as unknown as { stoppedAt: string }).stoppedAt);
    expect(stoppedFor).toBe(15 * 24 * 60 * MINUTE);
    expect((await act(renter, 'restart', id)).msg).toContain('不能重启');

    const renamed = await call<InstanceView>(app, { method: 'PATCH', url: `/gateway/v1/container/update/${id}`, headers: auth(renter), payload: { name: '  推理机 ' } });
    expect(renamed.data.name).toBe('推理机');
    const badName = await call(app, { method: 'PATCH', url: `/gateway/v1/container/update/${id}`, headers: auth(renter), payload: { name: '' } });
    expect(badName.code).toBe(50005);

    const save = await call<{ id: number; saveState: string }>(app, {
      method: 'POST',
      url: `/gateway/v1/container/saveImage/${id}`,
      headers: auth(renter),
      payload: { name: '我的环境' },
    });
    expect(save.data.saveState).toBe('saving');
    const again = await call<{ id: number }>(app, { method: 'POST', url: `/gateway/v1/container/saveImage/${id}`, headers: auth(renter), payload: { name: '我的环境' } });
    expect(again.data.id).toBe(save.data.id);
    expect((await call(app, { method: 'DELETE', url: `/gateway/v1/image/delete/${save.data.id}`, headers: auth(renter) })).msg).toContain('正在保存');
    await settle();
    const images = await call<{ records: { id: number; saveState: string; sourceInstanceName: string }[] }>(app, { method: 'GET', url: '/gateway/v1/image/page', headers: auth(renter) });
    expect(images.data.records[0]).toMatchObject({ id: save.data.id, saveState: 'saved', sourceInstanceName: '推理机' });
    // The saved image can start a new order.
    const fromImage = await order(renter, { imageId: save.data.id });
    expect(fromImage.code).toBe(100000);
    const stranger = await funded('100.00');
    expect((await order(stranger.token, { imageId: save.data.id })).code).toBe(50005);
    expect((await call(app, { method: 'DELETE', url: `/gateway/v1/image/delete/${save.data.id}`, headers: auth(stranger.token) })).code).toBe(100006);

    expect((await act(renter, 'start', id)).data.status).toBe('starting');
    await settle();
    expect((await detail(renter, id)).data).toMatchObject({ status: 'running', gpuHeld: 1 });
    await settle();
    await act(renter, 'stop', fromImage.data.instanceId);
    await settle();
    await act(renter, 'release', fromImage.data.instanceId);
  });

  it('offers starting without GPU or moving when the host is full, and both work', async () => {
    await act(renter, 'stop', id);
    await settle();
    const [row] = await app.db.select().from(instances).where(eq(instances.id, id));
    const [host] = await app.db.select().from(hosts).where(eq(hosts.id, row!.hostId));
    await app.db.update(hosts).set({ gpuUsed: host!.gpuTotal }).where(eq(hosts.id, host!.id));

    const full = await act(renter, 'start', id);
    expect(full.code).toBe(-1);
    expect(full.data).toMatchObject({ reason: 'host_full', options: ['no_gpu', 'migrate'] });
    expect((await detail(renter, id)).data.status).toBe('stopped');

    expect((await act(renter, 'start', id, { mode: 'no_gpu' })).data.status).toBe('starting');
    await settle();
    expect((await detail(renter, id)).data).toMatchObject({ status: 'running', gpuHeld: 0, hourlyNow: '0.10' });
    await act(renter, 'stop', id);
    await settle();

    const moved = await act(renter, 'start', id, { mode: 'migrate' });
    expect(moved.code).toBe(100000);
    const [after] = await app.db.select().from(instances).where(eq(instances.id, id));
    expect(after!.hostId).not.toBe(host!.id);
    expect(after!.gpuHeld).toBe(1);
    await app.db.update(hosts).set({ gpuUsed: host!.gpuUsed }).where(eq(hosts.id, host!.id));
    await settle();
    await act(renter, 'stop', id);
    await settle();
    expect((await act(renter, 'release', id)).data.status).toBe('releasing');
    expect((await act(renter, 'release', id)).code).toBe(100000); // a second click changes nothing
    await settle();
    expect((await detail(renter, id)).data.status).toBe('released');
    expect((await act(renter, 'start', id)).code).toBe(100006);
  });
});

describe('metering', () => {
  it('charges every minute at the price of its window, across the tidal window and midnight, to the fen', async () => {
    clock.set('2026-11-27T20:00:00+08:00');
    const user = await funded('500.00');
    const res = await order(user.token, {});
    const id = res.data.instanceId;
    clock.set('2026-11-27T20:00:05+08:00');
    await app.jobs.runOnce(); // running since 20:00:04
    clock.set('2026-11-28T01:00:30+08:00');
    await app.jobs.runOnce();

    const lines = await app.db.select().from(billLines).where(eq(billLines.instanceId, id)).orderBy(billLines.periodStart);
    expect(lines.map((l) => [l.periodStart.toISOString(), l.minutes, l.rangeLabel, l.unitPrice, l.amount])).toEqual([
      ['2026-11-27T12:00:00.000Z', 60, 'day', '2.1800', '2.18'],
      ['2026-11-27T13:00:00.000Z', 60, 'day', '2.1800', '2.18'],
      ['2026-11-27T14:00:00.000Z', 60, 'night', '0.9900', '0.99'],
      ['2026-11-27T15:00:00.000Z', 60, 'night', '0.9900', '0.99'],
      ['2026-11-27T16:00:00.000Z', 60, 'night', '0.9900', '0.99'],
    ]);
    // 7.33 billed from the balance; the next hour, at night, is held: ¥0.99 instead of the ¥2.18 held by day.
    expect(await walletOf(user.userId)).toMatchObject({ balanceAmount: '491.68', freezeBalanceAmount: '0.99' });
    // Running again mid-hour changes nothing; the view adds what has accrued since.
    await app.jobs.runOnce();
    expect(await app.db.select().from(billLines).where(eq(billLines.instanceId, id))).toHaveLength(5);
    clock.set('2026-11-28T01:30:20+08:00');
    expect((await detail(user.token, id)).data.costSoFar).toBe('7.83'); // 7.33 + 30 min × 0.99/h

    // Stop at 01:30:20: billed to the minute (31 min × 0.99 = 0.5115 → 0.51), then storage by the hour.
    await act(user.token, 'stop', id);
    const stopLine = (await app.db.select().from(billLines).where(eq(billLines.instanceId, id)).orderBy(billLines.periodStart)).at(-1)!;
    expect([stopLine.minutes, stopLine.amount]).toEqual([31, '0.51']);
    clock.set('2026-11-28T03:00:00+08:00');
    await app.jobs.runOnce();
    const storage = await app.db.select().from(billLines).where(and(eq(billLines.instanceId, id), eq(billLines.kind, 'storage')));
    // 50 GB × ¥0.0004 = ¥0.02 an hour: 01:31–02:00 (29 min → 0.0097 → 0.01) and 02:00–03:00 (0.02).
    expect(storage.map((l) => [l.minutes, l.amount])).toEqual([
      [29, '0.01'],
      [60, '0.02'],
    ]);
    const debits = await app.db.select().from(walletTransactions).where(eq(walletTransactions.userId, user.userId));
    const total = debits.reduce((sum, t) => sum + Math.round(Number(t.amount) * 100), 0);
    expect(total).toBe(-(733 + 51 + 1 + 2));
    expect((await walletOf(user.userId)).balanceAmount).toBe('492.13');
  });

  it('bills exactly once with two workers running at the same time', async () => {
    clock.set('2026-11-28T10:00:00+08:00');
    const user = await funded('200.00');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await order(user.token, {})).data.instanceId);
    clock.set('2026-11-28T10:00:10+08:00');
    await app.jobs.runOnce();
    const second = app.jobs.copy();
    clock.set('2026-11-28T13:00:00+08:00');
    await Promise.all([app.jobs.runOnce(), second.runOnce(), app.jobs.copy().runOnce(), second.copy().runOnce()]);
    for (const id of ids) {
      const lines = await app.db.select().from(billLines).where(eq(billLines.instanceId, id));
      expect(lines.map((l) => l.amount)).toEqual(['2.18', '2.18', '2.18']);
    }
    // Each instance's next hour is held once.
    expect(await walletOf(user.userId)).toMatchObject({ balanceAmount: String((20000 - 3 * 3 * 218 - 3 * 218) / 100), freezeBalanceAmount: '6.54' });
  });

  it('stops an instance whose hold a price raised within the hour outruns, never taking the wallet below zero, and tells the owner', async () => {
    clock.set('2026-11-29T10:00:00+08:00');
    const user = await funded('3.00');
    const id = (await order(user.token, {})).data.instanceId;
    expect(await walletOf(user.userId)).toMatchObject({ balanceAmount: '0.82', freezeBalanceAmount: '2.18' });
    clock.set('2026-11-29T10:00:10+08:00');
    await app.jobs.runOnce();
    // The operator raises the day price to ¥9.00 a card-hour; what has accrued is billed at the price in force.
    const [day] = await app.db
      .select({ id: specTimeRanges.id })
      .from(specTimeRanges)
      .innerJoin(goodsSpecs, eq(goodsSpecs.id, specTimeRanges.specId))
      .where(and(eq(goodsSpecs.goodsId, goodsId), eq(specTimeRanges.label, 'day')));
    await app.db.update(specTimeRanges).set({ unitPrice: '9.0000' }).where(eq(specTimeRanges.id, day!.id));
    try {
      clock.set('2026-11-29T10:19:00+08:00');
      await app.jobs.runOnce();
      expect((await detail(user.token, id)).data.status).toBe('running'); // 19 min × 9.00/h = 2.85 ≤ 0.82 + 2.18 held
      // 10:21 — 21 min = 3.15 > 3.00: stopped, billed what the wallet and the hold have.
      clock.set('2026-11-29T10:21:00+08:00');
      const report = await app.jobs.runOnce();
      expect(report.stoppedForFunds).toBe(1);
      expect((await detail(user.token, id)).data.status).toBe('stopping');
      expect(await walletOf(user.userId)).toMatchObject({ balanceAmount: '0.00', freezeBalanceAmount: '0.00' });
      const [last] = await app.db.select().from(billLines).where(eq(billLines.instanceId, id)).orderBy(sql`${billLines.periodStart} desc`).limit(1);
      expect([last!.amount, last!.shortfall]).toEqual(['3.15', '0.15']);
      const sms = await app.db.select().from(outbox).where(eq(outbox.to, user.phone));
      expect(sms.at(-1)!.content).toContain('已自动关机');
    } finally {
      await app.db.update(specTimeRanges).set({ unitPrice: '2.1800' }).where(eq(specTimeRanges.id, day!.id));
    }
    // Stopped with an empty wallet: storage keeps a record of what is owed, the balance stays at zero.
    clock.set('2026-11-29T14:00:00+08:00');
    await app.jobs.runOnce();
    expect((await walletOf(user.userId)).balanceAmount).toBe('0.00');
  });

  it('spends GPU card-hours first, to the card-minute, then the wallet, and never expired ones', async () => {
    clock.set('2026-12-02T10:00:00+08:00');
    const grant = (userId: number, hours: number, source: string, expiresAt?: Date) =>
      grantBenefit(app.db, { userId, kind: 'gpu_card_hours', quantity: hours, source, title: `${hours}卡时`, expiresAt });

    // Card-hours count towards the first hour an order must be able to pay for.
    const poor = await funded('0.00');
    await grant(poor.userId, 1, 'test:one');
    const two = await order(poor.token, { gpuNumber: 2 });
    expect(two.data).toMatchObject({ reason: 'insufficient_funds', needed: '2.18', available: '0.00' });
    const one = await order(poor.token, {});
    expect(one.code).toBe(100000);

    // ¥5.00 to spend, and ¥4.36 more to hold the third hour, which no card-hour is left to pay.
    const user = await funded('9.36');
    await grant(user.userId, 3, 'test:three', new Date('2026-12-31T00:00:00+08:00'));
    await grant(user.userId, 5, 'test:expiring', new Date('2026-12-02T10:30:00+08:00'));
    const id = (await order(user.token, { gpuNumber: 2 })).data.instanceId;
    clock.set('2026-12-02T10:00:10+08:00');
    await app.jobs.runOnce();
    clock.set('2026-12-02T12:00:00+08:00');
    const second = app.jobs.copy();
    await Promise.all([app.jobs.runOnce(), second.runOnce()]);

    // 2 cards × 2 h = 240 card-minutes: 180 from the card-hours, the other 60 (¥2.18) from the wallet.
    const lines = await app.db.select().from(billLines).where(eq(billLines.instanceId, id)).orderBy(billLines.periodStart);
    expect(lines.map((l) => [l.minutes, l.amount, l.cardMinutes, l.covered, l.shortfall])).toEqual([
      [60, '4.36', 120, '4.36', '0.00'],
      [60, '4.36', 60, '2.18', '0.00'],
    ]);
    expect(await walletOf(user.userId)).toMatchObject({ balanceAmount: '2.82', freezeBalanceAmount: '4.36' });
    const mine = await call<{ kind: string; source: string; usedMinutes: number; remaining: number }[]>(app, { method: 'GET', url: '/gateway/v1/benefit/list', headers: auth(user.token) });
    expect(mine.data.filter((b) => b.kind === 'gpu_card_hours').map((b) => [b.source, b.usedMinutes, b.remaining])).toEqual([
      ['test:expiring', 0, 5], // expired at 10:30 before any of it was billed
      ['test:three', 180, 0],
    ]);
    const bills = await call<{ totalAmount: string; totalCovered: string; records: { covered: string; cardMinutes: number }[] }>(app, {
      method: 'GET',
      url: `/gateway/v1/bill/page?instanceId=${id}`,
      headers: auth(user.token),
    });
    expect([bills.data.totalAmount, bills.data.totalCovered]).toEqual(['8.72', '6.54']);
    expect((await detail(user.token, id)).data.status).toBe('running');

    // The poor user's one card-hour covered 10:00–11:00; then the empty wallet stops the instance.
    const poorLines = await app.db.select().from(billLines).where(eq(billLines.instanceId, one.data.instanceId)).orderBy(billLines.periodStart);
    expect(poorLines.map((l) => [l.amount, l.covered, l.shortfall])).toEqual([
      ['2.18', '2.18', '0.00'],
      ['2.18', '0.00', '2.18'],
    ]);
    expect((await detail(poor.token, one.data.instanceId)).data.status).toBe('stopping');
    const spent = await app.db
      .select({ used: benefits.usedMinutes })
      .from(benefits)
      .where(and(eq(benefits.userId, poor.userId), eq(benefits.kind, 'gpu_card_hours')));
    expect(spent).toEqual([{ used: 60 }]);
  });

  it('ends prepaid terms and releases instances stopped for 15 days', async () => {
    clock.set('2026-11-30T10:00:00+08:00');
    const user = await funded('100.00');
    const res = await order(user.token, { billingMode: 'common', periodUnit: 'day', periodCount: 1 });
    expect(res.data.amount).toBe('38.40');
    clock.set('2026-11-30T10:00:10+08:00');
    await app.jobs.runOnce();
    expect((await detail(user.token, res.data.instanceId)).data.hourlyNow).toBe('0.00');
    clock.set('2026-12-01T10:00:30+08:00');
    await app.jobs.runOnce();
    expect((await detail(user.token, res.data.instanceId)).data.status).toBe('stopping');
    const lines = await app.db.select().from(billLines).where(eq(billLines.instanceId, res.data.instanceId));
    expect(lines.filter((l) => l.kind === 'gpu')).toHaveLength(0); // the term was paid up front
    await settle(MINUTE);
    clock.advance(15 * 24 * 60 * MINUTE);
    await app.jobs.runOnce();
    const [row] = await app.db.select().from(instances).where(eq(instances.id, res.data.instanceId));
    expect(row!.status).toBe('releasing');
    await settle();
    const [gone] = await app.db.select().from(instances).where(eq(instances.id, res.data.instanceId));
    expect(gone!.status).toBe('released');
    expect(gone!.gpuHeld).toBe(0);
  });
});

describe('bills', () => {
  it('lists my bill lines with filters and totals, never anyone else’s', async () => {
    renter = await login(app, 'demo_renter'); // the clock has moved weeks on since the first sign-in
    const all = await call<{ records: { kind: string; amount: string; instanceName: string }[]; total: number; totalAmount: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/bill/page?size=100',
      headers: auth(renter),
    });
    expect(all.code).toBe(100000);
    expect(all.data.total).toBeGreaterThan(0);
    const sum = all.data.records.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
    expect(Math.round(Number(all.data.totalAmount) * 100)).toBe(sum);
    const storage = await call<{ records: { kind: string }[] }>(app, { method: 'GET', url: '/gateway/v1/bill/page?kind=storage', headers: auth(renter) });
    expect(storage.data.records.every((r) => r.kind === 'storage')).toBe(true);
    const stranger = await certifiedUser(app);
    const none = await call<{ total: number }>(app, { method: 'GET', url: '/gateway/v1/bill/page', headers: auth(stranger.token) });
    expect(none.data.total).toBe(0);
    const bad = await call(app, { method: 'GET', url: '/gateway/v1/bill/page?kind=everything&startTime=yesterday', headers: auth(renter) });
    expect(bad.code).toBe(50005);
  });
});
