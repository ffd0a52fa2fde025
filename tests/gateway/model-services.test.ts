import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelServiceBody, ModelServiceCreated, ModelServiceDetail } from '../../src/shared/contracts/model-service';
import { apiCalls, billLines, hosts, modelServices, wallets, walletTransactions } from '../../server/db/schema';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { auth, call, createTestApp, registerUser } from './helpers';

/**
 * A tiny OpenAI-compatible upstream: answers chat completions (plain or streamed, with usage when
 * asked), embeddings, and a 500 on the model "boom". It records what it was sent.
 */
function startUpstream() {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      seen.push({ path: req.url ?? '', body });
      if (body.model === 'boom' || String(body.model).includes('boom')) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'upstream exploded' } }));
        return;
      }
      if (req.url === '/v1/embeddings') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ object: 'list', model: body.model, data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2, 0.3] }], usage: { prompt_tokens: 7, total_tokens: 7 } }),
        );
        return;
      }
      if (body.stream) {
        const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const word of ['你好', '，', '世界']) {
          res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model: body.model, choices: [{ index: 0, delta: { content: word } }] })}\n\n`);
        }
        if (includeUsage) res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model: body.model, choices: [], usage: { prompt_tokens: 1000, completion_tokens: 3000, total_tokens: 4000 } })}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: '你好，世界' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1000, completion_tokens: 3000, total_tokens: 4000 },
        }),
      );
    });
  });
  return new Promise<{ url: string; seen: typeof seen; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/v1`, seen, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

let app: FastifyInstance;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
// Friday 20:00 in Shanghai: the day price of the RTX 4090 goods (¥2.18 per card-hour) is in force.
const clock = new ManualClock('2026-11-20T20:00:00+08:00');
let goodsId: number;
let owner: { token: string; userId: number };
let other: { token: string; userId: number };

const body = (overrides: Partial<ModelServiceBody> = {}): ModelServiceBody => ({
  name: 'qwen-chat',
  source: 'image',
  modelId: null,
  image: 'registry.example.com/team/llm:1.0',
  goodsId,
  gpuNumber: 1,
  minReplicas: 1,
  maxReplicas: 2,
  idleTimeout: 300,
  env: [{ name: 'MAX_MODEL_LEN', value: '8192' }],
  upstreamUrl: upstream.url,
  // ¥2 per million prompt tokens, ¥8 per million completion tokens.
  promptPrice: '2.0000',
  completionPrice: '8.0000',
  rpm: null,
  tpm: null,
  ...overrides,
});

