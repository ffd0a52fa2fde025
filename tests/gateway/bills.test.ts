import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DetailPage, DetailRow, MonthlyBill } from '../../src/shared/contracts/bills';
import { billLines, contracts, invoiceRequests, mallOrders } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { auth, call, certifiedUser, createTestApp, registerUser } from './helpers';
import { pdfText } from './pdf-text';
import { zipEntries } from './zip-entries';

let app: FastifyInstance;
// After metering, it is 01:00:30 on the 28th: the 28th's postpaid use is not billed yet (T+1).
const clock = new ManualClock('2026-11-27T19:00:00+08:00');
let renter: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let instanceId: number;
const CONTRACT_ID = 'CT2026111500000001';

const get = <T>(url: string, token?: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: token ? auth(token) : {} });
const raw = (url: string, token: string) => app.inject({ method: 'GET', url: `/gateway${url}`, headers: auth(token) });
const fen = (amount: string) => Math.round(Number(amount) * 100);

/** Every row of the detail bill, page after page. */
async function allRows(query: string, token = renter.token): Promise<{ rows: DetailRow[]; page: DetailPage }> {
  const rows: DetailRow[] = [];
  for (let current = 1; ; current += 1) {
    const res = await get<DetailPage>(`/v1/costs/bill/detail?${query}&size=3&current=${current}`, token);
    expect(res.code).toBe(100000);
    rows.push(...res.data.records);
    if (current >= res.data.pages) return { rows, page: res.data };
  }
}

/** What the bill must hold for a month, summed in the database straight from the bill lines and rentals (T+1 cut). */
async function expectedFen(userId: number, from: string, to: string, cut: string) {
  const res = (await app.db.execute(sql`
    select coalesce(sum(list), 0)::numeric(14,2)::text as list, coalesce(sum(covered), 0)::numeric(14,2)::text as covered from (
      select amount as list, covered from bill_lines where user_id = ${userId} and period_start >= ${from} and period_start < ${to} and (kind = 'prepaid' or period_start < ${cut})
      union all select amount, 0 from mall_orders where user_id = ${userId} and status <> 'cancelled' and created_at >= ${from} and created_at < ${to}) s`)) as unknown as {
    rows: { list: string; covered: string }[];
  };
  return { list: fen(res.rows[0]!.list), covered: fen(res.rows[0]!.covered) };
}

beforeAll(async () => {
  app = await createTestApp({ clock });
  renter = await certifiedUser(app);
  stranger = await registerUser(app);
  const trade = await call<{ tradeNo: string }>(app, { method: 'POST', url: '/gateway/v1/wallet/getWalletRechargePayInfo', headers: auth(renter.token), payload: { amount: '500' } });
  expect((await call(app, { method: 'POST', url: `/gateway/dev/pay/${trade.data.tradeNo}`, headers: auth(renter.token) })).code).toBe(100000);
  // An RTX 4090 in 华东一区 (¥2.18 by day 08:00–22:00, ¥0.99 by night) from 20:00 to 01:00:30.
  const market = await get<{ records: { id: number }[] }>('/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090');
  const images = await get<{ id: number }[]>('/v1/image/public');
  clock.set('2026-11-27T20:00:00+08:00');
  const order = await call<{ instanceId: number }>(app, {
    method: 'POST',
    url: '/gateway/v1/order/createOrder',
    headers: auth(renter.token),
    payload: { goodsId: market.data.records[0]!.id, gpuNumber: 1, billingMode: 'timed', imageId: images.data[0]!.id },
  });
  instanceId = order.data.instanceId;
  clock.set('2026-11-27T20:00:05+08:00');
  await app.jobs.runOnce();
  clock.set('2026-11-28T01:00:30+08:00');
  await app.jobs.runOnce();
  const line = (at: string, values: Partial<typeof billLines.$inferInsert>) => ({
    userId: renter.userId,
    instanceId,
    orderId: 'seeded',
    kind: 'gpu' as const,
    periodStart: new Date(at),
    periodEnd: new Date(new Date(at).getTime() + 3600_000),
    minutes: 60,
    gpuNumber: 1,
    unitPrice: '2.1800',
    rangeLabel: 'day',
    amount: '2.18',
    createdAt: new Date(at),
    ...values,
  });
  await app.db.insert(billLines).values([
    // A day hour on the 20th paid whole by card-hours.
    line('2026-11-20T10:00:00+08:00', { cardMinutes: 60, covered: '2.18' }),
    // A prepaid term bought today: prepaid is billed at once, T+1 or not.
    line('2026-11-28T00:30:00+08:00', { kind: 'prepaid', minutes: 1440, unitPrice: '30.0000', rangeLabel: 'prepaid', amount: '30.00', periodEnd: new Date('2026-11-29T00:30:00+08:00') }),
    // Last October: one hour of ¥5.00.
    line('2026-10-27T20:00:00+08:00', { orderId: 'october', unitPrice: '5.0000', amount: '5.00' }),
  ]);
  await app.db.insert(mallOrders).values({
    id: 'MO2026111500000001',
    userId: renter.userId,
    term: 'month',
    termCount: 1,
    quantity: 2,
    unitPrice: '50.00',
    amount: '100.00',
    paidBalance: '100.00',
    paidCredit: '0.00',
    deliverBy: new Date('2026-11-18T00:00:00+08:00'),
    createdAt: new Date('2026-11-15T09:00:00+08:00'),
  });
  await app.db.insert(contracts).values({
    id: CONTRACT_ID,
    buyerId: renter.userId,
    title: '裸金属服务器租赁合同',
    content: '# 裸金属服务器租赁合同\n\n- 租赁两台服务器，租期一个月。\n- 费用 ¥100.00。',
    amount: '100.00',
    startsAt: new Date('2026-11-15T09:00:00+08:00'),
    endsAt: new Date('2026-12-15T09:00:00+08:00'),
    createdAt: new Date('2026-11-15T09:00:00+08:00'),
  });
  const buyer = { kind: 'company' as const, title: '星河智算科技有限公司', taxNo: '91310115MA1H7XQ200', address: '上海', phone: '021-1', bank: '招商银行', bankAccount: '6225' };
  const request = { userId: renter.userId, titleName: buyer.title, invoiceKind: 'normal' as const, scope: 'month' as const, ref: '2026-11', email: 'a@example.com', buyer };
  await app.db.insert(invoiceRequests).values([
    { ...request, amount: '6.34', status: 'issued', invoiceNo: '26310000000000000001', issuedAt: new Date('2026-11-21T10:00:00+08:00') },
    {
      ...request,
      amount: '1.00',
      status: 'reversed',
      invoiceNo: '26310000000000000002',
      issuedAt: new Date('2026-10-30T10:00:00+08:00'),
      redNo: '26310000000000000003',
      reversedAt: new Date('2026-11-02T10:00:00+08:00'),
    },
  ]);
});

