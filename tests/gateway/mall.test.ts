import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Demand, MallGoods, MallOrderDetail, MyDemandDetail } from '../../src/shared/contracts/mall';
import { bareMetalGoods, demands, matchQueue, notices, reviewItems, supplyPlans, users, wallets } from '../../server/db/schema';
import { ManualClock, DAY } from '../../server/lib/clock';
import { drainMatching } from '../../server/modules/demand/matching';
import { auth, call, createGatewayPair, createTestApp, freshIp, freshPhone, lastCode, login, certifiedUser, registerUser } from './helpers';

const OK = 100000;
const PARAM = 50005;
const NOT_FOUND = 100006;

/** A China-time date `days` from the clock's today. */
const dateIn = (clock: ManualClock, days: number) => new Date(clock.now().getTime() + 8 * 3600_000 + days * DAY).toISOString().slice(0, 10);

async function setBalance(app: FastifyInstance, userId: number, balance: string) {
  await app.db.update(wallets).set({ balanceAmount: balance }).where(eq(wallets.userId, userId));
}

async function userIdOf(app: FastifyInstance, userName: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

describe('the bare-metal mall', () => {
  let app: FastifyInstance;
  let renter: string;
  beforeAll(async () => {
    app = await createTestApp();
    renter = await login(app, 'demo_renter');
  });

  it('lists goods with filters, sorting and the paging contract, and opens a detail', async () => {
    const all = await call<{ records: MallGoods[]; total: number; pages: number; current: number; size: number }>(app, { method: 'GET', url: '/gateway/v1/mall/goods/page?size=100' });
    expect(all.code).toBe(OK);
    expect(all.data.total).toBeGreaterThanOrEqual(8);
    // Cheapest per GPU-hour first by default.
    const hourPrices = all.data.records.map((g) => Number(g.gpuHourPrice));
    expect(hourPrices).toEqual([...hourPrices].sort((a, b) => a - b));

    const h800 = await call<{ records: MallGoods[]; total: number }>(app, { method: 'GET', url: '/gateway/v1/mall/goods/page?gpuModel=H800,A800&orderField=priceMonth&orderSort=desc' });
    expect(h800.data.records.map((g) => g.gpuModel)).toEqual(['H800', 'A800']);
    const inStock = await call<{ records: MallGoods[] }>(app, { method: 'GET', url: '/gateway/v1/mall/goods/page?inStock=true&size=100' });
    expect(inStock.data.records.every((g) => g.stock > 0)).toBe(true);
    expect(inStock.data.records.length).toBe(all.data.total - 1);
    const east = await call<{ records: MallGoods[] }>(app, { method: 'GET', url: '/gateway/v1/mall/goods/page?regionCode=cn-east-1&infiniband=true' });
    expect(east.data.records.map((g) => g.goodsBaseId)).toEqual(['BM-H800-8-SH01']);
    const paged = await call<{ records: MallGoods[]; pages: number; current: number }>(app, { method: 'GET', url: '/gateway/v1/mall/goods/page?size=3&current=2' });
    expect(paged.data.records).toHaveLength(3);
    expect(paged.data.current).toBe(2);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/mall/goods/page?orderField=title' })).code).toBe(PARAM);

    const detail = await call<MallGoods>(app, { method: 'GET', url: '/gateway/v1/mall/goods/detail/BM-A800-8-BJ01' });
    expect(detail.data).toMatchObject({ gpuModel: 'A800', gpuCount: 8, priceMonth: '96000.00', priceQuarter: '273600.00', priceYear: '1036800.00', regionName: '华北一区' });
    expect(detail.data.gpuHourPrice).toBe('16.6667');
    expect(detail.data.supplier.name).toBe('演示算力供应（上海）有限公司');
    expect((await call(app, { method: 'GET', url: '/gateway/v1/mall/goods/detail/NOPE-1' })).code).toBe(NOT_FOUND);
    const options = await call<{ gpuModels: string[]; regions: { code: string }[] }>(app, { method: 'GET', url: '/gateway/v1/mall/goods/filters' });
    expect(options.data.gpuModels).toContain('H800');
  });

  it('orders a month: stock taken, paid from balance then credit, a contract and an order with its delivery state', async () => {
    const buyer = await certifiedUser(app);
    await setBalance(app, buyer.userId, '300.00');
    await app.db.update(wallets).set({ totalCreditLimit: '1000.00', availableCreditLimit: '1000.00' }).where(eq(wallets.userId, buyer.userId));
    const before = await call<MallGoods>(app, { method: 'GET', url: '/gateway/v1/mall/goods/detail/BM-3060-1-CD03' });
    const created = await call<MallOrderDetail>(app, {
      method: 'POST',
      url: '/gateway/v1/mall/order/create',
      headers: { ...auth(buyer.token), 'idempotency-key': 'k-1' },
      payload: { goodsBaseId: 'BM-3060-1-CD03', term: 'month', termCount: 1, quantity: 2 },
    });
    expect(created.code).toBe(OK);
    expect(created.data).toMatchObject({ amount: '798.00', paidBalance: '300.00', paidCredit: '498.00', status: 'paid', term: 'month', quantity: 2 });
    expect(created.data.contract?.amount).toBe('798.00');
    expect(created.data.contract?.content).toContain('RTX 3060');
    const after = await call<MallGoods>(app, { method: 'GET', url: '/gateway/v1/mall/goods/detail/BM-3060-1-CD03' });
    expect(after.data.stock).toBe(before.data.stock - 2);
    // The same key again answers the same order and takes nothing more.
    const again = await call<MallOrderDetail>(app, {
      method: 'POST',
      url: '/gateway/v1/mall/order/create',
      headers: { ...auth(buyer.token), 'idempotency-key': 'k-1' },
      payload: { goodsBaseId: 'BM-3060-1-CD03', term: 'month', termCount: 1, quantity: 2 },
    });
    expect(again.data.orderBaseId).toBe(created.data.orderBaseId);
    expect((await call<MallGoods>(app, { method: 'GET', url: '/gateway/v1/mall/goods/detail/BM-3060-1-CD03' })).data.stock).toBe(before.data.stock - 2);

    const page = await call<{ records: { orderBaseId: string }[] }>(app, { method: 'GET', url: '/gateway/v1/mall/order/page', headers: auth(buyer.token) });
    expect(page.data.records.map((o) => o.orderBaseId)).toEqual([created.data.orderBaseId]);
    // Another user's order or contract: not found.
    expect((await call(app, { method: 'GET', url: `/gateway/v1/mall/order/detail/${created.data.orderBaseId}`, headers: auth(renter) })).code).toBe(NOT_FOUND);
    expect((await call(app, { method: 'GET', url: `/gateway/v1/contract/detail/${created.data.contractId}`, headers: auth(renter) })).code).toBe(NOT_FOUND);
    expect((await call(app, { method: 'GET', url: `/gateway/v1/contract/detail/${created.data.contractId}`, headers: auth(buyer.token) })).code).toBe(OK);

    // The supplier delivers: the order shows it, the term starts.
    const supplier = await login(app, 'demo_supplier');
    expect((await call(app, { method: 'POST', url: `/gateway/v1/mall/vender/order/deliver/${created.data.orderBaseId}`, headers: auth(renter), payload: { note: 'x' } })).code).toBe(403);
    const delivered = await call<MallOrderDetail>(app, {
      method: 'POST',
      url: `/gateway/v1/mall/vender/order/deliver/${created.data.orderBaseId}`,
      headers: auth(supplier),
      payload: { note: 'IP 10.0.0.8，root 密码已短信发送' },
    });
    expect(delivered.data).toMatchObject({ status: 'delivered', deliveryNote: 'IP 10.0.0.8，root 密码已短信发送' });
    const seen = await call<MallOrderDetail>(app, { method: 'GET', url: `/gateway/v1/mall/order/detail/${created.data.orderBaseId}`, headers: auth(buyer.token) });
    expect(seen.data.status).toBe('delivered');
    expect(seen.data.contract?.status).toBe('active');
  });

  it('refuses an order the wallet cannot pay, and takes no stock', async () => {
    const buyer = await certifiedUser(app);
    const before = await call<MallGoods>(app, { method: 'GET', url: '/gateway/v1/mall/goods/detail/BM-H800-8-SH01' });
    const refused = await call<{ reason: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/mall/order/create',
      headers: auth(buyer.token),
      payload: { goodsBaseId: 'BM-H800-8-SH01', term: 'year', termCount: 1, quantity: 1 },
    });
    expect(refused.data.reason).toBe('insufficient_funds');
    expect((await call<MallGoods>(app, { method: 'GET', url: '/gateway/v1/mall/goods/detail/BM-H800-8-SH01' })).data.stock).toBe(before.data.stock);
    const bad = await call<{ field: string }[]>(app, {
      method: 'POST',
      url: '/gateway/v1/mall/order/create',
      headers: auth(buyer.token),
      payload: { goodsBaseId: 'BM-H800-8-SH01', term: 'week', termCount: 0, quantity: 1 },
    });
    expect(bad.code).toBe(PARAM);
    expect(bad.data.map((e) => e.field)).toEqual(expect.arrayContaining(['term', 'termCount']));
    expect((await call(app, { method: 'POST', url: '/gateway/v1/mall/order/create', payload: { goodsBaseId: 'BM-H800-8-SH01', term: 'month', termCount: 1, quantity: 1 } })).code).toBe(50003);
  });

  it('sells the last machine to one of two buyers racing for it', async () => {
    await app.db.update(bareMetalGoods).set({ stock: 1 }).where(eq(bareMetalGoods.goodsBaseId, 'BM-4090-4-GZ01'));
    const [a, b] = [await certifiedUser(app), await certifiedUser(app)];
    await setBalance(app, a.userId, '10000.00');
    await setBalance(app, b.userId, '10000.00');
    const order = (token: string) =>
      call<MallOrderDetail | { reason: string }>(app, {
        method: 'POST',
        url: '/gateway/v1/mall/order/create',
        headers: auth(token),
        payload: { goodsBaseId: 'BM-4090-4-GZ01', term: 'month', termCount: 1, quantity: 1 },
      });
    const results = await Promise.all([order(a.token), order(b.token)]);
    expect(results.filter((r) => r.code === OK)).toHaveLength(1);
    const loser = results.find((r) => r.code !== OK)!;
    expect((loser.data as { reason: string }).reason).toBe('out_of_stock');
    const [goods] = await app.db.select({ stock: bareMetalGoods.stock }).from(bareMetalGoods).where(eq(bareMetalGoods.goodsBaseId, 'BM-4090-4-GZ01'));
    expect(goods!.stock).toBe(0);
    // The loser paid nothing.
    const [wa, wb] = await Promise.all([a, b].map(async (u) => (await app.db.select().from(wallets).where(eq(wallets.userId, u.userId)))[0]!.balanceAmount));
    expect([wa, wb].sort()).toEqual(['10000.00', '4800.00']);
  });

  it('sends an inquiry to the supplier, who answers it with a price', async () => {
    const asked = await call<{ id: number; status: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/mall/inquiry/add',
      headers: auth(renter),
      payload: { goodsBaseId: 'BM-3090-8-GZ02', quantity: 4, startDate: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10), months: 6, message: '售罄后何时补货？4 台能否优惠？' },
    });
    expect(asked.code).toBe(OK);
    const supplier = await login(app, 'demo_supplier');
    const inbox = await call<{ records: { id: number; buyerName: string }[] }>(app, { method: 'GET', url: '/gateway/v1/mall/vender/inquiry/page', headers: auth(supplier) });
    expect(inbox.data.records.map((r) => r.id)).toContain(asked.data.id);
    const replied = await call<{ status: string; quotedUnitPrice: string }>(app, {
      method: 'POST',
      url: `/gateway/v1/mall/vender/inquiry/reply/${asked.data.id}`,
      headers: auth(supplier),
      payload: { quotedUnitPrice: '5200', reply: '下周补货 6 台，4 台按 5200/台/月' },
    });
    expect(replied.data).toMatchObject({ status: 'quoted', quotedUnitPrice: '5200.00' });
    const mine = await call<{ records: { status: string; reply: string }[] }>(app, { method: 'GET', url: '/gateway/v1/mall/inquiry/page', headers: auth(renter) });
    expect(mine.data.records[0]).toMatchObject({ status: 'quoted', reply: '下周补货 6 台，4 台按 5200/台/月' });
    const past = await call<{ field: string }[]>(app, {
      method: 'POST',
      url: '/gateway/v1/mall/inquiry/add',
      headers: auth(renter),
      payload: { goodsBaseId: 'BM-3090-8-GZ02', quantity: 1, startDate: '2020-01-01', months: 1, message: '？' },
    });
    expect(past.code).toBe(PARAM);
    expect(past.data[0]!.field).toBe('startDate');
  });
});

