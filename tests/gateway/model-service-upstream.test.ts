import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelServiceBody, ModelServiceCreated } from '../../src/shared/contracts/model-service';
import { apiCalls, modelServices, wallets } from '../../server/db/schema';
import { ManualClock, SECOND } from '../../server/lib/clock';
import { assertUpstreamAllowed, deniedReason, upstreamPolicy } from '../../server/modules/model-service/upstream-policy';
import { auth, call, createTestApp, registerUser } from './helpers';
import { form, photoKey, SAMPLE } from './photo-helpers';

/** An upstream on 127.0.0.1 that counts what reaches it: chat answers, or a redirect on /redirect/. */
function startUpstream() {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(req.url ?? '');
      if (req.url?.startsWith('/redirect/')) {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'c', object: 'chat.completion', model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: '好' }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }),
      );
    });
  });
  return new Promise<{ port: number; seen: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, seen, close: () => new Promise((done) => server.close(() => done())) })),
  );
}

describe('the upstream policy (SSRF)', () => {
  const none = upstreamPolicy(undefined);
  it('denies loopback, link-local (metadata), private, and special addresses; allows public ones', () => {
    const denied: [string, string][] = [
      ['127.0.0.1', '本机回环'],
      ['127.8.9.10', '本机回环'],
      ['::1', '本机回环'],
      ['::ffff:127.0.0.1', '本机回环'],
      ['169.254.169.254', '元数据'],
      ['fe80::1', '链路本地'],
      ['10.0.0.1', '内网'],
      ['172.16.5.5', '内网'],
      ['172.31.255.255', '内网'],
      ['192.168.1.20', '内网'],
      ['100.64.0.1', '内网'],
      ['fd12:3456::1', '内网'],
      ['::ffff:10.1.1.1', '内网'],
      ['0.0.0.0', '保留'],
      ['::', '保留'],
      ['224.0.0.1', '保留'],
      ['64:ff9b::a9fe:a9fe', '保留'],
    ];
    for (const [address, words] of denied) expect(deniedReason(none, 'upstream', address), address).toContain(words);
    for (const address of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(deniedReason(none, 'upstream', address), address).toBeNull();
  });

  it('lets the allow-list name hosts, addresses and ranges', () => {
    const some = upstreamPolicy('127.0.0.1, llm.internal 10.8.0.0/16,[::1]');
    expect(deniedReason(some, 'x', '127.0.0.1')).toBeNull();
    expect(deniedReason(some, 'x', '::1')).toBeNull();
    expect(deniedReason(some, 'x', '127.0.0.2')).toContain('本机回环');
    expect(deniedReason(some, 'LLM.internal', '192.168.3.3')).toBeNull();
    expect(deniedReason(some, 'x', '10.8.3.3')).toBeNull();
    expect(deniedReason(some, 'x', '10.9.3.3')).toContain('内网');
  });

  it('resolves a host name before connecting, and checks what it resolves to', async () => {
    await expect(assertUpstreamAllowed(none, new URL('http://localhost:9/v1'))).rejects.toThrow(/localhost 解析到 (127\.0\.0\.1|::1)/);
    // The URL parser's other spellings of an address are the address.
    await expect(assertUpstreamAllowed(none, new URL('http://2130706433/v1'))).rejects.toThrow(/127\.0\.0\.1/);
    await expect(assertUpstreamAllowed(none, new URL('http://0x7f.1/v1'))).rejects.toThrow(/127\.0\.0\.1/);
    await expect(assertUpstreamAllowed(none, new URL('http://[::ffff:a9fe:a9fe]/'))).rejects.toThrow(/元数据/);
    await expect(assertUpstreamAllowed(upstreamPolicy('localhost'), new URL('http://localhost:9/v1'))).resolves.toBeUndefined();
  });
});

describe('model service upstreams through the gateway', () => {
  let app: FastifyInstance;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  const clock = new ManualClock('2026-11-20T20:00:00+08:00');
  let goodsId: number;
  let owner: { token: string; userId: number };

  const body = (name: string, upstreamUrl: string): ModelServiceBody => ({
    name,
    source: 'image',
    modelId: null,
    image: 'registry.example.com/team/llm:1.0',
    goodsId,
    gpuNumber: 1,
    minReplicas: 1,
    maxReplicas: 1,
    idleTimeout: 3600,
    env: [],
    upstreamUrl,
    promptPrice: '2.0000',
    completionPrice: '8.0000',
    rpm: null,
    tpm: null,
  });

  async function deploy(name: string, upstreamUrl: string) {
    const res = await call<ModelServiceCreated>(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(owner.token), payload: body(name, upstreamUrl) });
    expect(res.code, res.msg).toBe(100000);
    clock.advance(5 * SECOND);
    await app.jobs.runOnce();
    const [row] = await app.db.select().from(modelServices).where(eq(modelServices.id, res.data.id));
    expect(row!.status).toBe('running');
    return res.data;
  }
  const chat = (key: string, model: string) =>
    app.inject({ method: 'POST', url: '/gateway/open/v1/chat/completions', headers: { authorization: `Bearer ${key}` }, payload: { model, messages: [{ role: 'user', content: '你好' }] } });
  const balance = async () => (await app.db.select().from(wallets).where(eq(wallets.userId, owner.userId)))[0]!.balanceAmount;

  beforeAll(async () => {
    upstream = await startUpstream();
    // No allow-list: the policy as in production.
    app = await createTestApp({ clock });
    const market = await call<{ records: { id: number }[] }>(app, { method: 'GET', url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090' });
    goodsId = market.data.records[0]!.id;
    owner = await registerUser(app);
    await app.db.update(wallets).set({ balanceAmount: '100.00' }).where(eq(wallets.userId, owner.userId));
  });
  afterAll(async () => upstream.close());

  it('refuses every internal upstream before connecting, says why, and charges nothing', async () => {
    const cases: [string, string, RegExp][] = [
      ['loopback', `http://127.0.0.1:${upstream.port}/v1`, /127\.0\.0\.1（本机回环地址）/],
      ['localhost', `http://localhost:${upstream.port}/v1`, /localhost 解析到 (127\.0\.0\.1|::1)/],
      ['loopback-v6', `http://[::1]:${upstream.port}/v1`, /::1（本机回环地址）/],
      ['decimal-ip', `http://2130706433:${upstream.port}/v1`, /127\.0\.0\.1/],
      ['metadata', 'http://169.254.169.254/latest', /169\.254\.169\.254（链路本地地址（含云服务器元数据地址/],
      ['private-10', 'http://10.0.0.5:8000/v1', /10\.0\.0\.5（内网地址）/],
      ['private-192', 'http://192.168.1.1/v1', /内网地址/],
      ['private-172', 'http://172.16.0.9/v1', /内网地址/],
      ['unspecified', `http://0.0.0.0:${upstream.port}/v1`, /保留或特殊用途地址/],
    ];
    for (const [name, url, message] of cases) {
      const made = await deploy(name, url);
      const before = await balance();
      const res = await chat(made.key!, name);
      expect(res.statusCode, name).toBe(403);
      const answer = res.json() as { code: number; msg: string; data: { reason: string }; error: { type: string } };
      expect(answer, name).toMatchObject({ code: 403, data: { reason: 'upstream_denied' }, error: { type: 'permission_error' } });
      expect(answer.msg, name).toMatch(message);
      expect(answer.msg).toContain('本次未扣费');
      expect(await balance(), name).toBe(before);
      const [logged] = await app.db.select().from(apiCalls).where(eq(apiCalls.requestId, res.headers['x-request-id'] as string));
      expect(logged, name).toMatchObject({ status: 403, cost: '0.00' });
    }
    expect(upstream.seen).toEqual([]);
  });

  it('does not follow an upstream redirect (allowed upstream redirecting to the metadata address)', async () => {
    const allowed = await createTestApp({ clock, env: { MODEL_UPSTREAM_ALLOW_HOSTS: '127.0.0.1' } });
    const user = await registerUser(allowed);
    await allowed.db.update(wallets).set({ balanceAmount: '100.00' }).where(eq(wallets.userId, user.userId));
    const made = await call<ModelServiceCreated>(allowed, {
      method: 'POST',
      url: '/gateway/v1/modelService/add',
      headers: auth(user.token),
      payload: { ...body('redirecting', `http://127.0.0.1:${upstream.port}/redirect/v1`), goodsId },
    });
    expect(made.code, made.msg).toBe(100000);
    const fine = await call<ModelServiceCreated>(allowed, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(user.token), payload: { ...body('fine', `http://127.0.0.1:${upstream.port}/v1`), goodsId } });
    clock.advance(5 * SECOND);
    await allowed.jobs.runOnce();
    const send = (key: string, model: string) =>
      allowed.inject({ method: 'POST', url: '/gateway/open/v1/chat/completions', headers: { authorization: `Bearer ${key}` }, payload: { model, messages: [{ role: 'user', content: '你好' }] } });
    const res = await send(made.data.key!, 'redirecting');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ data: { reason: 'upstream_redirect' } });
    expect((res.json() as { msg: string }).msg).toContain('不跟随重定向');
    // It reached the allowed upstream once, and went nowhere after.
    expect(upstream.seen).toEqual(['/redirect/v1/chat/completions']);
    // The allowed upstream answers through the allow-list.
    const ok = await send(fine.data.key!, 'fine');
    expect(ok.statusCode).toBe(200);
    expect(upstream.seen.at(-1)).toBe('/v1/chat/completions');
  });

  it('photo endpoints refuse a model service key, and the OpenAI gateway refuses a photo key (nothing charged)', async () => {
    const service = await deploy('keyed', `http://127.0.0.1:${upstream.port}/v1`);
    const image = await readFile(SAMPLE);
    const before = await balance();
    for (const path of ['/gateway/open/v1/photo/id-photo', '/gateway/open/v1/photo/portrait']) {
      const multipart = form(image, path.endsWith('portrait') ? { style: 'background_white' } : { size: '1inch', background: 'blue' });
      const res = await app.inject({ method: 'POST', url: path, payload: multipart.payload, headers: { ...multipart.headers, authorization: `Bearer ${service.key}` } });
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toMatchObject({ code: 403, data: { reason: 'wrong_product', product: 'model_service' } });
      expect((res.json() as { msg: string }).msg).toContain('该 API 密钥属于模型服务，不能调用 AI 写真 API');
    }
    const photo = await photoKey(app, owner.token);
    const refused = await chat(photo, 'keyed');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, data: { reason: 'wrong_product', product: 'photo_api' }, error: { type: 'permission_error' } });
    expect((refused.json() as { msg: string }).msg).toContain('该 API 密钥属于 AI 写真 API，不能调用模型服务');
    const embeddings = await app.inject({ method: 'POST', url: '/gateway/open/v1/embeddings', headers: { authorization: `Bearer ${photo}` }, payload: { model: 'keyed', input: 'x' } });
    expect(embeddings.statusCode).toBe(403);
    const models = await app.inject({ method: 'GET', url: '/gateway/open/v1/models', headers: { authorization: `Bearer ${photo}` } });
    expect(models.statusCode).toBe(403);
    expect(await balance()).toBe(before);
    expect(upstream.seen).toEqual(['/redirect/v1/chat/completions', '/v1/chat/completions']);
  });
});