describe('the monthly bill', () => {
  it('sums every product to the fen as the bill lines and rentals do, with the T+1 cut', async () => {
    const res = await get<MonthlyBill>('/v1/costs/bill/monthly?month=2026-11', renter.token);
    expect(res.code).toBe(100000);
    const bill = res.data;
    expect(bill).toMatchObject({ month: '2026-11', through: '2026-11-27', closed: false, invoices: 2, contracts: 1 });
    const expected = await expectedFen(renter.userId, '2026-11-01T00:00:00+08:00', '2026-12-01T00:00:00+08:00', '2026-11-28T00:00:00+08:00');
    // 20:00–22:00 by day (2 × 2.18), 22:00–24:00 by night (2 × 0.99), the 20th's covered hour, the ¥30 term and the ¥100 rental; 00:00–01:00 of the 28th waits.
    expect(expected).toEqual({ list: 436 + 198 + 218 + 3000 + 10000, covered: 218 });
    expect(bill.totals).toEqual({ listAmount: '138.52', deduction: '2.18', amount: '136.34' });
    expect(bill.products).toEqual([
      { product: 'bare_metal', productName: '裸金属租赁', consumptionType: 'prepaid', lines: 1, listAmount: '100.00', deduction: '0.00', amount: '100.00' },
      { product: 'prepaid', productName: '弹性GPU（包年包月）', consumptionType: 'prepaid', lines: 1, listAmount: '30.00', deduction: '0.00', amount: '30.00' },
      { product: 'gpu', productName: '弹性GPU（按量）', consumptionType: 'postpaid', lines: 5, listAmount: '8.52', deduction: '2.18', amount: '6.34' },
    ]);
    expect(bill.products.reduce((sum, p) => sum + fen(p.amount), 0)).toBe(expected.list - expected.covered);

    // October's pack holds the blue invoice issued on the 30th (reversed in November).
    const october = (await get<MonthlyBill>('/v1/costs/bill/monthly?month=2026-10', renter.token)).data;
    expect(october).toMatchObject({ through: '2026-10-31', closed: true, totals: { listAmount: '5.00', deduction: '0.00', amount: '5.00' }, invoices: 1, contracts: 0 });
    expect((await get<string[]>('/v1/costs/bill/months', renter.token)).data).toEqual(['2026-11', '2026-10']);
  });

  it('once the day is over, bills the 28th too', async () => {
    clock.set('2026-11-29T08:00:00+08:00');
    try {
      const bill = (await get<MonthlyBill>('/v1/costs/bill/monthly?month=2026-11', renter.token)).data;
      expect(bill.through).toBe('2026-11-28');
      expect(bill.totals.listAmount).toBe('139.51');
    } finally {
      clock.set('2026-11-28T01:00:30+08:00');
    }
  });
});

