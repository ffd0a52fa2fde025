import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, billLines, hostStatusEvents, hosts, instances, news, priceSchedules, specTimeRanges, wallets } from '../../server/db/schema';
import { HOUR, ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { applyDuePriceSchedules } from '../../server/modules/market/price-schedules';
import { type AuditRow, auth, call, createGatewayPair, createTestApp, login, certifiedUser } from './helpers';

/**
 * 管理 › 商品与价格 (issue 13): offers, hosts, regions, tidal prices and scheduled changes, host
 * maintenance and the calendar — who may use them, what each change records, and what it does to
 * the market, to orders and to instances already running.
 */

interface AdminGoods {
  id: number;
  status: string;
  gpuTotal: number;
  gpuUsed: number;
  gpuFree: number;
  gpuAvailable: number;
  lowestPrice: string | null;
  scheduledChanges: number;
  specs: { specId: number; name: string; timeRanges: Range[] }[];
}
interface Range {
  beginTime: string;
  endTime: string;
  unitPrice: string;
  label: string;
}
interface AdminHost {
  id: number;
  goodsId: number;
  gpuTotal: number;
  gpuUsed: number;
  gpuFree: number;
  status: string;
  inMaintenance: boolean;
  takesCards: boolean;
  nextMaintenance: { id: number } | null;
}
interface Schedule {
  id: number;
  status: string;
  effectiveAt: string;
  timeRanges: Range[];
  replacedRanges: Range[] | null;
}
interface ListedGoods {
  id: number;
  gpuType: string;
  regionCode: string;
  priceNow: string;
  freeGpuNumber: number;
  specDetailList: { specId: number; containerGoodsSpecTimeRangeVOS: Range[] }[];
}

const DAY_MS = 24 * HOUR;
const day = (price: string): Range => ({ beginTime: '08:00', endTime: '22:00', unitPrice: price, label: 'day' });
const night = (price: string): Range => ({ beginTime: '22:00', endTime: '08:00', unitPrice: price, label: 'night' });

/** A valid new offer in a region. */
const newGoods = (regionCode: string, gpuType = 'RTX 4080') => ({
  regionCode,
  gpuType,
  aliasGpuType: `${gpuType} 16G`,
  gpuTypeMapping: `NVIDIA GeForce ${gpuType}`,
  gpuVram: 16,
  cpuCore: 12,
  ramSize: 64,
  storageSpace: 50,
  maxGpuNumber: 4,
  cudaVersion: '12.4',
  supplier: 'xunmeng',
  source: 'physical_machine',
  timeRanges: [day('1.6800'), night('0.7800')],
});

async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = performance.now() + ms;
  let value = await ask();
  while (!check(value) && performance.now() < until) {
    await sleep(25);
    value = await ask();
  }
  return value;
}

/** The on-sale offers of one GPU type in one region, from the public listing. */
async function listed(app: FastifyInstance, gpuType: string, regionCode: string): Promise<ListedGoods | undefined> {
  const page = await call<{ records: ListedGoods[] }>(app, {
    method: 'GET',
    url: `/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=${regionCode}&gpuType=${encodeURIComponent(gpuType)}`,
  });
  return page.data.records[0];
}

