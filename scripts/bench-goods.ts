// Fills a bench database with 1,000 market offers (copies of the seeded ones, each with its tidal
// windows and a host), so the market endpoint is measured at a realistic size.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { containerGoods, goodsSpecs, hosts, specTimeRanges } from '../server/db/schema';
import { seed } from '../server/seed/seed';

export async function addBenchGoods(where: { dataDir: string } | { url: string }, total = 1000): Promise<number> {
  const database = await openDatabase('url' in where ? { url: where.url, dataDir: 'unused' } : { dataDir: where.dataDir });
  try {
    const { db } = database;
    await seed(db);
    const templates = await db.select().from(containerGoods).orderBy(asc(containerGoods.id));
    const missing = total - templates.length;
    if (missing <= 0) return templates.length;
    const ranges = await db
      .select({ goodsId: goodsSpecs.goodsId, beginMinute: specTimeRanges.beginMinute, endMinute: specTimeRanges.endMinute, unitPrice: specTimeRanges.unitPrice, label: specTimeRanges.label })
      .from(specTimeRanges)
      .innerJoin(goodsSpecs, eq(goodsSpecs.id, specTimeRanges.specId))
      .where(inArray(goodsSpecs.goodsId, templates.map((t) => t.id)));
    const copies = Array.from({ length: missing }, (_, i) => templates[i % templates.length]!);
    const goods = await db
      .insert(containerGoods)
      .values(copies.map(({ id: _id, createdAt: _c, ...row }, i) => ({ ...row, homeTag: false, sort: 1000 + i })))
      .returning({ id: containerGoods.id });
    const specs = await db
      .insert(goodsSpecs)
      .values(goods.map((g) => ({ goodsId: g.id, name: '按量计费' })))
      .returning({ id: goodsSpecs.id, goodsId: goodsSpecs.goodsId });
    const templateOf = new Map(goods.map((g, i) => [g.id, copies[i]!.id]));
    await db.insert(specTimeRanges).values(
      specs.flatMap((spec) =>
        ranges
          .filter((r) => r.goodsId === templateOf.get(spec.goodsId))
          .map((r, j) => ({ specId: spec.id, beginMinute: r.beginMinute, endMinute: r.endMinute, label: r.label, unitPrice: (Number(r.unitPrice) * (1 + ((spec.id + j) % 7) / 100)).toFixed(4) })),
      ),
    );
    await db.insert(hosts).values(
      goods.map((g, i) => ({ goodsId: g.id, name: `bench-${g.id}`, gpuTotal: 8, gpuUsed: i % 9 === 0 ? 8 : i % 5, sshHost: `bench-${g.id}.ssh.suanli.cn` })),
    );
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(containerGoods)) as [{ count: number }];
    return count;
  } finally {
    await database.close();
  }
}