async function deploy(token: string, overrides: Partial<ModelServiceBody> = {}) {
  const res = await call<ModelServiceCreated>(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(token), payload: body(overrides) });
  expect(res.code, res.msg).toBe(100000);
  return res.data;
}
const detail = (token: string, id: number) => call<ModelServiceDetail>(app, { method: 'GET', url: `/gateway/v1/modelService/detail/${id}`, headers: auth(token) });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const balance = async (userId: number) => (await app.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!.balanceAmount;
const settle = async (ms = 10 * SECOND) => {
  clock.advance(ms);
  return app.jobs.runOnce();
};
const chat = (key: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/gateway/open/v1/chat/completions', headers: bearer(key), payload: { messages: [{ role: 'user', content: '你好' }], ...payload } });

async function funded(yuan: string) {
  const user = await registerUser(app);
  await app.db.update(wallets).set({ balanceAmount: yuan }).where(eq(wallets.userId, user.userId));
  return user;
}

beforeAll(async () => {
  upstream = await startUpstream();
  // The test's upstream runs on 127.0.0.1, which the SSRF policy refuses unless allowed by name.
  app = await createTestApp({ clock, env: { MODEL_UPSTREAM_ALLOW_HOSTS: '127.0.0.1' } });
  const market = await call<{ records: { id: number }[] }>(app, { method: 'GET', url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090' });
  goodsId = market.data.records[0]!.id;
  owner = await funded('100.00');
  other = await funded('100.00');
});
afterAll(async () => upstream.close());

describe('model services', () => {
  let serviceId: number;
  let key: string;

  it('deploys: creating → running through the job, cards taken, key shown once, settings checked', async () => {
    const freeBefore = (await app.db.select({ free: sql<number>`sum(gpu_total - gpu_used)::int` }).from(hosts).where(eq(hosts.goodsId, goodsId)))[0]!.free;
    const made = await deploy(owner.token);
    serviceId = made.id;
    key = made.key!;
    expect(key).toMatch(/^sk-[A-Za-z0-9]{48}$/);
    expect(made.status).toBe('creating');
    const freeAfter = (await app.db.select({ free: sql<number>`sum(gpu_total - gpu_used)::int` }).from(hosts).where(eq(hosts.goodsId, goodsId)))[0]!.free;
    expect(freeAfter).toBe(freeBefore - 1);
    await settle(2 * SECOND);
    expect((await detail(owner.token, serviceId)).data.status).toBe('creating');
    await settle(3 * SECOND);
    const running = (await detail(owner.token, serviceId)).data;
    expect(running).toMatchObject({ status: 'running', replicas: 1, endpoint: '/gateway/open/v1', env: [{ name: 'MAX_MODEL_LEN', value: '8192' }] });
    expect(running.logs.map((l) => l.message).join('\n')).toContain('部署完成');
    expect(JSON.stringify(running)).not.toContain(key);

    const bad: [Partial<ModelServiceBody>, string][] = [
      [{ name: '中文名' }, 'name'],
      [{ minReplicas: 3, maxReplicas: 2 }, 'minReplicas'],
      [{ idleTimeout: 10 }, 'idleTimeout'],
      [{ upstreamUrl: 'ftp://example.com' }, 'upstreamUrl'],
      [{ source: 'market', modelId: null }, 'modelId'],
      [{ promptPrice: '-1' }, 'promptPrice'],
      [{ env: [{ name: '1BAD', value: 'x' }] }, 'env'],
    ];
    for (const [overrides, field] of bad) {
      const res = await call<{ field: string }[]>(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(owner.token), payload: body({ name: 'other-name', ...overrides }) });
      expect(res.code, JSON.stringify(overrides)).toBe(50005);
      expect(JSON.stringify(res.data)).toContain(field);
    }
    const twice = await call(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(owner.token), payload: body() });
    expect(twice.code).not.toBe(100000);
  });

  it('answers a chat completion from the upstream and bills its usage once, with its log row', async () => {
    const before = await balance(owner.userId);
    const res = await chat(key, { model: 'qwen-chat' });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { choices: { message: { content: string } }[]; model: string; usage: { total_tokens: number } };
    expect(answer.choices[0]!.message.content).toBe('你好，世界');
    expect(answer.model).toBe('qwen-chat');
    // 1000 prompt tokens at ¥2/M + 3000 completion tokens at ¥8/M = ¥0.026, rounded up to ¥0.03.
    expect(Number(before) - Number(await balance(owner.userId))).toBeCloseTo(0.03, 5);
    const requestId = res.headers['x-request-id'] as string;
    const rows = await app.db.select().from(apiCalls).where(eq(apiCalls.requestId, requestId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ product: 'model_service', units: 4000, cost: '0.03', error: null });
    const charges = await app.db.select().from(walletTransactions).where(eq(walletTransactions.refId, requestId));
    expect(charges).toHaveLength(1);
  });

  it('streams a chat completion as server-sent events, asks the upstream for usage, and bills once', async () => {
    const before = await balance(owner.userId);
    const res = await chat(key, { model: 'qwen-chat', stream: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toContain('世界');
    expect(res.body.trim().endsWith('data: [DONE]')).toBe(true);
    expect(upstream.seen.at(-1)!.body.stream_options).toEqual({ include_usage: true });
    expect(Number(before) - Number(await balance(owner.userId))).toBeCloseTo(0.03, 5);
    const rows = await app.db.select().from(apiCalls).where(eq(apiCalls.requestId, res.headers['x-request-id'] as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ units: 4000, cost: '0.03' });
  });

  it('forwards embeddings, billing the prompt tokens', async () => {
    const res = await app.inject({ method: 'POST', url: '/gateway/open/v1/embeddings', headers: bearer(key), payload: { model: 'qwen-chat', input: '算力' } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { embedding: number[] }[] }).data[0]!.embedding).toEqual([0.1, 0.2, 0.3]);
    expect(upstream.seen.at(-1)!.path).toBe('/v1/embeddings');
    const rows = await app.db.select().from(apiCalls).where(eq(apiCalls.requestId, res.headers['x-request-id'] as string));
    expect(rows[0]).toMatchObject({ units: 7, cost: '0.01' });
  });

  it("lists only the key owner's services; another user's service is not found (100006)", async () => {
    const theirs = await deploy(other.token, { name: 'their-model' });
    const models = await app.inject({ method: 'GET', url: '/gateway/open/v1/models', headers: bearer(key) });
    const ids = (models.json() as { data: { id: string }[] }).data.map((m) => m.id);
    expect(ids).toContain('qwen-chat');
    expect(ids).not.toContain('their-model');
    const res = await chat(key, { model: 'their-model' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 100006, error: { type: 'not_found_error' } });
    const peek = await detail(owner.token, theirs.id);
    expect(peek.code).toBe(100006);
    const stop = await call(app, { method: 'POST', url: `/gateway/v1/modelService/stop/${theirs.id}`, headers: auth(owner.token) });
    expect(stop.code).toBe(100006);
  });

  it('never charges an upstream failure', async () => {
    const boom = await deploy(owner.token, { name: 'boom' });
    await settle(5 * SECOND);
    const before = await balance(owner.userId);
    const res = await chat(boom.key!, { model: 'boom' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: -1 });
    expect(await balance(owner.userId)).toBe(before);
    const rows = await app.db.select().from(apiCalls).where(eq(apiCalls.requestId, res.headers['x-request-id'] as string));
    expect(rows[0]).toMatchObject({ cost: '0.00', status: 502 });
    await call(app, { method: 'DELETE', url: `/gateway/v1/modelService/delete/${boom.id}`, headers: auth(owner.token) });
  });

  it('a service without an upstream says the simulated provider has no language-model backend, and charges nothing', async () => {
    const bare = await deploy(owner.token, { name: 'no-upstream', upstreamUrl: null });
    await settle(5 * SECOND);
    const before = await balance(owner.userId);
    const res = await chat(key, { model: 'no-upstream' });
    expect(res.statusCode).toBe(501);
    const answer = res.json() as { msg: string; choices?: unknown };
    expect(answer.msg).toContain('模拟算力提供方没有大语言模型推理后端');
    expect(answer.choices).toBeUndefined();
    expect(await balance(owner.userId)).toBe(before);
    await call(app, { method: 'DELETE', url: `/gateway/v1/modelService/delete/${bare.id}`, headers: auth(owner.token) });
  });

  it('holds the key to its tokens per minute (429 with Retry-After)', async () => {
    const limited = await deploy(owner.token, { name: 'tpm-limited', tpm: 100 });
    await settle(5 * SECOND);
    expect((await chat(limited.key!, { model: 'tpm-limited' })).statusCode).toBe(200);
    const refused = await chat(limited.key!, { model: 'tpm-limited' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(MINUTE);
    expect((await chat(limited.key!, { model: 'tpm-limited' })).statusCode).toBe(200);
    await call(app, { method: 'DELETE', url: `/gateway/v1/modelService/delete/${limited.id}`, headers: auth(owner.token) });
  });

  it('meters replica time per second into the bills at the tidal price, and scales to zero when idle', async () => {
    const metered = await deploy(owner.token, { name: 'metered', minReplicas: 0, maxReplicas: 1, idleTimeout: 600 });
    await settle(5 * SECOND);
    expect((await detail(owner.token, metered.id)).data).toMatchObject({ status: 'running', replicas: 1 });
    // Idle for the timeout: scaled to zero, billing stops.
    await settle(10 * MINUTE);
    await settle(SECOND);
    const idle = (await detail(owner.token, metered.id)).data;
    expect(idle).toMatchObject({ status: 'running', replicas: 0 });
    await settle(MINUTE);
    const lines = await app.db.select().from(billLines).where(and(eq(billLines.modelServiceId, metered.id), eq(billLines.kind, 'model_service')));
    expect(lines).toHaveLength(1);
    // From deploy to the scale-down: 5 s + 10 min, one card at ¥2.18 per card-hour.
    const seconds = 5 + 600;
    expect(idle.billedSeconds).toBe(seconds);
    expect(lines[0]!.amount).toBe((Math.round((21800 * seconds) / 360_000) / 100).toFixed(2));
    expect(lines[0]!.unitPrice).toBe('2.1800');
    // The bills page shows it by the service's name.
    const page = await call<{ records: { modelServiceId: number | null; instanceName: string; kind: string }[] }>(app, { method: 'GET', url: `/gateway/v1/bill/page?kind=model_service`, headers: auth(owner.token) });
    expect(page.data.records.find((r) => r.modelServiceId === metered.id)).toMatchObject({ instanceName: 'metered', kind: 'model_service' });
    // Metering again bills nothing twice.
    await settle(MINUTE);
    const again = await app.db.select().from(billLines).where(eq(billLines.modelServiceId, metered.id));
    expect(again[0]!.amount).toBe(lines[0]!.amount);
  });

  it('stops and starts again (stopped → scaling → running), and deletes', async () => {
    const stop = await call<{ status: string }>(app, { method: 'POST', url: `/gateway/v1/modelService/stop/${serviceId}`, headers: auth(owner.token) });
    expect(stop.data.status).toBe('stopped');
    const refused = await chat(key, { model: 'qwen-chat' });
    expect(refused.statusCode).toBe(503);
    const start = await call<{ status: string }>(app, { method: 'POST', url: `/gateway/v1/modelService/start/${serviceId}`, headers: auth(owner.token) });
    expect(start.data.status).toBe('scaling');
    await settle(5 * SECOND);
    expect((await detail(owner.token, serviceId)).data).toMatchObject({ status: 'running', replicas: 1 });
    const removed = await call(app, { method: 'DELETE', url: `/gateway/v1/modelService/delete/${serviceId}`, headers: auth(owner.token) });
    expect(removed.code).toBe(100000);
    expect((await detail(owner.token, serviceId)).code).toBe(100006);
    const [row] = await app.db.select().from(modelServices).where(eq(modelServices.id, serviceId));
    expect(row!.status).toBe('deleted');
  });
});
