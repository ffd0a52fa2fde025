import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelServiceCreated } from '../../src/shared/contracts/model-service';
import { billLines, hosts, instances, modelServiceReplicas, supplierStatementLines, supplierStatements, supplyPlans, wallets } from '../../server/db/schema';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { auth, call, createTestApp, EVERY_DAY, login, registerUser, supplyMachine } from './helpers';

/**
 * Replica time of a model service counts in the statement of the supplier whose hosts ran it, as
 * container time does: each bill line shared among hosts by their replicas' seconds in it.
 */
// Monday 10:00 in Shanghai: the statement week runs to next Monday.
const clock = new ManualClock('2026-11-16T10:00:00+08:00');
let app: FastifyInstance;
let supplierToken: string;
let planId: number;

const get = <T>(token: string, url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(token) });

beforeAll(async () => {
  app = await createTestApp({ clock });
  supplierToken = await login(app, 'demo_supplier');
  const plan = await call<{ id: number }>(app, {
    method: 'POST',
    url: '/gateway/v1/resourceSupplierPlan/addPlan',
    headers: auth(supplierToken),
    payload: { planName: '模型服务结算', expectedIncomeWeekly: '3000.00', minIncomeWeekly: '0.00', saleTime: { windows: EVERY_DAY, endDate: '2027-06-30' }, machines: [supplyMachine()], files: [] },
  });
  expect(plan.code, plan.msg).toBe(100000);
  planId = plan.data.id;
  // On sale since last week (the review path is tested in suppliers.test.ts).
  await app.db.update(supplyPlans).set({ publishedAt: new Date('2026-11-10T00:00:00+08:00') }).where(eq(supplyPlans.id, planId));
});