describe('管理 › 商品与价格', () => {
  let app: FastifyInstance;
  // Friday 10:00 in Shanghai: the day price is in force.
  const clock = new ManualClock('2026-11-20T10:00:00+08:00');
  let operator: string;
  let renter: string;
  let imageId: number;

  const as = (token: string) => ({
    get: <T>(url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(token) }),
    post: <T>(url: string, payload?: object) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(token), ...(payload ? { payload } : {}) }),
    patch: <T>(url: string, payload: object) => call<T>(app, { method: 'PATCH', url: `/gateway${url}`, headers: auth(token), payload }),
  });
  const op = () => as(operator);
  const goodsOf = async (id: number) => (await op().get<AdminGoods>(`/v1/containerGoods/detail/${id}`)).data;
  const hostsOf = async (goodsId: number) => (await op().get<{ records: AdminHost[] }>(`/v1/host/page?goodsId=${goodsId}&size=100`)).data.records;
  const auditOf = async (targetType: string, targetId: number | string) =>
    (await op().get<{ records: AuditRow[] }>(`/v1/audit/page?targetType=${targetType}&targetId=${targetId}&size=100`)).data.records;
  const rangesOf = async (specId: number) =>
    app.db.select().from(specTimeRanges).where(eq(specTimeRanges.specId, specId)).orderBy(asc(specTimeRanges.beginMinute));
  const quote = (goodsId: number) => call<{ priceNow: string }>(app, { method: 'GET', url: `/gateway/v1/order/calculatePriceV2?goodsId=${goodsId}&gpuNumber=1` });
  const order = (token: string, goodsId: number) =>
    call<{ instanceId: number; reason?: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/order/createOrder',
      headers: auth(token),
      payload: { goodsId, gpuNumber: 1, billingMode: 'timed', imageId },
    });
  const settle = async (ms = 10 * SECOND) => {
    clock.advance(ms);
    return app.jobs.runOnce();
  };
  /** A new renter whose wallet holds `balance` yuan. */
  const funded = async (balance = '500.00') => {
    const user = await certifiedUser(app);
    await app.db.update(wallets).set({ balanceAmount: balance }).where(eq(wallets.userId, user.userId));
    return user;
  };

  beforeAll(async () => {
    app = await createTestApp({ clock });
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
    const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
    imageId = images.data[0]!.id;
  });

  it('refuses every endpoint to renters (FORBIDDEN) and visitors (50003)', async () => {
    const endpoints: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/v1/containerGoods/page' },
      { method: 'GET', url: '/v1/containerGoods/detail/500001' },
      { method: 'POST', url: '/v1/containerGoods/add', payload: newGoods('cn-east-1') },
      { method: 'PATCH', url: '/v1/containerGoods/update/500001', payload: { sort: 1 } },
      { method: 'POST', url: '/v1/containerGoods/onSale/500001' },
      { method: 'POST', url: '/v1/containerGoods/offSale/500001' },
      { method: 'PATCH', url: '/v1/container_goods/spec/update/1', payload: { timeRanges: [day('1.0000'), night('0.5000')] } },
      { method: 'GET', url: '/v1/priceSchedule/page' },
      { method: 'POST', url: '/v1/priceSchedule/add', payload: { specId: 1, effectiveAt: '2026-12-01T00:00:00+08:00', timeRanges: [day('1.0000'), night('0.5000')] } },
      { method: 'POST', url: '/v1/priceSchedule/cancel/1' },
      { method: 'GET', url: '/v1/region/page' },
      { method: 'POST', url: '/v1/region/add', payload: { code: 'cn-test-9', name: '测试', city: '测试' } },
      { method: 'PATCH', url: '/v1/region/update/cn-east-1', payload: { name: 'x' } },
      { method: 'GET', url: '/v1/host/page' },
      { method: 'POST', url: '/v1/host/add', payload: { goodsId: 500001, name: 'h', sshHost: 'h', gpuTotal: 8 } },
      { method: 'PATCH', url: '/v1/host/update/700001', payload: { gpuTotal: 8 } },
      { method: 'POST', url: '/v1/host/online/700001' },
      { method: 'POST', url: '/v1/host/maintenance/700001' },
      { method: 'GET', url: '/v1/hostMaintenance/page' },
      { method: 'POST', url: '/v1/hostMaintenance/add', payload: { hostId: 700001, startsAt: '2026-12-01T00:00:00+08:00', endsAt: '2026-12-01T02:00:00+08:00' } },
      { method: 'POST', url: '/v1/hostMaintenance/cancel/1' },
      { method: 'GET', url: '/v1/calendar/events?from=2026-11-01T00:00:00%2B08:00&to=2026-12-01T00:00:00%2B08:00' },
    ];
    const auditBefore = (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]!.n;
    for (const endpoint of endpoints) {
      const request = { method: endpoint.method, url: `/gateway${endpoint.url}`, ...(endpoint.payload ? { payload: endpoint.payload } : {}) };
      const asRenter = await call(app, { ...request, headers: auth(renter) });
      expect(asRenter.code, `${endpoint.method} ${endpoint.url} as a renter`).toBe(403);
      const asVisitor = await call(app, request);
      expect(asVisitor.code, `${endpoint.method} ${endpoint.url} as a visitor`).toBe(50003);
    }
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]!.n).toBe(auditBefore);
    // The operator gets through.
    expect((await op().get('/v1/containerGoods/page')).code).toBe(100000);
  });

  it('creates and edits regions, offers and hosts, each with one audit row holding before and after', async () => {
    const region = await op().post<{ code: string; goodsCount: number }>('/v1/region/add', { code: 'cn-northwest-1', name: '西北一区', city: '兰州', sort: 5 });
    expect(region.code).toBe(100000);
    expect(region.data).toMatchObject({ code: 'cn-northwest-1', goodsCount: 0 });
    expect((await op().post('/v1/region/add', { code: 'cn-northwest-1', name: '重复', city: '兰州' })).data).toEqual([{ field: 'code', message: '地域编码已存在' }]);
    expect((await op().post('/v1/region/add', { code: 'CN West', name: '西', city: '西' })).code).toBe(50005);
    await op().patch('/v1/region/update/cn-northwest-1', { name: '西北一区（兰州）' });
    const regionAudit = await auditOf('region', 'cn-northwest-1');
    expect(regionAudit.map((row) => row.action).sort()).toEqual(['region.create', 'region.update']);
    expect(regionAudit.find((row) => row.action === 'region.update')).toMatchObject({ before: { name: '西北一区' }, after: { name: '西北一区（兰州）' }, actor: { userName: 'demo_operator' } });

    const created = await op().post<AdminGoods>('/v1/containerGoods/add', newGoods('cn-northwest-1'));
    expect(created.code).toBe(100000);
    const goods = created.data;
    expect(goods).toMatchObject({ status: 'on_sale', gpuTotal: 0, lowestPrice: '0.7800', specs: [{ name: '按量计费', timeRanges: [day('1.6800'), night('0.7800')] }] });

    const host = await op().post<AdminHost>('/v1/host/add', { goodsId: goods.id, name: 'nw-4080-01', sshHost: 'nw-01.ssh.suanli.cn', gpuTotal: 4 });
    expect(host.data).toMatchObject({ gpuTotal: 4, gpuUsed: 0, gpuFree: 4, status: 'online', takesCards: true });
    expect((await goodsOf(goods.id)).gpuTotal).toBe(4);
    // The new offer reaches the market at once.
    expect((await listed(app, 'RTX 4080', 'cn-northwest-1'))?.freeGpuNumber).toBe(4);

    await op().patch(`/v1/containerGoods/update/${goods.id}`, { ramSize: 96, homeTag: true });
    await op().patch(`/v1/host/update/${host.data.id}`, { gpuTotal: 8 });
    await op().post(`/v1/host/maintenance/${host.data.id}`);
    await op().post(`/v1/host/online/${host.data.id}`);
    const goodsAudit = await auditOf('goods', goods.id);
    expect(goodsAudit.map((row) => row.action).sort()).toEqual(['goods.create', 'goods.update']);
    expect(goodsAudit.find((row) => row.action === 'goods.create')).toMatchObject({ before: null, after: { gpuType: 'RTX 4080', timeRanges: [day('1.6800'), night('0.7800')] } });
    expect(goodsAudit.find((row) => row.action === 'goods.update')).toMatchObject({ before: { ramSize: 64, homeTag: false }, after: { ramSize: 96, homeTag: true } });
    const hostAudit = await auditOf('host', host.data.id);
    expect(hostAudit.map((row) => row.action).sort()).toEqual(['host.create', 'host.maintenance', 'host.online', 'host.update']);
    expect(hostAudit.find((row) => row.action === 'host.update')).toMatchObject({ before: { gpuTotal: 4 }, after: { gpuTotal: 8 } });
    expect(hostAudit.find((row) => row.action === 'host.maintenance')).toMatchObject({ before: { status: 'online' }, after: { status: 'maintenance' } });
    // The platform's maintenance is in the host's state history (suppliers' availability reads it).
    const events = await app.db.select().from(hostStatusEvents).where(eq(hostStatusEvents.hostId, host.data.id)).orderBy(asc(hostStatusEvents.id));
    expect(events.map((e) => [e.state, e.cause])).toEqual([
      ['maintenance', 'platform'],
      ['online', null],
    ]);
    // A second click changes nothing and records nothing.
    await op().post(`/v1/host/online/${host.data.id}`);
    expect(await auditOf('host', host.data.id)).toHaveLength(4);
  });

  it('refuses bad input with 50005 naming the field, changing nothing', async () => {
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]!.n;
    const bad = [
      await op().post('/v1/containerGoods/add', { regionCode: 'cn-east-1', gpuType: 'X', timeRanges: [] }),
      await op().post('/v1/containerGoods/add', newGoods('nowhere-1')),
      await op().patch('/v1/containerGoods/update/500001', { maxGpuNumber: 0 }),
      await op().post('/v1/host/add', { goodsId: 500001, name: 'h', sshHost: 'h', gpuTotal: 0 }),
      await op().post('/v1/hostMaintenance/add', { hostId: 700001, startsAt: '2026-11-21T10:00:00+08:00', endsAt: '2026-11-21T09:00:00+08:00' }),
      await op().post('/v1/priceSchedule/add', { specId: 1, effectiveAt: '2026-11-19T10:00:00+08:00', timeRanges: [day('1.0000'), night('0.5000')] }),
      await op().get('/v1/containerGoods/page?orderField=password'),
    ];
    expect(bad.map((res) => res.code)).toEqual([50005, 50005, 50005, 50005, 50005, 50005, 50005]);
    expect(bad[1]!.data).toEqual([{ field: 'regionCode', message: '地域不存在' }]);
    expect(bad[4]!.data).toEqual([{ field: 'endsAt', message: '结束时间须晚于开始时间' }]);
    expect(bad[5]!.data).toEqual([{ field: 'effectiveAt', message: '生效时间须晚于当前时间' }]);
    expect((await op().get('/v1/containerGoods/detail/999999')).code).toBe(100006);
    expect((await op().patch('/v1/host/update/999999', { gpuTotal: 4 })).code).toBe(100006);
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]!.n).toBe(before);
  });

  it('refuses ranges with a gap or an overlap, naming them, and changes nothing', async () => {
    const target = (await listed(app, 'A800', 'cn-north-1'))!;
    const specId = target.specDetailList[0]!.specId;
    const rangesBefore = await rangesOf(specId);
    const schedulesBefore = await app.db.select().from(priceSchedules).where(eq(priceSchedules.specId, specId));
    const overlap = [
      { beginTime: '00:00', endTime: '08:00', unitPrice: '3.0000', label: 'valley' },
      { beginTime: '08:00', endTime: '10:00', unitPrice: '6.0000', label: 'flat' },
      { beginTime: '09:00', endTime: '22:00', unitPrice: '8.0000', label: 'peak' },
      { beginTime: '22:00', endTime: '24:00', unitPrice: '3.0000', label: 'valley' },
    ];
    const gap = [
      { beginTime: '00:00', endTime: '08:00', unitPrice: '3.0000', label: 'valley' },
      { beginTime: '08:00', endTime: '20:00', unitPrice: '8.0000', label: 'peak' },
    ];
    const now = await op().patch(`/v1/container_goods/spec/update/${specId}`, { timeRanges: overlap });
    expect(now).toMatchObject({ code: 50005, msg: '08:00–10:00 与 09:00–22:00 重叠', data: [{ field: 'timeRanges', message: '08:00–10:00 与 09:00–22:00 重叠' }] });
    const later = await op().post('/v1/priceSchedule/add', { specId, effectiveAt: '2026-11-21T00:00:00+08:00', timeRanges: gap });
    expect(later).toMatchObject({ code: 50005, msg: '时段未覆盖全天：20:00–24:00 未设置价格' });
    expect((await op().patch(`/v1/container_goods/spec/update/${specId}`, { timeRanges: [day('0.0000'), night('1.0000')] })).msg).toBe('单价须大于0');
    expect(await rangesOf(specId)).toEqual(rangesBefore);
    expect(await app.db.select().from(priceSchedules).where(eq(priceSchedules.specId, specId))).toEqual(schedulesBefore);
    expect(await auditOf('goods_spec', specId)).toEqual([]);
    expect((await listed(app, 'A800', 'cn-north-1'))!.specDetailList).toEqual(target.specDetailList);
  });

  it('schedules a price change that applies once at its time: the market and quotes show it after, running instances at the next hour', async () => {
    const target = (await listed(app, 'RTX 3090', 'cn-south-1'))!;
    const specId = target.specDetailList[0]!.specId;
    const oldDay = target.specDetailList[0]!.containerGoodsSpecTimeRangeVOS[0]!.unitPrice;
    expect(target.priceNow).toBe(oldDay);

    // A renter's instance runs from 10:00 at the old price.
    const user = await funded();
    const started = await order(user.token, target.id);
    expect(started.code).toBe(100000);
    await settle();
    const [instance] = await app.db.select().from(instances).where(eq(instances.id, started.data.instanceId));
    expect(instance!.status).toBe('running');

    // At 10:30 the operator schedules new prices for 10:40.
    clock.set('2026-11-20T10:30:00+08:00');
    const scheduled = await op().post<Schedule>('/v1/priceSchedule/add', {
      specId,
      effectiveAt: '2026-11-20T10:40:00+08:00',
      timeRanges: [day('3.3000'), night('1.1000')],
      note: '旺季调价',
    });
    expect(scheduled.code).toBe(100000);
    expect(scheduled.data).toMatchObject({ status: 'scheduled', effectiveAt: '2026-11-20T10:40:00+08:00', replacedRanges: null });
    expect((await goodsOf(target.id)).scheduledChanges).toBe(1);
    const [scheduleAudit] = await auditOf('price_schedule', scheduled.data.id);
    expect(scheduleAudit).toMatchObject({ action: 'price.schedule', before: null, after: { specId, timeRanges: [day('3.3000'), night('1.1000')], note: '旺季调价' } });

    // Not before its time.
    clock.set('2026-11-20T10:39:59+08:00');
    await app.jobs.runOnce();
    expect((await quote(target.id)).data.priceNow).toBe(oldDay);

    // At its time, once.
    clock.set('2026-11-20T10:40:00+08:00');
    await app.jobs.runOnce();
    expect(await applyDuePriceSchedules(app.db, clock)).toEqual([]);
    const [applied] = await app.db.select().from(priceSchedules).where(eq(priceSchedules.id, scheduled.data.id));
    expect(applied).toMatchObject({ status: 'applied', appliedAt: new Date('2026-11-20T10:40:00+08:00') });
    expect(applied!.replacedRanges!.map((r) => r.unitPrice)).toEqual([oldDay, target.specDetailList[0]!.containerGoodsSpecTimeRangeVOS[1]!.unitPrice]);
    expect((await rangesOf(specId)).map((r) => r.unitPrice)).toEqual(['3.3000', '1.1000']);
    expect((await quote(target.id)).data.priceNow).toBe('3.3000');
    expect((await listed(app, 'RTX 3090', 'cn-south-1'))!.priceNow).toBe('3.3000');
    expect((await op().post(`/v1/priceSchedule/cancel/${scheduled.data.id}`)).msg).toBe('该调价已生效，不能取消');

    // The instance started the 10:00 hour at the old price and keeps it until 11:00; then the new one.
    await settle(20 * MINUTE); // 11:00:10
    const firstHour = await app.db.select().from(billLines).where(eq(billLines.instanceId, instance!.id));
    expect(firstHour.length).toBeGreaterThan(0);
    expect(new Set(firstHour.map((line) => line.unitPrice))).toEqual(new Set([oldDay]));
    await settle(HOUR); // 12:00:10
    const lines = await app.db.select().from(billLines).where(and(eq(billLines.instanceId, instance!.id), eq(billLines.periodStart, new Date('2026-11-20T11:00:00+08:00'))));
    expect(lines.map((line) => [line.unitPrice, line.minutes])).toEqual([['3.3000', 60]]);
  });

  it('cancels a scheduled change before its time; it never applies, and a second cancel is refused', async () => {
    const target = (await listed(app, 'V100', 'cn-south-1'))!;
    const specId = target.specDetailList[0]!.specId;
    const effectiveAt = new Date(clock.now().getTime() + 5 * MINUTE).toISOString();
    const scheduled = await op().post<Schedule>('/v1/priceSchedule/add', { specId, effectiveAt, timeRanges: [day('9.9900'), night('9.9900')] });
    const [first, second] = await Promise.all([op().post<Schedule>(`/v1/priceSchedule/cancel/${scheduled.data.id}`), op().post(`/v1/priceSchedule/cancel/${scheduled.data.id}`)]);
    expect([first.code, second.code].sort()).toEqual([-1, 100000]);
    const cancelAudit = (await auditOf('price_schedule', scheduled.data.id)).filter((row) => row.action === 'price.cancel');
    expect(cancelAudit).toHaveLength(1);
    expect(cancelAudit[0]).toMatchObject({ before: { status: 'scheduled' }, after: { status: 'cancelled' } });
    await settle(10 * MINUTE);
    expect((await rangesOf(specId)).map((r) => r.unitPrice)).not.toContain('9.9900');
    expect((await op().get<{ records: Schedule[] }>(`/v1/priceSchedule/page?specId=${specId}`)).data.records[0]).toMatchObject({ id: scheduled.data.id, status: 'cancelled' });
  });

  it('edits prices at once with an audit row of the ranges before and after', async () => {
    const target = (await listed(app, 'H20', 'cn-north-1'))!;
    const specId = target.specDetailList[0]!.specId;
    const res = await op().patch<{ specId: number; timeRanges: Range[] }>(`/v1/container_goods/spec/update/${specId}`, { timeRanges: [day('5.0000'), night('2.0000')], note: '临时调整' });
    expect(res.data.timeRanges).toEqual([day('5.0000'), night('2.0000')]);
    const [row] = await auditOf('goods_spec', specId);
    expect(row).toMatchObject({
      action: 'price.update',
      before: { timeRanges: target.specDetailList[0]!.containerGoodsSpecTimeRangeVOS.map(({ beginTime, endTime, unitPrice, label }) => ({ beginTime, endTime, unitPrice, label })) },
      after: { timeRanges: [day('5.0000'), night('2.0000')], note: '临时调整' },
    });
    // Kept in the spec's price history as applied at once.
    const history = await op().get<{ records: Schedule[] }>(`/v1/priceSchedule/page?specId=${specId}`);
    expect(history.data.records[0]).toMatchObject({ status: 'applied', timeRanges: [day('5.0000'), night('2.0000')] });
    expect((await quote(target.id)).data.priceNow).toBe('5.0000');
  });

  it('takes goods off sale: no new orders or quotes, running instances untouched, and back on sale', async () => {
    const target = (await listed(app, 'L40S', 'cn-south-1'))!;
    const user = await funded();
    const started = await order(user.token, target.id);
    expect(started.code).toBe(100000);
    await settle();

    const off = await op().post<AdminGoods>(`/v1/containerGoods/offSale/${target.id}`);
    expect(off.data).toMatchObject({ status: 'off_sale', runningInstances: 1 });
    expect((await auditOf('goods', target.id)).map((row) => [row.action, row.before, row.after])).toEqual([['goods.off_sale', { status: 'on_sale' }, { status: 'off_sale' }]]);
    expect(await listed(app, 'L40S', 'cn-south-1')).toBeUndefined();
    expect((await order(user.token, target.id)).code).toBe(100006);
    expect((await quote(target.id)).code).toBe(100006);

    // The running instance keeps running, is billed, and can stop and start again.
    await settle(HOUR);
    const [instance] = await app.db.select().from(instances).where(eq(instances.id, started.data.instanceId));
    expect(instance!.status).toBe('running');
    expect((await app.db.select().from(billLines).where(eq(billLines.instanceId, instance!.id))).length).toBeGreaterThan(0);
    expect((await call(app, { method: 'POST', url: `/gateway/v1/container/stop/${instance!.id}`, headers: auth(user.token) })).code).toBe(100000);
    await settle();
    expect((await call(app, { method: 'POST', url: `/gateway/v1/container/start/${instance!.id}`, headers: auth(user.token), payload: { mode: 'gpu' } })).code).toBe(100000);
    await settle();
    expect((await app.db.select().from(instances).where(eq(instances.id, instance!.id)))[0]!.status).toBe('running');

    await op().post(`/v1/containerGoods/onSale/${target.id}`);
    expect((await listed(app, 'L40S', 'cn-south-1'))?.id).toBe(target.id);
    expect((await order(user.token, target.id)).code).toBe(100000);
  });

  it('refuses a host capacity below the cards in use, and shows free cards as total − used', async () => {
    const target = (await listed(app, 'A100', 'cn-east-1'))!;
    // Cards in use are cards instances hold: two orders take two on one host (the fullest first).
    const renter = await funded();
    for (let i = 0; i < 2; i += 1) expect((await order(renter.token, target.id)).code).toBe(100000);
    const [host] = (await hostsOf(target.id)).filter((h) => h.gpuUsed > 0);
    expect(host!.gpuFree).toBe(host!.gpuTotal - host!.gpuUsed);
    const refused = await op().patch(`/v1/host/update/${host!.id}`, { gpuTotal: host!.gpuUsed - 1 });
    expect(refused).toMatchObject({ code: 50005, data: [{ field: 'gpuTotal', message: `总卡数不能少于正在使用的 ${host!.gpuUsed} 卡` }] });
    const [row] = await app.db.select().from(hosts).where(eq(hosts.id, host!.id));
    expect(row!.gpuTotal).toBe(host!.gpuTotal);
    expect(await auditOf('host', host!.id)).toEqual([]);
    // Down to exactly what is in use is allowed: the host is then full.
    const full = await op().patch<AdminHost>(`/v1/host/update/${host!.id}`, { gpuTotal: host!.gpuUsed });
    expect(full.data).toMatchObject({ gpuTotal: host!.gpuUsed, gpuFree: 0 });
    await op().patch(`/v1/host/update/${host!.id}`, { gpuTotal: host!.gpuTotal });
  });

  it('plans host maintenance: inside the window the host takes no new orders; it can be called off', async () => {
    const target = (await listed(app, 'RTX 3090', 'cn-north-1'))!;
    const goodsHosts = await hostsOf(target.id);
    const user = await funded();
    const now = clock.now().getTime();
    const window = (startsIn: number, lasts: number) => ({ startsAt: new Date(now + startsIn).toISOString(), endsAt: new Date(now + startsIn + lasts).toISOString() });
    // Every host of the offer in maintenance from one minute on, for two hours.
    const planned = [];
    for (const host of goodsHosts) planned.push(await op().post<{ id: number; state: string }>('/v1/hostMaintenance/add', { hostId: host.id, ...window(MINUTE, 2 * HOUR), note: '更换电源' }));
    expect(planned.every((res) => res.code === 100000 && res.data.state === 'upcoming')).toBe(true);
    const clash = await op().post('/v1/hostMaintenance/add', { hostId: goodsHosts[0]!.id, ...window(30 * MINUTE, HOUR) });
    expect(clash.code).toBe(50005);
    expect(clash.msg).toMatch(/^与已计划的维护 .+ 重叠$/);
    const [planAudit] = await auditOf('host_maintenance', planned[0]!.data.id);
    expect(planAudit).toMatchObject({ action: 'maintenance.plan', before: null, after: { hostId: goodsHosts[0]!.id, note: '更换电源' } });

    clock.advance(2 * MINUTE);
    const inside = await hostsOf(target.id);
    expect(inside.every((h) => h.inMaintenance && !h.takesCards && h.status === 'online')).toBe(true);
    expect((await goodsOf(target.id)).gpuAvailable).toBe(0);
    expect(await order(user.token, target.id)).toMatchObject({ code: -1, data: { reason: 'out_of_stock' } });
    expect((await eventually(() => listed(app, 'RTX 3090', 'cn-north-1'), (offer) => offer?.freeGpuNumber === 0))?.freeGpuNumber).toBe(0);

    // Called off on one host: it ends now (and stays on record); that host takes orders again.
    expect((await op().post(`/v1/hostMaintenance/cancel/${planned[0]!.data.id}`)).code).toBe(100000);
    const [cancelAudit] = (await auditOf('host_maintenance', planned[0]!.data.id)).filter((row) => row.action === 'maintenance.cancel');
    expect(cancelAudit).toMatchObject({ before: { note: '更换电源' }, after: { note: '更换电源', endsAt: expect.any(String) } });
    expect((await order(user.token, target.id)).code).toBe(100000);
    const windows = await op().get<{ records: { id: number; state: string }[] }>(`/v1/hostMaintenance/page?goodsId=${target.id}&state=ended`);
    expect(windows.data.records.map((w) => w.id)).toEqual([planned[0]!.data.id]);
    // An ended window cannot be called off again.
    expect((await op().post(`/v1/hostMaintenance/cancel/${planned[0]!.data.id}`)).msg).toBe('该维护已结束，不能取消');
    // After the window every host takes orders again.
    clock.advance(2 * HOUR);
    expect((await hostsOf(target.id)).every((h) => h.takesCards)).toBe(true);
  });

  it('shows price changes, maintenance and scheduled content on the calendar', async () => {
    const target = (await listed(app, 'H800', 'cn-east-1'))!;
    const specId = target.specDetailList[0]!.specId;
    const at = (offset: number) => new Date(clock.now().getTime() + offset).toISOString();
    const change = await op().post<Schedule>('/v1/priceSchedule/add', { specId, effectiveAt: at(DAY_MS), timeRanges: [day('13.0000'), night('6.5000')] });
    const [host] = await hostsOf(target.id);
    const window = await op().post<{ id: number }>('/v1/hostMaintenance/add', { hostId: host!.id, startsAt: at(2 * DAY_MS), endsAt: at(2 * DAY_MS + HOUR), note: '升级驱动' });
    const [item] = await app.db
      .insert(news)
      .values({ newsBaseId: 'calendar-test', title: '算力市场双十二活动预告', desc: '活动', coverImg: '/x.png', content: '正文', status: 'SCHEDULED', publishTime: new Date(at(3 * DAY_MS)) })
      .returning({ id: news.id });
    const from = encodeURIComponent(at(-HOUR));
    const to = encodeURIComponent(at(10 * DAY_MS));
    const events = await op().get<{ key: string; source: string; title: string; startsAt: string; endsAt: string | null; link: string | null }[]>(`/v1/calendar/events?from=${from}&to=${to}`);
    expect(events.code).toBe(100000);
    const keys = events.data.map((e) => e.key);
    expect(keys).toEqual(expect.arrayContaining([`price:${change.data.id}`, `maintenance:${window.data.id}`, `news:${item!.id}`]));
    expect(events.data.find((e) => e.key === `price:${change.data.id}`)).toMatchObject({ source: 'price', link: `/admin/goods/${target.id}` });
    expect(events.data.find((e) => e.key === `maintenance:${window.data.id}`)?.endsAt).not.toBeNull();
    expect(events.data.find((e) => e.key === `news:${item!.id}`)).toMatchObject({ source: 'news', title: '算力市场双十二活动预告' });
    // In time order; a span too long is refused.
    expect(events.data.map((e) => e.startsAt)).toEqual([...events.data.map((e) => e.startsAt)].sort());
    expect((await op().get(`/v1/calendar/events?from=${from}&to=${encodeURIComponent(at(60 * DAY_MS))}`)).code).toBe(50005);
  });
});

