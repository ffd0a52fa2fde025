import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceableAmount, InvoiceOptions, InvoiceRequest, InvoiceTitle } from '../../src/shared/contracts/invoice';
import { invoiceableFen } from '../../server/modules/invoice/amount';
import { taxBreakdown } from '../../server/modules/invoice/requests';
import { outbox, reviewItems } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { grantCredit } from '../../server/modules/wallet/grant-credit';
import { creditWallet, debitWallet } from '../../server/modules/wallet/service';
import { auth, call, createTestApp, login, registerUser } from './helpers';
import { pdfText } from './pdf-text';

let app: FastifyInstance;
const clock = new ManualClock('2026-10-15T10:00:00+08:00');
let operator: string;
let financeToken: string;

type User = Awaited<ReturnType<typeof registerUser>>;
const CODE = '91440300708461136T';
const company = { kind: 'company', invoiceKind: 'normal', title: '深圳算力科技有限公司', taxNo: CODE, taxpayerType: 'general' };
const person = { kind: 'individual', invoiceKind: 'normal', title: '张三' };

const get = <T>(token: string, url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(token) });
const post = <T>(token: string, url: string, payload?: object) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const amount = async (user: User) => (await get<InvoiceableAmount>(user.token, '/v1/invoice/amount')).data;
const title = async (user: User, body: object = person) => (await post<InvoiceTitle>(user.token, '/v1/invoice/title/create', body)).data;
const request = (user: User, body: object) => post<InvoiceRequest>(user.token, '/v1/invoice/request/create', { email: 'ap@example.cn', ...body });

/** Money moved the way the wallet's own use cases move it. */
const recharge = (user: User, yuan: string, ref: string) => app.db.transaction((tx) => creditWallet(tx, clock, { userId: user.userId, amount: yuan, type: 'recharge', refType: 'trade', refId: ref, remark: '充值' }));
const redeem = (user: User, yuan: string, ref: string) => app.db.transaction((tx) => creditWallet(tx, clock, { userId: user.userId, amount: yuan, type: 'redeem', refType: 'card', refId: ref, remark: '算力卡' }));
const refund = (user: User, yuan: string, ref: string) => app.db.transaction((tx) => creditWallet(tx, clock, { userId: user.userId, amount: yuan, type: 'refund', refType: 'order', refId: ref, remark: '退款' }));
const spend = (user: User, fen: number, ref: string) =>
  app.db.transaction((tx) => debitWallet(tx, clock, { userId: user.userId, fen, type: 'consume', refType: 'order', refId: ref, remark: `订单 ${ref}`, partial: false }));

beforeAll(async () => {
  app = await createTestApp({ clock });
  operator = await login(app, 'demo_operator');
  const finance = await registerUser(app);
  expect((await post(operator, `/user/roles/${finance.userId}`, { roles: ['renter', 'finance'] })).code).toBe(100000);
  financeToken = finance.token;
});

