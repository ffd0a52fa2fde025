import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { containerGoods, orders } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { auth, call, createTestApp, login, registerUser } from './helpers';

/** 分析页 (issue 13): the platform's figures by China-time day. */

interface Day {
  date: string;
  registrations: number;
  certifications: number;
  orders: number;
  gpuHours: string;
  revenue: string;
}
interface Analysis {
  from: string;
  to: string;
  days: Day[];
  totals: Omit<Day, 'date'>;
}

describe('分析页', () => {
  let app: FastifyInstance;
  // 23:30 on 20 November in Shanghai (15:30Z): late in the China day, whose bounds are not UTC's.
  const clock = new ManualClock('2026-11-20T23:30:00+08:00');
  let operator: string;
  let renter: string;
  const daily = (query = '', token = operator) => call<Analysis>(app, { method: 'GET', url: `/gateway/v1/analysis/daily${query}`, headers: auth(token) });

  beforeAll(async () => {
    app = await createTestApp({ clock });
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
  });

  it('refuses renters and visitors', async () => {
    expect((await daily('', renter)).code).toBe(403);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/analysis/daily' })).code).toBe(50003);
  });

  it('refuses bad input with 50005 naming the field', async () => {
    const bad = await daily('?from=2026/11/01');
    expect(bad.code).toBe(50005);
    expect(JSON.stringify(bad.data)).toContain('from');
    expect((await daily('?from=2026-11-10&to=2026-11-01')).data).toEqual([{ field: 'to', message: '结束日期不能早于开始日期' }]);
    expect((await daily('?from=2024-01-01&to=2026-11-01')).code).toBe(50005);
  });

  it('answers the last 30 days by default, one entry a day, ending today in China time', async () => {
    const res = await daily();
    expect(res.code).toBe(100000);
    expect(res.data.to).toBe('2026-11-20');
    expect(res.data.from).toBe('2026-10-22');
    expect(res.data.days).toHaveLength(30);
    expect(res.data.days.at(-1)!.date).toBe('2026-11-20');
  });

  it('counts registrations and orders on the day they happened', async () => {
    const before = (await daily('?from=2026-11-20&to=2026-11-20')).data.days[0]!;
    const user = await registerUser(app);
    const [goods] = await app.db.select({ id: containerGoods.id }).from(containerGoods).limit(1);
    await app.db.insert(orders).values({
      id: `T${Date.now()}`,
      userId: user.userId,
      goodsId: goods!.id,
      gpuNumber: 1,
      billingMode: 'timed',
      instanceName: 'analysis-test',
      status: 'paid',
      createdAt: clock.now(),
    });
    const after = await daily('?from=2026-11-19&to=2026-11-20');
    expect(after.data.days.map((d) => d.date)).toEqual(['2026-11-19', '2026-11-20']);
    expect(after.data.days[1]!.registrations).toBe(before.registrations + 1);
    expect(after.data.days[1]!.orders).toBe(before.orders + 1);
    expect(after.data.totals.registrations).toBe(after.data.days[0]!.registrations + after.data.days[1]!.registrations);
    expect(after.data.totals.revenue).toMatch(/^\d+\.\d{2}$/);
    // The next China day (00:30 on the 21st is still the 20th in UTC) starts from zero.
    clock.advance(60 * 60 * 1000);
    const next = await daily('?from=2026-11-21&to=2026-11-21');
    expect(next.data.days[0]).toMatchObject({ date: '2026-11-21', registrations: 0, orders: 0 });
  });
});
