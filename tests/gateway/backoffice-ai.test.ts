import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/lib/clock';
import { auth, call, createTestApp, login } from './helpers';

/**
 * 管理 › 内容 › 模型 (issue 22, back office): operators write model cards and upload their files;
 * publishing goes through the review centre (kind `model`); only published models are public.
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

interface Model {
  id: number;
  modelId: string;
  status: string;
  commercial: boolean;
  publishTime: string | null;
  readme: string;
  review: { itemId: number; status: string; reason: string | null } | null;
  files: { id: number; name: string; size: number; sha256: string; stored: boolean }[];
}

let counter = 0;
const fields = (overrides: Record<string, unknown> = {}) => ({
  modelId: `Walk-Model-${(counter += 1)}-7B`,
  publisher: 'suanli-lab',
  name: `Walk Model ${counter} 7B`,
  summary: '运营上架的测试模型，用于验证审核流程。',
  task: 'text-generation',
  library: 'transformers',
  baseModel: 'Qwen/Qwen2.5-7B',
  license: 'apache-2.0',
  languages: ['zh', 'en'],
  tags: ['chat', 'test'],
  params: 7_615_616_512,
  contextLength: 32768,
  layers: 28,
  kvHeads: 4,
  headDim: 128,
  readme: '# Walk Model\n\n一个用于测试的模型。',
  ...overrides,
});

const admin = <T = Model>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = operator) =>
  call<T>(app, { method, url: `/gateway/v1/modelAdmin${url}`, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const upload = (id: number, fileName: string, bytes: Buffer, token = operator) =>
  call<Model>(app, {
    method: 'POST',
    url: `/gateway/v1/modelAdmin/file/${id}?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...auth(token), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const draft = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin('POST', '/add', fields(overrides));
  expect(res.code, res.msg).toBe(100000);
  return res.data;
};
const publicDetail = (modelId: string) => call(app, { method: 'GET', url: `/gateway/v1/ai/model/detail/${modelId}` });
const publicSearch = (keyword: string) =>
  call<{ records: { modelId: string }[] }>(app, { method: 'GET', url: `/gateway/v1/ai/model/page?keyword=${encodeURIComponent(keyword)}&size=50` });

/** The pending review item of a model, as the review centre lists it. */
async function reviewItem(model: Model) {
  const page = await call<{ records: { id: number; kind: string; subjectId: string; status: string }[] }>(app, {
    method: 'GET',
    url: '/gateway/v1/review/page?kind=model&status=pending&size=100',
    headers: auth(operator),
  });
  return page.data.records.find((r) => r.subjectId === String(model.id));
}
const decide = (itemId: number, approve: boolean, reason = '') =>
  call(app, { method: 'POST', url: `/gateway/v1/review/${approve ? 'approve' : 'reject'}/${itemId}`, headers: auth(operator), payload: approve ? {} : { reason } });

