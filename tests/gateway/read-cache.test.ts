import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exchangeCards } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { cardCodeHash } from '../../server/modules/cards/redeem';
import { auth, call, createGatewayPair, createTestApp, freshIp, login } from './helpers';

const WALLET = '/gateway/v1/wallet/getWalletByUserBaseId';
const clock = new ManualClock('2026-06-01T10:00:00+08:00');

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterEach(() => vi.restoreAllMocks());

let cards = 0;
async function redeemCard(target: FastifyInstance, token: string, amount: string) {
  cards += 1;
  const cardNumber = `RC-${process.pid}-${cards}`;
  await target.db.insert(exchangeCards).values({ cardNumber, codeHash: cardCodeHash(cardNumber, 'CODE-1'), kind: 'balance', amount, quantity: 0, title: '测试卡' });
  const res = await call(target, { method: 'POST', url: '/gateway/v1/cardExchange/useCardExchange', headers: auth(token), payload: { cardNumber, cardCode: 'CODE-1' }, remoteAddress: freshIp() });
  expect(res.code).toBe(100000);
}
const balance = async (target: FastifyInstance, token: string) =>
  (await call<{ balanceAmount: string }>(target, { method: 'GET', url: WALLET, headers: auth(token) })).data.balanceAmount;

describe('the read cache', () => {
  it("answers a repeated read from memory, and a write of this gateway's at once", async () => {
    const token = await login(app, 'demo_renter');
    const reads = vi.spyOn(app.wallets, 'wallet');
    const first = await balance(app, token);
    expect(await balance(app, token)).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);

    await redeemCard(app, token, '12.34');
    expect(Number(await balance(app, token))).toBeCloseTo(Number(first) + 12.34, 2);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('never gives one caller what another was answered', async () => {
    const renter = await login(app, 'demo_renter');
    const supplier = await login(app, 'demo_supplier');
    await redeemCard(app, renter, '1.00');
    const renterBalance = await balance(app, renter);
    await redeemCard(app, supplier, '2.00');
    expect(await balance(app, supplier)).not.toBe(renterBalance);
    expect(await balance(app, renter)).toBe(renterBalance);
  });

  it('reads again once the time window of the answer has passed', async () => {
    const token = await login(app, 'demo_renter');
    clock.advance(6_000);
    const reads = vi.spyOn(app.wallets, 'wallet');
    await balance(app, token);
    await balance(app, token);
    expect(reads).toHaveBeenCalledTimes(1);
    clock.advance(6_000);
    await balance(app, token);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures', async () => {
    const token = await login(app, 'demo_renter');
    const first = await call(app, { method: 'GET', url: `${WALLET}?userBaseId=999999`, headers: auth(token) });
    const again = await call(app, { method: 'GET', url: `${WALLET}?userBaseId=999999`, headers: auth(token) });
    expect(first.code).toBe(100006);
    expect(again.code).toBe(100006);
  });

  it('still asks who the caller is: a revoked token is refused even where the answer is kept', async () => {
    const token = await login(app, 'demo_renter');
    await balance(app, token);
    await call(app, { method: 'POST', url: '/gateway/v1/user/logout', headers: auth(token) });
    const after = await call(app, { method: 'GET', url: WALLET, headers: auth(token) });
    expect(after.code).toBe(100001);
  });
});

describe('the read cache with two gateways on one database', () => {
  it("sees the other gateway's writes once the database announces them", async () => {
    const [one, two] = await createGatewayPair();
    const onOne = await login(one, 'demo_renter');
    const onTwo = await login(two, 'demo_renter');
    const before = await balance(one, onOne);
    expect(await balance(one, onOne)).toBe(before);
    await redeemCard(two, onTwo, '7.00');
    await expect.poll(() => balance(one, onOne), { timeout: 3000, interval: 20 }).toBe((Number(before) + 7).toFixed(2));
  });
});

describe('change announcements', () => {
  it('are made by every table, so no read can miss a write', async () => {
    const unwatched = (await app.db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'table_changed')
    `)) as unknown as { rows: { name: string }[] } | { name: string }[];
    const rows = Array.isArray(unwatched) ? unwatched : unwatched.rows;
    expect(rows.map((r) => r.name)).toEqual([]);
  });
});
