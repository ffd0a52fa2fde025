import { and, eq, sql } from 'drizzle-orm';
import type { PlatformStats } from '../../../src/shared/contracts/market';
import { PRICE, toMinor } from '../../../src/shared/core/money';
import { discountTenths } from '../../../src/shared/core/tidal';
import type { Db } from '../../db/client';
import { containerGoods, goodsSpecs, resourceSuppliers, specTimeRanges } from '../../db/schema';
import { int } from '../../lib/sql';

/** A price share (0–1) in 折 as the market states it (core/tidal discountTenths): 0.4541 → "4.5", 0.5 → "5". */
export const discountText = (share: number): string => String(discountTenths(share));

/**
 * The figures the public pages state, from the database (issue 25): GPU models and regions of the
 * offers on sale, suppliers that passed review, and the deepest night discount of an offer on sale.
 * The build runs the same over the seed (tests/gateway/platform-stats.test.ts keeps
 * src/storefront/platform-figures.json equal to it).
 */
export async function platformStats(db: Db): Promise<PlatformStats> {
  const onSale = eq(containerGoods.status, 'on_sale');
  const [offers] = await db
    .select({ gpuModels: int(sql`count(distinct ${containerGoods.gpuType})`), regions: int(sql`count(distinct ${containerGoods.regionCode})`) })
    .from(containerGoods)
    .where(onSale);
  const [suppliers] = await db.select({ count: int(sql`count(*)`) }).from(resourceSuppliers).where(eq(resourceSuppliers.status, 'review_pass'));
  const prices = await db
    .select({ specId: goodsSpecs.id, low: sql<string>`min(${specTimeRanges.unitPrice})::text`, high: sql<string>`max(${specTimeRanges.unitPrice})::text` })
    .from(specTimeRanges)
    .innerJoin(goodsSpecs, eq(goodsSpecs.id, specTimeRanges.specId))
    .innerJoin(containerGoods, and(eq(containerGoods.id, goodsSpecs.goodsId), onSale))
    .groupBy(goodsSpecs.id);
  let lowest: number | null = null;
  for (const { low, high } of prices) {
    const share = toMinor(low, PRICE) / toMinor(high, PRICE);
    if (share < 1 && (lowest === null || share < lowest)) lowest = share;
  }
  return { gpuModels: offers?.gpuModels ?? 0, regions: offers?.regions ?? 0, suppliers: suppliers?.count ?? 0, lowestDiscount: lowest === null ? null : discountText(lowest) };
}
