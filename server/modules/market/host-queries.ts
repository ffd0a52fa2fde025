import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminHost, AdminHostQuery, MaintenanceQuery, MaintenanceState, MaintenanceWindow } from '../../../src/shared/contracts/goods';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { containerGoods, hostMaintenance, hosts, instances, regions } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { int, likeContains } from '../../lib/sql';
import { creator, creatorColumns, goodsName, personOf } from './goods-queries';

/*
 * 管理 › 商品与价格, its reads of hosts and their maintenance windows: one query per list, and one
 * more for the windows of a page of hosts.
 */

// ---- Hosts --------------------------------------------------------------------------------

/** Hosts with their offer and region, whether a window holds them at `now`, and what runs on them. */
const hostSelect = (db: Db, now: Date) =>
  db
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
type HostListRow = RowOf<typeof hostSelect>;

/** The window in force now or the next one, for each host: one query for a page of hosts. */
async function nextWindows(db: Db, now: Date, hostIds: number[]) {
  const result = new Map<number, AdminHost['nextMaintenance']>();
  if (hostIds.length === 0) return result;
  const rows = await db
    .select()
    .from(hostMaintenance)
    .where(and(inArray(hostMaintenance.hostId, hostIds), gt(hostMaintenance.endsAt, now)))
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

export async function hostPage(db: Db, now: Date, q: z.infer<typeof AdminHostQuery>) {
  const where = and(
    q.goodsId ? eq(hosts.goodsId, q.goodsId) : undefined,
    q.regionCode ? eq(containerGoods.regionCode, q.regionCode) : undefined,
    q.status ? eq(hosts.status, q.status) : undefined,
    q.keyword ? or(ilike(hosts.name, likeContains(q.keyword)), ilike(hosts.sshHost, likeContains(q.keyword)), ilike(containerGoods.aliasGpuType, likeContains(q.keyword))) : undefined,
  );
  const order = orderBy(q, { id: hosts.id, name: hosts.name, gpuTotal: hosts.gpuTotal, gpuUsed: hosts.gpuUsed }, asc(hosts.id));
  const page = await paginate(db, hostSelect(db, now).where(where).orderBy(order, asc(hosts.id)).$dynamic(), q);
  const next = await nextWindows(db, now, page.records.map((row) => row.host.id));
  return { ...page, records: page.records.map((row) => hostView(row, next.get(row.host.id) ?? null)) };
}

export async function hostDetail(db: Db, now: Date, id: number): Promise<AdminHost> {
  const [row] = await hostSelect(db, now).where(eq(hosts.id, id));
  if (!row) throw notFound('主机不存在');
  return hostView(row, (await nextWindows(db, now, [id])).get(id) ?? null);
}

// ---- Maintenance windows ------------------------------------------------------------------

const windowSelect = (db: Db) =>
  db
    .select({ window: hostMaintenance, hostName: hosts.name, goodsId: containerGoods.id, goodsName, regionName: regions.name, creator: creatorColumns })
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

export async function maintenancePage(db: Db, now: Date, q: z.infer<typeof MaintenanceQuery>) {
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
  const page = await paginate(db, windowSelect(db).where(where).orderBy(order, desc(hostMaintenance.id)).$dynamic(), q);
  return { ...page, records: page.records.map((row) => windowView(row, now)) };
}

/** One window, as the list shows it at `now`. */
export async function windowDetail(db: Db, now: Date, id: number): Promise<MaintenanceWindow> {
  const [row] = await windowSelect(db).where(eq(hostMaintenance.id, id));
  if (!row) throw notFound('维护计划不存在');
  return windowView(row, now);
}
