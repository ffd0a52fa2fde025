import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { fromMinor, PRICE } from '../../../src/shared/core/money';
import { dayFen, rangeAt, segmentFen } from '../../../src/shared/core/tidal';
import type { Db } from '../../db/client';
import { billLines, containerGoods, hosts, images, instances, regions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { toShanghaiIso } from '../../lib/time';
import { AUTO_RELEASE_DAYS, storageRanges } from '../billing/rates';
import { planFen, planFor } from '../billing/metering';
import { loadSpecs } from '../market/goods';

const iso = (at: Date | null) => (at ? toShanghaiIso(at) : null);

/** Columns of the instance view, joined in one query. */
const columns = {
  instance: instances,
  gpuType: containerGoods.aliasGpuType,
  gpuVram: containerGoods.gpuVram,
  storage: containerGoods.storageSpace,
  regionCode: containerGoods.regionCode,
  areaInfo: regions.name,
  sshHost: hosts.sshHost,
  imageName: images.name,
  billedAmount: sql<string>`(select coalesce(sum(${billLines.amount}), 0)::text from ${billLines} where ${billLines.instanceId} = ${instances.id})`,
};

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(instances)
    .innerJoin(containerGoods, eq(containerGoods.id, instances.goodsId))
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .leftJoin(images, eq(images.id, instances.imageId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/**
 * What the workbench shows of instances: price now, what it has cost (billed plus accrued since
 * the last bill), the SSH command, and for stopped ones the daily storage cost and auto-release time.
 * The password is not here; it is revealed on demand by its own call.
 */
export async function instanceViews(db: Db, clock: Clock, rows: Row[]) {
  const now = clock.now();
  const specs = await loadSpecs(db, [...new Set(rows.map((r) => r.instance.goodsId))]);
  return rows.map((row) => {
    const i = row.instance;
    const ranges = specs.get(i.goodsId)?.[0]?.ranges ?? [];
    const plan = ranges.length ? planFor(i, ranges, row.storage) : null;
    const accrued = planFen(plan, i.meteredUntil, now);
    const hourly = plan ? segmentFen(rangeAt(plan.ranges, now).unitPrice, plan.cards, 60) : 0;
    const stopped = i.status === 'stopped';
    return {
      id: i.id,
      name: i.name,
      status: i.status,
      pendingAction: i.pendingAction,
      orderBaseId: i.orderId,
      goodsId: i.goodsId,
      gpuType: row.gpuType,
      gpuNumber: i.gpuNumber,
      gpuHeld: i.gpuHeld,
      gpuVram: row.gpuVram,
      regionCode: row.regionCode,
      areaInfo: row.areaInfo,
      billingMode: i.billingMode,
      imageId: i.imageId,
      imageName: row.imageName,
      priceNow: ranges.length ? fromMinor(rangeAt(ranges, now).unitPrice, PRICE) : null,
      hourlyNow: fromMinor(hourly),
      runningSeconds: i.status === 'running' && i.startedAt ? Math.max(0, Math.floor((now.getTime() - i.startedAt.getTime()) / 1000)) : 0,
      costSoFar: fromMinor(Math.round(Number(row.billedAmount) * 100) + accrued),
      sshCommand: `ssh -p ${i.sshPort} root@${row.sshHost}`,
      jupyterUrl: `https://${row.sshHost}:${i.sshPort + 10000}/lab?token=${i.jupyterToken}`,
      createdAt: iso(i.createdAt),
      startedAt: iso(i.startedAt),
      stoppedAt: iso(i.stoppedAt),
      expiresAt: iso(i.expiresAt),
      autoReleaseAt: stopped && i.stoppedAt ? iso(new Date(i.stoppedAt.getTime() + AUTO_RELEASE_DAYS * DAY)) : null,
      stoppedDailyCost: stopped ? fromMinor(dayFen(storageRanges(row.storage), 1)) : null,
    };
  });
}

export type InstanceView = Awaited<ReturnType<typeof instanceViews>>[number];

export async function listInstances(db: Db, userId: number, where: SQL | undefined, page: { current: number; size: number }) {
  const condition = and(eq(instances.userId, userId), sql`${instances.status} <> 'released'`, where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    baseQuery(db)
      .where(condition)
      .orderBy(desc(instances.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ total: sql<number>`count(*)::int` }).from(instances).where(condition),
  ]);
  return { rows, total: Number(total) };
}

export async function instanceView(db: Db, clock: Clock, userId: number, id: number): Promise<InstanceView> {
  const [row] = await baseQuery(db).where(and(eq(instances.id, id), eq(instances.userId, userId)));
  if (!row) throw notFound('实例不存在');
  return (await instanceViews(db, clock, [row]))[0]!;
}