describe('the invoiceable amount', () => {
  it('counts money spent, to the fen: recharges once spent, cards never, credit in full, less refunds and invoices', async () => {
    const user = await registerUser(app);
    expect(await amount(user)).toEqual({ spent: '0.00', notInvoiceable: '0.00', refunded: '0.00', unspentRecharge: '0.00', invoiced: '0.00', invoiceable: '0.00' });

    await recharge(user, '100.00', 'T1');
    expect(await amount(user)).toMatchObject({ invoiceable: '0.00', unspentRecharge: '100.00' });

    await spend(user, 3025, 'A');
    expect(await amount(user)).toMatchObject({ spent: '30.25', invoiceable: '30.25', unspentRecharge: '69.75' });

    // A ¥50 card is spent before recharged money and is never invoiceable.
    await redeem(user, '50.00', 'CARD-1');
    await spend(user, 6000, 'B');
    expect(await amount(user)).toMatchObject({ spent: '40.25', notInvoiceable: '50.00', invoiceable: '40.25', unspentRecharge: '59.75' });

    await refund(user, '10.00', 'B');
    expect(await amount(user)).toMatchObject({ spent: '40.25', refunded: '10.00', invoiceable: '30.25', unspentRecharge: '69.75' });

    // The bank's credit pays once the balance is gone, and counts in full.
    await app.db.transaction((tx) => grantCredit(tx, clock, { userId: user.userId, lineFen: 100_000, refType: 'credit_application', refId: `t${user.userId}`, remark: '授信' }));
    await spend(user, 8000, 'C');
    expect(await amount(user)).toMatchObject({ spent: '120.25', refunded: '10.00', unspentRecharge: '0.00', invoiceable: '110.25' });

    const t = await title(user);
    expect((await request(user, { titleId: t.id, scope: 'amount', amount: '100.01' })).code).toBe(100000);
    expect(await amount(user)).toMatchObject({ invoiced: '100.01', invoiceable: '10.24' });
    const over = await request(user, { titleId: t.id, scope: 'amount', amount: '10.25' });
    expect(over.code).toBe(-1);
    expect(over.msg).toContain('申请金额超过可开票金额');
  });

  it('splits what is spent and what is not, whatever the order money came in', () => {
    const sums = { recharged: 0, gifted: 0, spentBalance: 0, spentCredit: 0, refundedBalance: 0, refundedCredit: 0 };
    expect(invoiceableFen({ ...sums, recharged: 10_000, spentBalance: 4_000 }, 0).invoiceable).toBe(4_000);
    expect(invoiceableFen({ ...sums, gifted: 5_000, spentBalance: 4_000 }, 0).invoiceable).toBe(0);
    expect(invoiceableFen({ ...sums, recharged: 1_000, gifted: 1_000, spentBalance: 2_000 }, 500).invoiceable).toBe(500);
    expect(invoiceableFen({ ...sums, spentCredit: 999, refundedCredit: 999 }, 0).invoiceable).toBe(0);
    expect(taxBreakdown(110_000)).toEqual({ exTax: 103_774, tax: 6_226 });
    expect(taxBreakdown(1)).toEqual({ exTax: 1, tax: 0 });
  });

  it('never invoices above the invoiceable amount, even with two requests at once', async () => {
    const user = await registerUser(app);
    await recharge(user, '80.00', 'P1');
    await spend(user, 5000, 'P');
    const t = await title(user);
    const both = await Promise.all([request(user, { titleId: t.id, scope: 'amount', amount: '30.00' }), request(user, { titleId: t.id, scope: 'amount', amount: '30.00' })]);
    expect(both.map((r) => r.code).sort()).toEqual([-1, 100000]);
    expect(await amount(user)).toMatchObject({ invoiced: '30.00', invoiceable: '20.00' });
    // Two whole-scope requests at once: the second finds nothing left.
    const orders = await Promise.all([request(user, { titleId: t.id, scope: 'order', ref: 'order:P' }), request(user, { titleId: t.id, scope: 'order', ref: 'order:P' })]);
    expect(orders.map((r) => r.code).sort()).toEqual([-1, 100000]);
    expect(orders.find((r) => r.code === 100000)!.data.amount).toBe('20.00');
    expect(await amount(user)).toMatchObject({ invoiced: '50.00', invoiceable: '0.00' });
  });

  it('offers months and orders with what is left of each, and invoices a month once', async () => {
    const user = await registerUser(app);
    await recharge(user, '200.00', 'M1');
    clock.set('2026-09-10T12:00:00+08:00');
    await spend(user, 1234, 'SEPT');
    clock.set('2026-10-15T10:00:00+08:00');
    await spend(user, 4321, 'OCT');
    const options = (await get<InvoiceOptions>(user.token, '/v1/invoice/options')).data;
    expect(options.months).toEqual([
      { key: '2026-10', label: '2026-10', spent: '43.21', invoiceable: '43.21' },
      { key: '2026-09', label: '2026-09', spent: '12.34', invoiceable: '12.34' },
    ]);
    expect(options.orders.map((o) => [o.key, o.invoiceable])).toEqual([
      ['order:OCT', '43.21'],
      ['order:SEPT', '12.34'],
    ]);
    const t = await title(user);
    const sept = await request(user, { titleId: t.id, scope: 'month', ref: '2026-09' });
    expect(sept.data).toMatchObject({ amount: '12.34', scope: 'month', ref: '2026-09', status: 'submitted' });
    expect((await request(user, { titleId: t.id, scope: 'month', ref: '2026-09' })).msg).toBe('该范围内暂无可开票金额');
    expect((await request(user, { titleId: t.id, scope: 'month', ref: '2026-13' })).code).toBe(50005);
    expect((await amount(user)).invoiceable).toBe('43.21');
  });
});

