import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PRICE, toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { containerGoods, goodsSpecs, hosts, regions, specTimeRanges } from '../../db/schema';
import { int } from '../../lib/sql';
import { hostTakesCards } from './inventory';
import type { Listing, Spec, Stock } from './offers';

/*
 * The market's reads of its own tables, SQL only: the catalog loads its cache with them and the
 * repository its fresh reads, so both sit above this file.
 */

/** Load the specs of some goods in one query (no N+1). */
export async function loadSpecs(db: Db | Tx, goodsIds: number[]): Promise<Map<number, Spec[]>> {
  const result = new Map<number, Spec[]>();
  if (goodsIds.length === 0) return result;
  const rows = await db
    .select({
      goodsId: goodsSpecs.goodsId,
      specId: goodsSpecs.id,
      name: goodsSpecs.name,
      beginMinute: specTimeRanges.beginMinute,
      endMinute: specTimeRanges.endMinute,
      unitPrice: specTimeRanges.unitPrice,
      label: specTimeRanges.label,
    })
    .from(goodsSpecs)
    .innerJoin(specTimeRanges, eq(specTimeRanges.specId, goodsSpecs.id))
    .where(inArray(goodsSpecs.goodsId, goodsIds))
    .orderBy(asc(goodsSpecs.id), asc(specTimeRanges.beginMinute));
  for (const row of rows) {
    const specs = result.get(row.goodsId) ?? [];
    let spec = specs.find((s) => s.specId === row.specId);
    if (!spec) {
      spec = { specId: row.specId, name: row.name, ranges: [] };
      specs.push(spec);
      result.set(row.goodsId, specs);
    }
    spec.ranges.push({ beginMinute: row.beginMinute, endMinute: row.endMinute, unitPrice: toMinor(row.unitPrice, PRICE), label: row.label });
  }
  return result;
}

/** On-sale offers (all, or the given ids) with their region and specs, in two queries. */
export async function loadListings(db: Db, ids?: number[]): Promise<Listing[]> {
  const rows = await db
    .select({
      id: containerGoods.id,
      regionCode: containerGoods.regionCode,
      areaInfo: regions.name,
      city: regions.city,
      gpuType: containerGoods.gpuType,
      aliasGpuType: containerGoods.aliasGpuType,
      gpuTypeMapping: containerGoods.gpuTypeMapping,
      gpuVram: containerGoods.gpuVram,
      cpuCore: containerGoods.cpuCore,
      ramSize: containerGoods.ramSize,
      storageSpace: containerGoods.storageSpace,
      maxGpuNumber: containerGoods.maxGpuNumber,
      cudaVersion: containerGoods.cudaVersion,
      supplier: containerGoods.supplier,
      source: containerGoods.source,
      homeTag: containerGoods.homeTag,
    })
    .from(containerGoods)
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .where(and(eq(containerGoods.status, 'on_sale'), ids ? inArray(containerGoods.id, ids) : undefined))
    .orderBy(asc(containerGoods.id));
  if (rows.length === 0) return [];
  const specs = await loadSpecs(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, specs: specs.get(row.id) ?? [] }));
}

/** The free cards of hosts that take cards at `now` (of all offers, or of the given ids), in one query. */
export async function loadStock(db: Db, now: Date, ids?: number[]): Promise<Stock> {
  const rows = await db
    .select({
      goodsId: hosts.goodsId,
      free: int(sql`sum(${hosts.gpuTotal} - ${hosts.gpuUsed})`),
      maxFree: int(sql`max(${hosts.gpuTotal} - ${hosts.gpuUsed})`),
    })
    .from(hosts)
    .where(and(hostTakesCards(now), ids ? inArray(hosts.goodsId, ids) : undefined))
    .groupBy(hosts.goodsId);
  return new Map(rows.map((row) => [row.goodsId, { free: row.free, maxFree: row.maxFree }]));
}
