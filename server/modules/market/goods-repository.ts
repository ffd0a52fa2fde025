import type { z } from 'zod';
import type {
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
  MaintenanceWindow,
  PriceSchedule,
  PriceScheduleQuery,
  RegionQuery,
  RegionUpdateBody,
} from '../../../src/shared/contracts/goods';
import type { SpecRangeInput } from '../../../src/shared/contracts/market';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { repositoryPlugin } from '../../lib/repository-plugin';
import { recordAudit } from '../audit/service';
import type { MarketCatalog } from './catalog';
import { goodsDetail, goodsPage, regionDetail, regionPage, scheduleDetail, schedulePage } from './goods-queries';
import { hostDetail, hostPage, maintenancePage, windowDetail } from './host-queries';
import { cancelPriceSchedule, rangeViews, replaceSpecRanges, schedulePriceChange } from './price-schedules';
import { addHost, cancelMaintenance, createGoods, createRegion, planMaintenance, setGoodsStatus, setHostStatus, updateGoods, updateHost, updateRegion } from './service';

/**
 * 管理 › 商品与价格: the back office's reads of offers, prices, regions, hosts and windows
 * (goods-queries.ts, host-queries.ts), and its writes — each through the market's service
 * functions, with one audit row (before and after) in the same transaction, and the market catalog
 * told once it commits.
 */

/** Who is acting, for the audit trail. */
export interface Actor {
  userId: number;
  ip: string;
}

type Catalog = Pick<MarketCatalog, 'offersChanged' | 'invalidate'>;

/** Audited changes: a transaction, its audit rows, and then the catalog told what to reread. */
function auditing(db: Db, clock: Clock, catalog: Catalog) {
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
  return { change, audit, created, audited };
}
type Auditing = ReturnType<typeof auditing>;

/** Offers, their prices now and later, and regions. */
function offerWrites(db: Db, clock: Clock, { change, audit, created, audited }: Auditing) {
  return {
    async addGoods(actor: Actor, input: GoodsAddInput): Promise<AdminGoodsDetail> {
      const id = await audited('offers', actor, 'goods.create', 'goods', async (tx) => {
        const made = await createGoods(tx, input);
        return { key: made.goodsId, before: null, after: made.goods };
      });
      return goodsDetail(db, clock.now(), id);
    },

    async updateGoods(actor: Actor, id: number, patch: GoodsUpdateInput): Promise<AdminGoodsDetail> {
      await audited('offers', actor, 'goods.update', 'goods', async (tx) => ({ key: id, ...(await updateGoods(tx, id, patch)) }));
      return goodsDetail(db, clock.now(), id);
    },

    async setGoodsStatus(actor: Actor, id: number, status: GoodsSaleStatus): Promise<AdminGoodsDetail> {
      await change('offers', async (tx) => {
        const changed = await setGoodsStatus(tx, id, status);
        if (changed) await audit(tx, actor, status === 'on_sale' ? 'goods.on_sale' : 'goods.off_sale', 'goods', id, changed.before, changed.after);
      });
      return goodsDetail(db, clock.now(), id);
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
      return scheduleDetail(db, id);
    },

    async cancelSchedule(actor: Actor, id: number): Promise<PriceSchedule> {
      await change('none', async (tx) => {
        const { before, after } = await cancelPriceSchedule(tx, id);
        await audit(tx, actor, 'price.cancel', 'price_schedule', id, { status: before.status, effectiveAt: toShanghaiIso(before.effectiveAt) }, { status: after.status });
      });
      return scheduleDetail(db, id);
    },

    async addRegion(actor: Actor, input: { code: string; name: string; city: string; sort: number }): Promise<AdminRegion> {
      return regionDetail(db, await audited('offers', actor, 'region.create', 'region', async (tx) => created(await createRegion(tx, input), 'code')));
    },

    async updateRegion(actor: Actor, code: string, patch: RegionUpdateBody): Promise<AdminRegion> {
      await audited('offers', actor, 'region.update', 'region', async (tx) => ({ key: code, ...(await updateRegion(tx, code, patch)) }));
      return regionDetail(db, code);
    },
  };
}

/** Hosts and their maintenance windows. */
function hostWrites(db: Db, clock: Clock, { change, audit, created, audited }: Auditing) {
  return {
    async addHost(actor: Actor, input: z.infer<typeof HostAddBody>): Promise<AdminHost> {
      return hostDetail(db, clock.now(), await audited('stock', actor, 'host.create', 'host', async (tx) => created(await addHost(tx, input), 'id')));
    },

    async updateHost(actor: Actor, id: number, patch: HostUpdateBody): Promise<AdminHost> {
      await audited('stock', actor, 'host.update', 'host', async (tx) => ({ key: id, ...(await updateHost(tx, id, patch)) }));
      return hostDetail(db, clock.now(), id);
    },

    async setHostStatus(actor: Actor, id: number, status: 'online' | 'maintenance'): Promise<AdminHost> {
      await change('stock', async (tx) => {
        const changed = await setHostStatus(tx, clock, id, status);
        if (changed) await audit(tx, actor, status === 'online' ? 'host.online' : 'host.maintenance', 'host', id, changed.before, changed.after);
      });
      return hostDetail(db, clock.now(), id);
    },

    async addMaintenance(actor: Actor, input: { hostId: number; startsAt: string; endsAt: string; note: string }): Promise<MaintenanceWindow> {
      const id = await change('stock', async (tx) => {
        const planned = await planMaintenance(tx, clock, { ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), actorId: actor.userId });
        await audit(tx, actor, 'maintenance.plan', 'host_maintenance', planned.id, null, planned.after);
        return planned.id;
      });
      return windowDetail(db, clock.now(), id);
    },

    async cancelMaintenance(actor: Actor, id: number): Promise<void> {
      await change('stock', async (tx) => {
        const { before, after } = await cancelMaintenance(tx, clock, id);
        await audit(tx, actor, 'maintenance.cancel', 'host_maintenance', id, before, after);
      });
    },
  };
}

export function goodsRepository(db: Db, clock: Clock, catalog: Catalog) {
  const changes = auditing(db, clock, catalog);
  return {
    goodsPage: (q: z.infer<typeof AdminGoodsQuery>) => goodsPage(db, clock.now(), q),
    goodsDetail: (id: number) => goodsDetail(db, clock.now(), id),
    schedulePage: (q: z.infer<typeof PriceScheduleQuery>) => schedulePage(db, q),
    regionPage: (q: z.infer<typeof RegionQuery>) => regionPage(db, q),
    hostPage: (q: z.infer<typeof AdminHostQuery>) => hostPage(db, clock.now(), q),
    hostDetail: (id: number) => hostDetail(db, clock.now(), id),
    maintenancePage: (q: z.infer<typeof MaintenanceQuery>) => maintenancePage(db, clock.now(), q),
    ...offerWrites(db, clock, changes),
    ...hostWrites(db, clock, changes),
  };
}

export type GoodsRepository = ReturnType<typeof goodsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    goods: GoodsRepository;
  }
}

export default repositoryPlugin('goods', (app) => goodsRepository(app.db, app.clock, app.market), { name: 'goods-repository', dependencies: ['db'] });
