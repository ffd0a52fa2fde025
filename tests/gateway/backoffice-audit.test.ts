import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditRow, auth, call, createTestApp, login, registerUser } from './helpers';

/** 审计日志 (issue 13): searchable by operator, action, object and time; exportable; unchangeable. */

describe('审计日志', () => {
  let app: FastifyInstance;
  let operator: string;
  let renter: string;
  let target: number;

  const page = (query: string, token = operator) =>
    call<{ records: AuditRow[]; total: number }>(app, { method: 'GET', url: `/gateway/v1/audit/page?${query}`, headers: auth(token) });

  beforeAll(async () => {
    app = await createTestApp();
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
    target = (await registerUser(app)).userId;
    await call(app, { method: 'POST', url: `/gateway/user/roles/${target}`, headers: auth(operator), payload: { roles: ['renter', 'supplier'] } });
    await call(app, { method: 'POST', url: `/gateway/user/lock/${target}`, headers: auth(operator), payload: { reason: '=HYPERLINK("x")' } });
  });

  it('refuses the list and the export to renters and visitors', async () => {
    for (const url of ['/gateway/v1/audit/page', '/gateway/v1/audit/export']) {
      expect((await call(app, { method: 'GET', url, headers: auth(renter) })).code).toBe(403);
      expect((await call(app, { method: 'GET', url })).code).toBe(50003);
    }
  });

  it('searches by operator, action or area, object and time range', async () => {
    const byObject = await page(`targetType=user&targetId=${target}`);
    expect(byObject.data.records.map((r) => r.action)).toEqual(['user.lock', 'user.roles']);
    expect((await page(`targetType=user&targetId=${target}&action=user.lock`)).data.records).toHaveLength(1);
    expect((await page(`targetType=user&targetId=${target}&action=user`)).data.total).toBe(2);
    expect((await page(`targetId=${target}&actor=demo_op`)).data.total).toBe(2);
    expect((await page(`targetId=${target}&actor=nobody_here`)).data.total).toBe(0);
    expect((await page(`targetId=${target}&atMin=2000-01-01T00:00:00%2B08:00&atMax=2001-01-01T00:00:00%2B08:00`)).data.total).toBe(0);
    expect((await page(`targetId=${target}&atMin=2000-01-01T00:00:00%2B08:00`)).data.total).toBe(2);
    const bad = await page('atMin=yesterday');
    expect(bad.code).toBe(50005);
    expect(JSON.stringify(bad.data)).toContain('atMin');
  });

  it('exports the filtered rows as CSV with formulas defused', async () => {
    const response = await app.inject({ method: 'GET', url: `/gateway/v1/audit/export?targetType=user&targetId=${target}`, headers: auth(operator) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"时间","操作人","操作","对象类型","对象","修改前","修改后","IP"');
    expect(lines).toHaveLength(3);
    // Labels, never raw keys (issue 25).
    expect(lines[1]).toContain('"锁定账号","用户"');
    expect(lines[2]).toContain('"修改角色","用户"');
    expect(response.body).not.toMatch(/"user\.(lock|roles)"|"user",/);
    expect(lines[1]).toContain('HYPERLINK');
    expect(lines[1]).not.toMatch(/,"=/);
  });

  it('cannot be changed or deleted, by anyone', async () => {
    await expect(app.db.execute(sql`update audit_logs set action = 'x'`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from audit_logs`)).rejects.toThrow();
    expect((await page(`targetType=user&targetId=${target}`)).data.total).toBe(2);
  });
});
