import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasetFileStats } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { auth, call, createTestApp, login } from './helpers';

/**
 * 管理 › 内容 › 数据集 (issue 22, back office): dataset cards with one uploaded file per split
 * (CSV, JSONL, Parquet) read by DuckDB at upload, whose viewer statistics are stored for the new
 * version; publishing goes through the review centre (kind `dataset`).
 */
const clock = new ManualClock('2026-11-25T10:00:00+08:00');
let app: FastifyInstance;
let operator: string;
let renter: string;
beforeAll(async () => {
  app = await createTestApp({ clock });
  operator = await login(app, 'demo_operator');
  renter = await login(app, 'demo_renter');
});

interface Dataset {
  id: number;
  datasetId: string;
  status: string;
  rows: number;
  review: { itemId: number; status: string; reason: string | null } | null;
  files: { id: number; name: string; split: string; format: string; size: number; sha256: string; rows: number; statsReady: boolean }[];
}

let counter = 0;
const fields = (overrides: Record<string, unknown> = {}) => ({
  datasetId: `walk-reviews-${(counter += 1)}`,
  publisher: 'suanli-lab',
  name: `商品评论情感 ${counter}`,
  summary: '电商评论与情感标签，用于文本分类。',
  task: 'text-classification',
  modality: 'text',
  license: 'cc-by-4.0',
  languages: ['zh'],
  tags: ['sentiment'],
  readme: '# 商品评论情感\n\n字段：text、label、stars。',
  ...overrides,
});
const CSV = Buffer.from(['text,label,stars', ...Array.from({ length: 120 }, (_, i) => `"评论 ${i}，${i % 3 ? '很好' : '一般'}",${i % 3 ? 'positive' : 'negative'},${(i % 5) + 1}`)].join('\n'));
const JSONL = Buffer.from(Array.from({ length: 30 }, (_, i) => JSON.stringify({ question: `问题 ${i}`, answer: `答案 ${i}`, score: i / 10 })).join('\n'));

