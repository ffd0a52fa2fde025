import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { containerGoods } from '../../server/db/schema';
import { discountText } from '../../server/modules/market/platform-stats';
import { call, createTestApp } from './helpers';

/*
 * The figures the public pages state (issue 25: "20+ GPU models" when the market lists 8, "12
 * regions" for 4, "60+ suppliers" for 1, "五折" when 4.5 折 is on sale): the gateway computes them
 * from the database, and the build's figures (src/storefront/platform-figures.json, baked into the
 * prerendered pages) are the same query over the seed. `UPDATE_FIGURES=1` rewrites the file.
 */

interface Stats {
  gpuModels: number;
  regions: number;
  suppliers: number;
  lowestDiscount: string | null;
}
const FIGURES = join(__dirname, '../../src/storefront/platform-figures.json');
let app: FastifyInstance;
const stats = async () => (await call<Stats>(app, { method: 'GET', url: '/gateway/v1/platform/stats' })).data;
const one = async (query: string) => ((await app.db.execute(sql.raw(query))) as unknown as { rows: { n: string | number }[] }).rows[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
});

describe('platform figures, from the data', () => {
  it('counts what is on sale, for anyone, without signing in', async () => {
    const res = await call<Stats>(app, { method: 'GET', url: '/gateway/v1/platform/stats' });
    expect(res.code).toBe(100000);
    expect(res.data.gpuModels).toBe(Number(await one(`select count(distinct gpu_type) as n from container_goods where status = 'on_sale'`)));
    expect(res.data.regions).toBe(Number(await one(`select count(distinct region_code) as n from container_goods where status = 'on_sale'`)));
    expect(res.data.suppliers).toBe(Number(await one(`select count(*) as n from resource_suppliers where status = 'review_pass'`)));
    // The deepest discount: the cheapest window's price over the dearest, of the offer where it is lowest.
    const share = Number(
      await one(`select min(low / high) as n from (select min(r.unit_price) as low, max(r.unit_price) as high from spec_time_ranges r join goods_specs s on s.id = r.spec_id join container_goods g on g.id = s.goods_id and g.status = 'on_sale' group by s.id) t where low < high`),
    );
    expect(res.data.lowestDiscount).toBe(discountText(share));
    // The demo market: 8 GPU models in 4 regions, as /gpu-market lists them; no "20+" or "12".
    expect(res.data).toMatchObject({ gpuModels: 8, regions: 4 });
  });

  it('are the figures the build bakes into the prerendered pages (the same query over the seed)', async () => {
    const answer = await stats();
    if (process.env.UPDATE_FIGURES) writeFileSync(FIGURES, `${JSON.stringify(answer, null, 2)}\n`);
    expect(JSON.parse(readFileSync(FIGURES, 'utf8')), 'src/storefront/platform-figures.json is stale: run with UPDATE_FIGURES=1').toEqual(answer);
  });

  it('follow the data at once: an offer taken off sale leaves the figures (the read cache lets go)', async () => {
    const before = await stats();
    const [h20] = await app.db.select({ id: containerGoods.id }).from(containerGoods).where(eq(containerGoods.gpuType, 'H20'));
    expect(h20).toBeDefined();
    await app.db.update(containerGoods).set({ status: 'off_sale' }).where(eq(containerGoods.gpuType, 'H20'));
    expect((await stats()).gpuModels).toBe(before.gpuModels - 1);
    await app.db.update(containerGoods).set({ status: 'on_sale' }).where(eq(containerGoods.gpuType, 'H20'));
    expect(await stats()).toEqual(before);
  });

  it('say a discount in 折 to one place, as the market offers do', () => {
    expect(discountText(0.5)).toBe('5');
    expect(discountText(0.45)).toBe('4.5');
    expect(discountText(0.4541)).toBe('4.5');
    expect(discountText(0.9)).toBe('9');
  });
});
