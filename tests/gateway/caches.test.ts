import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PING_EVERY_MS } from '../../server/modules/health/routes';
import { auth, call, createGatewayPair, DB_KIND, login, registerUser, seal } from './helpers';

// Two gateways on one database (two processes on PostgreSQL; one PGlite shared in one process).
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  [a, b] = await createGatewayPair();
});

const userInfo = (app: FastifyInstance, token: string) =>
  call<{ name: string; roles: string[]; certificationStatus: string }>(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: auth(token) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ask until `check` holds, for at most `ms` (a second: how long a notification may take to arrive). */
async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, ms = 1000): Promise<T> {
  const until = performance.now() + ms;
  let value = await ask();
  while (!check(value) && performance.now() < until) {
    await sleep(20);
    value = await ask();
  }
  return value;
}

/** Count the queries a gateway's database runs while `work` runs. */
async function queriesDuring(app: FastifyInstance, work: () => Promise<unknown>): Promise<number> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}

describe('health', () => {
  it('pings the database at most once a second, and still shows an outage within a second', async () => {
    const database = a.database;
    const ping = database.ping;
    let pings = 0;
    let down = false;
    database.ping = async () => {
      pings += 1;
      if (down) throw new Error('connection refused');
      return ping();
    };
    try {
      await sleep(PING_EVERY_MS);
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(a, { method: 'GET', url: '/gateway/health' })));
      for (let i = 0; i < 20; i += 1) answers.push(await call(a, { method: 'GET', url: '/gateway/health' }));
      const seconds = (performance.now() - started) / 1000;
      expect(answers.every((res) => res.status === 200 && res.code === 100000)).toBe(true);
      expect(pings).toBeLessThanOrEqual(Math.ceil(seconds) + 1);

      down = true;
      // The next ping is due within PING_EVERY_MS; the rest is room for a busy machine.
      const degraded = await eventually(
        () => call<{ status: string; database: { status: string } }>(a, { method: 'GET', url: '/gateway/health' }),
        (res) => res.status === 503,
        3 * PING_EVERY_MS,
      );
      expect(degraded.status).toBe(503);
      expect(degraded.data).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    } finally {
      database.ping = ping;
    }
  });
});

describe('signed-in reads', () => {
  it('answer getUserInfo from memory once warm, and show the caller’s own changes at once', async () => {
    const user = await registerUser(a);
    expect((await userInfo(a, user.token)).code).toBe(100000);
    // Warm: neither the session nor the user is read again.
    const queries = await queriesDuring(a, async () => {
      for (let i = 0; i < 20; i += 1) expect((await userInfo(a, user.token)).code).toBe(100000);
    });
    expect(queries).toBe(0);

    // A change made here shows on the very next read, without waiting for anything.
    const renamed = await call(a, { method: 'PATCH', url: '/gateway/v1/profile/update', headers: auth(user.token), payload: { name: '新名字', email: '' } });
    expect(renamed.code).toBe(100000);
    expect((await userInfo(a, user.token)).data.name).toBe('新名字');
    const personal = { type: 'personal', name: '张三', code: '11010519491231002X', contactName: '张三', contactPhone: '13800000009', contactEmail: 'zhang@example.cn' };
    expect((await call(a, { method: 'POST', url: '/gateway/v1/user/certification/certify', headers: auth(user.token), payload: personal })).code).toBe(100000);
    expect((await userInfo(a, user.token)).data.certificationStatus).toBe('in_review');
    expect((await call(a, { method: 'POST', url: '/gateway/v1/user/logout', headers: auth(user.token) })).code).toBe(100000);
    expect((await userInfo(a, user.token)).code).toBe(100001);
  });
});