/** A Parquet file of these JSON lines, written by DuckDB (as the seed writes its Parquet files). */
async function parquetOf(lines: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'walk-parquet-'));
  try {
    await writeFile(path.join(dir, 'in.jsonl'), lines);
    const duck = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
    const connection = await duck.connect();
    await connection.run(`COPY (SELECT * FROM read_json('${path.join(dir, 'in.jsonl')}', format = 'newline_delimited')) TO '${path.join(dir, 'out.parquet')}' (FORMAT parquet)`);
    connection.closeSync();
    return await readFile(path.join(dir, 'out.parquet'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const admin = <T = Dataset>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = operator) =>
  call<T>(app, { method, url: `/gateway/v1/datasetAdmin${url}`, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const upload = (id: number, split: string, fileName: string, bytes: Buffer, token = operator) =>
  call<Dataset>(app, {
    method: 'POST',
    url: `/gateway/v1/datasetAdmin/file/${id}?split=${encodeURIComponent(split)}&fileName=${encodeURIComponent(fileName)}`,
    headers: { ...auth(token), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const draft = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin('POST', '/add', fields(overrides));
  expect(res.code, res.msg).toBe(100000);
  return res.data;
};
async function approve(dataset: Dataset) {
  const page = await call<{ records: { id: number; subjectId: string }[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?kind=dataset&status=pending&size=100', headers: auth(operator) });
  const item = page.data.records.find((r) => r.subjectId === String(dataset.id))!;
  return call(app, { method: 'POST', url: `/gateway/v1/review/approve/${item.id}`, headers: auth(operator), payload: {} });
}

describe('a dataset draft', () => {
  it('takes a file per split: SHA-256 and rows from the gateway, statistics stored for the version at once', async () => {
    const dataset = await draft();
    const train = await upload(dataset.id, 'train', 'train.csv', CSV);
    expect(train.code, train.msg).toBe(100000);
    expect(train.data.files).toEqual([
      { id: expect.any(Number), name: 'train.csv', split: 'train', format: 'csv', size: CSV.length, sha256: createHash('sha256').update(CSV).digest('hex'), rows: 120, statsReady: true },
    ]);
    const test = await upload(dataset.id, 'test', 'test.jsonl', JSONL);
    expect(test.data.files.map((f) => [f.split, f.format, f.rows])).toEqual([
      ['train', 'csv', 120],
      ['test', 'jsonl', 30],
    ]);
    expect(test.data.rows).toBe(150);
    const bytes = await parquetOf(JSONL);
    const withParquet = await upload(dataset.id, 'validation', 'validation.parquet', bytes);
    expect(withParquet.code, withParquet.msg).toBe(100000);
    expect(withParquet.data.files.find((f) => f.split === 'validation')).toMatchObject({ format: 'parquet', rows: 30, statsReady: true });
    // A new version of a split replaces its file.
    const replaced = await upload(dataset.id, 'test', 'test.jsonl', Buffer.from(JSONL.toString().split('\n').slice(0, 10).join('\n')));
    expect(replaced.data.files.find((f) => f.split === 'test')!.rows).toBe(10);
    expect(replaced.data.rows).toBe(160);
    const removed = await admin('POST', `/removeFile/${dataset.id}`, { fileId: withParquet.data.files.find((f) => f.split === 'validation')!.id });
    expect(removed.data.files.map((f) => f.split)).toEqual(['train', 'test']);
  });

  it('refuses wrong types, broken files, bad splits, overlong fields and oversized uploads, losing nothing', async () => {
    const dataset = await draft();
    await upload(dataset.id, 'train', 'train.csv', CSV);
    for (const [label, split, name, bytes] of [
      ['an image', 'test', 'test.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      ['a .xlsx file', 'test', 'test.xlsx', Buffer.from('PK')],
      ['binary bytes named .csv', 'test', 'test.csv', Buffer.from([0xff, 0xfe, 0x00, 0x01])],
      ['a JSONL line that is not JSON', 'test', 'test.jsonl', Buffer.from('{"a":1}\nnot json\n')],
      ['a JSONL line that is an array', 'test', 'test.jsonl', Buffer.from('[1,2]\n')],
      ['a fake Parquet file', 'test', 'test.parquet', Buffer.from('PAR1 nothing here PAR1 no')],
      ['a split with a slash', 'a/b', 'test.csv', CSV],
      ['a file name of another split', 'test', 'train.csv', CSV],
      ['an empty file', 'test', 'test.csv', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(dataset.id, split, name, bytes);
      expect(res.code, `${label}: ${res.msg}`).toBe(50005);
    }
    const big = await app.inject({
      method: 'POST',
      url: `/gateway/v1/datasetAdmin/file/${dataset.id}?split=test&fileName=big.csv`,
      headers: { ...auth(operator), 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(32 * 1024 * 1024 + 1, 0x61),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(50005);
    const after = await admin('GET', `/detail/${dataset.id}`);
    expect(after.data.files.map((f) => f.name)).toEqual(['train.csv']);

    for (const [label, body] of [
      ['a 301-char summary', fields({ summary: '长'.repeat(301) })],
      ['a 97-char name', fields({ name: 'n'.repeat(97) })],
      ['an unknown modality', fields({ modality: 'smell' })],
      ['a taken dataset id', fields({ datasetId: dataset.datasetId })],
    ] as const) {
      expect((await admin('POST', '/add', body)).code, label).toBe(50005);
    }
  });

  it('answers 100006 for unknown ids and refuses non-operators', async () => {
    for (const [method, url, body] of [
      ['GET', '/detail/987654321', undefined],
      ['PATCH', '/update/987654321', fields()],
      ['POST', '/submit/987654321', undefined],
      ['POST', '/unpublish/987654321', undefined],
      ['POST', '/removeFile/987654321', { fileId: 1 }],
    ] as const) {
      expect((await admin(method, url, body)).code, url).toBe(100006);
    }
    expect((await upload(987654321, 'train', 'train.csv', CSV)).code).toBe(100006);
    const dataset = await draft();
    expect((await admin('POST', `/submit/${dataset.id}`, undefined, renter)).code).toBe(403);
    expect((await upload(dataset.id, 'train', 'train.csv', CSV, renter)).code).toBe(403);
  });
});

describe('publishing a dataset', () => {
  it('goes through review; the viewer then serves the stored statistics of the uploaded version', async () => {
    const dataset = await draft();
    const empty = await admin('POST', `/submit/${dataset.id}`);
    expect(empty.code).toBe(50005);
    expect(empty.msg).toContain('上传');
    const uploaded = await upload(dataset.id, 'train', 'train.csv', CSV);
    const sha256 = uploaded.data.files[0]!.sha256;
    const [stored] = await app.db.select().from(datasetFileStats).where(eq(datasetFileStats.sha256, sha256));
    expect(stored?.rows).toBe(120);

    expect((await admin('POST', `/submit/${dataset.id}`)).data.status).toBe('PENDING');
    expect((await call(app, { method: 'GET', url: `/gateway/v1/dataset/detail/${dataset.datasetId}` })).code).toBe(100006);
    expect((await approve(dataset)).code).toBe(100000);
    expect((await admin('GET', `/detail/${dataset.id}`)).data).toMatchObject({ status: 'PUBLISH', review: { status: 'approved' } });

    clock.advance(60_000);
    const stats = await call<{ sha256: string; rows: number; computedAt: string; columns: { name: string; kind: string }[] }>(app, {
      method: 'GET',
      url: `/gateway/v1/dataset/statistics/${dataset.datasetId}?split=train`,
    });
    expect(stats.code, stats.msg).toBe(100000);
    expect(stats.data).toMatchObject({ sha256, rows: 120 });
    expect(new Date(stats.data.computedAt).getTime()).toBe(stored!.computedAt.getTime());
    expect(stats.data.columns.map((c) => [c.name, c.kind])).toEqual([
      ['text', 'text'],
      ['label', 'label'],
      ['stars', 'number'],
    ]);
    const rows = await call<{ rows: unknown[] }>(app, { method: 'GET', url: `/gateway/v1/dataset/rows/${dataset.datasetId}?split=train&offset=0&length=5` });
    expect(rows.code, rows.msg).toBe(100000);
    const search = await call<{ records: { datasetId: string }[] }>(app, { method: 'GET', url: `/gateway/v1/dataset/page?keyword=${dataset.datasetId}` });
    expect(search.data.records.map((r) => r.datasetId)).toEqual([dataset.datasetId]);

    // Published: no second submit, no edits, no uploads until unpublished.
    expect((await admin('POST', `/submit/${dataset.id}`)).msg).toContain('无需重复提交');
    expect((await admin('PATCH', `/update/${dataset.id}`, fields({ datasetId: dataset.datasetId }))).msg).toContain('请先下架');
    expect((await upload(dataset.id, 'test', 'test.jsonl', JSONL)).msg).toContain('请先下架');
    expect((await admin('POST', `/unpublish/${dataset.id}`)).data.status).toBe('ARCHIVED');
    expect((await call(app, { method: 'GET', url: `/gateway/v1/dataset/detail/${dataset.datasetId}` })).code).toBe(100006);
    expect((await call(app, { method: 'GET', url: `/gateway/v1/dataset/statistics/${dataset.datasetId}?split=train` })).code).toBe(100006);
  });
});