describe('the detail bill', () => {
  it('sums to the monthly bill at every granularity and dimension, to the fen', async () => {
    for (const granularity of ['month', 'day', 'hour']) {
      for (const dimension of ['item', 'instance']) {
        const { rows, page } = await allRows(`month=2026-11&granularity=${granularity}&dimension=${dimension}`);
        expect(page.totals).toEqual({ listAmount: '138.52', deduction: '2.18', amount: '136.34' });
        expect(page.through).toBe('2026-11-27');
        expect(rows).toHaveLength(page.total);
        expect(rows.reduce((sum, r) => sum + fen(r.amount), 0)).toBe(13634);
        expect(rows.reduce((sum, r) => sum + fen(r.deduction), 0)).toBe(218);
        for (const r of rows) expect(fen(r.listAmount) - fen(r.deduction)).toBe(fen(r.amount));
      }
    }
    // Per hour and billing item there is one row per billed line.
    expect((await allRows('month=2026-11&granularity=hour&dimension=item')).rows).toHaveLength(7);
  });

  it('shows period, product, consumption type, instance, region, billing item, unit price, usage, deduction and amount', async () => {
    const { rows } = await allRows('month=2026-11&granularity=day&dimension=item&product=gpu');
    expect(rows.map((r) => [r.period, r.item, r.usage, r.amount])).toEqual([
      ['2026-11-20', 'GPU 卡时·日间', '1', '0.00'],
      ['2026-11-27', 'GPU 卡时·日间', '2', '4.36'],
      ['2026-11-27', 'GPU 卡时·夜间', '2', '1.98'],
    ]);
    expect(rows[0]).toMatchObject({
      productName: '弹性GPU（按量）',
      consumptionType: 'postpaid',
      instanceId: String(instanceId),
      regionCode: 'cn-east-1',
      unitPrice: '2.1800',
      usageUnit: '卡时',
      listAmount: '2.18',
      deduction: '2.18',
    });
    expect(rows[0]!.regionName).toBeTruthy();
    const byInstance = (await allRows('month=2026-11&granularity=month&dimension=instance&consumptionType=postpaid')).rows;
    expect(byInstance).toEqual([expect.objectContaining({ period: '2026-11', instanceId: String(instanceId), item: null, unitPrice: null, usage: '5', amount: '6.34' })]);
    const prepaid = (await allRows('month=2026-11&consumptionType=prepaid&granularity=month')).rows;
    expect(prepaid.map((r) => [r.product, r.item, r.usage, r.usageUnit, r.amount])).toEqual([
      ['bare_metal', '裸金属租赁（按月）', '2', '台·期', '100.00'],
      ['prepaid', '包年包月费用', '1', '期', '30.00'],
    ]);
    // One day's hours; filters by instance and region.
    const day = (await allRows('month=2026-11&day=2026-11-27&granularity=hour')).rows;
    expect(day.map((r) => r.period)).toEqual(['2026-11-27 20:00', '2026-11-27 21:00', '2026-11-27 22:00', '2026-11-27 23:00']);
    expect((await allRows(`month=2026-11&instanceId=MO2026111500000001`)).page.totals.amount).toBe('100.00');
    expect((await allRows(`month=2026-11&regionCode=nowhere`)).page).toMatchObject({ total: 0, totals: { amount: '0.00' } });
  });

  it("answers a stranger nothing of the renter's, not found for the renter's instance, and refuses visitors", async () => {
    expect((await get(`/v1/costs/bill/detail?month=2026-11&instanceId=${instanceId}`, stranger.token)).code).toBe(100006);
    expect((await get(`/v1/costs/bill/detail?month=2026-11&instanceId=MO2026111500000001`, stranger.token)).code).toBe(100006);
    expect((await raw(`/v1/costs/bill/detail/export?month=2026-11&instanceId=${instanceId}`, stranger.token)).json()).toMatchObject({ code: 100006 });
    const mine = await get<DetailPage>('/v1/costs/bill/detail?month=2026-11', stranger.token);
    expect(mine.data).toMatchObject({ total: 0, records: [], totals: { amount: '0.00' } });
    expect((await get<MonthlyBill>('/v1/costs/bill/monthly?month=2026-11', stranger.token)).data).toMatchObject({ products: [], invoices: 0, contracts: 0 });
    for (const path of ['/v1/costs/bill/detail?month=2026-11', '/v1/costs/bill/monthly?month=2026-11', '/v1/costs/bill/statement?month=2026-11', '/v1/costs/bill/pack?month=2026-11']) {
      expect((await get(path)).code).toBe(50003);
    }
  });

  it('refuses periods out of bounds and malformed parameters with 50005', async () => {
    const bad = [
      'month=2026-13',
      'month=2026-1',
      'month=2026-12',
      'month=2019-12',
      'month=',
      'month=2026-11&day=2026-10-05',
      'month=2026-11&day=2026-11-29',
      'month=2026-02&day=2026-02-30',
      'month=2026-11&granularity=week',
      'month=2026-11&dimension=region',
      'month=2026-11&product=coffee',
      'month=2026-11&size=101',
      `month=2026-11&instanceId=${'x'.repeat(41)}`,
    ];
    for (const query of bad) {
      const res = await get(`/v1/costs/bill/detail?${query}`, renter.token);
      expect(res.code, query).toBe(50005);
    }
    expect((await get('/v1/costs/bill/detail', renter.token)).code).toBe(50005);
    expect((await get('/v1/costs/bill/monthly?month=2027-01', renter.token)).msg).toBe('账期超出范围（2020-01 至 2026-11）');
    expect((await raw('/v1/costs/bill/statement?month=2026-12', renter.token)).json()).toMatchObject({ code: 50005 });
    expect((await raw('/v1/costs/bill/pack?month=abc', renter.token)).json()).toMatchObject({ code: 50005 });
    expect((await raw('/v1/costs/bill/detail/export?month=2026-12', renter.token)).json()).toMatchObject({ code: 50005 });
    // Today is within bounds: its prepaid term is billed, its postpaid hour is not yet.
    expect((await allRows('month=2026-11&day=2026-11-28')).page.totals.amount).toBe('30.00');
  });

  it('exports every row the filter matches as CSV, summing to the page totals', async () => {
    const res = await raw('/v1/costs/bill/detail/export?month=2026-11&granularity=hour&dimension=item', renter.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('bill-detail-2026-11.csv');
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('账期,产品,消费类型,实例ID,实例名称,地域,计费项,单价（元）,用量,用量单位,原价（元）,卡时/优惠券抵扣（元）,应付金额（元）');
    expect(lines).toHaveLength(7);
    const cells = lines.map((l) => l.split(','));
    expect(cells.reduce((sum, c) => sum + fen(c[12]!), 0)).toBe(13634);
    expect(cells.reduce((sum, c) => sum + fen(c[11]!), 0)).toBe(218);
    expect(cells[0]).toEqual(expect.arrayContaining(['2026-11-15 09:00', '裸金属租赁', '预付费', 'MO2026111500000001', '100.00']));
    const filtered = (await raw('/v1/costs/bill/detail/export?month=2026-11&consumptionType=prepaid', renter.token)).body.trim().split('\r\n');
    expect(filtered).toHaveLength(3);
  });
});

describe('the statement and the accountant pack', () => {
  it('writes the statement PDF with the total, in figures and capitals, per product and instance', async () => {
    const res = await raw('/v1/costs/bill/statement?month=2026-11', renter.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('月度对账单');
    expect(text).toContain('账期：2026-11');
    expect(text).toContain('¥136.34');
    expect(text).toContain('壹佰叁拾陆元叁角肆分');
    expect(text).toContain('裸金属租赁');
    expect(text).toContain(`（${instanceId}）`);
    expect(text).toContain('出账截至：2026-11-27');
  });

  it("zips the month's statement, bill lines, invoices and contracts, and nothing of another user's", async () => {
    const res = await raw('/v1/costs/bill/pack?month=2026-11', renter.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = zipEntries(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'bill-lines-2026-11.csv',
        `contracts/${CONTRACT_ID}.pdf`,
        'invoices/26310000000000000001.pdf',
        'invoices/26310000000000000003-red.pdf',
        'statement-2026-11.pdf',
      ].sort(),
    );
    expect(pdfText(files.get('statement-2026-11.pdf')!)).toContain('¥136.34');
    const csv = files.get('bill-lines-2026-11.csv')!.toString('utf8');
    expect(csv).toBe((await raw('/v1/costs/bill/detail/export?month=2026-11&granularity=hour&dimension=item', renter.token)).body);
    expect(pdfText(files.get('invoices/26310000000000000001.pdf')!)).toContain('星河智算科技有限公司');
    expect(pdfText(files.get('invoices/26310000000000000003-red.pdf')!)).toContain('红字');
    const contract = pdfText(files.get(`contracts/${CONTRACT_ID}.pdf`)!);
    expect(contract).toContain('裸金属服务器租赁合同');
    expect(contract).toContain('SHA-256');
    expect(files.get('README.txt')!.toString('utf8')).toContain('应付合计 ¥136.34');

    const theirs = zipEntries((await raw('/v1/costs/bill/pack?month=2026-11', stranger.token)).rawPayload);
    expect([...theirs.keys()].sort()).toEqual(['README.txt', 'bill-lines-2026-11.csv', 'statement-2026-11.pdf']);
    expect(pdfText(theirs.get('statement-2026-11.pdf')!)).toContain('¥0.00');
  });
});
