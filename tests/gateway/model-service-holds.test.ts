import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelServiceBody, ModelServiceCreated, ModelServiceDetail } from '../../src/shared/contracts/model-service';
import { billLines, modelServices, wallets, walletTransactions } from '../../server/db/schema';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { auth, call, createTestApp, registerUser } from './helpers';

/**
 * A running model service holds the next hour of its replicas, as a pay-as-you-go instance does
 * (issue 11): frozen at deploy, start and scale, its seconds paid from the hold, the next hour held
 * when this one is up, and the service stopped when the wallet cannot hold it, so it never runs
 * past an empty wallet.
 */
// Friday 20:00 in Shanghai: the RTX 4090 goods' day price (¥2.18 per card-hour) holds until 22:00.
const clock = new ManualClock('2026-11-20T20:00:00+08:00');
let app: FastifyInstance;
let goodsId: number;

const body = (name: string, overrides: Partial<ModelServiceBody> = {}): ModelServiceBody => ({
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
  upstreamUrl: null,
  promptPrice: '0.0000',
  completionPrice: '0.0000',
  rpm: null,
  tpm: null,
  ...overrides,
});

const wallet = async (userId: number) => (await app.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!;
const service = async (id: number) => (await app.db.select().from(modelServices).where(eq(modelServices.id, id)))[0]!;
const step = async (ms: number) => {
  clock.advance(ms);
  await app.jobs.runOnce();
};

beforeAll(async () => {
  app = await createTestApp({ clock });
  const market = await call<{ records: { id: number }[] }>(app, { method: 'GET', url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090' });
  goodsId = market.data.records[0]!.id;
});

describe('model service holds', () => {
  it('holds the first hour at deploy, pays its seconds from it, and stops when the next hour cannot be held', async () => {
    const user = await registerUser(app);
    await app.db.update(wallets).set({ balanceAmount: '3.00' }).where(eq(wallets.userId, user.userId));
    const made = await call<ModelServiceCreated>(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(user.token), payload: body('held') });
    expect(made.code, made.msg).toBe(100000);
    // One replica's hour at ¥2.18 frozen; ¥0.82 left to spend.
    expect(await wallet(user.userId)).toMatchObject({ balanceAmount: '0.82', freezeBalanceAmount: '2.18' });
    expect(await service(made.data.id)).toMatchObject({ holdAmount: '2.18' });

    // A second service cannot hold its hour from what is left: refused, nothing taken.
    const second = await call<{ needed: string; available: string; frozen: string }>(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(user.token), payload: body('second') });
    expect(second.code).toBe(-1);
    expect(second.msg).toContain('余额不足');
    expect(second.data).toMatchObject({ needed: '2.18', available: '0.82', frozen: '2.18' });
    expect(await wallet(user.userId)).toMatchObject({ balanceAmount: '0.82', freezeBalanceAmount: '2.18' });

    // Half an hour: paid from the hold, what can be spent untouched.
    for (let i = 0; i < 3; i += 1) await step(10 * MINUTE);
    const half = await wallet(user.userId);
    expect(half.balanceAmount).toBe('0.82');
    expect(Number(half.freezeBalanceAmount)).toBeCloseTo(1.09, 2);
    expect((await service(made.data.id)).status).toBe('running');

    // The hour is up: the next cannot be held from ¥0.82, so the service stops, its hour paid in full.
    for (let i = 0; i < 3; i += 1) await step(10 * MINUTE);
    const stopped = await service(made.data.id);
    expect(stopped).toMatchObject({ status: 'stopped', replicas: 0, holdAmount: '0.00', holdUntil: null, reason: '余额不足' });
    const after = await wallet(user.userId);
    expect(after).toMatchObject({ balanceAmount: '0.82', freezeBalanceAmount: '0.00' });
    const lines = await app.db.select().from(billLines).where(and(eq(billLines.modelServiceId, made.data.id), eq(billLines.kind, 'model_service')));
    expect(lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBeCloseTo(2.18, 5);
    expect(lines.every((l) => Number(l.shortfall ?? 0) === 0)).toBe(true);
    const detail = await call<ModelServiceDetail>(app, { method: 'GET', url: `/gateway/v1/modelService/detail/${made.data.id}`, headers: auth(user.token) });
    expect(detail.data.logs.map((l) => l.message).join('\n')).toContain('余额不足以冻结下一小时的副本费用');
    // Nothing runs or is billed after.
    await step(30 * MINUTE);
    expect(await wallet(user.userId)).toMatchObject({ balanceAmount: '0.82', freezeBalanceAmount: '0.00' });
    // Starting again must hold an hour first: refused.
    const start = await call(app, { method: 'POST', url: `/gateway/v1/modelService/start/${made.data.id}`, headers: auth(user.token) });
    expect(start.code).toBe(-1);
    expect(start.msg).toContain('余额不足');
  });

  it('holds the next hour while the wallet can, and gives the hold back on stop', async () => {
    // Saturday 09:00: two hours of the day price ahead.
    clock.set(new Date('2026-11-21T09:00:00+08:00'));
    const user = await registerUser(app);
    await app.db.update(wallets).set({ balanceAmount: '10.00' }).where(eq(wallets.userId, user.userId));
    const made = await call<ModelServiceCreated>(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(user.token), payload: body('renewed', { minReplicas: 2, maxReplicas: 2 }) });
    expect(made.code, made.msg).toBe(100000);
    // Two replicas: ¥4.36 held.
    expect(await wallet(user.userId)).toMatchObject({ balanceAmount: '5.64', freezeBalanceAmount: '4.36' });
    for (let i = 0; i < 6; i += 1) await step(10 * MINUTE);
    // An hour paid from the hold (¥4.36), the next held from the balance: 10 − 4.36 − 4.36.
    const renewed = await service(made.data.id);
    expect(renewed).toMatchObject({ status: 'running', holdAmount: '4.36' });
    expect(await wallet(user.userId)).toMatchObject({ balanceAmount: '1.28', freezeBalanceAmount: '4.36' });
    const freezes = await app.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, user.userId), eq(walletTransactions.type, 'freeze')));
    expect(freezes.map((t) => t.remark)).toEqual(['模型服务 renewed 冻结 2 个副本下一小时的费用', '模型服务 renewed 冻结 2 个副本下一小时的费用']);

    await step(SECOND);
    const stop = await call(app, { method: 'POST', url: `/gateway/v1/modelService/stop/${made.data.id}`, headers: auth(user.token) });
    expect(stop.code).toBe(100000);
    expect(await service(made.data.id)).toMatchObject({ holdAmount: '0.00', holdUntil: null });
    const released = await wallet(user.userId);
    expect(released.freezeBalanceAmount).toBe('0.00');
    // The second the service ran into its new hour is billed from the balance when metered.
    await step(MINUTE);
    expect(Number((await wallet(user.userId)).balanceAmount)).toBeCloseTo(5.64, 2);
  });

  it('gives the hold back when scaled to zero, and refuses a cold start the wallet cannot hold (402, nothing started)', async () => {
    const user = await registerUser(app);
    await app.db.update(wallets).set({ balanceAmount: '3.00' }).where(eq(wallets.userId, user.userId));
    const made = await call<ModelServiceCreated>(app, { method: 'POST', url: '/gateway/v1/modelService/add', headers: auth(user.token), payload: body('scales', { minReplicas: 0, idleTimeout: 300 }) });
    expect(made.code, made.msg).toBe(100000);
    await step(5 * SECOND);
    expect(await service(made.data.id)).toMatchObject({ status: 'running', replicas: 1, holdAmount: '2.18' });
    // Idle past its timeout: scaled to zero, the rest of the hold given back.
    await step(5 * MINUTE);
    await step(SECOND);
    expect(await service(made.data.id)).toMatchObject({ replicas: 0, holdAmount: '0.00', holdUntil: null });
    expect((await wallet(user.userId)).freezeBalanceAmount).toBe('0.00');
    // Spent elsewhere: too little left to hold an hour of a replica.
    await app.db.update(wallets).set({ balanceAmount: '1.00' }).where(eq(wallets.userId, user.userId));
    const res = await app.inject({ method: 'POST', url: '/gateway/open/v1/chat/completions', headers: { authorization: `Bearer ${made.data.key}` }, payload: { model: 'scales', messages: [{ role: 'user', content: '你好' }] } });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ data: { reason: 'insufficient_funds', needed: '2.18', available: '1.00' } });
    expect((res.json() as { msg: string }).msg).toContain('冷启动模型服务副本');
    expect(await service(made.data.id)).toMatchObject({ status: 'running', replicas: 0, holdAmount: '0.00' });
    expect(await wallet(user.userId)).toMatchObject({ balanceAmount: '1.00', freezeBalanceAmount: '0.00' });
  });
});
