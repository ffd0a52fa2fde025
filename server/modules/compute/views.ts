import { eq, sql } from 'drizzle-orm';
import type { Instance, PrivateImage } from '../../../src/shared/contracts/compute';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { dayFen, rangeAt, segmentFen } from '../../../src/shared/core/tidal';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { billLines, containerGoods, hosts, images, instances, regions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import type { RowOf } from '../../lib/paging';
import { planFen, planFor } from './billing/metering';
import { AUTO_RELEASE_DAYS, storageRanges } from './billing/rates';
import { loadSpecs } from '../market/queries';

/** How the caller's instances and images are answered: the joined instance query and the views built from it. */

/** A sum of money columns as SQL answers it ("0", "8.72"), as the wire's two places. */
export const money = (sum: string) => fromMinor(toMinor(sum));

/** Columns of the instance view, joined in one query. */
const instanceColumns = {
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

export function instanceQuery(db: Db) {
  return db
    .select(instanceColumns)
    .from(instances)
    .innerJoin(containerGoods, eq(containerGoods.id, instances.goodsId))
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .leftJoin(images, eq(images.id, instances.imageId))
    .$dynamic();
}

type InstanceJoin = RowOf<typeof instanceQuery>;

/** Price now, what it has cost (billed plus accrued since the last bill), access, and storage cost while stopped. */
export async function instanceViews(db: Db, clock: Clock, rows: InstanceJoin[]): Promise<Instance[]> {
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
      costSoFar: fromMinor(toMinor(row.billedAmount) + accrued),
      sshCommand: `ssh -p ${i.sshPort} root@${row.sshHost}`,
      jupyterUrl: `https://${row.sshHost}:${i.sshPort + 10000}/lab?token=${i.jupyterToken}`,
      createdAt: toShanghaiIso(i.createdAt),
      startedAt: isoOrNull(i.startedAt),
      stoppedAt: isoOrNull(i.stoppedAt),
      expiresAt: isoOrNull(i.expiresAt),
      autoReleaseAt: stopped && i.stoppedAt ? toShanghaiIso(new Date(i.stoppedAt.getTime() + AUTO_RELEASE_DAYS * DAY)) : null,
      stoppedDailyCost: stopped ? fromMinor(dayFen(storageRanges(row.storage), 1)) : null,
      storageDailyCost: fromMinor(dayFen(storageRanges(row.storage), 1)),
    };
  });
}

export function imageView(image: typeof images.$inferSelect, sourceInstanceName: string | null): PrivateImage {
  return {
    id: image.id,
    name: image.name,
    framework: image.framework,
    sizeGb: image.sizeGb,
    saveState: image.saveState,
    sourceInstanceId: image.sourceInstanceId,
    sourceInstanceName,
    createdAt: toShanghaiIso(image.createdAt),
  };
}