describe('a scheduled change with two gateways on one database', () => {
  const clock = new ManualClock('2026-11-20T14:00:00+08:00');
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    [a, b] = await createGatewayPair({ clock });
  });

  it('applies exactly once, and both markets and quotes show the new price after it', async () => {
    const operator = await login(a, 'demo_operator');
    const target = (await listed(b, 'RTX 4090', 'cn-southwest-1'))!;
    const specId = target.specDetailList[0]!.specId;
    const old = target.specDetailList[0]!.containerGoodsSpecTimeRangeVOS;
    const scheduled = await call<Schedule>(a, {
      method: 'POST',
      url: '/gateway/v1/priceSchedule/add',
      headers: auth(operator),
      payload: { specId, effectiveAt: '2026-11-20T14:05:00+08:00', timeRanges: [day('4.4400'), night('2.2200')] },
    });
    expect(scheduled.code).toBe(100000);

    clock.set('2026-11-20T14:04:59+08:00');
    expect([...(await applyDuePriceSchedules(a.db, clock)), ...(await applyDuePriceSchedules(b.db, clock))]).toEqual([]);

    clock.set('2026-11-20T14:05:01+08:00');
    // Both gateways' jobs at once: one applies it, the other finds it applied.
    const [fromA, fromB] = await Promise.all([applyDuePriceSchedules(a.db, clock), applyDuePriceSchedules(b.db, clock)]);
    expect([...fromA, ...fromB]).toEqual([specId]);
    // And the workers after: nothing more.
    await Promise.all([a.jobs.runOnce(), b.jobs.runOnce()]);
    const rows = await a.db.select().from(priceSchedules).where(eq(priceSchedules.specId, specId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'applied', appliedAt: new Date('2026-11-20T14:05:01+08:00') });
    expect(rows[0]!.replacedRanges!.map((r) => r.unitPrice)).toEqual(old.map((r) => r.unitPrice));
    expect(await a.db.select({ price: specTimeRanges.unitPrice }).from(specTimeRanges).where(eq(specTimeRanges.specId, specId)).orderBy(asc(specTimeRanges.beginMinute))).toEqual([
      { price: '4.4400' },
      { price: '2.2200' },
    ]);

    for (const app of [a, b]) {
      const quoted = await call<{ priceNow: string }>(app, { method: 'GET', url: `/gateway/v1/order/calculatePriceV2?goodsId=${target.id}&gpuNumber=1` });
      expect(quoted.data.priceNow).toBe('4.4400');
      const offer = await eventually(
        () => listed(app, 'RTX 4090', 'cn-southwest-1'),
        (o) => o?.priceNow === '4.4400',
      );
      expect(offer?.priceNow).toBe('4.4400');
    }
  });
});