describe("a supplier's statement", () => {
  it("counts a model service's replica time on the plan's hosts, shared by replica seconds", async () => {
    const renter = await registerUser(app);
    await app.db.update(wallets).set({ balanceAmount: '1000.00' }).where(eq(wallets.userId, renter.userId));
    const market = await call<{ records: { id: number }[] }>(app, { method: 'GET', url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090' });
    const goodsId = market.data.records[0]!.id;
    // Two hosts with one free card each (the others full): the two replicas run on different hosts.
    const goodsHosts = await app.db.select().from(hosts).where(eq(hosts.goodsId, goodsId));
    expect(goodsHosts.length).toBeGreaterThanOrEqual(2);
    for (const [index, host] of goodsHosts.entries()) await app.db.update(hosts).set({ gpuUsed: index < 2 ? host.gpuTotal - 1 : host.gpuTotal }).where(eq(hosts.id, host.id));
    const made = await call<ModelServiceCreated>(app, {
      method: 'POST',
      url: '/gateway/v1/modelService/add',
      headers: auth(renter.token),
      payload: {
        name: 'supplied',
        source: 'image',
        modelId: null,
        image: 'registry.example.com/team/llm:1.0',
        goodsId,
        gpuNumber: 1,
        minReplicas: 2,
        maxReplicas: 2,
        idleTimeout: 3600,
        env: [],
        upstreamUrl: null,
        promptPrice: '0.0000',
        completionPrice: '0.0000',
        rpm: null,
        tpm: null,
      },
    });
    expect(made.code, made.msg).toBe(100000);
    const replicas = await app.db.select().from(modelServiceReplicas).where(eq(modelServiceReplicas.serviceId, made.data.id));
    expect(replicas).toHaveLength(2);
    // The first replica's host becomes the plan's: its seconds are the supplier's.
    const planHost = replicas[0]!.hostId;
    const [plan] = await app.db.select().from(supplyPlans).where(eq(supplyPlans.id, planId));
    await app.db.update(hosts).set({ planId, supplierUserId: plan!.supplierId }).where(eq(hosts.id, planHost));
    const onPlan = replicas.filter((r) => r.hostId === planHost).length;
    expect(onPlan).toBe(1);

    // Ninety minutes across an hour boundary, metered as they go.
    for (let i = 0; i < 9; i += 1) {
      clock.advance(10 * MINUTE);
      await app.jobs.runOnce();
    }
    // Before the week closes, the overview counts it (less the fee) in this week's income.
    const overview = await get<{ thisWeek: string }>(supplierToken, '/v1/supplierStatement/overview');
    expect(overview.code).toBe(100000);
    expect((await call(app, { method: 'POST', url: `/gateway/v1/modelService/stop/${made.data.id}`, headers: auth(renter.token) })).code).toBe(100000);
    clock.advance(SECOND);
    await app.jobs.runOnce();

    const lines = await app.db.select().from(billLines).where(and(eq(billLines.modelServiceId, made.data.id), eq(billLines.kind, 'model_service')));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const billedFen = lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);
    expect(billedFen).toBeGreaterThan(0);
    // Both replicas ran the whole time, so each line falls to the plan in the share of its replicas there.
    const expectedFen = lines.reduce((sum, line) => sum + Math.round((Math.round(Number(line.amount) * 100) * onPlan) / 2), 0);
    expect(Math.round(Number(overview.data.thisWeek) * 100)).toBeGreaterThanOrEqual(Math.round(expectedFen * 0.9) - 1);

    // Next Monday: the week closes.
    clock.set(new Date('2026-11-23T00:30:00+08:00'));
    await app.jobs.runOnce();
    await app.jobs.runOnce();
    const [statement] = await app.db.select().from(supplierStatements).where(and(eq(supplierStatements.planId, planId), eq(supplierStatements.weekStart, '2026-11-16')));
    expect(statement).toBeDefined();
    const [served] = await app.db.select().from(supplierStatementLines).where(and(eq(supplierStatementLines.statementId, statement!.id), eq(supplierStatementLines.ref, 'model_service')));
    expect(served).toMatchObject({ kind: 'gross', amount: (expectedFen / 100).toFixed(2) });
    expect(served!.description).toContain(`${lines.length} 条计费明细`);
    const [elastic] = await app.db.select().from(supplierStatementLines).where(and(eq(supplierStatementLines.statementId, statement!.id), eq(supplierStatementLines.ref, 'elastic')));
    expect(Math.round(Number(statement!.gross) * 100)).toBe(Math.round(Number(elastic!.amount) * 100) + expectedFen);

    // The detail the supplier reads names it.
    const detail = await get<{ lines: { description: string; amount: string }[] }>(supplierToken, `/v1/supplierStatement/detail/${statement!.id}`);
    expect(detail.data.lines.map((l) => l.description).join('\n')).toContain('模型服务副本运行收入');

    // The earnings chart's occupancy counts the replicas' card time as the statement counts their
    // income: for a supplier whose only host is the plan's (no container ran there), each hour of
    // the day holds that host's share of the service's card-minutes over its four weeks' capacity.
    const owner = await registerUser(app);
    await app.db.update(hosts).set({ supplierUserId: owner.userId }).where(eq(hosts.id, planHost));
    const containerLines = await app.db.select({ id: billLines.id }).from(billLines).innerJoin(instances, eq(instances.id, billLines.instanceId)).where(eq(instances.hostId, planHost));
    expect(containerLines).toHaveLength(0);
    const [host] = await app.db.select().from(hosts).where(eq(hosts.id, planHost));
    const capacity = host!.gpuTotal * 60 * 28;
    const expected = Array.from({ length: 24 }, () => 0);
    for (const line of lines) expected[(line.periodStart.getUTCHours() + 8) % 24]! += (line.minutes * line.gpuNumber * onPlan) / 2;
    const { occupancyByHour } = await app.suppliers.statements.overview(owner.userId);
    expect(expected[10]! + expected[11]!).toBeGreaterThan(0);
    occupancyByHour.forEach((share, hour) => expect(Math.abs(share - expected[hour]! / capacity), `hour ${hour}`).toBeLessThanOrEqual(0.001));
    expect(occupancyByHour[10]).toBeGreaterThan(0);
  });
});
