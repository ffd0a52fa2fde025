import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail, DatasetPage, DatasetRows, DatasetStats, DownloadLink } from '../../src/shared/contracts/dataset';
import { datasetFileStats } from '../../server/db/schema';
import { MemoryStorage } from '../../server/lib/storage';
import { DATASET_SEEDS } from '../../server/seed/dataset-catalogue';
import { Draw, prng, type Row } from '../../server/seed/dataset-generators';
import { seedDatasets } from '../../server/seed/seed-datasets';
import { call, createTestApp, login } from './helpers';

const REVIEWS = 'amazon_reviews_multi_zh';
const storage = new MemoryStorage();
let app: FastifyInstance;
let token: string;
/** The 10,000-row file's rows, drawn again from the seed's generator: what every answer is checked against. */
let reviews: Row[];

const rows = (query: string) => call<DatasetRows>(app, { method: 'GET', url: `/gateway/v1/dataset/rows/${REVIEWS}?split=train&${query}` });
const detail = async (id = REVIEWS) => (await call<DatasetDetail>(app, { method: 'GET', url: `/gateway/v1/dataset/detail/${id}` })).data;
const download = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  app = await createTestApp({ storage });
  await seedDatasets(app.db, storage);
  token = await login(app, 'demo_renter');
  const seed = DATASET_SEEDS.find((s) => s.datasetId === REVIEWS)!;
  reviews = seed.files[0]!.rows(new Draw(prng(`${seed.publisher}/${seed.datasetId}/train`)));
});

describe('the dataset catalogue', () => {
  it('lists the seeded datasets with filters by task, modality, licence, language and size', async () => {
    const all = await call<DatasetPage>(app, { method: 'GET', url: '/gateway/v1/dataset/page?current=1&size=100' });
    expect(all.data.total).toBeGreaterThanOrEqual(10);
    const zhText = await call<DatasetPage>(app, { method: 'GET', url: '/gateway/v1/dataset/page?current=1&size=100&task=text-classification&language=zh&modality=text' });
    expect(zhText.data.records.map((r) => r.datasetId).sort()).toEqual(['HC3-Chinese', REVIEWS, 'tnews'].sort());
    const tiny = await call<DatasetPage>(app, { method: 'GET', url: '/gateway/v1/dataset/page?current=1&size=100&sizeCategory=n%3C1K' });
    expect(tiny.data.records.map((r) => r.datasetId)).toEqual(['iris']);
    const cc0 = await call<DatasetPage>(app, { method: 'GET', url: '/gateway/v1/dataset/page?current=1&size=100&license=cc0-1.0&orderField=rows&orderSort=desc' });
    expect(cc0.data.records.map((r) => r.datasetId)).toEqual(['california_housing', 'iris']);
  });

  it('shows a dataset card with its splits and each file with size and SHA-256 of the stored bytes', async () => {
    const card = await detail();
    expect(card.splits).toEqual(['train', 'test']);
    const train = card.files.find((f) => f.split === 'train')!;
    expect(train).toMatchObject({ name: 'train.parquet', format: 'parquet', rows: 10_000 });
    expect(card.readme).toContain('review_body');
  });

  it('answers 100006 for an unknown dataset, split, file or column', async () => {
    expect((await call(app, { method: 'GET', url: '/gateway/v1/dataset/detail/no-such-dataset' })).code).toBe(100006);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/dataset/rows/no-such-dataset?split=train' })).code).toBe(100006);
    expect((await rows('offset=0').then(() => call(app, { method: 'GET', url: `/gateway/v1/dataset/rows/${REVIEWS}?split=dev` }))).code).toBe(100006);
    expect((await call(app, { method: 'GET', url: `/gateway/v1/dataset/statistics/${REVIEWS}?split=train&column=nope` })).code).toBe(100006);
    const otherFile = (await detail('iris')).files[0]!.fileId;
    for (const fileId of [otherFile, 99_999_999]) {
      const link = await call(app, { method: 'POST', url: `/gateway/v1/dataset/downloadLink/${REVIEWS}/${fileId}`, headers: { authorization: token } });
      expect(link.code).toBe(100006);
    }
  });
});