describe('issuing invoices', () => {
  it('is for finance: issues a PDF with the amount and the title, e-mails it, and only its owner downloads it', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    await recharge(user, '1100.00', 'I1');
    await spend(user, 110_000, 'BIG');
    const t = await title(user, { ...company, title: '深圳星河智算科技有限公司' });
    // Not the user's certified organisation: the title waits in the review centre.
    expect(t.status).toBe('reviewing');
    const created = (await request(user, { titleId: t.id, scope: 'order', ref: 'order:BIG' })).data;
    expect(created).toMatchObject({ amount: '1100.00', amountExTax: '1037.74', tax: '62.26', status: 'submitted' });

    // A renter may not issue; finance may, once the title has passed review.
    expect((await post(user.token, `/v1/invoiceAdmin/issue/${created.id}`)).code).toBe(403);
    expect((await get(user.token, '/v1/invoiceAdmin/page')).code).toBe(403);
    expect((await post(financeToken, `/v1/invoiceAdmin/accept/${created.id}`)).data).toMatchObject({ status: 'issuing' });
    const early = await post(financeToken, `/v1/invoiceAdmin/issue/${created.id}`);
    expect(early.msg).toBe('发票抬头尚未通过审核，请先在审核中心处理');
    const [item] = await app.db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'invoice'), eq(reviewItems.subjectId, String(t.id))));
    expect((await post(financeToken, `/v1/review/claim/${item!.id}`)).code).toBe(100000);
    expect((await post(financeToken, `/v1/review/approve/${item!.id}`, {})).code).toBe(100000);

    const issued = await post<InvoiceRequest>(financeToken, `/v1/invoiceAdmin/issue/${created.id}`);
    expect(issued.code).toBe(100000);
    expect(issued.data).toMatchObject({ status: 'issued', buyer: { title: '深圳星河智算科技有限公司', taxNo: CODE } });
    expect(issued.data.invoiceNo).toMatch(/^\d{24}$/);
    expect((await post(financeToken, `/v1/invoiceAdmin/issue/${created.id}`)).msg).toBe('发票申请当前状态不可开具');

    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'ap@example.cn')).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ channel: 'email', scene: 'invoiceIssued' });
    expect(mail!.content).toContain(issued.data.invoiceNo!);

    const download = (token: string) => app.inject({ method: 'GET', url: `/gateway/v1/invoice/request/pdf/${created.id}`, headers: auth(token) });
    const pdf = await download(user.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('深圳星河智算科技有限公司');
    expect(text).toContain('壹仟壹佰元整');
    expect(text).toContain('¥1100.00');
    expect(text).toContain('1037.74');
    expect(text).toContain('62.26');
    expect(text).toContain(issued.data.invoiceNo!);

    // Another user's invoice is not found, to download or to see.
    expect(JSON.parse((await download(other.token)).body).code).toBe(100006);
    expect((await get<{ total: number }>(other.token, '/v1/invoice/request/page')).data.total).toBe(0);
  });

  it('rejects with a reason; a red reversal restores the invoiceable amount and the invoice can be issued again', async () => {
    const user = await registerUser(app);
    await recharge(user, '300.00', 'R1');
    await spend(user, 25_000, 'R');
    const t = await title(user);
    const first = (await request(user, { titleId: t.id, scope: 'amount', amount: '100.00' })).data;
    expect((await post(financeToken, `/v1/invoiceAdmin/reject/${first.id}`, { reason: '' })).code).toBe(50005);
    expect((await post(financeToken, `/v1/invoiceAdmin/reject/${first.id}`, { reason: '金额与合同不符' })).data).toMatchObject({ status: 'rejected', reason: '金额与合同不符' });
    expect((await amount(user)).invoiceable).toBe('250.00');

    const second = (await request(user, { titleId: t.id, scope: 'amount', amount: '250.00' })).data;
    expect((await post<InvoiceRequest>(financeToken, `/v1/invoiceAdmin/issue/${second.id}`)).data.status).toBe('issued');
    expect((await amount(user)).invoiceable).toBe('0.00');
    const reversed = await post<InvoiceRequest>(financeToken, `/v1/invoiceAdmin/reverse/${second.id}`, { reason: '抬头有误' });
    expect(reversed.data).toMatchObject({ status: 'reversed' });
    expect(await amount(user)).toMatchObject({ invoiced: '0.00', invoiceable: '250.00' });
    const red = await app.inject({ method: 'GET', url: `/gateway/v1/invoice/request/pdf/${second.id}?red=true`, headers: auth(user.token) });
    expect(pdfText(red.rawPayload)).toContain('负贰佰伍拾元整');

    const reissued = await post<InvoiceRequest>(financeToken, `/v1/invoiceAdmin/reissue/${second.id}`);
    expect(reissued.data.status).toBe('reissued');
    expect(reissued.data.invoiceNo).not.toBe(second.invoiceNo);
    expect((await amount(user)).invoiceable).toBe('0.00');
    expect((await post(financeToken, `/v1/invoiceAdmin/reissue/${second.id}`)).msg).toBe('发票申请当前状态不可重开');
  });
});
