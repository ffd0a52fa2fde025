import { and, eq, gt, lt } from 'drizzle-orm';
import type { GoodsAddInput, GoodsSaleStatus, GoodsUpdateInput, RegionUpdateBody } from '../../../src/shared/contracts/goods';
import { Code } from '../../../src/shared/core/codes';
import type { HostStatus } from '../../../src/shared/core/compute';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { formatDateTime, toShanghaiIso } from '../../../src/shared/core/time';
import type { Tx } from '../../db/client';
import { containerGoods, goodsSpecs, hostMaintenance, hostStatusEvents, hosts, regions, specTimeRanges } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { parseRanges } from './specs';

/**
 * The market's writes: offers, regions, hosts and their maintenance windows. Each takes the
 * caller's transaction (the back office records its audit row in it; a supplier's published plan
 * makes its offers and hosts in its own) and answers the row before and after, as plain values for
 * the audit trail. Callers tell the market catalog once the transaction commits: offers changed
 * (`offersChanged`) or stock changed (`invalidate`); other gateways hear of offers from the
 * database's NOTIFY and reread stock within seconds.
 */

type GoodsRow = typeof containerGoods.$inferSelect;
type HostRow = typeof hosts.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
type WindowRow = typeof hostMaintenance.$inferSelect;

/** Rows as the audit trail keeps them: instants in Shanghai time. */
const snapshot = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? toShanghaiIso(value) : value]));

export interface Change<T> {
  before: T | null;
  after: T | null;
}

async function requireRegion(tx: Tx, code: string): Promise<void> {
  const [region] = await tx.select({ code: regions.code }).from(regions).where(eq(regions.code, code));
  if (!region) throw paramError('regionCode', '地域不存在');
}

// ---- Goods --------------------------------------------------------------------------------

export interface NewGoods extends GoodsAddInput {
  status?: GoodsSaleStatus;
  supplierUserId?: number | null;
  planId?: number | null;
}

/** A new offer with its first spec and that spec's ranges (checked to cover the day exactly once). */
export async function createGoods(tx: Tx, input: NewGoods): Promise<{ goods: Record<string, unknown>; goodsId: number; specId: number }> {
  const ranges = parseRanges(input.timeRanges);
  await requireRegion(tx, input.regionCode);
  const { specName, timeRanges: _ranges, ...columns } = input;
  const [goods] = await tx.insert(containerGoods).values(columns).returning();
  const [spec] = await tx.insert(goodsSpecs).values({ goodsId: goods!.id, name: specName }).returning({ id: goodsSpecs.id });
  await tx
    .insert(specTimeRanges)
    .values(ranges.map((range) => ({ specId: spec!.id, beginMinute: range.beginMinute, endMinute: range.endMinute, unitPrice: fromMinor(range.unitPrice, PRICE), label: range.label })));
  return { goods: { ...snapshot(goods!), specName, timeRanges: input.timeRanges }, goodsId: goods!.id, specId: spec!.id };
}

async function lockGoods(tx: Tx, id: number): Promise<GoodsRow> {
  const [row] = await tx.select().from(containerGoods).where(eq(containerGoods.id, id)).for('update');
  if (!row) throw notFound('商品不存在');
  return row;
}

/** Edit an offer's columns (its prices are edited per spec, see price-schedules.ts). */
export async function updateGoods(tx: Tx, id: number, patch: GoodsUpdateInput): Promise<Change<Record<string, unknown>>> {
  const before = await lockGoods(tx, id);
  if (patch.regionCode !== undefined) await requireRegion(tx, patch.regionCode);
  const [after] = await tx.update(containerGoods).set(patch).where(eq(containerGoods.id, id)).returning();
  return { before: snapshot(before), after: snapshot(after!) };
}

/**
 * Put an offer on or off sale. Off sale, it leaves the listing and takes no new orders; instances
 * already running on it keep running and billing as before. Answers null when it already was.
 */
export async function setGoodsStatus(tx: Tx, id: number, status: GoodsSaleStatus): Promise<Change<{ status: GoodsSaleStatus }> | null> {
  const before = await lockGoods(tx, id);
  if (before.status === status) return null;
  await tx.update(containerGoods).set({ status }).where(eq(containerGoods.id, id));
  return { before: { status: before.status }, after: { status } };
}

// ---- Regions ------------------------------------------------------------------------------

export async function createRegion(tx: Tx, input: RegionRow): Promise<RegionRow> {
  const [row] = await tx.insert(regions).values(input).onConflictDoNothing().returning();
  if (!row) throw paramError('code', '地域编码已存在');
  return row;
}

export async function updateRegion(tx: Tx, code: string, patch: RegionUpdateBody): Promise<Change<RegionRow>> {
  const [before] = await tx.select().from(regions).where(eq(regions.code, code)).for('update');
  if (!before) throw notFound('地域不存在');
  const [after] = await tx.update(regions).set(patch).where(eq(regions.code, code)).returning();
  return { before, after: after! };
}

// ---- Hosts --------------------------------------------------------------------------------