describe('two gateways on one database', () => {
  it('refuse a token signed out on the other', async () => {
    const user = await registerUser(a);
    expect((await userInfo(b, user.token)).code).toBe(100000);
    expect((await call(a, { method: 'POST', url: '/gateway/v1/user/logout', headers: auth(user.token) })).code).toBe(100000);
    expect((await eventually(() => userInfo(b, user.token), (res) => res.code !== 100000)).code).toBe(100001);
  });

  it('refuse every token of a user whose password was reset on the other', async () => {
    const token = await login(a, 'demo_supplier');
    expect((await userInfo(b, token)).code).toBe(100000);
    await call(a, { method: 'POST', url: '/gateway/v1/user/sendResetEmail', payload: { account: 'demo_supplier' } });
    const mail = await call<{ link: string }[]>(a, { method: 'GET', url: '/gateway/dev/outbox?to=supplier@demo.suanli.cn' });
    const link = new URL(mail.data[0]!.link).searchParams.get('token')!;
    const reset = await call(a, { method: 'POST', url: '/gateway/v1/user/resetPwdByEmail', payload: { token: link, ...(await seal(a, 'Mail@2025x')) } });
    expect(reset.code).toBe(100000);
    expect((await eventually(() => userInfo(b, token), (res) => res.code !== 100000)).code).toBe(100001);
  });

  it('see a role granted or taken away, and a deleted account, whoever changed the row', async () => {
    const user = await registerUser(a);
    const operatorInfo = (app: FastifyInstance) => call(app, { method: 'GET', url: '/gateway/admin/sys_user/info', headers: auth(user.token) });
    expect((await operatorInfo(b)).code).toBe(403);
    // No route grants roles: an operator's SQL on the database does, and every gateway hears of it.
    await a.db.execute(sql`update users set roles = '{renter,operator}' where id = ${user.userId}`);
    expect((await eventually(() => operatorInfo(b), (res) => res.code === 100000)).code).toBe(100000);
    expect((await userInfo(b, user.token)).data.roles).toEqual(['renter', 'operator']);
    await a.db.execute(sql`update users set roles = '{renter}' where id = ${user.userId}`);
    expect((await eventually(() => operatorInfo(b), (res) => res.code !== 100000)).code).toBe(403);

    const operator = await login(a, 'demo_operator');
    expect((await call(a, { method: 'DELETE', url: `/gateway/user/delete/${user.userId}`, headers: auth(operator) })).code).toBe(100000);
    expect((await eventually(() => userInfo(b, user.token), (res) => res.code !== 100000)).code).toBe(100001);
  });

  it('show a profile or certification change made on the other', async () => {
    const user = await registerUser(a);
    expect((await userInfo(b, user.token)).data.certificationStatus).toBe('unverified');
    await call(a, { method: 'PATCH', url: '/gateway/v1/profile/update', headers: auth(user.token), payload: { name: '改过的名字', email: '' } });
    expect((await eventually(() => userInfo(b, user.token), (res) => res.data.name === '改过的名字')).data.name).toBe('改过的名字');
    const personal = { type: 'personal', name: '李四', code: '11010519491231002X', contactName: '李四', contactPhone: '13800000009', contactEmail: 'li@example.cn' };
    await call(a, { method: 'POST', url: '/gateway/v1/user/certification/certify', headers: auth(user.token), payload: personal });
    expect((await eventually(() => userInfo(b, user.token), (res) => res.data.certificationStatus === 'in_review')).data.certificationStatus).toBe('in_review');
  });

  it('show a price edited on the other in the market listing', async () => {
    const listing = async (app: FastifyInstance) => {
      const page = await call<{ records: { goodsBaseId: string; specDetailList: { specId: number; containerGoodsSpecTimeRangeVOS: { unitPrice: string }[] }[] }[] }>(app, {
        method: 'GET',
        url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&orderField=createdAt',
      });
      return page.data.records[0]!.specDetailList[0]!;
    };
    const before = await listing(b);
    const operator = await login(a, 'demo_operator');
    const edited = await call(a, {
      method: 'PATCH',
      url: `/gateway/v1/container_goods/spec/update/${before.specId}`,
      headers: auth(operator),
      payload: {
        timeRanges: [
          { beginTime: '08:00', endTime: '22:00', unitPrice: '7.7700', label: 'day' },
          { beginTime: '22:00', endTime: '08:00', unitPrice: '3.3300', label: 'night' },
        ],
      },
    });
    expect(edited.code).toBe(100000);
    const prices = (spec: Awaited<ReturnType<typeof listing>>) => spec.containerGoodsSpecTimeRangeVOS.map((range) => range.unitPrice);
    expect(prices(await listing(a))).toEqual(['7.7700', '3.3300']);
    expect(prices(await eventually(() => listing(b), (spec) => prices(spec)[0] === '7.7700'))).toEqual(['7.7700', '3.3300']);
  });
});

// Only PostgreSQL has a listening connection that can fail; PGlite's notifications are in-process.
if (DB_KIND === 'postgres') {
  describe('while the listening connection is down', () => {
    it('trusts no cached session, and caches again once it listens again', async () => {
      const user = await registerUser(a);
      expect((await userInfo(b, user.token)).code).toBe(100000);
      const subscription = b.userChanges.subscription;
      await a.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
      await eventually(async () => subscription.live, (live) => !live);
      expect(subscription.live).toBe(false);
      // The revocation's notification is lost, but b asks the database while it is not listening.
      await a.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.userId}`);
      expect((await userInfo(b, user.token)).code).toBe(100001);

      const again = await login(a, user.userName, user.password);
      // The listener reconnects after a second.
      expect(await eventually(async () => subscription.live, (live) => live, 5000)).toBe(true);
      expect((await userInfo(b, again)).code).toBe(100000);
      const queries = await queriesDuring(b, () => userInfo(b, again));
      expect(queries).toBe(0);
    });
  });
}