describe('the viewer', () => {
  it('pages the 10,000-row file in windows of at most 100 rows, each with its index', async () => {
    const first = await rows('offset=0&limit=100');
    expect(first.code).toBe(100000);
    expect(first.data.total).toBe(10_000);
    expect(first.data.rows.map((r) => r.rowIdx)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(first.data.rows[0]!.row).toEqual(reviews[0]);
    expect(first.data.columns.map((c) => [c.name, c.kind])).toContainEqual(['stars', 'number']);
    const last = await rows('offset=9950&limit=100');
    expect(last.data.rows).toHaveLength(50);
    expect(last.data.rows.at(-1)).toEqual({ rowIdx: 9_999, row: reviews[9_999] });
    expect((await rows('offset=20000')).data.rows).toEqual([]);
  });

  it.each(['limit=101', 'limit=0', 'offset=-1', 'offset=1.5', 'limit=abc', 'offset=100000001'])('refuses %s with 50005', async (query) => {
    const res = await rows(query);
    expect(res.code).toBe(50005);
  });

  it('searches the text columns, case-insensitively', async () => {
    const res = await rows('q=包装破损&limit=100');
    const expected = reviews.filter((r) => [r.review_id, r.product_category, r.review_title, r.review_body].some((v) => typeof v === 'string' && v.includes('包装破损')));
    expect(res.data.total).toBe(expected.length);
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.rows.every((r) => String(r.row.review_body).includes('包装破损'))).toBe(true);
    expect((await rows(`q=${encodeURIComponent('ZH_TRAIN_0000042')}`)).data.rows.map((r) => r.rowIdx)).toEqual([42]);
  });

  it('filters with comparisons, contains, is null, AND/OR/NOT and parentheses', async () => {
    const where = `stars >= 4 and (product_category = '图书' or product_category = '玩具') and not review_title is null`;
    const res = await rows(`where=${encodeURIComponent(where)}&limit=100`);
    const expected = reviews.filter((r) => (r.stars as number) >= 4 && ['图书', '玩具'].includes(r.product_category as string) && r.review_title !== null);
    expect(res.data.total).toBe(expected.length);
    expect(res.data.rows.map((r) => r.row)).toEqual(expected.slice(0, 100));
    const nulls = await rows(`where=${encodeURIComponent('helpful_votes is null and review_body contains \'质量\'')}`);
    expect(nulls.data.total).toBe(reviews.filter((r) => r.helpful_votes === null && String(r.review_body).includes('质量')).length);
  });

  it.each([`x = 1; drop table datasets`, `1=1) or (1=1`, `stars = 1) or (1=1`, `stars = 1 --`, `stars = '1'`, `nope = 1`, `stars in (1,2)`])(
    'refuses the filter %j with 50005 naming where, and runs nothing',
    async (where) => {
      const res = await rows(`where=${encodeURIComponent(where)}`);
      expect(res.code).toBe(50005);
      expect(res.msg).toMatch(/^筛选表达式有误：/);
      expect(res.data).toEqual([{ field: 'where', message: res.msg }]);
      expect((await detail()).datasetId).toBe(REVIEWS);
    },
  );

  it('computes the statistics once per file version, stores them, and answers from the store after', async () => {
    const stats = await call<DatasetStats>(app, { method: 'GET', url: `/gateway/v1/dataset/statistics/${REVIEWS}?split=train` });
    expect(stats.code).toBe(100000);
    const column = (name: string) => stats.data.columns.find((c) => c.name === name)!;
    expect(column('stars').kind).toBe('number');
    expect(column('stars').histogram!.map((b) => b.count)).toEqual([1, 2, 3, 4, 5].map((s) => reviews.filter((r) => r.stars === s).length));
    expect(column('helpful_votes').histogram).toHaveLength(10);
    expect(column('helpful_votes').nulls).toBe(reviews.filter((r) => r.helpful_votes === null).length);
    expect(column('product_category').kind).toBe('label');
    expect(column('product_category').frequencies).toHaveLength(10);
    expect(column('review_body').kind).toBe('text');
    expect(column('review_body').histogram!.reduce((sum, b) => sum + b.count, 0)).toBe(10_000);
    expect(column('review_title').nulls).toBe(reviews.filter((r) => r.review_title === null).length);

    const sha = stats.data.sha256;
    const stored = await app.db.select().from(datasetFileStats).where(eq(datasetFileStats.sha256, sha));
    expect(stored).toHaveLength(1);
    // Mark the stored row: an answer that shows the mark was read from the store, not computed again.
    await app.db.execute(sql`update dataset_file_stats set rows = 4242 where sha256 = ${sha}`);
    const again = await call<DatasetStats>(app, { method: 'GET', url: `/gateway/v1/dataset/statistics/${REVIEWS}?split=train&column=stars` });
    expect(again.data.rows).toBe(4242);
    expect(again.data.computedAt).toBe(stats.data.computedAt);
    expect(again.data.columns.map((c) => c.name)).toEqual(['stars']);
  });
});

describe('downloads', () => {
  const fileUrl = async () => {
    const train = (await detail()).files.find((f) => f.split === 'test')!;
    return { train, url: `/gateway/v1/dataset/file/${REVIEWS}/${train.fileId}` };
  };

  it('need a signed-in user: anonymous is 401, and a bad signature too', async () => {
    const { url } = await fileUrl();
    const anonymous = await download(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 50003 });
    expect((await download(`${url}?expires=${Date.now() + 60_000}&uid=1&sig=forged`)).statusCode).toBe(401);
  });

  it('stream the stored bytes with their SHA-256, and count a download once per start', async () => {
    const { train, url } = await fileUrl();
    const before = (await detail()).downloads;
    const full = await download(url, { authorization: token });
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(Number(full.headers['content-length'])).toBe(train.size);
    expect(createHash('sha256').update(full.rawPayload).digest('hex')).toBe(train.sha256);
    expect((await detail()).downloads).toBe(before + 1);
    // Resuming from the middle is the same download.
    await download(url, { authorization: token, range: 'bytes=100-' });
    expect((await detail()).downloads).toBe(before + 1);
  });

  it('answer a byte range with 206 and the right bytes, and 416 past the end', async () => {
    const { train, url } = await fileUrl();
    const whole = (await download(url, { authorization: token })).rawPayload;
    const part = await download(url, { authorization: token, range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${train.size}`);
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const tail = await download(url, { authorization: token, range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(train.size - 5))).toBe(true);
    const beyond = await download(url, { authorization: token, range: `bytes=${train.size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${train.size}`);
  });

  it('hand a signed-in user a short-lived link the browser can follow and resume without the token', async () => {
    const { train } = await fileUrl();
    const link = await call<DownloadLink>(app, { method: 'POST', url: `/gateway/v1/dataset/downloadLink/${REVIEWS}/${train.fileId}`, headers: { authorization: token } });
    expect(link.data.sha256).toBe(train.sha256);
    const url = link.data.url.replace(/^\/gateway/, '/gateway');
    const resumed = await download(url, { range: 'bytes=0-3' });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.rawPayload.toString()).toBe('revi');
    expect((await call(app, { method: 'POST', url: `/gateway/v1/dataset/downloadLink/${REVIEWS}/${train.fileId}` })).code).toBe(50003);
  });
});