describe('a model draft', () => {
  it('is written, listed with its state and kept off the public pages and search', async () => {
    const model = await draft();
    expect(model).toMatchObject({ status: 'DRAFT', commercial: true, publishTime: null, review: null, files: [] });
    const list = await admin<{ records: Model[] }>('GET', `/page?status=DRAFT&keyword=${model.modelId}`);
    expect(list.data.records.map((m) => m.id)).toEqual([model.id]);
    expect((await publicDetail(model.modelId)).code).toBe(100006);
    expect((await publicSearch(model.modelId)).data.records).toEqual([]);
  });

  it('takes files through the object store, with their SHA-256 computed by the gateway', async () => {
    const model = await draft();
    const bytes = Buffer.from(JSON.stringify({ architectures: ['Qwen2ForCausalLM'], num_hidden_layers: 28 }));
    const res = await upload(model.id, 'config.json', bytes);
    expect(res.code, res.msg).toBe(100000);
    expect(res.data.files).toEqual([{ id: expect.any(Number), name: 'config.json', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), stored: true }]);
    const stored = await app.storage.get(`models/${model.id}/${'x'.repeat(32)}.bin`);
    expect(stored).toBeNull();
    // The same name replaces the file; another name adds one.
    const again = await upload(model.id, 'config.json', Buffer.from('{"a":1}'));
    expect(again.data.files).toHaveLength(1);
    expect(again.data.files[0]!.size).toBe(7);
    const weights = await upload(model.id, 'model.safetensors', Buffer.alloc(4096, 7));
    expect(weights.data.files.map((f) => f.name)).toEqual(['config.json', 'model.safetensors']);
    const removed = await admin('POST', `/removeFile/${model.id}`, { fileId: weights.data.files[1]!.id });
    expect(removed.data.files.map((f) => f.name)).toEqual(['config.json']);
    expect((await admin('POST', `/removeFile/${model.id}`, { fileId: weights.data.files[1]!.id })).code).toBe(100006);
  });

  it('refuses wrong file types, bad names, empty and oversized uploads, losing nothing', async () => {
    const model = await draft();
    await upload(model.id, 'README.md', Buffer.from('# hi'));
    for (const [name, bytes, code] of [
      ['setup.exe', Buffer.from('MZ'), 50005],
      ['noextension', Buffer.from('x'), 50005],
      ['../etc/passwd.json', Buffer.from('{}'), 50005],
      ['.hidden.json', Buffer.from('{}'), 50005],
      ['empty.json', Buffer.alloc(0), 50005],
    ] as const) {
      const res = await upload(model.id, name, bytes);
      expect(res.code, name).toBe(code);
    }
    const big = await app.inject({
      method: 'POST',
      url: `/gateway/v1/modelAdmin/file/${model.id}?fileName=big.bin`,
      headers: { ...auth(operator), 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(64 * 1024 * 1024 + 1, 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(50005);
    expect((await admin('GET', `/detail/${model.id}`)).data.files.map((f) => f.name)).toEqual(['README.md']);
  });

  it('refuses overlong and malformed fields, and a model id already used', async () => {
    const model = await draft();
    for (const [label, body, field] of [
      ['a 301-char summary', fields({ summary: '长'.repeat(301) }), 'summary'],
      ['a 100,001-char README', fields({ readme: 'x'.repeat(100_001) }), 'readme'],
      ['a model id with a slash', fields({ modelId: 'a/b' }), 'modelId'],
      ['an unknown task', fields({ task: 'mind-reading' }), 'task'],
      ['a negative parameter count', fields({ params: -1 }), 'params'],
      ['21 tags', fields({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }), 'tags'],
      ['a gated model without questions', fields({ gated: true }), 'accessQuestions'],
      ['the model id of another model', fields({ modelId: model.modelId }), 'modelId'],
      ['a seeded model id', fields({ modelId: 'Qwen2.5-7B-Instruct' }), 'modelId'],
    ] as const) {
      const res = await admin('POST', '/add', body);
      expect(res.code, label).toBe(50005);
      expect(JSON.stringify(res.data) + res.msg, label).toContain(field);
    }
  });

  it('answers 100006 for unknown ids and refuses non-operators', async () => {
    for (const [method, url, body] of [
      ['GET', '/detail/987654321', undefined],
      ['PATCH', '/update/987654321', fields()],
      ['POST', '/submit/987654321', undefined],
      ['POST', '/withdraw/987654321', undefined],
      ['POST', '/unpublish/987654321', undefined],
      ['POST', '/removeFile/987654321', { fileId: 1 }],
    ] as const) {
      expect((await admin(method, url, body)).code, url).toBe(100006);
    }
    expect((await upload(987654321, 'config.json', Buffer.from('{}'))).code).toBe(100006);
    const model = await draft();
    expect((await admin('GET', `/detail/${model.id}`, undefined, renter)).code).toBe(403);
    expect((await admin('POST', `/submit/${model.id}`, undefined, renter)).code).toBe(403);
    expect((await upload(model.id, 'config.json', Buffer.from('{}'), renter)).code).toBe(403);
    expect((await admin('GET', `/detail/${model.id}`)).data.status).toBe('DRAFT');
  });
});

describe('publishing a model', () => {
  it('goes draft → pending review → published, then shows on the market and in search', async () => {
    const model = await draft({ readme: '' });
    expect((await admin('POST', `/submit/${model.id}`)).code).toBe(50005);
    await admin('PATCH', `/update/${model.id}`, fields({ modelId: model.modelId, name: 'Lighthouse Coder 7B', readme: '# Lighthouse Coder\n\n写代码的模型。' }));
    const submitted = await admin('POST', `/submit/${model.id}`);
    expect(submitted.data).toMatchObject({ status: 'PENDING', review: { status: 'pending' } });

    // In review: no edits, no second submit, no uploads; still not public.
    const edit = await admin('PATCH', `/update/${model.id}`, fields({ modelId: model.modelId }));
    expect(edit.code).not.toBe(100000);
    expect(edit.msg).toContain('撤回');
    expect((await admin('POST', `/submit/${model.id}`)).code).not.toBe(100000);
    expect((await upload(model.id, 'config.json', Buffer.from('{}'))).code).not.toBe(100000);
    expect((await publicDetail(model.modelId)).code).toBe(100006);

    const item = await reviewItem(model);
    expect(item).toBeDefined();
    const detail = await call<{ fields: { label: string; value: string }[] }>(app, { method: 'GET', url: `/gateway/v1/review/detail/${item!.id}`, headers: auth(operator) });
    expect(detail.data.fields).toContainEqual({ label: '模型', value: `suanli-lab/${model.modelId}` });
    expect((await decide(item!.id, true)).code).toBe(100000);

    const published = await admin('GET', `/detail/${model.id}`);
    expect(published.data).toMatchObject({ status: 'PUBLISH', review: { status: 'approved' } });
    expect(published.data.publishTime).not.toBeNull();
    const card = await call<{ name: string; readme: string }>(app, { method: 'GET', url: `/gateway/v1/ai/model/detail/${model.modelId}` });
    expect(card.data).toMatchObject({ name: 'Lighthouse Coder 7B' });
    expect((await publicSearch('Lighthouse Coder')).data.records.map((r) => r.modelId)).toContain(model.modelId);

    // Published: no second submit, and edits need unpublishing first.
    const twice = await admin('POST', `/submit/${model.id}`);
    expect(twice.code).not.toBe(100000);
    expect(twice.msg).toContain('无需重复提交');
    const editPublished = await admin('PATCH', `/update/${model.id}`, fields({ modelId: model.modelId }));
    expect(editPublished.code).not.toBe(100000);
    expect(editPublished.msg).toContain('请先下架');
    expect((await upload(model.id, 'config.json', Buffer.from('{}'))).msg).toContain('请先下架');

    // Unpublished: gone from the market; edited and reviewed again to come back.
    expect((await admin('POST', `/unpublish/${model.id}`)).data.status).toBe('ARCHIVED');
    expect((await admin('POST', `/unpublish/${model.id}`)).code).not.toBe(100000);
    expect((await publicDetail(model.modelId)).code).toBe(100006);
    expect((await publicSearch('Lighthouse Coder')).data.records).toEqual([]);
    expect((await admin('PATCH', `/update/${model.id}`, fields({ modelId: model.modelId, name: 'Lighthouse Coder 7B v2' }))).code).toBe(100000);
    expect((await admin('POST', `/submit/${model.id}`)).data.status).toBe('PENDING');
  });

  it('sends a refused model back as rejected with the reason; it is corrected and submitted again', async () => {
    const model = await draft();
    await admin('POST', `/submit/${model.id}`);
    const item = await reviewItem(model);
    expect((await decide(item!.id, false, 'README 内容不完整，请补充模型介绍、用途与限制')).code).toBe(100000);
    const rejected = await admin('GET', `/detail/${model.id}`);
    expect(rejected.data).toMatchObject({ status: 'REJECTED', review: { status: 'rejected', reason: 'README 内容不完整，请补充模型介绍、用途与限制' } });
    expect((await publicDetail(model.modelId)).code).toBe(100006);
    expect((await admin('PATCH', `/update/${model.id}`, fields({ modelId: model.modelId, readme: '# 完整的 README' }))).code).toBe(100000);
    expect((await admin('POST', `/submit/${model.id}`)).data).toMatchObject({ status: 'PENDING', review: { status: 'pending' } });
  });

  it('lets a submission be withdrawn; the withdrawn item cannot be decided', async () => {
    const model = await draft();
    await admin('POST', `/submit/${model.id}`);
    const item = await reviewItem(model);
    expect((await admin('POST', `/withdraw/${model.id}`)).data.status).toBe('DRAFT');
    expect((await admin('POST', `/withdraw/${model.id}`)).code).not.toBe(100000);
    expect((await decide(item!.id, true)).code).not.toBe(100000);
    expect((await admin('GET', `/detail/${model.id}`)).data.status).toBe('DRAFT');
  });

  it('writes one audit row per change', async () => {
    const model = await draft();
    await upload(model.id, 'config.json', Buffer.from('{}'));
    await admin('POST', `/submit/${model.id}`);
    const audit = await call<{ records: { action: string }[] }>(app, {
      method: 'GET',
      url: `/gateway/v1/audit/page?targetType=ai.model&targetId=${model.id}&size=50`,
      headers: auth(operator),
    });
    expect(audit.data.records.map((r) => r.action).sort()).toEqual(['model.create', 'model.file.upload', 'model.submit']);
  });
});

describe('reports and articles: cover and thumbnail images', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const image = (bytes: Buffer, token = operator) =>
    call<{ url: string }>(app, { method: 'POST', url: '/gateway/v1/contentAdmin/image', headers: { ...auth(token), 'content-type': 'application/octet-stream' }, payload: bytes });

  it('uploads an image through the object store; its address serves it to anyone and is taken by an article, published directly', async () => {
    const res = await image(PNG);
    expect(res.code, res.msg).toBe(100000);
    expect(res.data.url).toMatch(/^\/gateway\/v1\/oss\/file\/covers\/\d+\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

    const article = await call<{ id: number; status: string; data: { articleBaseId: string } }>(app, {
      method: 'POST',
      url: '/gateway/v1/contentAdmin/article/add',
      headers: auth(operator),
      payload: { title: '显存估算入门', summary: '如何估算大模型显存', category: '基础知识', author: '编辑部', content: '# 显存\n\n正文', thumbnail: res.data.url },
    });
    expect(article.data.status).toBe('DRAFT');
    const published = await call<{ status: string }>(app, { method: 'POST', url: `/gateway/v1/contentAdmin/article/publish/${article.data.id}`, headers: auth(operator) });
    expect(published.data.status).toBe('PUBLISH');
    expect((await call(app, { method: 'POST', url: `/gateway/v1/contentAdmin/article/publish/${article.data.id}`, headers: auth(operator) })).code).not.toBe(100000);
    const detail = await call<{ thumbnail: string }>(app, { method: 'GET', url: `/gateway/v1/article/detail/${article.data.data.articleBaseId}` });
    expect(detail.data.thumbnail).toBe(res.data.url);
  });

  it('refuses what is not an image, an oversized one and non-operators', async () => {
    expect((await image(Buffer.from('%PDF-1.4 not an image'))).code).toBe(50005);
    expect((await image(Buffer.from('<svg onload="alert(1)"/>'))).code).toBe(50005);
    expect((await image(Buffer.alloc(0))).code).toBe(50005);
    const big = await app.inject({
      method: 'POST',
      url: '/gateway/v1/contentAdmin/image',
      headers: { ...auth(operator), 'content-type': 'application/octet-stream' },
      payload: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect((await image(PNG, renter)).code).toBe(403);
  });
});
