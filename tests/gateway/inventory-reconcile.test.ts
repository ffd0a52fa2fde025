import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { hosts, instances, wallets } from '../../server/db/schema';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { inventoryMismatches } from '../../server/modules/market/reconcile';
import { auth, call, certifiedUser, createTestApp } from './helpers';

/*
 * The hosts' card counters against what holds the cards: the seed holds none it has no holder for,
 * and random sequences of orders, stops, starts (on the host, without cards, migrated) and releases
 * by several renters keep them equal after every step; the reconciliation job reports a counter
 * that disagrees.
 */

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T20:00:00+08:00');
let goods: number[] = [];
let imageId: number;

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed from its seed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  app = await createTestApp({ clock });
  const market = await call<{ records: { id: number; gpuType: string; regionCode: string }[] }>(app, {
    method: 'GET',
    url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1',
  });
  goods = market.data.records.slice(0, 2).map((r) => r.id);
  expect(goods.length).toBe(2);
  const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
  imageId = images.data[0]!.id;
});

describe('inventory counters and instances', () => {
  it('agree on the seeded market: no card counted as used that nothing holds', async () => {
    expect(await inventoryMismatches(app.db)).toEqual([]);
    const report = await app.jobs.runOnce();
    expect(report.inventoryMismatches ?? 0).toBe(0);
  });

  it('agree after every step of random order / stop / start / release sequences', async () => {
    // Few hosts and few cards: orders meet full hosts, starts meet taken cards, migrations happen.
    await app.db.update(hosts).set({ gpuTotal: 2 }).where(sql`${hosts.goodsId} in (${sql.join(goods, sql`, `)})`);
    const renters = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const user = await certifiedUser(app);
        await app.db.update(wallets).set({ balanceAmount: '100000.00' }).where(eq(wallets.userId, user.userId));
        return user;
      }),
    );
    const random = prng(20261120);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const seen = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      const renter = pick(renters);
      const own = await app.db.select().from(instances).where(eq(instances.userId, renter.userId));
      const live = own.filter((i) => i.status !== 'released');
      const roll = random();
      let action = 'order';
      if (roll < 0.35 || live.length === 0) {
        action = 'order';
        await call(app, {
          method: 'POST',
          url: '/gateway/v1/order/createOrder',
          headers: auth(renter.token),
          payload: { goodsId: pick(goods), gpuNumber: 1 + Math.floor(random() * 2), billingMode: 'timed', imageId },
        });
      } else {
        const target = pick(live);
        action = target.status === 'running' ? 'stop' : target.status === 'stopped' ? pick(['start', 'start-no_gpu', 'start-migrate', 'release']) : 'stop';
        const [verb, mode] = action.split('-');
        await call(app, {
          method: 'POST',
          url: `/gateway/v1/container/${verb}/${target.id}`,
          headers: auth(renter.token),
          ...(verb === 'start' ? { payload: { mode: mode ?? 'gpu' } } : {}),
        });
      }
      seen.add(action);
      // Sometimes let transitions complete (creating → running, stopping → stopped…), sometimes not.
      if (random() < 0.6) {
        clock.advance(random() < 0.5 ? 10 * SECOND : MINUTE);
        const report = await app.jobs.runOnce();
        expect(report.inventoryMismatches ?? 0, `after step ${step} (${action}): ${JSON.stringify(await inventoryMismatches(app.db))}`).toBe(0);
      }
      expect(await inventoryMismatches(app.db), `after step ${step} (${action})`).toEqual([]);
    }
    // The sequence did what it is meant to test.
    for (const action of ['order', 'stop', 'release']) expect(seen, action).toContain(action);
    expect([...seen].some((a) => a.startsWith('start')), 'a start').toBe(true);
  });

  it('the reconciliation job reports a counter that disagrees, and the host it is on', async () => {
    // Any host with a free card (the random sequence above may have filled the two small ones).
    const [host] = await app.db.select().from(hosts).where(lt(hosts.gpuUsed, hosts.gpuTotal)).orderBy(hosts.id).limit(1);
    expect(host).toBeDefined();
    await app.db.update(hosts).set({ gpuUsed: host!.gpuUsed + 1 }).where(eq(hosts.id, host!.id));
    const mismatches = await inventoryMismatches(app.db);
    expect(mismatches).toEqual([expect.objectContaining({ hostId: host!.id, counted: host!.gpuUsed + 1 })]);
    expect((await app.jobs.runOnce()).inventoryMismatches).toBe(1);
    await app.db.update(hosts).set({ gpuUsed: host!.gpuUsed }).where(eq(hosts.id, host!.id));
    expect((await app.jobs.runOnce()).inventoryMismatches).toBe(0);
  });
});