export interface NewHost {
  goodsId: number;
  name: string;
  sshHost: string;
  gpuTotal: number;
  status?: HostStatus;
  supplierUserId?: number | null;
  planId?: number | null;
  machineKey?: string | null;
}

export async function addHost(tx: Tx, input: NewHost): Promise<HostRow> {
  const [goods] = await tx.select({ id: containerGoods.id }).from(containerGoods).where(eq(containerGoods.id, input.goodsId));
  if (!goods) throw paramError('goodsId', '商品不存在');
  const [row] = await tx.insert(hosts).values(input).returning();
  return row!;
}

async function lockHost(tx: Tx, id: number): Promise<HostRow> {
  const [row] = await tx.select().from(hosts).where(eq(hosts.id, id)).for('update');
  if (!row) throw notFound('主机不存在');
  return row;
}

/**
 * Edit a host. Its capacity cannot go below the cards in use: the row is locked first, so an order
 * taking cards at the same moment waits for this and then sees the new total.
 */
export async function updateHost(tx: Tx, id: number, patch: { name?: string; sshHost?: string; gpuTotal?: number }): Promise<Change<HostRow>> {
  const before = await lockHost(tx, id);
  if (patch.gpuTotal !== undefined && patch.gpuTotal < before.gpuUsed) {
    throw paramError('gpuTotal', `总卡数不能少于正在使用的 ${before.gpuUsed} 卡`);
  }
  const [after] = await tx.update(hosts).set(patch).where(eq(hosts.id, id)).returning();
  return { before, after: after! };
}

/**
 * Take a host out (maintenance) or bring it back (online). What runs on it keeps running; a host
 * in maintenance takes no new cards. The change is kept in the host's state history, caused by
 * the platform. Answers null when it already was.
 */
export async function setHostStatus(tx: Tx, clock: Clock, id: number, status: 'online' | 'maintenance', note = ''): Promise<Change<{ status: HostStatus }> | null> {
  const before = await lockHost(tx, id);
  if (before.status === status) return null;
  if (before.status === 'offline') throw new BizError(Code.ERROR, '该主机已被供应商下线，不能由平台上线或维护');
  await tx.update(hosts).set({ status }).where(eq(hosts.id, id));
  await tx.insert(hostStatusEvents).values({ hostId: id, state: status, cause: status === 'maintenance' ? 'platform' : null, note, at: clock.now() });
  return { before: { status: before.status }, after: { status } };
}

// ---- Maintenance windows ------------------------------------------------------------------

const windowView = (row: WindowRow) => ({ hostId: row.hostId, startsAt: toShanghaiIso(row.startsAt), endsAt: toShanghaiIso(row.endsAt), note: row.note });

/** Plan a window in which the host takes no new orders. It may not end in the past, nor overlap another of the host's. */
export async function planMaintenance(
  tx: Tx,
  clock: Clock,
  input: { hostId: number; startsAt: Date; endsAt: Date; note: string; actorId: number },
): Promise<{ id: number; after: ReturnType<typeof windowView> }> {
  const now = clock.now();
  await lockHost(tx, input.hostId);
  if (input.endsAt <= input.startsAt) throw paramError('endsAt', '结束时间须晚于开始时间');
  if (input.endsAt <= now) throw paramError('endsAt', '结束时间须晚于当前时间');
  const [clash] = await tx
    .select()
    .from(hostMaintenance)
    .where(and(eq(hostMaintenance.hostId, input.hostId), lt(hostMaintenance.startsAt, input.endsAt), gt(hostMaintenance.endsAt, input.startsAt)))
    .limit(1);
  if (clash) throw paramError('startsAt', `与已计划的维护 ${formatDateTime(clash.startsAt)}–${formatDateTime(clash.endsAt)} 重叠`);
  const [row] = await tx
    .insert(hostMaintenance)
    .values({ hostId: input.hostId, startsAt: input.startsAt, endsAt: input.endsAt, note: input.note, createdBy: input.actorId, createdAt: now })
    .returning();
  return { id: row!.id, after: windowView(row!) };
}

/**
 * Call a window off: one that has not begun is removed; one under way ends now (and stays in the
 * record); one that has ended cannot be changed.
 */
export async function cancelMaintenance(tx: Tx, clock: Clock, id: number): Promise<Change<ReturnType<typeof windowView>>> {
  const now = clock.now();
  const [row] = await tx.select().from(hostMaintenance).where(eq(hostMaintenance.id, id)).for('update');
  if (!row) throw notFound('维护计划不存在');
  if (row.endsAt <= now) throw new BizError(Code.ERROR, '该维护已结束，不能取消');
  if (row.startsAt >= now) {
    await tx.delete(hostMaintenance).where(eq(hostMaintenance.id, id));
    return { before: windowView(row), after: null };
  }
  const [ended] = await tx.update(hostMaintenance).set({ endsAt: now }).where(eq(hostMaintenance.id, id)).returning();
  return { before: windowView(row), after: windowView(ended!) };
}
