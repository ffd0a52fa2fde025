import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/shared/core/codes';
import { type AuditRow, auth, call, createTestApp, login, passwordLogin, registerUser } from './helpers';

/**
 * 用户、角色与会话 (issue 13): roles granted and taken away, accounts locked and unlocked, users
 * signed out everywhere — who may do it, what an operator cannot do to themselves, what each
 * change does to the account's sessions, and the audit row (before and after) of each.
 */

interface UserDetail {
  id: number;
  roles: string[];
  status: string;
  activeSessions: number;
}

describe('用户、角色与会话', () => {
  let app: FastifyInstance;
  let operator: string;
  let operatorId: number;
  let renter: string;

  const as = (token: string) => ({
    get: <T>(url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(token) }),
    post: <T>(url: string, payload?: object) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(token), payload: payload ?? {} }),
  });
  const op = () => as(operator);
  const auditOf = async (id: number) => (await op().get<{ records: AuditRow[] }>(`/v1/audit/page?targetType=user&targetId=${id}&size=100`)).data.records;
  const whoAmI = (token: string) => call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: auth(token) });

  beforeAll(async () => {
    app = await createTestApp();
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
    operatorId = (await op().get<{ user: { id: number } }>('/admin/sys_user/info')).data.user.id;
  });

  it('refuses every endpoint to renters (FORBIDDEN) and visitors (50003), changing nothing', async () => {
    const target = await registerUser(app);
    const endpoints = [
      { url: `/user/roles/${target.userId}`, payload: { roles: ['renter', 'operator'] } },
      { url: `/user/lock/${target.userId}`, payload: {} },
      { url: `/user/unlock/${target.userId}`, payload: {} },
      { url: `/user/signout/${target.userId}`, payload: {} },
    ];
    for (const endpoint of endpoints) {
      const request = { method: 'POST' as const, url: `/gateway${endpoint.url}`, payload: endpoint.payload };
      expect((await call(app, { ...request, headers: auth(renter) })).code, `${endpoint.url} as a renter`).toBe(403);
      expect((await call(app, request)).code, `${endpoint.url} as a visitor`).toBe(50003);
    }
    expect((await call(app, { method: 'GET', url: '/gateway/v1/permissions/matrix', headers: auth(renter) })).code).toBe(403);
    const after = await op().get<UserDetail>(`/user/${target.userId}`);
    expect(after.data).toMatchObject({ roles: ['renter'], status: 'active' });
    expect((await whoAmI(target.token)).code).toBe(100000);
    expect(await auditOf(target.userId)).toEqual([]);
  });

  it('refuses bad input with 50005 naming the field, and unknown users as not found', async () => {
    const target = await registerUser(app);
    const empty = await op().post(`/user/roles/${target.userId}`, { roles: [] });
    expect(empty.code).toBe(50005);
    expect(empty.data).toEqual([{ field: 'roles', message: '请至少保留一个角色' }]);
    const unknown = await op().post(`/user/roles/${target.userId}`, { roles: ['renter', 'admin'] });
    expect(unknown.code).toBe(50005);
    expect((unknown.data as { field: string }[])[0]!.field).toMatch(/^roles/);
    expect((await op().post('/user/roles/abc', { roles: ['renter'] })).code).toBe(50005);
    expect((await op().post('/user/roles/99999999', { roles: ['renter'] })).code).toBe(Code.NOT_FOUND);
    expect((await op().post('/user/lock/99999999')).code).toBe(Code.NOT_FOUND);
    expect((await op().post(`/user/lock/${target.userId}`, { reason: 'x'.repeat(201) })).code).toBe(50005);
  });

  it('makes a user a supplier and takes it away again, each with an audit row holding before and after', async () => {
    const target = await registerUser(app);
    const granted = await op().post<UserDetail>(`/user/roles/${target.userId}`, { roles: ['renter', 'supplier'] });
    expect(granted.code).toBe(100000);
    expect(granted.data.roles).toEqual(['renter', 'supplier']);
    // The user's own session sees the new role at once.
    const info = await whoAmI(target.token);
    expect((info.data as { roles: string[] }).roles).toEqual(['renter', 'supplier']);
    expect((await as(target.token).get<{ permissions: string[]; roles: string[] }>('/v1/permissions/mine')).data.roles).toEqual(['renter', 'supplier']);

    // Saving the same roles again changes nothing and writes nothing.
    await op().post(`/user/roles/${target.userId}`, { roles: ['supplier', 'renter', 'supplier'] });
    await op().post(`/user/roles/${target.userId}`, { roles: ['renter'] });
    const audit = await auditOf(target.userId);
    expect(audit.map((a) => a.action)).toEqual(['user.roles', 'user.roles']);
    expect(audit[1]).toMatchObject({ before: { roles: ['renter'], status: 'active' }, after: { roles: ['renter', 'supplier'] }, actor: { userName: 'demo_operator' } });
    expect(audit[0]).toMatchObject({ before: { roles: ['renter', 'supplier'] }, after: { roles: ['renter'] } });
  });

  it('grants the finance role the permissions the server matrix gives it', async () => {
    const target = await registerUser(app);
    await op().post(`/user/roles/${target.userId}`, { roles: ['renter', 'finance'] });
    const mine = await as(target.token).get<{ permissions: string[] }>('/v1/permissions/mine');
    expect(mine.data.permissions).toEqual(expect.arrayContaining(['review:credit', 'audit:view', 'analysis:view']));
    expect(mine.data.permissions).not.toContain('cards:manage');
    // The gateway follows the same matrix: finance reads the audit trail but cannot issue cards.
    expect((await as(target.token).get('/v1/audit/page')).code).toBe(100000);
    expect((await as(target.token).get('/v1/cardBatch/page')).code).toBe(403);
    const matrix = await op().get<{ roles: string[]; grants: Record<string, string[]> }>('/v1/permissions/matrix');
    expect(matrix.data.roles).toEqual(['renter', 'supplier', 'operator', 'finance']);
    expect(matrix.data.grants.operator).toContain('cards:manage');
    expect(matrix.data.grants.finance).not.toContain('cards:manage');
    expect((await as(renter).get<{ permissions: string[] }>('/v1/permissions/mine')).data.permissions).toEqual([]);
  });

  it('locks an account: its sessions end, it cannot sign in until unlocked', async () => {
    const target = await registerUser(app);
    const second = await passwordLogin(app, target.phone, target.password);
    expect(second.code).toBe(100000);
    expect((await op().get<UserDetail>(`/user/${target.userId}`)).data.activeSessions).toBe(2);

    const locked = await op().post<UserDetail>(`/user/lock/${target.userId}`, { reason: '异常交易' });
    expect(locked.data).toMatchObject({ status: 'disabled', activeSessions: 0 });
    expect((await whoAmI(target.token)).code).not.toBe(100000);
    expect((await whoAmI(second.data.token)).code).not.toBe(100000);
    const refused = await passwordLogin(app, target.phone, target.password);
    expect(refused.code).toBe(Code.NOT_ENABLED);
    expect((await op().post(`/user/lock/${target.userId}`)).msg).toBe('该账号已被锁定');

    const unlocked = await op().post<UserDetail>(`/user/unlock/${target.userId}`);
    expect(unlocked.data.status).toBe('active');
    expect((await passwordLogin(app, target.phone, target.password)).code).toBe(100000);
    expect((await op().post(`/user/unlock/${target.userId}`)).msg).toBe('该账号未被锁定');

    const audit = await auditOf(target.userId);
    expect(audit.map((a) => a.action)).toEqual(['user.unlock', 'user.lock']);
    expect(audit[1]).toMatchObject({ before: { status: 'active', activeSessions: 2 }, after: { status: 'disabled', activeSessions: 0, reason: '异常交易' } });
    expect(audit[0]).toMatchObject({ before: { status: 'disabled' }, after: { status: 'active' } });
  });

  it('signs a user out everywhere', async () => {
    const target = await registerUser(app);
    const second = (await passwordLogin(app, target.phone, target.password)).data.token;
    const out = await op().post<UserDetail>(`/user/signout/${target.userId}`);
    expect(out.data).toMatchObject({ status: 'active', activeSessions: 0 });
    expect((await whoAmI(target.token)).code).not.toBe(100000);
    expect((await whoAmI(second)).code).not.toBe(100000);
    // The account itself is fine: it signs in again.
    expect((await passwordLogin(app, target.phone, target.password)).code).toBe(100000);
    const [row] = await auditOf(target.userId);
    expect(row).toMatchObject({ action: 'user.signout', before: { activeSessions: 2 }, after: { activeSessions: 0 } });
  });

  it('does not let an operator remove their own operator role or lock themselves', async () => {
    const ownRole = await op().post(`/user/roles/${operatorId}`, { roles: ['renter'] });
    expect(ownRole.code).toBe(403);
    expect(ownRole.msg).toBe('不能移除自己的运营角色');
    const ownLock = await op().post(`/user/lock/${operatorId}`);
    expect(ownLock.code).toBe(403);
    expect(ownLock.msg).toBe('不能锁定自己的账号');
    const me = await op().get<UserDetail>(`/user/${operatorId}`);
    expect(me.data).toMatchObject({ status: 'active' });
    expect(me.data.roles).toContain('operator');
    // Adding a role to oneself is fine, and keeps operator.
    const added = await op().post<UserDetail>(`/user/roles/${operatorId}`, { roles: ['renter', 'operator', 'finance'] });
    expect(added.data.roles).toEqual(['renter', 'operator', 'finance']);
    await op().post(`/user/roles/${operatorId}`, { roles: ['renter', 'operator'] });
    expect((await auditOf(operatorId)).filter((a) => a.action === 'user.roles')).toHaveLength(2);
  });
});