describe('demands, quotes and matching', () => {
  const clock = new ManualClock('2026-03-02T02:00:00Z');
  let app: FastifyInstance;
  let operator: string;
  let supplier: string;
  let buyer: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    app = await createTestApp({ clock });
    operator = await login(app, 'demo_operator');
    supplier = await login(app, 'demo_supplier');
    buyer = await certifiedUser(app);
  });

  const demandBody = (overrides: Record<string, unknown> = {}) => ({
    title: '大模型微调需要 8 卡 A800',
    gpuModels: ['A800', 'H800'],
    gpuCount: 8,
    startDate: dateIn(clock, 10),
    durationDays: 90,
    regionCode: null,
    maxUnitPrice: '20',
    deliveryDeadline: dateIn(clock, 7),
    notes: '需要 IB 网络',
    contactName: '张经理',
    contactPhone: buyer.phone,
    ...overrides,
  });

  async function sendCode(phone: string) {
    clock.advance(5 * 60_000);
    const sent = await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCode?scene=publishDemandGoods&phone=${phone}`, remoteAddress: freshIp() });
    expect(sent.code).toBe(OK);
    return lastCode(app, phone);
  }

  async function publish(token: string, body: Record<string, unknown>) {
    return call<MyDemandDetail>(app, { method: 'POST', url: '/gateway/v1/demandGoods/publish', headers: auth(token), payload: body });
  }

  async function approve(demandId: string) {
    const [row] = await app.db.select({ id: demands.id }).from(demands).where(eq(demands.demandGoodsBaseId, demandId));
    const [item] = await app.db
      .select({ id: reviewItems.id })
      .from(reviewItems)
      .where(and(eq(reviewItems.kind, 'demand'), eq(reviewItems.subjectId, String(row!.id)), eq(reviewItems.status, 'pending')));
    const approved = await call(app, { method: 'POST', url: `/gateway/v1/review/approve/${item!.id}`, headers: auth(operator), payload: { reason: '准予发布' } });
    expect(approved.code).toBe(OK);
  }

  it('refuses bad demands with clear errors naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gpuCount: 0 }, 'gpuCount', 'GPU数量至少为1'],
      [{ startDate: '2020-01-01' }, 'startDate', '开始日期不能早于今天'],
      [{ deliveryDeadline: dateIn(clock, -1) }, 'deliveryDeadline', '交付截止日期不能早于今天'],
      [{ maxUnitPrice: '-1' }, 'maxUnitPrice', '最高单价须大于0'],
      [{ notes: '需'.repeat(10_240) }, 'notes', '备注不能超过2000字'],
    ];
    for (const [override, field, message] of cases) {
      const res = await publish(buyer.token, { ...demandBody(override), verifyCode: '123456' });
      expect(res.code, field).toBe(PARAM);
      expect(res.msg).toContain(message);
      expect((res.data as unknown as { field: string }[])[0]!.field).toBe(field);
    }
    const code = await sendCode(buyer.phone);
    const wrong = await publish(buyer.token, { ...demandBody(), verifyCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.code).toBe(PARAM);
    expect(wrong.msg).toContain('验证码错误');
    // Nothing was published by any of these; the right code still works after a wrong one.
    expect((await publish(buyer.token, { ...demandBody(), verifyCode: code })).code).toBe(OK);
    expect((await publish('', { ...demandBody(), verifyCode: code })).code).toBe(50003);
  });

  it('publishes through review to the board, takes quotes, and the buyer accepts one (contract and order)', async () => {
    const contact = freshPhone();
    const code = await sendCode(contact);
    const published = await publish(buyer.token, { ...demandBody({ title: '训练集群 8 卡', contactPhone: contact }), verifyCode: code });
    expect(published.data.status).toBe('pending_review');
    const id = published.data.demandGoodsBaseId;
    const boardHas = async () =>
      (await call<{ records: Demand[] }>(app, { method: 'GET', url: '/gateway/v1/demandGoods/page?size=100' })).data.records.find((d) => d.demandGoodsBaseId === id);
    expect(await boardHas()).toBeUndefined();
    await approve(id);
    const onBoard = await boardHas();
    expect(onBoard).toMatchObject({ status: 'open', contactName: '张*理', mine: false });
    expect(onBoard!.contactPhone).toBe(`${contact.slice(0, 3)}****${contact.slice(7)}`);
    expect((await call<{ notes: string }>(app, { method: 'GET', url: `/gateway/v1/demandGoods/detail/${id}` })).data.notes).toBe('需要 IB 网络');

    // Matching: the A800 and H800 goods fit (8 GPUs, ≤ ¥20/卡时, delivered in time).
    await app.jobs.runOnce();
    const matched = await call<MyDemandDetail>(app, { method: 'GET', url: `/gateway/v1/demandGoods/my/detail/${id}`, headers: auth(buyer.token) });
    const bare = matched.data.matches.filter((m) => m.kind === 'bare_metal');
    expect(bare.map((m) => m.goodsBaseId)).toEqual(['BM-A800-8-BJ01']);
    expect(bare[0]!.priceDiff).toBe('-3.3333');
    // The elastic A800 and H800 offers with 8 free cards and a window under ¥20 fit as well.
    expect(matched.data.matches.filter((m) => m.kind === 'elastic').every((m) => ['A800', 'H800'].includes(m.gpuModel) && Number(m.priceDiff) <= 0)).toBe(true);

    // Quotes: a supplier quotes; a second supplier quotes; the buyer cannot quote their own.
    const quote = (token: string, unitPrice: string) =>
      call<{ id: number; status: string; commitmentAmount: string }>(app, {
        method: 'POST',
        url: '/gateway/v1/demandQuote/add',
        headers: auth(token),
        payload: { demandGoodsBaseId: id, unitPrice, term: 'month', startDate: dateIn(clock, 10), minCommitmentMonths: 1, validUntil: dateIn(clock, 5), note: 'IB 200G' },
      });
    const first = await quote(supplier, '15.5');
    expect(first.code).toBe(OK);
    expect(first.data.commitmentAmount).toBe('89280.00');
    expect((await quote(supplier, '15')).code).toBe(50006);
    const rival = await certifiedUser(app);
    await app.db.update(users).set({ roles: ['renter', 'supplier'] }).where(eq(users.id, rival.userId));
    const rivalToken = await login(app, rival.userName, rival.password);
    const second = await quote(rivalToken, '18');
    expect(second.code).toBe(OK);
    await app.db.update(users).set({ roles: ['renter', 'supplier'] }).where(eq(users.id, buyer.userId));
    const ownToken = await login(app, buyer.userName, buyer.password);
    const own = await quote(ownToken, '10');
    expect(own.code).toBe(-1);
    expect(own.msg).toBe('不能对自己发布的需求报价');

    // Another user's demand or quote → not found.
    const renter = await login(app, 'demo_renter');
    expect((await call(app, { method: 'GET', url: `/gateway/v1/demandGoods/my/detail/${id}`, headers: auth(renter) })).code).toBe(NOT_FOUND);
    expect((await call(app, { method: 'POST', url: `/gateway/v1/demandQuote/accept/${first.data.id}`, headers: auth(renter) })).code).toBe(NOT_FOUND);
    expect((await call(app, { method: 'POST', url: `/gateway/v1/demandQuote/reject/${first.data.id}`, headers: auth(renter) })).code).toBe(NOT_FOUND);

    const compare = await call<MyDemandDetail>(app, { method: 'GET', url: `/gateway/v1/demandGoods/my/detail/${id}`, headers: auth(buyer.token) });
    expect(compare.data.status).toBe('quoted');
    expect(compare.data.quotes.map((q) => q.unitPrice)).toEqual(['15.5000', '18.0000']);

    await setBalance(app, buyer.userId, '100000.00');
    const accepted = await call<{ orderBaseId: string; contractId: string }>(app, { method: 'POST', url: `/gateway/v1/demandQuote/accept/${first.data.id}`, headers: auth(buyer.token) });
    expect(accepted.code).toBe(OK);
    const done = await call<MyDemandDetail>(app, { method: 'GET', url: `/gateway/v1/demandGoods/my/detail/${id}`, headers: auth(buyer.token) });
    expect(done.data).toMatchObject({ status: 'contracted', acceptedQuoteId: first.data.id, orderBaseId: accepted.data.orderBaseId });
    expect(done.data.quotes.map((q) => q.status)).toEqual(['accepted', 'rejected']);
    const order = await call<MallOrderDetail>(app, { method: 'GET', url: `/gateway/v1/mall/order/detail/${accepted.data.orderBaseId}`, headers: auth(buyer.token) });
    expect(order.data).toMatchObject({ source: 'quote', amount: '89280.00', demandGoodsBaseId: id, status: 'paid' });
    expect(order.data.contract?.id).toBe(accepted.data.contractId);
    // A second accept changes nothing.
    expect((await call(app, { method: 'POST', url: `/gateway/v1/demandQuote/accept/${second.data.id}`, headers: auth(buyer.token) })).code).toBe(-1);
    // Contracted demands leave the board.
    expect(await boardHas()).toBeUndefined();
    // The supplier delivers the order: its demand is fulfilled with it.
    const delivered = await call<MallOrderDetail>(app, {
      method: 'POST',
      url: `/gateway/v1/mall/vender/order/deliver/${accepted.data.orderBaseId}`,
      headers: auth(supplier),
      payload: { note: '已交付 IP 10.0.0.9' },
    });
    expect(delivered.data).toMatchObject({ status: 'delivered', deliveryNote: '已交付 IP 10.0.0.9' });
    const fulfilled = await call<MyDemandDetail>(app, { method: 'GET', url: `/gateway/v1/demandGoods/my/detail/${id}`, headers: auth(buyer.token) });
    expect(fulfilled.data.status).toBe('fulfilled');
  });

  it('matches a published plan whose idle windows fit, once per change', async () => {
    const contact = freshPhone();
    const code = await sendCode(contact);
    const published = await publish(buyer.token, {
      ...demandBody({ contactPhone: contact, title: '夜间推理 16 卡 4090', gpuModels: ['RTX 4090'], gpuCount: 16, maxUnitPrice: '1.2', regionCode: 'cn-east-1', durationDays: null, nightWindow: { beginMinute: 0, endMinute: 360 } }),
      verifyCode: code,
    });
    const id = published.data.demandGoodsBaseId;
    await approve(id);
    await drainMatching(app.db, clock);
    const supplierId = await userIdOf(app, 'demo_supplier');
    const machine = {
      key: 'm1', resourceType: 'TG_ECS' as const, gpuModel: 'RTX 4090', gpuCount: 8, gpuVram: 24, cpuModel: 'EPYC', cpuCores: 64, ramGb: 512, diskGb: 2000, bandwidthMbps: 100,
      regionCode: 'cn-east-1', publicIp: '1.2.3.4', sshPort: 22, driverVersion: '550', cudaVersion: '12.4', quantity: 2, prices: { day: '2.2', night: '0.95' },
    };
    const [plan] = await app.db
      .insert(supplyPlans)
      .values({
        supplierId,
        planName: '夜间闲置 4090 集群',
        expectedIncomeWeekly: '5000',
        minIncomeWeekly: '3000',
        saleTime: { windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, beginMinute: 22 * 60, endMinute: 8 * 60 })), endDate: dateIn(clock, 200) },
        machines: [machine],
        status: 'published',
        publishedAt: clock.now(),
      })
      .returning({ id: supplyPlans.id });
    // One queued change for the plan, taken once.
    const queued = await app.db.select().from(matchQueue).where(and(eq(matchQueue.subject, 'plan'), eq(matchQueue.subjectId, plan!.id)));
    expect(queued).toHaveLength(1);
    expect(await drainMatching(app.db, clock)).toBe(1);
    expect(await drainMatching(app.db, clock)).toBe(0);
    const detail = await call<MyDemandDetail>(app, { method: 'GET', url: `/gateway/v1/demandGoods/my/detail/${id}`, headers: auth(buyer.token) });
    // The elastic RTX 4090 offer of the region fits too (its night window is under the maximum).
    expect(detail.data.matches.map((m) => m.kind).sort()).toEqual(['elastic', 'plan']);
    expect(detail.data.matches.filter((m) => m.kind === 'plan')).toEqual([expect.objectContaining({ kind: 'plan', resourceId: plan!.id, title: '夜间闲置 4090 集群', unitPrice: '0.9500', priceDiff: '-0.2500' })]);
    // The supplier sees the demand their plan could fill.
    const forSupplier = await call<{ records: { demandGoodsBaseId: string; kind: string }[] }>(app, { method: 'GET', url: '/gateway/v1/demandGoods/supplierMatches', headers: auth(supplier) });
    expect(forSupplier.data.records).toContainEqual(expect.objectContaining({ demandGoodsBaseId: id, kind: 'plan' }));
    // A window that no longer covers the night: the match goes with the change.
    await app.db
      .update(supplyPlans)
      .set({ saleTime: { windows: [{ weekday: 6, beginMinute: 2 * 60, endMinute: 4 * 60 }], endDate: dateIn(clock, 200) } })
      .where(eq(supplyPlans.id, plan!.id));
    await drainMatching(app.db, clock);
    const gone = await call<MyDemandDetail>(app, { method: 'GET', url: `/gateway/v1/demandGoods/my/detail/${id}`, headers: auth(buyer.token) });
    expect(gone.data.matches.map((m) => m.kind)).toEqual(['elastic']);
  });
});

describe('expiry', () => {
  it('expires a demand past its deadline exactly once, with two gateways running the job at the same moment', async () => {
    const clock = new ManualClock('2026-03-02T02:00:00Z');
    const [a, b] = await createGatewayPair({ clock });
    const user = await registerUser(a);
    const now = clock.now();
    const [row] = await a.db
      .insert(demands)
      .values({
        demandGoodsBaseId: 'XQ-EXPIRE-1',
        userId: user.userId,
        title: '短期渲染需求',
        gpuCount: 4,
        startDate: '2026-03-05',
        durationDays: 7,
        maxUnitPrice: '3',
        deliveryDeadline: '2026-03-04',
        contactName: '李工',
        contactPhone: user.phone,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: demands.id });
    await Promise.all([a.jobs.runOnce(), b.jobs.runOnce()]);
    const [still] = await a.db.select({ status: demands.status }).from(demands).where(eq(demands.id, row!.id));
    expect(still!.status).toBe('open');
    clock.set('2026-03-04T16:30:00Z'); // 00:30 on 5 March in China: the deadline day is over
    await Promise.all([a.jobs.runOnce(), b.jobs.runOnce()]);
    await Promise.all([a.jobs.runOnce(), b.jobs.runOnce()]);
    const [after] = await a.db.select({ status: demands.status }).from(demands).where(eq(demands.id, row!.id));
    expect(after!.status).toBe('expired');
    const [count] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(and(eq(notices.userId, user.userId), eq(notices.title, '需求已过期')));
    expect(count!.n).toBe(1);
  });
});
