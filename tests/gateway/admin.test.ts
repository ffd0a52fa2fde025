import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login } from './helpers';

let app: FastifyInstance;
let operator: string;
let renter: string;
let supplier: string;
const ids: Record<string, number> = {};

type UserRecord = { id: number; userName: string; phone: string; roles: string[] };
type Page<T> = { records: T[]; total: number };

beforeAll(async () => {
  app = await createTestApp();
  operator = await login(app, 'demo_operator');
  renter = await login(app, 'demo_renter');
  supplier = await login(app, 'demo_supplier');
  const list = await call<Page<UserRecord>>(app, { method: 'GET', url: '/gateway/user/list?size=100', headers: { authorization: operator } });
  for (const user of list.data.records) ids[user.userName] = user.id;
});

const as = (token: string) => ({ authorization: token });

describe('who may use the back office', () => {
  it.each([
    ['GET', '/gateway/admin/sys_user/info'],
    ['GET', '/gateway/admin/overview'],
    ['GET', '/gateway/user/list'],
    ['GET', '/gateway/user/100001'],
    ['DELETE', '/gateway/user/delete/100002'],
  ] as const)('%s %s: FORBIDDEN for a renter and a supplier, 50003 without a token', async (method, url) => {
    expect((await call(app, { method, url, headers: as(renter) })).code).toBe(403);
    expect((await call(app, { method, url, headers: as(supplier) })).code).toBe(403);
    expect((await call(app, { method, url })).code).toBe(50003);
  });
});

describe('operator', () => {
  it('reads its own back-office identity and permissions', async () => {
    const res = await call<{ user: { userName: string }; roles: string[]; permissions: string[] }>(app, {
      method: 'GET',
      url: '/gateway/admin/sys_user/info',
      headers: as(operator),
    });
    expect(res.code).toBe(100000);
    expect(res.data.user.userName).toBe('demo_operator');
    expect(res.data.roles).toContain('operator');
    expect(res.data.permissions).toContain('sys:user:delete');
  });

  it('sees the platform overview', async () => {
    const res = await call<{ users: number; roles: Record<string, number>; activeUsers24h: number }>(app, {
      method: 'GET',
      url: '/gateway/admin/overview',
      headers: as(operator),
    });
    expect(res.data.users).toBeGreaterThanOrEqual(3);
    expect(res.data.roles).toMatchObject({ renter: 3, supplier: 1, operator: 1 });
    expect(res.data.activeUsers24h).toBeGreaterThanOrEqual(3);
  });

  it('lists users with paging, masked phones, keyword and role filters', async () => {
    const page = await call<Page<UserRecord> & { size: number; pages: number }>(app, {
      method: 'GET',
      url: '/gateway/user/list?current=1&size=2&orderField=userName&orderSort=asc',
      headers: as(operator),
    });
    expect(page.data.records.map((u) => u.userName)).toEqual(['demo_operator', 'demo_renter']);
    expect(page.data.size).toBe(2);
    expect(page.data.records[0]!.phone).toBe('138****0003');
    const byKeyword = await call<Page<UserRecord>>(app, { method: 'GET', url: '/gateway/user/list?keyword=SUPPLIER', headers: as(operator) });
    expect(byKeyword.data.records.map((u) => u.userName)).toEqual(['demo_supplier']);
    const byRole = await call<Page<UserRecord>>(app, { method: 'GET', url: '/gateway/user/list?role=operator', headers: as(operator) });
    expect(byRole.data.records.map((u) => u.userName)).toEqual(['demo_operator']);
    // LIKE wildcards are taken literally.
    const wildcard = await call<Page<UserRecord>>(app, { method: 'GET', url: '/gateway/user/list?keyword=%25', headers: as(operator) });
    expect(wildcard.data.total).toBe(0);
  });

  it.each([
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['current=abc', 'current'],
    ['role=admin', 'role'],
    [`keyword=${'x'.repeat(65)}`, 'keyword'],
    ['orderField=passwordHash', 'orderField'],
  ])('refuses %s naming the field', async (query, field) => {
    const res = await call<{ field: string }[]>(app, { method: 'GET', url: `/gateway/user/list?${query}`, headers: as(operator) });
    expect(res.code).toBe(50005);
    expect(res.data[0]!.field).toBe(field);
  });

  it('shows one user in full, and 100006 for one that does not exist', async () => {
    const res = await call<{ userName: string; phone: string; activeSessions: number }>(app, {
      method: 'GET',
      url: `/gateway/user/${ids.demo_renter}`,
      headers: as(operator),
    });
    expect(res.data).toMatchObject({ userName: 'demo_renter', phone: '13800000001' });
    expect(res.data.activeSessions).toBeGreaterThanOrEqual(1);
    expect((await call(app, { method: 'GET', url: '/gateway/user/999999', headers: as(operator) })).code).toBe(100006);
    expect((await call(app, { method: 'GET', url: '/gateway/user/abc', headers: as(operator) })).code).toBe(50005);
    expect((await call(app, { method: 'GET', url: '/gateway/user/0', headers: as(operator) })).code).toBe(50005);
  });

  it('will not delete itself or another operator', async () => {
    const self = await call(app, { method: 'DELETE', url: `/gateway/user/delete/${ids.demo_operator}`, headers: as(operator) });
    expect(self.code).toBe(403);
    expect(self.msg).toBe('不能删除自己的账号');
  });

  it('deletes a user: the account disappears, its sessions die, a replay finds nothing', async () => {
    const res = await call(app, { method: 'DELETE', url: `/gateway/user/delete/${ids.demo_supplier}`, headers: as(operator) });
    expect(res.code).toBe(100000);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: as(supplier) })).code).toBe(100001);
    expect((await call(app, { method: 'GET', url: `/gateway/user/${ids.demo_supplier}`, headers: as(operator) })).code).toBe(100006);
    const replay = await call(app, { method: 'DELETE', url: `/gateway/user/delete/${ids.demo_supplier}`, headers: as(operator) });
    expect(replay.code).toBe(100006);
    const list = await call<Page<UserRecord>>(app, { method: 'GET', url: '/gateway/user/list', headers: as(operator) });
    expect(list.data.records.map((u) => u.userName)).not.toContain('demo_supplier');
  });
});
