import { aliasedTable, and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type {
  AdminGoods,
  AdminGoodsDetail,
  AdminGoodsQuery,
  AdminHost,
  AdminHostQuery,
  AdminRegion,
  GoodsAddInput,
  GoodsSaleStatus,
  GoodsUpdateInput,
  HostAddBody,
  HostUpdateBody,
  MaintenanceQuery,
  MaintenanceState,
  MaintenanceWindow,
  PriceSchedule,
  PriceScheduleQuery,
  RegionQuery,
  RegionUpdateBody,
} from '../../../src/shared/contracts/goods';
import type { SpecRangeInput } from '../../../src/shared/contracts/market';
import type { z } from 'zod';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import { containerGoods, goodsSpecs, hostMaintenance, hosts, instances, priceSchedules, regions, specTimeRanges, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { recordAudit } from '../audit/service';
import type { MarketCatalog } from './catalog';
import { hostTakesCards } from './inventory';
import { specView } from './offers';
import { cancelPriceSchedule, rangeViews, replaceSpecRanges, schedulePriceChange } from './price-schedules';
import { loadSpecs } from './queries';
import { addHost, cancelMaintenance, createGoods, createRegion, planMaintenance, setGoodsStatus, setHostStatus, updateGoods, updateHost, updateRegion } from './service';
import { int, likeContains } from '../../lib/sql';

/** Who is acting, for the audit trail. */
export interface Actor {
  userId: number;
  ip: string;
}

const person = (table: typeof users) => ({ id: table.id, userName: table.userName, name: table.name });
const personOf = (row: { id: number | null; userName: string | null; name: string | null } | null) =>
  row?.id ? { id: row.id, userName: row.userName!, name: row.name || row.userName! } : null;
const creator = aliasedTable(users, 'creator');

/** What an offer is called in lists of hosts, windows and price changes. */
const goodsName = sql<string>`${containerGoods.aliasGpuType}`;

/**
 * 管理 › 商品与价格: the back office's reads of offers, prices, regions, hosts and windows, and its
 * writes — each through the market's service functions, with one audit row (before and after) in
 * the same transaction, and the market catalog told once it commits.
 */
export function goodsRepository(db: Db, clock: Clock, catalog: Pick<MarketCatalog, 'offersChanged' | 'invalidate'>) {
  /** Run an audited change; then the listing rereads offers (prices, sale state) or stock (hosts). */
  async function change<T>(refresh: 'offers' | 'stock' | 'none', work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    if (refresh === 'offers') catalog.offersChanged();
    if (refresh === 'stock') catalog.invalidate();
    return result;
  }
  const audit = (tx: Tx, actor: Actor, action: string, targetType: string, targetId: string | number, before: unknown, after: unknown) =>
    recordAudit(tx, clock, { actorId: actor.userId, action, targetType, targetId, before, after, ip: actor.ip });
  /** A new row, for `audited`: named by its `field`, with nothing before it. */
  const created = <R extends Record<F, string | number>, F extends keyof R>(row: R, field: F) => ({ key: row[field], before: null, after: row });
  /** A write and its audit row in one transaction; `write` names the item (its key) and its values before and after. */
  const audited = <K extends string | number>(
    refresh: 'offers' | 'stock',
    actor: Actor,
    action: string,
    targetType: string,
    write: (tx: Tx) => Promise<{ key: K; before: unknown; after: unknown }>,
  ): Promise<K> =>
    change(refresh, async (tx) => {
      const { key, before, after } = await write(tx);
      await audit(tx, actor, action, targetType, key, before, after);
      return key;
    });

  // ---- Offers -----------------------------------------------------------------------------

  const hostSum = (column: typeof hosts.gpuTotal | typeof hosts.gpuUsed) => int(sql`select coalesce(sum(${column}), 0) from ${hosts} where ${hosts.goodsId} = ${containerGoods.id}`);
  const specPrice = (fn: 'min' | 'max') =>
    sql<string | null>`(select ${sql.raw(fn)}(${specTimeRanges.unitPrice}) from ${specTimeRanges} join ${goodsSpecs} on ${goodsSpecs.id} = ${specTimeRanges.specId} where ${goodsSpecs.goodsId} = ${containerGoods.id})`;

  const goodsSelect = () => {
    const now = clock.now();
    return db
      .select({
        goods: containerGoods,
        regionName: regions.name,
        hostCount: int(sql`select count(*) from ${hosts} where ${hosts.goodsId} = ${containerGoods.id}`),
        gpuTotal: hostSum(hosts.gpuTotal),
        gpuUsed: hostSum(hosts.gpuUsed),
        gpuAvailable: int(sql`select coalesce(sum(${hosts.gpuTotal} - ${hosts.gpuUsed}), 0) from ${hosts} where ${hosts.goodsId} = ${containerGoods.id} and ${hostTakesCards(now)}`),
        lowestPrice: specPrice('min'),
        highestPrice: specPrice('max'),
        runningInstances: int(sql`select count(*) from ${instances} where ${instances.goodsId} = ${containerGoods.id} and ${instances.status} = 'running'`),
        scheduledChanges: int(
          sql`select count(*) from ${priceSchedules} join ${goodsSpecs} on ${goodsSpecs.id} = ${priceSchedules.specId} where ${goodsSpecs.goodsId} = ${containerGoods.id} and ${priceSchedules.status} = 'scheduled'`,
        ),
      })
      .from(containerGoods)
      .innerJoin(regions, eq(regions.code, containerGoods.regionCode));
  };
  type GoodsListRow = RowOf<typeof goodsSelect>;

  const goodsView = (row: GoodsListRow): AdminGoods => {
    const { goods } = row;
    return {
      id: goods.id,
      regionCode: goods.regionCode,
      regionName: row.regionName,
      gpuType: goods.gpuType,
      aliasGpuType: goods.aliasGpuType,
      gpuTypeMapping: goods.gpuTypeMapping,
      gpuVram: goods.gpuVram,
      cpuCore: goods.cpuCore,
      ramSize: goods.ramSize,
      storageSpace: goods.storageSpace,
      maxGpuNumber: goods.maxGpuNumber,
      cudaVersion: goods.cudaVersion,
      supplier: goods.supplier,
      source: goods.source,
      homeTag: goods.homeTag,
      sort: goods.sort,
      status: goods.status,
      supplierUserId: goods.supplierUserId,
      createdAt: toShanghaiIso(goods.createdAt),
      hostCount: row.hostCount,
      gpuTotal: row.gpuTotal,
      gpuUsed: row.gpuUsed,
      gpuFree: row.gpuTotal - row.gpuUsed,
      gpuAvailable: row.gpuAvailable,
      lowestPrice: row.lowestPrice,
      highestPrice: row.highestPrice,
      runningInstances: row.runningInstances,
      scheduledChanges: row.scheduledChanges,
    };
  };

  async function goodsDetail(id: number): Promise<AdminGoodsDetail> {
    const [row] = await goodsSelect().where(eq(containerGoods.id, id));
    if (!row) throw notFound('商品不存在');
    const specs = (await loadSpecs(db, [id])).get(id) ?? [];
    return {
      ...goodsView(row),
      specs: specs.map((spec) => {
        const view = specView(spec);
        return { specId: view.specId, name: view.name, timeRanges: view.containerGoodsSpecTimeRangeVOS };
      }),
    };
  }

  // ---- Hosts ------------------------------------------------------------------------------

  const hostSelect = () => {
    const now = clock.now();
    return db
      .select({
        host: hosts,
        goodsName,
        regionCode: regions.code,
        regionName: regions.name,
        inMaintenance: sql<boolean>`exists (select 1 from ${hostMaintenance} where ${hostMaintenance.hostId} = ${hosts.id} and ${hostMaintenance.startsAt} <= ${now} and ${hostMaintenance.endsAt} > ${now})`,
        runningInstances: int(sql`select count(*) from ${instances} where ${instances.hostId} = ${hosts.id} and ${instances.status} = 'running'`),
      })
      .from(hosts)
      .innerJoin(containerGoods, eq(containerGoods.id, hosts.goodsId))
      .innerJoin(regions, eq(regions.code, containerGoods.regionCode));
  };
  type HostListRow = RowOf<typeof hostSelect>;

  /** The window in force now or the next one, for each host: one query for a page of hosts. */
  async function nextWindows(hostIds: number[]) {
    const result = new Map<number, AdminHost['nextMaintenance']>();
    if (hostIds.length === 0) return result;
    const rows = await db
      .select()
      .from(hostMaintenance)
      .where(and(inArray(hostMaintenance.hostId, hostIds), gt(hostMaintenance.endsAt, clock.now())))
      .orderBy(asc(hostMaintenance.startsAt));
    for (const row of rows) {
      if (!result.has(row.hostId)) result.set(row.hostId, { id: row.id, startsAt: toShanghaiIso(row.startsAt), endsAt: toShanghaiIso(row.endsAt), note: row.note });
    }
    return result;
  }

  const hostView = (row: HostListRow, next: AdminHost['nextMaintenance']): AdminHost => ({
    id: row.host.id,
    goodsId: row.host.goodsId,
    goodsName: row.goodsName,
    regionCode: row.regionCode,
    regionName: row.regionName,
    name: row.host.name,
    sshHost: row.host.sshHost,
    gpuTotal: row.host.gpuTotal,
    gpuUsed: row.host.gpuUsed,
    gpuFree: row.host.gpuTotal - row.host.gpuUsed,
    status: row.host.status,
    inMaintenance: row.inMaintenance,
    takesCards: row.host.status === 'online' && !row.inMaintenance,
    nextMaintenance: next,
    runningInstances: row.runningInstances,
    supplierUserId: row.host.supplierUserId,
  });

  async function hostDetail(id: number): Promise<AdminHost> {
    const [row] = await hostSelect().where(eq(hosts.id, id));
    if (!row) throw notFound('主机不存在');
    return hostView(row, (await nextWindows([id])).get(id) ?? null);
  }

  // ---- Price changes ----------------------------------------------------------------------

  const scheduleSelect = () =>
    db
      .select({ schedule: priceSchedules, specName: goodsSpecs.name, goodsId: containerGoods.id, goodsName, regionName: regions.name, creator: person(creator) })
      .from(priceSchedules)
      .innerJoin(goodsSpecs, eq(goodsSpecs.id, priceSchedules.specId))
      .innerJoin(containerGoods, eq(containerGoods.id, goodsSpecs.goodsId))
      .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
      .leftJoin(creator, eq(creator.id, priceSchedules.createdBy));
  type ScheduleRow = RowOf<typeof scheduleSelect>;

  const scheduleView = (row: ScheduleRow): PriceSchedule => ({
    id: row.schedule.id,
    specId: row.schedule.specId,
    specName: row.specName,
    goodsId: row.goodsId,
    goodsName: row.goodsName,
    regionName: row.regionName,
    timeRanges: rangeViews(row.schedule.ranges),
    replacedRanges: row.schedule.replacedRanges ? rangeViews(row.schedule.replacedRanges) : null,
    effectiveAt: toShanghaiIso(row.schedule.effectiveAt),
    status: row.schedule.status,
    note: row.schedule.note,
    createdBy: personOf(row.creator),
    createdAt: toShanghaiIso(row.schedule.createdAt),
    appliedAt: isoOrNull(row.schedule.appliedAt),
  });

  async function scheduleDetail(id: number): Promise<PriceSchedule> {
    const [row] = await scheduleSelect().where(eq(priceSchedules.id, id));
    if (!row) throw notFound('调价计划不存在');
    return scheduleView(row);
  }

  // ---- Maintenance windows ----------------------------------------------------------------

  const windowSelect = () =>
    db
      .select({ window: hostMaintenance, hostName: hosts.name, goodsId: containerGoods.id, goodsName, regionName: regions.name, creator: person(creator) })
      .from(hostMaintenance)
      .innerJoin(hosts, eq(hosts.id, hostMaintenance.hostId))
      .innerJoin(containerGoods, eq(containerGoods.id, hosts.goodsId))
      .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
      .leftJoin(creator, eq(creator.id, hostMaintenance.createdBy));
  type WindowListRow = RowOf<typeof windowSelect>;

  const stateAt = (now: Date, startsAt: Date, endsAt: Date): MaintenanceState => (startsAt > now ? 'upcoming' : endsAt > now ? 'ongoing' : 'ended');
  const windowView = (row: WindowListRow, now: Date): MaintenanceWindow => ({
    id: row.window.id,
    hostId: row.window.hostId,
    hostName: row.hostName,
    goodsId: row.goodsId,
    goodsName: row.goodsName,
    regionName: row.regionName,
    startsAt: toShanghaiIso(row.window.startsAt),
    endsAt: toShanghaiIso(row.window.endsAt),
    note: row.window.note,
    state: stateAt(now, row.window.startsAt, row.window.endsAt),
    createdBy: personOf(row.creator),
    createdAt: toShanghaiIso(row.window.createdAt),
  });

  // ---- Regions ----------------------------------------------------------------------------

  const regionSelect = () =>
    db
      .select({
        region: regions,
        goodsCount: int(sql`select count(*) from ${containerGoods} where ${containerGoods.regionCode} = ${regions.code}`),
        onSaleCount: int(sql`select count(*) from ${containerGoods} where ${containerGoods.regionCode} = ${regions.code} and ${containerGoods.status} = 'on_sale'`),
      })
      .from(regions);
  type RegionListRow = RowOf<typeof regionSelect>;
  const regionView = (row: RegionListRow): AdminRegion => ({ ...row.region, goodsCount: row.goodsCount, onSaleCount: row.onSaleCount });

  async function regionDetail(code: string): Promise<AdminRegion> {
    const [row] = await regionSelect().where(eq(regions.code, code));
    if (!row) throw notFound('地域不存在');
    return regionView(row);
  }

  return {
    // ---- Offers ----
    async goodsPage(q: z.infer<typeof AdminGoodsQuery>) {
      const where = and(
        q.keyword
          ? or(ilike(containerGoods.gpuType, likeContains(q.keyword)), ilike(containerGoods.aliasGpuType, likeContains(q.keyword)), ilike(containerGoods.gpuTypeMapping, likeContains(q.keyword)))
          : undefined,
        q.regionCode ? eq(containerGoods.regionCode, q.regionCode) : undefined,
        q.status ? eq(containerGoods.status, q.status) : undefined,
      );
      const order = orderBy(q, { id: containerGoods.id, createdAt: containerGoods.createdAt, gpuType: containerGoods.gpuType, gpuVram: containerGoods.gpuVram, sort: containerGoods.sort }, asc(containerGoods.sort));
      const page = await paginate(db, goodsSelect().where(where).orderBy(order, asc(containerGoods.id)).$dynamic(), q);
      return { ...page, records: page.records.map(goodsView) };
    },

    goodsDetail,

    async addGoods(actor: Actor, input: GoodsAddInput): Promise<AdminGoodsDetail> {
      const id = await audited('offers', actor, 'goods.create', 'goods', async (tx) => {
        const created = await createGoods(tx, input);
        return { key: created.goodsId, before: null, after: created.goods };
      });
      return goodsDetail(id);
    },

    async updateGoods(actor: Actor, id: number, patch: GoodsUpdateInput): Promise<AdminGoodsDetail> {
      await audited('offers', actor, 'goods.update', 'goods', async (tx) => ({ key: id, ...(await updateGoods(tx, id, patch)) }));
      return goodsDetail(id);
    },

    async setGoodsStatus(actor: Actor, id: number, status: GoodsSaleStatus): Promise<AdminGoodsDetail> {
      await change('offers', async (tx) => {
        const changed = await setGoodsStatus(tx, id, status);
        if (changed) await audit(tx, actor, status === 'on_sale' ? 'goods.on_sale' : 'goods.off_sale', 'goods', id, changed.before, changed.after);
      });
      return goodsDetail(id);
    },

    /** Replace a spec's ranges now. */
    async replaceRanges(actor: Actor, specId: number, timeRanges: SpecRangeInput[], note = '') {
      const result = await change('offers', async (tx) => {
        const changed = await replaceSpecRanges(tx, clock, { specId, timeRanges, actorId: actor.userId, note });
        await audit(tx, actor, 'price.update', 'goods_spec', specId, { timeRanges: changed.before }, { timeRanges: changed.after, note });
        return changed;
      });
      return { specId: result.specId, timeRanges: result.after };
    },

    // ---- Price changes ----
    async schedulePage(q: z.infer<typeof PriceScheduleQuery>) {
      const where = and(
        q.specId ? eq(priceSchedules.specId, q.specId) : undefined,
        q.goodsId ? eq(goodsSpecs.goodsId, q.goodsId) : undefined,
        q.status ? eq(priceSchedules.status, q.status) : undefined,
      );
      const order = orderBy(q, { effectiveAt: priceSchedules.effectiveAt, createdAt: priceSchedules.createdAt, id: priceSchedules.id }, desc(priceSchedules.effectiveAt));
      const page = await paginate(db, scheduleSelect().where(where).orderBy(order, desc(priceSchedules.id)).$dynamic(), q);
      return { ...page, records: page.records.map(scheduleView) };
    },

    async addSchedule(actor: Actor, input: { specId: number; effectiveAt: string; timeRanges: SpecRangeInput[]; note: string }): Promise<PriceSchedule> {
      const id = await change('none', async (tx) => {
        const row = await schedulePriceChange(tx, clock, { ...input, effectiveAt: new Date(input.effectiveAt), actorId: actor.userId });
        await audit(tx, actor, 'price.schedule', 'price_schedule', row.id, null, {
          specId: row.specId,
          effectiveAt: toShanghaiIso(row.effectiveAt),
          timeRanges: rangeViews(row.ranges),
          note: row.note,
        });
        return row.id;
      });
      return scheduleDetail(id);
    },

    async cancelSchedule(actor: Actor, id: number): Promise<PriceSchedule> {
      await change('none', async (tx) => {
        const { before, after } = await cancelPriceSchedule(tx, id);
        await audit(tx, actor, 'price.cancel', 'price_schedule', id, { status: before.status, effectiveAt: toShanghaiIso(before.effectiveAt) }, { status: after.status });
      });
      return scheduleDetail(id);
    },

    // ---- Regions ----
    async regionPage(q: z.infer<typeof RegionQuery>) {
      const where = q.keyword ? or(ilike(regions.code, likeContains(q.keyword)), ilike(regions.name, likeContains(q.keyword)), ilike(regions.city, likeContains(q.keyword))) : undefined;
      const order = orderBy(q, { sort: regions.sort, code: regions.code }, asc(regions.sort));
      const page = await paginate(db, regionSelect().where(where).orderBy(order, asc(regions.code)).$dynamic(), q);
      return { ...page, records: page.records.map(regionView) };
    },

    async addRegion(actor: Actor, input: { code: string; name: string; city: string; sort: number }): Promise<AdminRegion> {
      return regionDetail(await audited('offers', actor, 'region.create', 'region', async (tx) => created(await createRegion(tx, input), 'code')));
    },

    async updateRegion(actor: Actor, code: string, patch: RegionUpdateBody): Promise<AdminRegion> {
      await audited('offers', actor, 'region.update', 'region', async (tx) => ({ key: code, ...(await updateRegion(tx, code, patch)) }));
      return regionDetail(code);
    },

    // ---- Hosts ----
    async hostPage(q: z.infer<typeof AdminHostQuery>) {
      const where = and(
        q.goodsId ? eq(hosts.goodsId, q.goodsId) : undefined,
        q.regionCode ? eq(containerGoods.regionCode, q.regionCode) : undefined,
        q.status ? eq(hosts.status, q.status) : undefined,
        q.keyword ? or(ilike(hosts.name, likeContains(q.keyword)), ilike(hosts.sshHost, likeContains(q.keyword)), ilike(containerGoods.aliasGpuType, likeContains(q.keyword))) : undefined,
      );
      const order = orderBy(q, { id: hosts.id, name: hosts.name, gpuTotal: hosts.gpuTotal, gpuUsed: hosts.gpuUsed }, asc(hosts.id));
      const page = await paginate(db, hostSelect().where(where).orderBy(order, asc(hosts.id)).$dynamic(), q);
      const next = await nextWindows(page.records.map((row) => row.host.id));
      return { ...page, records: page.records.map((row) => hostView(row, next.get(row.host.id) ?? null)) };
    },

    hostDetail,

    async addHost(actor: Actor, input: z.infer<typeof HostAddBody>): Promise<AdminHost> {
      return hostDetail(await audited('stock', actor, 'host.create', 'host', async (tx) => created(await addHost(tx, input), 'id')));
    },

    async updateHost(actor: Actor, id: number, patch: HostUpdateBody): Promise<AdminHost> {
      await audited('stock', actor, 'host.update', 'host', async (tx) => ({ key: id, ...(await updateHost(tx, id, patch)) }));
      return hostDetail(id);
    },

    async setHostStatus(actor: Actor, id: number, status: 'online' | 'maintenance'): Promise<AdminHost> {
      await change('stock', async (tx) => {
        const changed = await setHostStatus(tx, clock, id, status);
        if (changed) await audit(tx, actor, status === 'online' ? 'host.online' : 'host.maintenance', 'host', id, changed.before, changed.after);
      });
      return hostDetail(id);
    },

    // ---- Maintenance windows ----
    async maintenancePage(q: z.infer<typeof MaintenanceQuery>) {
      const now = clock.now();
      const states: Record<MaintenanceState, SQL> = {
        upcoming: gt(hostMaintenance.startsAt, now),
        ongoing: and(lte(hostMaintenance.startsAt, now), gt(hostMaintenance.endsAt, now))!,
        ended: lte(hostMaintenance.endsAt, now),
      };
      const where = and(
        q.hostId ? eq(hostMaintenance.hostId, q.hostId) : undefined,
        q.goodsId ? eq(hosts.goodsId, q.goodsId) : undefined,
        q.state ? states[q.state] : undefined,
      );
      const order = orderBy(q, { startsAt: hostMaintenance.startsAt, endsAt: hostMaintenance.endsAt }, desc(hostMaintenance.startsAt));
      const page = await paginate(db, windowSelect().where(where).orderBy(order, desc(hostMaintenance.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row) => windowView(row, now)) };
    },

    async addMaintenance(actor: Actor, input: { hostId: number; startsAt: string; endsAt: string; note: string }): Promise<MaintenanceWindow> {
      const id = await change('stock', async (tx) => {
        const planned = await planMaintenance(tx, clock, { ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), actorId: actor.userId });
        await audit(tx, actor, 'maintenance.plan', 'host_maintenance', planned.id, null, planned.after);
        return planned.id;
      });
      const [row] = await windowSelect().where(eq(hostMaintenance.id, id));
      return windowView(row!, clock.now());
    },

    async cancelMaintenance(actor: Actor, id: number): Promise<void> {
      await change('stock', async (tx) => {
        const { before, after } = await cancelMaintenance(tx, clock, id);
        await audit(tx, actor, 'maintenance.cancel', 'host_maintenance', id, before, after);
      });
    },
  };
}

export type GoodsRepository = ReturnType<typeof goodsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    goods: GoodsRepository;
  }
}

export default repositoryPlugin('goods', (app) => goodsRepository(app.db, app.clock, app.market), { name: 'goods-repository', dependencies: ['db'] });

