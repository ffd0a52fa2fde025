import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail, ModelFilterOptions, ModelFit, ModelItem, ModelLikeState } from '../../src/shared/contracts/ai';
import { estimateVram, GIB, isCommercialLicense } from '../../src/shared/core/ai';
import { containerGoods, goodsSpecs, specTimeRanges } from '../../server/db/schema';
import { MODEL_SEEDS } from '../../server/seed/ai-models-data';
import { auth, call, createTestApp, login, registerUser } from './helpers';

const OK = 100000;
const PARAM = 50005;
const NO_TOKEN = 50003;
const NOT_FOUND = 100006;

type Page = { records: ModelItem[]; total: number; current: number; size: number; pages: number };
const page = (app: FastifyInstance, query: string) => call<Page>(app, { method: 'GET', url: `/gateway/v1/ai/model/page?${query}` });

/** A 16 GB card on sale (one or two per machine), to prove the fit estimate never lists one that cannot hold the model. */
async function addSixteenGbGoods(app: FastifyInstance, gpuType: string, maxGpuNumber: number, price: string) {
  const [goods] = await app.db
    .insert(containerGoods)
    .values({ regionCode: 'cn-east-1', gpuType, aliasGpuType: `${gpuType} 16G`, gpuTypeMapping: `NVIDIA ${gpuType}`, gpuVram: 16, cpuCore: 8, ramSize: 32, storageSpace: 50, maxGpuNumber, cudaVersion: '12.2', supplier: 'xunmeng', source: 'physical_machine' })
    .returning({ id: containerGoods.id });
  const [spec] = await app.db.insert(goodsSpecs).values({ goodsId: goods!.id, name: '按量计费' }).returning({ id: goodsSpecs.id });
  await app.db.insert(specTimeRanges).values([
    { specId: spec!.id, beginMinute: 480, endMinute: 1320, unitPrice: price, label: 'day' },
    { specId: spec!.id, beginMinute: 1320, endMinute: 480, unitPrice: '0.1000', label: 'night' },
  ]);
  app.market.offersChanged();
  return goods!.id;
}

