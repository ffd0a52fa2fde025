// Matching demands to supply at scale (issue 15): 10,000 open demands × 1,000 bare-metal goods on a
// fresh embedded database, timing the matcher (server/modules/demand/matching.ts) on a full rematch
// and on single changes, as the triggers queue them.
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { bareMetalGoods, demandMatches, demands, matchQueue, users } from '../server/db/schema';
import { seed } from '../server/seed/seed';
import { systemClock } from '../server/lib/clock';
import { drainMatching } from '../server/modules/demand/matching';

const MODELS = ['H800', 'A800', 'H20', 'A100', 'L40S', 'RTX 4090', 'RTX 3090', 'V100'];
const REGIONS = ['cn-east-1', 'cn-north-1', 'cn-south-1', 'cn-southwest-1'];
const dateIn = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - start), result };
}

export async function benchMatching(demandCount = 10_000, goodsCount = 1_000) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suanli-match-'));
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    await seed(db);
    const [supplier] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_supplier'));
    const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_renter'));
    const goodsRows = Array.from({ length: goodsCount }, (_, i) => {
      const gpuCount = [1, 4, 8][i % 3]!;
      const month = 400 + ((i * 7919) % 200) * 500;
      return {
        goodsBaseId: `BENCH-BM-${i}`,
        supplierId: supplier!.id,
        title: `bench ${i}`,
        gpuModel: MODELS[i % MODELS.length]!,
        gpuCount,
        gpuVram: 80,
        cpuModel: 'EPYC',
        cpuCores: 64,
        ramGb: 512,
        diskGb: 4000,
        regionCode: REGIONS[i % REGIONS.length]!,
        deliveryLeadDays: 1 + (i % 10),
        stock: 1 + (i % 6),
        priceMonth: month.toFixed(2),
        priceQuarter: (month * 2.85).toFixed(2),
        priceYear: (month * 10.8).toFixed(2),
      };
    });
    for (let i = 0; i < goodsRows.length; i += 500) await db.insert(bareMetalGoods).values(goodsRows.slice(i, i + 500));
    const now = new Date();
    const demandRows = Array.from({ length: demandCount }, (_, i) => ({
      demandGoodsBaseId: `BENCH-XQ-${i}`,
      userId: buyer!.id,
      title: `bench demand ${i}`,
      gpuModels: i % 5 === 0 ? [] : [MODELS[i % MODELS.length]!, MODELS[(i * 3) % MODELS.length]!],
      gpuCount: [1, 4, 8, 16, 32][i % 5]!,
      startDate: dateIn(10 + (i % 30)),
      durationDays: 30,
      regionCode: i % 3 === 0 ? null : REGIONS[i % REGIONS.length]!,
      maxUnitPrice: (1 + (i % 40)).toFixed(4),
      deliveryDeadline: dateIn(3 + (i % 10)),
      contactName: '压测',
      contactPhone: '13800000001',
      status: 'open' as const,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < demandRows.length; i += 1000) await db.insert(demands).values(demandRows.slice(i, i + 1000));

    const [{ queued }] = (await db.select({ queued: sql<number>`count(*)::int` }).from(matchQueue)) as [{ queued: number }];
    const full = await timed(() => drainMatching(db, systemClock));
    const [{ matches }] = (await db.select({ matches: sql<number>`count(*)::int` }).from(demandMatches)) as [{ matches: number }];

    // One good changes (its price): matched again against every open demand.
    const goodsChange = await timed(async () => {
      await db.update(bareMetalGoods).set({ priceMonth: '900.00' }).where(eq(bareMetalGoods.goodsBaseId, 'BENCH-BM-7'));
      return drainMatching(db, systemClock);
    });
    // One demand changes (its maximum): matched again against every good.
    const demandChange = await timed(async () => {
      await db.update(demands).set({ maxUnitPrice: '12.0000' }).where(eq(demands.demandGoodsBaseId, 'BENCH-XQ-11'));
      return drainMatching(db, systemClock);
    });
    // A burst: 50 goods and 50 demands change at once, taken in one run.
    const burst = await timed(async () => {
      await db.execute(sql`update bare_metal_goods set stock = stock + 1 where goods_base_id like 'BENCH-BM-1%' and id % 4 = 0 and id in (select id from bare_metal_goods where goods_base_id like 'BENCH-BM-%' order by id limit 200)`);
      await db.execute(sql`update demands set updated_at = now() where id in (select id from demands where demand_goods_base_id like 'BENCH-XQ-%' order by id limit 50)`);
      return drainMatching(db, systemClock);
    });
    return {
      demands: demandCount,
      goods: goodsCount,
      fullRematch: { changes: queued, ms: full.ms, matches },
      oneGoodsChange: { changes: goodsChange.result, ms: goodsChange.ms },
      oneDemandChange: { changes: demandChange.result, ms: demandChange.ms },
      burst: { changes: burst.result, ms: burst.ms },
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