describe('the AI market: models', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('seeds at least 40 real models whose 可商用 flag follows their licence', async () => {
    expect(MODEL_SEEDS.length).toBeGreaterThanOrEqual(40);
    const all = await page(app, 'size=100');
    expect(all.code).toBe(OK);
    expect(all.data.total).toBe(MODEL_SEEDS.length);
    for (const model of all.data.records) expect(model.commercial).toBe(isCommercialLicense(model.license));
    // Most downloaded first by default, and the paging contract's fields.
    const downloads = all.data.records.map((m) => m.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    const second = await page(app, 'size=10&current=2');
    expect(second.data).toMatchObject({ current: 2, size: 10, total: all.data.total, pages: Math.ceil(all.data.total / 10) });
    expect(second.data.records.map((m) => m.modelId)).toEqual(all.data.records.slice(10, 20).map((m) => m.modelId));
  });

  it('filters by task, library, licence, 可商用, parameters, context, language and keyword, and sorts', async () => {
    const images = await page(app, 'task=text-to-image&size=100');
    expect(images.data.records.length).toBeGreaterThanOrEqual(4);
    expect(images.data.records.every((m) => m.task === 'text-to-image')).toBe(true);
    const diffusers = await page(app, 'library=diffusers&size=100');
    expect(diffusers.data.records.map((m) => m.modelId).sort()).toEqual(images.data.records.map((m) => m.modelId).sort());

    const permissive = await page(app, 'license=apache-2.0,mit&size=100');
    expect(new Set(permissive.data.records.map((m) => m.license))).toEqual(new Set(['apache-2.0', 'mit']));
    const notCommercial = await page(app, 'commercial=false&size=100');
    expect(notCommercial.data.records.map((m) => m.modelId)).toEqual(expect.arrayContaining(['FLUX.1-dev', 'Qwen2.5-3B-Instruct', 'Baichuan2-13B-Chat']));
    expect(notCommercial.data.records.every((m) => !m.commercial)).toBe(true);
    const commercial = await page(app, 'commercial=true&size=100');
    expect(commercial.data.total + notCommercial.data.total).toBe(MODEL_SEEDS.length);

    const mid = await page(app, 'paramsMin=7&paramsMax=9&size=100');
    expect(mid.data.records.every((m) => m.params >= 7e9 && m.params <= 9e9)).toBe(true);
    expect(mid.data.records.map((m) => m.modelId)).toContain('Qwen2.5-7B-Instruct');
    const long = await page(app, 'contextMin=131072&size=100');
    expect(long.data.records.every((m) => (m.contextLength ?? 0) >= 131072)).toBe(true);
    expect(long.data.records.map((m) => m.modelId)).not.toContain('Yi-1.5-9B-Chat');
    const chinese = await page(app, 'language=ja&size=100');
    expect(chinese.data.records.every((m) => m.languages.includes('ja'))).toBe(true);
    const keyword = await page(app, 'keyword=whisper&size=100');
    expect(keyword.data.records.map((m) => m.modelId).sort()).toEqual(['whisper-large-v3', 'whisper-large-v3-turbo', 'whisper-small']);
    // A keyword is text, never a pattern.
    expect((await page(app, 'keyword=%25')).data.total).toBe(0);

    const likes = await page(app, 'orderField=likes&orderSort=desc&size=5');
    expect(likes.data.records[0]!.modelId).toBe('DeepSeek-R1');
    const newest = await page(app, 'orderField=publishTime&orderSort=desc&size=100');
    const times = newest.data.records.map((m) => m.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('keeps "fits one card I can rent here" to models whose FP16 weights and a 4k context fit the largest card on sale', async () => {
    const fits = await page(app, 'fitsOneCard=true&size=100');
    const ids = fits.data.records.map((m) => m.modelId);
    expect(ids).toContain('Qwen2.5-7B-Instruct');
    expect(ids).toContain('Qwen2.5-32B-Instruct'); // 75 GB: an H20's 96 GB holds it
    expect(ids).not.toContain('Llama-3.1-70B-Instruct');
    expect(ids).not.toContain('DeepSeek-V3');
    for (const model of fits.data.records) {
      const seed = MODEL_SEEDS.find((s) => s.modelId === model.modelId)!;
      const need = estimateVram({ params: seed.params, layers: seed.layers ?? null, kvHeads: seed.kvHeads ?? null, headDim: seed.headDim ?? null }, 'fp16', 4096, 1);
      expect(need.totalBytes).toBeLessThanOrEqual(96 * GIB);
    }
  });

  it('validates the bounds of every parameter with 50005', async () => {
    for (const query of ['size=101', 'size=0', 'current=0', 'current=abc', 'orderField=name', 'orderSort=up', 'task=poetry', 'license=gpl-9', 'commercial=maybe', 'paramsMin=-1', 'paramsMin=9&paramsMax=1', 'contextMin=0', 'language=ZH;drop', `keyword=${'x'.repeat(65)}`]) {
      expect((await page(app, query)).code, query).toBe(PARAM);
    }
    const fit = (q: string) => call(app, { method: 'GET', url: `/gateway/v1/ai/model/fit/Qwen2.5-7B-Instruct?${q}` });
    for (const query of ['contextLength=0', 'contextLength=2000000', 'batch=0', 'batch=257', 'batch=1.5']) expect((await fit(query)).code, query).toBe(PARAM);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/ai/model/detail/..%2Fetc' })).code).toBe(PARAM);
  });

  it('answers 100006 for a model that does not exist', async () => {
    const token = await login(app, 'demo_renter');
    expect((await call(app, { method: 'GET', url: '/gateway/v1/ai/model/detail/No-Such-Model' })).code).toBe(NOT_FOUND);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/ai/model/fit/No-Such-Model' })).code).toBe(NOT_FOUND);
    expect((await call(app, { method: 'POST', url: '/gateway/v1/ai/model/like/No-Such-Model', headers: auth(token) })).code).toBe(NOT_FOUND);
  });

  it('opens a model card with its architecture, README and files', async () => {
    const detail = await call<ModelDetail>(app, { method: 'GET', url: '/gateway/v1/ai/model/detail/Llama-3.1-8B-Instruct' });
    expect(detail.code).toBe(OK);
    expect(detail.data).toMatchObject({ publisher: 'meta-llama', license: 'llama3.1', commercial: true, layers: 32, kvHeads: 8, headDim: 128, contextLength: 131072 });
    expect(detail.data.readme).toContain('# Llama-3.1-8B-Instruct');
    const shards = detail.data.files.filter((f) => f.name.endsWith('.safetensors'));
    expect(shards.length).toBe(4);
    expect(shards.reduce((sum, f) => sum + f.size, 0)).toBe(Math.round(8.03e9 * 2));
    for (const file of detail.data.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    const options = await call<ModelFilterOptions>(app, { method: 'GET', url: '/gateway/v1/ai/model/filters' });
    expect(options.data.tasks.find((t) => t.value === 'text-generation')!.count).toBeGreaterThan(30);
    expect(options.data.languages.map((l) => l.value)).toContain('zh');
  });

  it('counts a like once per user, even under 20 parallel requests, and takes it back', async () => {
    const url = '/gateway/v1/ai/model/like/Qwen2.5-7B-Instruct';
    expect((await call(app, { method: 'POST', url })).code).toBe(NO_TOKEN);
    const before = (await call<ModelDetail>(app, { method: 'GET', url: '/gateway/v1/ai/model/detail/Qwen2.5-7B-Instruct' })).data.likes;
    const { token } = await registerUser(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<ModelLikeState>(app, { method: 'POST', url, headers: auth(token) })));
    expect(answers.every((a) => a.code === OK && a.data.liked)).toBe(true);
    const after = await call<ModelLikeState>(app, { method: 'GET', url, headers: auth(token) });
    expect(after.data).toEqual({ liked: true, likes: before + 1 });
    expect((await call<ModelDetail>(app, { method: 'GET', url: '/gateway/v1/ai/model/detail/Qwen2.5-7B-Instruct' })).data.likes).toBe(before + 1);
    // A second user counts too; taking a like back twice takes one.
    const other = await login(app, 'demo_supplier');
    expect((await call<ModelLikeState>(app, { method: 'POST', url, headers: auth(other) })).data.likes).toBe(before + 2);
    const unlike = '/gateway/v1/ai/model/unlike/Qwen2.5-7B-Instruct';
    await Promise.all([call(app, { method: 'POST', url: unlike, headers: auth(token) }), call(app, { method: 'POST', url: unlike, headers: auth(token) })]);
    expect((await call<ModelLikeState>(app, { method: 'GET', url, headers: auth(token) })).data).toEqual({ liked: false, likes: before + 1 });
  });

  it('estimates VRAM per precision and lists only goods that hold the model, cheapest first; a 7B in fp16 at 4k never gets one 16 GB card', async () => {
    const single = await addSixteenGbGoods(app, 'T4', 1, '0.5000');
    const pair = await addSixteenGbGoods(app, 'RTX 4080', 2, '0.6000');
    const fit = await call<ModelFit>(app, { method: 'GET', url: '/gateway/v1/ai/model/fit/Qwen2.5-7B-Instruct?contextLength=4096&batch=1' });
    expect(fit.code).toBe(OK);
    const [fp16, int8, int4] = fit.data.estimates;
    expect(fp16!.precision).toBe('fp16');
    // 1.2 × 7.62e9 × 2 + 2 × 2 × 28 × 4 × 128 × 4096 × 1
    expect(fp16!.weightsBytes).toBe(Math.ceil(1.2 * 7.62e9 * 2));
    expect(fp16!.kvCacheBytes).toBe(2 * 2 * 28 * 4 * 128 * 4096);
    expect(fp16!.totalBytes).toBe(fp16!.weightsBytes + fp16!.kvCacheBytes);
    for (const estimate of fit.data.estimates) {
      expect(estimate.goods.length).toBeGreaterThan(0);
      for (const goods of estimate.goods) expect(goods.gpuVram * goods.cards * GIB).toBeGreaterThanOrEqual(estimate.totalBytes);
      const hourly = estimate.goods.map((g) => Number(g.hourlyNow));
      expect(hourly).toEqual([...hourly].sort((a, b) => a - b));
    }
    expect(fp16!.goods.some((g) => g.gpuVram === 16 && g.cards === 1)).toBe(false);
    expect(fp16!.goods.map((g) => g.goodsId)).not.toContain(single);
    // Across the two cards of one machine it fits, at twice the card's price.
    expect(fp16!.goods.find((g) => g.goodsId === pair)).toMatchObject({ cards: 2, hourlyCheapest: '0.2000' });
    expect(int4!.goods.find((g) => g.goodsId === single)).toMatchObject({ cards: 1, cheapestWindow: { beginTime: '22:00', endTime: '08:00', label: 'night' } });
    expect(int8!.totalBytes).toBeLessThan(fp16!.totalBytes);

    const longer = await call<ModelFit>(app, { method: 'GET', url: '/gateway/v1/ai/model/fit/Qwen2.5-7B-Instruct?contextLength=32768&batch=4' });
    expect(longer.data.estimates[0]!.kvCacheBytes).toBe(2 * 2 * 28 * 4 * 128 * 32768 * 4);
    // A text-to-image model has no KV cache.
    const sd = await call<ModelFit>(app, { method: 'GET', url: '/gateway/v1/ai/model/fit/stable-diffusion-xl-base-1.0' });
    expect(sd.data.estimates[0]!.kvCacheBytes).toBe(0);
  });
});
