import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { billLines, containerGoods, goodsSpecs, hostStatusEvents, specTimeRanges, hosts, instances, supplierStatementLines, supplierStatements, supplyPlanSalePeriods, supplyPlans, users, walletTransactions } from '../../server/db/schema';
import { DAY, HOUR, ManualClock } from '../../server/lib/clock';
import { auth, call, createGatewayPair, createTestApp, EVERY_DAY, login, registerUser, supplyMachine } from './helpers';

/**
 * The supplier side: becoming a supplier through the review centre, supply plans through their
 * state machine to the market, uploads, vendor orders and the weekly statements with the floor.
 */
// Monday 10:00 in Shanghai, the start of the week the statements close.
const clock = new ManualClock('2026-11-16T10:00:00+08:00');
let app: FastifyInstance;
let operator: string;
let renter: string;
let supplier: { token: string; userId: number; userName: string; password: string };
let other: string;

const get = <T = unknown>(token: string, url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(token) });
const post = <T = unknown>(token: string, url: string, payload?: object) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(token), payload });
const patch = <T = unknown>(token: string, url: string, payload?: object) => call<T>(app, { method: 'PATCH', url: `/gateway${url}`, headers: auth(token), payload });

const personal = (name: string, code: string) => ({ type: 'personal', name, code, contactName: name, contactPhone: '13800000009', contactEmail: 'zhang@example.cn' });
const profile = (overrides: Record<string, unknown> = {}) => ({
  contactName: '王经理',
  contactPhone: '13912345678',
  contactEmail: 'ops@idc.example.cn',
  bankAccountName: '张三',
  bankName: '招商银行',
  bankBranch: '杭州分行营业部',
  bankAccountNo: '6214 8301 2345 6789',
  agreementAccepted: true,
  ...overrides,
});

interface ReviewItem {
  id: number;
  kind: string;
  subjectId: string;
  applicant: { userName: string };
}
async function decide(kind: string, userName: string, approve: boolean, reason?: string, subjectId?: number) {
  const page = await get<{ records: ReviewItem[] }>(operator, `/v1/review/page?kind=${kind}&status=pending&size=100`);
  const item = page.data.records.find((r) => r.applicant.userName === userName && (subjectId === undefined || r.subjectId === String(subjectId)));
  if (!item) throw new Error(`no pending ${kind} for ${userName}: ${JSON.stringify(page)}`);
  const res = await post(operator, `/v1/review/${approve ? 'approve' : 'reject'}/${item.id}`, approve ? {} : { reason });
  expect(res.code).toBe(100000);
}

/** A fresh account with a passed real-name certification. */
async function certifiedUser(name: string, idCode: string) {
  const user = await registerUser(app);
  expect((await post(user.token, '/v1/user/certification/certify', personal(name, idCode))).code).toBe(100000);
  await decide('certification', user.userName, true);
  return user;
}

/** A certified account that has become a supplier. */
async function newSupplier(name: string, idCode: string) {
  const user = await certifiedUser(name, idCode);
  expect((await post(user.token, '/v1/resourceSupplier/addResourceSupplier', profile({ bankAccountName: name }))).code).toBe(100000);
  await decide('supplier', user.userName, true);
  return user;
}

const everyDay = EVERY_DAY;
const machine = supplyMachine;
const plan = (overrides: Record<string, unknown> = {}) => ({
  planName: '杭州 4090 集群',
  expectedIncomeWeekly: '3000.00',
  minIncomeWeekly: '500.00',
  saleTime: { windows: everyDay, endDate: '2027-06-30' },
  machines: [machine()],
  files: [],
  ...overrides,
});

interface PlanView {
  id: number;
  status: string;
  revisionStatus: string | null;
  actions: string[];
  version: number;
  goodsIds: number[];
  reason: string | null;
  machines: { key: string }[];
}
const addPlan = async (token = supplier.token, body: object = plan()) => {
  const res = await post<PlanView>(token, '/v1/resourceSupplierPlan/addPlan', body);
  expect(res.code, res.msg).toBe(100000);
  return res.data;
};
const planInfo = (id: number, token = supplier.token) => get<PlanView>(token, `/v1/resourceSupplierPlan/getPlanInfo/${id}`);
const planAction = (action: string, id: number, token = supplier.token) => post<PlanView>(token, `/v1/resourceSupplierPlan/${action}/${id}`);

beforeAll(async () => {
  app = await createTestApp({ clock });
  operator = await login(app, 'demo_operator');
  renter = await login(app, 'demo_renter');
  supplier = await newSupplier('李供应', '11010519491231002X');
  other = (await newSupplier('赵其他', '110101199003074477')).token;
});

describe('becoming a supplier', () => {
  it('needs a passed real-name certification first', async () => {
    const user = await registerUser(app);
    const res = await post(user.token, '/v1/resourceSupplier/addResourceSupplier', profile());
    expect(res.code).toBe(-1);
    expect(res.msg).toContain('实名认证');
    expect((await get<{ applied: boolean }>(user.token, '/v1/resourceSupplier/getResourceSupplierInfo')).data.applied).toBe(false);
  });

  it('checks the bank account, contact and the agreement, naming the field', async () => {
    const user = await registerUser(app);
    for (const [body, field] of [
      [profile({ bankAccountNo: '12345' }), 'bankAccountNo'],
      [profile({ bankAccountNo: '6214abcd12345678' }), 'bankAccountNo'],
      [profile({ agreementAccepted: false }), 'agreementAccepted'],
      [profile({ contactPhone: '123' }), 'contactPhone'],
      [profile({ contactEmail: 'nope' }), 'contactEmail'],
      [profile({ bankName: '' }), 'bankName'],
    ] as const) {
      const res = await post(user.token, '/v1/resourceSupplier/addResourceSupplier', body);
      expect(res.code).toBe(50005);
      expect(res.msg).toContain(field);
    }
  });

  it('goes through review: refused with a reason, corrected, approved, and the supplier role is granted', async () => {
    const user = await certifiedUser('孙申请', '110101198001010053');
    // Not a supplier yet: the supplier's own calls are refused.
    expect((await get(user.token, '/v1/resourceSupplierPlan/page')).code).toBe(403);
    const added = await post(user.token, '/v1/resourceSupplier/addResourceSupplier', profile());
    expect(added.code).toBe(100000);
    let info = await get<{ status: string; agreementVersion: string; bankAccountNoMasked: string; reason: string | null }>(user.token, '/v1/resourceSupplier/getResourceSupplierInfo');
    expect(info.data).toMatchObject({ status: 'pending_review', agreementVersion: '2025-08-28', bankAccountNoMasked: '6214 **** 6789' });
    // Twice, or a change while under review, is refused.
    expect((await post(user.token, '/v1/resourceSupplier/addResourceSupplier', profile())).code).toBe(50006);
    const early = await patch(user.token, '/v1/resourceSupplier/updateResourceSupplier', profile());
    expect(early.code).toBe(-1);
    expect(early.msg).toContain('pending_review');

    await decide('supplier', user.userName, false, '结算账户户名与认证主体不一致，请核对后重新提交');
    info = await get(user.token, '/v1/resourceSupplier/getResourceSupplierInfo');
    expect(info.data).toMatchObject({ status: 'review_failed', reason: '结算账户户名与认证主体不一致，请核对后重新提交' });
    expect((await get(user.token, '/v1/resourceSupplierPlan/page')).code).toBe(403);

    expect((await patch(user.token, '/v1/resourceSupplier/updateResourceSupplier', profile({ bankAccountName: '孙申请' }))).code).toBe(100000);
    expect((await get(user.token, '/v1/resourceSupplier/getResourceSupplierInfo')).data).toMatchObject({ status: 'pending_review', reason: null });
    await decide('supplier', user.userName, true);
    expect((await get(user.token, '/v1/resourceSupplier/getResourceSupplierInfo')).data).toMatchObject({ status: 'review_pass' });
    const me = await get<{ roles: string[] }>(user.token, '/v1/user/getUserInfo');
    expect(me.data.roles).toContain('supplier');
    expect((await get(user.token, '/v1/resourceSupplierPlan/page')).code).toBe(100000);
  });
});

describe('plan validation', () => {
  const cases: [string, object, string][] = [
    ['negative income', plan({ expectedIncomeWeekly: '-1.00' }), 'expectedIncomeWeekly'],
    ['minimum above expected', plan({ minIncomeWeekly: '5000.00' }), 'minIncomeWeekly'],
    ['0 GPUs', plan({ machines: [machine({ gpuCount: 0 })] }), 'machines.0.gpuCount'],
    ['overlapping windows', plan({ saleTime: { windows: [{ weekday: 1, beginMinute: 1320, endMinute: 480 }, { weekday: 2, beginMinute: 0, endMinute: 600 }], endDate: '2027-01-01' } }), 'saleTime.windows.1'],
    ['past end date', plan({ saleTime: { windows: everyDay, endDate: '2026-11-15' } }), 'saleTime.endDate'],
    ['unknown region', plan({ machines: [machine({ regionCode: 'mars-1' })] }), 'machines.0.regionCode'],
    ['elastic machine without a night price', plan({ machines: [machine({ prices: { day: '2.00' } })] }), 'machines.0.prices.night'],
    ['a file that is not an image or PDF', plan({ files: [{ key: 'plans/1/x.txt', name: 'a.txt', kind: 'report', contentType: 'text/plain', size: 10 }] }), 'files.0.contentType'],
    ['an oversize file', plan({ files: [{ key: 'plans/1/x.pdf', name: 'a.pdf', kind: 'report', contentType: 'application/pdf', size: 6 * 1024 * 1024 }] }), 'files.0.size'],
  ];
  it.each(cases)('refuses %s with 50005 naming the field', async (_, body, field) => {
    const res = await post(supplier.token, '/v1/resourceSupplierPlan/addPlan', body);
    expect(res.code).toBe(50005);
    expect(res.msg).toContain(field);
  });

  it('saves a draft without the public IP, but will not send it to review without one', async () => {
    const draft = await addPlan(supplier.token, plan({ machines: [machine({ publicIp: '' })] }));
    const res = await planAction('launchExamine', draft.id);
    expect(res.code).toBe(50005);
    expect(res.msg).toContain('machines.0.publicIp');
    expect((await planInfo(draft.id)).data.status).toBe('draft');
  });

  it('refuses a window overlapping across the week end (Sunday night into Monday)', async () => {
    const res = await post(supplier.token, '/v1/resourceSupplierPlan/addPlan', plan({ saleTime: { windows: [{ weekday: 7, beginMinute: 1320, endMinute: 480 }, { weekday: 1, beginMinute: 0, endMinute: 60 }], endDate: '2027-01-01' } }));
    expect(res.code).toBe(50005);
    expect(res.msg).toContain('saleTime.windows.1');
  });
});

describe('plan state machine', () => {
  const ACTIONS = ['launchExamine', 'cancelExamine', 'publish', 'notPublish', 'deletePlan'] as const;

  /** A plan brought to a state through the real calls. */
  async function planIn(state: string): Promise<number> {
    const { id } = await addPlan();
    if (state === 'draft') return id;
    expect((await planAction('launchExamine', id)).code).toBe(100000);
    if (state === 'pending_review') return id;
    await decide('supply_plan', supplier.userName, state !== 'review_failed', '验机报告缺失或不清晰，请上传完整的验机报告', id);
    if (state === 'review_failed' || state === 'review_pass') return id;
    expect((await planAction('publish', id)).code).toBe(100000);
    if (state === 'published') return id;
    expect((await planAction('notPublish', id)).code).toBe(100000);
    return id;
  }

  const allowed: Record<string, string[]> = {
    draft: ['launchExamine', 'deletePlan'],
    pending_review: ['cancelExamine'],
    review_failed: ['launchExamine', 'deletePlan'],
    review_pass: ['publish', 'deletePlan'],
    published: ['notPublish'],
    unpublished: ['publish', 'deletePlan'],
  };

  for (const state of Object.keys(allowed)) {
    it(`in ${state}: allows ${allowed[state]!.join(', ')} and refuses the rest, naming the state and changing nothing`, async () => {
      for (const action of ACTIONS) {
        const id = await planIn(state);
        const before = await planInfo(id);
        expect(before.data.status).toBe(state);
        const res = await (action === 'deletePlan' ? post(supplier.token, `/v1/resourceSupplierPlan/deletePlan/${id}`) : planAction(action, id));
        if (allowed[state]!.includes(action)) {
          expect(res.code, `${state} ${action}: ${res.msg}`).toBe(100000);
        } else {
          expect(res.code, `${state} ${action}`).toBe(-1);
          expect(res.msg).toContain(state);
          const after = await planInfo(id);
          expect(after.data).toEqual(before.data);
        }
      }
    });
  }

  it('lets the supplier edit a draft and a failed plan; a passed plan edited goes back to draft', async () => {
    const failed = await planIn('review_failed');
    expect((await planInfo(failed)).data.reason).toBe('验机报告缺失或不清晰，请上传完整的验机报告');
    const res = await patch<PlanView>(supplier.token, '/v1/resourceSupplierPlan/updatePlan', { id: failed, ...plan({ planName: '改过的方案' }) });
    expect(res.data).toMatchObject({ status: 'review_failed' });
    const passed = await planIn('review_pass');
    const edited = await patch<PlanView>(supplier.token, '/v1/resourceSupplierPlan/updatePlan', { id: passed, ...plan() });
    expect(edited.data.status).toBe('draft');
    const pending = await planIn('pending_review');
    const refused = await patch(supplier.token, '/v1/resourceSupplierPlan/updatePlan', { id: pending, ...plan() });
    expect(refused.code).toBe(-1);
    expect(refused.msg).toContain('pending_review');
  });

  it('refuses an autosave made from an older version', async () => {
    const { id, version } = await addPlan();
    expect((await patch(supplier.token, '/v1/resourceSupplierPlan/updatePlan', { id, version, ...plan({ planName: '第一次' }) })).code).toBe(100000);
    const stale = await patch(supplier.token, '/v1/resourceSupplierPlan/updatePlan', { id, version, ...plan({ planName: '旧页面' }) });
    expect(stale.code).toBe(50006);
    expect((await planInfo(id)).data).toMatchObject({ version: version + 1 });
  });

  it("answers another supplier's plan as not found, for every call", async () => {
    const id = await planIn('review_pass');
    expect((await planInfo(id, other)).code).toBe(100006);
    expect((await patch(other, '/v1/resourceSupplierPlan/updatePlan', { id, ...plan() })).code).toBe(100006);
    for (const action of ACTIONS) expect((await post(other, `/v1/resourceSupplierPlan/${action}/${id}`)).code).toBe(100006);
    expect((await planInfo(id)).data.status).toBe('review_pass');
    // Renters are not suppliers at all.
    expect((await planInfo(id, renter)).code).toBe(403);
  });
});

describe('uploads', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
  const policy = (query: string, token = supplier.token) => get<{ key: string; policy: string; signature: string; uploadUrl: string }>(token, `/v1/oss/getOssSecret?${query}`);

  it('issues a policy only for images and PDFs within the size limit', async () => {
    const text = await policy('fileName=a.txt&contentType=text/plain&size=10');
    expect(text.code).toBe(50005);
    expect(text.msg).toContain('contentType');
    const big = await policy(`fileName=a.pdf&contentType=application/pdf&size=${6 * 1024 * 1024}`);
    expect(big.code).toBe(50005);
    expect(big.msg).toContain('size');
  });

  it('stores a file under a valid policy, refuses a forged one or the wrong bytes, and links it briefly', async () => {
    const issued = await policy(`fileName=a.png&contentType=image/png&size=${PNG.length}`);
    expect(issued.code).toBe(100000);
    const forged = await post(supplier.token, '/v1/oss/upload', { policy: issued.data.policy, signature: 'x'.repeat(43), content: PNG.toString('base64') });
    expect(forged.code).toBe(50005);
    expect(forged.msg).toContain('signature');
    const pdfBytes = await post(supplier.token, '/v1/oss/upload', { policy: issued.data.policy, signature: issued.data.signature, content: Buffer.from('%PDF-1.4 hello').toString('base64') });
    expect(pdfBytes.code).toBe(50005);
    const notAFile = await post(supplier.token, '/v1/oss/upload', { policy: issued.data.policy, signature: issued.data.signature, content: Buffer.from('hello').toString('base64') });
    expect(notAFile.code).toBe(50005);
    expect((await post(other, '/v1/oss/upload', { policy: issued.data.policy, signature: issued.data.signature, content: PNG.toString('base64') })).code).toBe(50005);
    const stored = await post<{ key: string }>(supplier.token, '/v1/oss/upload', { policy: issued.data.policy, signature: issued.data.signature, content: PNG.toString('base64') });
    expect(stored.code).toBe(100000);
    const link = await get<{ url: string }>(supplier.token, `/v1/oss/getSeoFileUrl?key=${encodeURIComponent(stored.data.key)}`);
    const file = await app.inject({ method: 'GET', url: link.data.url });
    expect(file.headers['content-type'], file.body).toBe('image/png');
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await get(other, `/v1/oss/getSeoFileUrl?key=${encodeURIComponent(stored.data.key)}`)).code).toBe(100006);
    const tampered = await app.inject({ method: 'GET', url: link.data.url.replace(/sig=.{4}/, 'sig=AAAA') });
    expect(tampered.json()).toMatchObject({ code: 50005 });
    // An expired policy.
    const late = await policy(`fileName=b.png&contentType=image/png&size=${PNG.length}`);
    clock.advance(11 * 60_000);
    const expired = await post(supplier.token, '/v1/oss/upload', { policy: late.data.policy, signature: late.data.signature, content: PNG.toString('base64') });
    expect(expired.code).toBe(50005);
    expect(expired.msg).toContain('过期');
  });
});

describe('income estimate', () => {
  it('prices the windows at comparable offers and warns when the minimum is above what the market supports', async () => {
    const nights = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, beginMinute: 1320, endMinute: 480 }));
    const res = await post<{ low: string; typical: string; high: string; cardHours: number; warning: string | null }>(supplier.token, '/v1/resourceSupplierPlan/estimate', {
      machines: [machine()],
      saleTime: { windows: nights, endDate: '2027-06-30' },
      minIncomeWeekly: '99999.00',
    });
    expect(res.code).toBe(100000);
    expect(res.data.cardHours).toBe(8 * 10 * 7);
    expect(Number(res.data.low)).toBeLessThanOrEqual(Number(res.data.typical));
    expect(Number(res.data.typical)).toBeLessThanOrEqual(Number(res.data.high));
    expect(Number(res.data.typical)).toBeGreaterThan(0);
    expect(res.data.warning).toContain('保底周收入');
    const modest = await post<{ warning: string | null }>(supplier.token, '/v1/resourceSupplierPlan/estimate', { machines: [machine()], saleTime: { windows: nights, endDate: '2027-06-30' }, minIncomeWeekly: '1.00' });
    expect(modest.data.warning).toBeNull();
  });
});

describe('the plan review (issue 25)', () => {
  it('shows the reviewer the prices, CPU, memory, IP and the region by name, the sale time as the supplier saw it, and reasons that fit', async () => {
    const { id } = await addPlan(supplier.token, plan({ planName: '审核展示方案', machines: [machine(), machine({ resourceType: 'TG_BMS', gpuModel: 'A800', gpuVram: 80, regionCode: 'cn-north-1', prices: { month: '30000.00', quarter: '85000.00', year: '320000.00' } })] }));
    expect((await planAction('launchExamine', id)).code).toBe(100000);
    const page = await get<{ records: ReviewItem[] }>(operator, '/v1/review/page?kind=supply_plan&status=pending&size=100');
    const item = page.data.records.find((r) => r.subjectId === String(id))!;
    const { data } = await get<{ fields: { label: string; value: string }[]; approveTemplates: string[]; rejectTemplates: string[] }>(operator, `/v1/review/detail/${item.id}`);
    const field = (label: string) => data.fields.find((f) => f.label === label)?.value ?? '';
    expect(field('预期周收入')).toBe('¥3,000.00');
    expect(field('机器 1')).toContain('日间 ¥2.0000/卡时，夜间 ¥0.9000/卡时');
    expect(field('机器 1')).toContain('CPU AMD EPYC 7542 64 核，内存 512G');
    expect(field('机器 1')).toContain('华东一区（上海），公网 IP 203.0.113.10，SSH 端口 22');
    expect(field('机器 2')).toContain('月付 ¥30,000.00，季付 ¥85,000.00，年付 ¥320,000.00');
    expect(data.fields.map((f) => f.value).join()).not.toMatch(/cn-(east|north)-\d/);
    // The same line the supplier's confirm step shows (saleTimeText), in days, not stored windows.
    expect(field('出售时段')).toBe('每周 7 天共 168 小时（周一至周日 全天），至 2027-06-30');
    // No report or photo was uploaded: no reason that says they match.
    expect(data.approveTemplates).toEqual(['机器配置完整，定价合理']);
    expect(data.rejectTemplates).toEqual(expect.arrayContaining(['未上传验机报告，请上传完整的验机报告', '未上传机器照片，请补充清晰的机器照片']));
    expect((await planAction('cancelExamine', id)).code).toBe(100000);
  });
});

describe('publishing, orders and statements', () => {
  let planId: number;
  let goodsId: number;
  let orderBaseId: string;

  it('puts a published plan on the elastic market, and a renter can order on it', async () => {
    const { id } = await addPlan(supplier.token, plan({ machines: [machine(), machine({ resourceType: 'TG_BMS', gpuModel: 'A800', gpuVram: 80, prices: { month: '30000.00', quarter: '85000.00', year: '320000.00' } })] }));
    planId = id;
    expect((await planAction('launchExamine', id)).code).toBe(100000);
    await decide('supply_plan', supplier.userName, true, undefined, id);
    const published = await planAction('publish', id);
    expect(published.data.status).toBe('published');
    expect(published.data.goodsIds).toHaveLength(1);
    goodsId = published.data.goodsIds[0]!;
    const market = await call<{ records: { id: number; aliasGpuType: string }[] }>(app, { method: 'GET', url: '/gateway/v1/container_goods/containerGoods4ConsolePage?size=100' });
    expect(market.data.records.map((g) => g.id)).toContain(goodsId);
    const [hostRow] = await app.db.select().from(hosts).where(eq(hosts.goodsId, goodsId));
    expect(hostRow).toMatchObject({ gpuTotal: 8, supplierUserId: supplier.userId, planId: id });

    const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
    const ordered = await post<{ orderBaseId: string }>(renter, '/v1/order/createOrder', { goodsId, gpuNumber: 2, billingMode: 'common', periodUnit: 'day', periodCount: 1, imageId: images.data[0]!.id });
    expect(ordered.code, ordered.msg).toBe(100000);
    orderBaseId = ordered.data.orderBaseId;
  });

  it('shows the order to the supplier, masked, with the fee and their share', async () => {
    const page = await get<{ records: { orderBaseId: string; renter: string; amount: string; fee: string; share: string }[] }>(supplier.token, '/v1/venderOrder/page');
    const row = page.data.records.find((r) => r.orderBaseId === orderBaseId)!;
    expect(row.renter).toBe('138****0001');
    expect(Number(row.amount)).toBeGreaterThan(0);
    expect(Number(row.fee) + Number(row.share)).toBeCloseTo(Number(row.amount), 2);
    expect((await get(supplier.token, `/v1/venderOrder/detail/${orderBaseId}`)).code).toBe(100000);
    expect((await get(other, `/v1/venderOrder/detail/${orderBaseId}`)).code).toBe(100006);
  });

  it('takes the plan off sale without touching the running rental, and will not delete it while rented', async () => {
    expect((await planAction('notPublish', planId)).data.status).toBe('unpublished');
    const [goods] = await app.db.select().from(containerGoods).where(eq(containerGoods.id, goodsId));
    expect(goods!.status).toBe('off_sale');
    const [instance] = await app.db.select().from(instances).where(eq(instances.orderId, orderBaseId));
    expect(instance!.status).not.toBe('released');
    const refused = await post(supplier.token, `/v1/resourceSupplierPlan/deletePlan/${planId}`);
    expect(refused.code).toBe(-1);
    expect(refused.msg).toContain('租用');
    expect((await planAction('publish', planId)).data.status).toBe('published');
  });

  it('keeps selling the published version while an edit waits for review, then sells the approved revision', async () => {
    const dayPrice = async () => {
      const [row] = await app.db
        .select({ price: specTimeRanges.unitPrice })
        .from(specTimeRanges)
        .innerJoin(goodsSpecs, eq(goodsSpecs.id, specTimeRanges.specId))
        .where(and(eq(goodsSpecs.goodsId, goodsId), eq(specTimeRanges.label, 'day')));
      return row!.price;
    };
    expect(await dayPrice()).toBe('2.0000');
    const current = (await planInfo(planId)).data;
    const edited = await patch<PlanView>(supplier.token, '/v1/resourceSupplierPlan/updatePlan', {
      id: planId,
      ...plan({ machines: [{ ...machine({ prices: { day: '2.5000', night: '1.0000' } }), key: current.machines[0]!.key }, { ...machine({ resourceType: 'TG_BMS', gpuModel: 'A800', gpuVram: 80, prices: { month: '30000.00', quarter: '85000.00', year: '320000.00' } }), key: current.machines[1]!.key }] }),
    });
    expect(edited.data).toMatchObject({ status: 'published', revisionStatus: 'draft' });
    expect(edited.data.actions).toEqual(expect.arrayContaining(['launchExamine', 'notPublish']));
    expect((await planAction('launchExamine', planId)).data.revisionStatus).toBe('pending_review');
    // Still on sale at the approved price while the revision waits.
    const [goods] = await app.db.select().from(containerGoods).where(eq(containerGoods.id, goodsId));
    expect(goods!.status).toBe('on_sale');
    await decide('supply_plan', supplier.userName, true, undefined, planId);
    const after = (await planInfo(planId)).data;
    expect(after).toMatchObject({ status: 'published', revisionStatus: null, goodsIds: [goodsId] });
    expect(await dayPrice()).toBe('2.5000');
  });

  it('closes the week once: gross, fee and net, and the floor tops an earning of ¥300 up to the ¥500 pro-rated by the time on sale', async () => {
    // The week's only income: ¥333.33 billed, a 10 % fee of ¥33.33, ¥300.00 earned. On sale from
    // Monday 10:11 (the uploads moved the clock on): 9,469 of the week's 10,080 minutes, so the floor
    // is ¥500 × 9469 / 10080 = ¥469.69.
    await app.db.update(billLines).set({ amount: '333.33', covered: '0' }).where(eq(billLines.orderId, orderBaseId));
    clock.set(new Date(new Date('2026-11-23T00:30:00+08:00').getTime()));
    await app.jobs.runOnce();
    await app.jobs.runOnce();
    const page = await get<{ records: { id: number; planId: number; gross: string; fee: string; net: string; floorTopUp: string; status: string; listedMinutes: number }[] }>(supplier.token, `/v1/supplierStatement/page?planId=${planId}`);
    expect(page.data.records).toHaveLength(1);
    const statement = page.data.records[0]!;
    expect(statement).toMatchObject({ gross: '333.33', fee: '33.33', floorTopUp: '169.69', net: '469.69', status: 'issued', listedMinutes: 9469, proratedMinimum: '469.69' });
    const detail = await get<{ lines: { kind: string; amount: string; description: string }[]; netInWords: string }>(supplier.token, `/v1/supplierStatement/detail/${statement.id}`);
    expect(detail.data.lines.find((l) => l.kind === 'floor')).toMatchObject({ amount: '169.69', description: expect.stringContaining('保底收入按上架时长折算：157 小时 49 分钟 / 168 小时') });
    expect(detail.data.netInWords).toBe('肆佰陆拾玖元陆角玖分');
    expect((await get(other, `/v1/supplierStatement/detail/${statement.id}`)).code).toBe(100006);

    // The CSV export names the state and every line in Chinese, never `issued` or `gross/fee/floor` (issue 25).
    const csv = await app.inject({ method: 'GET', url: `/gateway/v1/supplierStatement/export/${statement.id}`, headers: { authorization: supplier.token } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('状态,待确认');
    expect(csv.body).toMatch(/\n收入,/);
    expect(csv.body).toMatch(/\n平台服务费,/);
    expect(csv.body).toMatch(/\n保底补足,保底收入按上架时长折算：157 小时 49 分钟 \/ 168 小时,169.69/);
    expect(csv.body).not.toMatch(/\b(issued|gross|fee|covered|floor)\b/);

    // The PDF export: a real PDF with the CJK font embedded (subset), only for the statement's supplier.
    const pdf = await app.inject({ method: 'GET', url: `/gateway/v1/supplierStatement/pdf/${statement.id}`, headers: { authorization: supplier.token } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`statement-${statement.id}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans/);
    expect(pdf.rawPayload.length).toBeLessThan(500_000);
    expect((await get(other, `/v1/supplierStatement/pdf/${statement.id}`)).code).toBe(100006);

    // Confirming settles it: the net is credited to the wallet once.
    const before = await get<{ balanceAmount: string }>(supplier.token, '/v1/wallet/getWalletByUserBaseId');
    const confirmed = await post<{ status: string }>(supplier.token, `/v1/supplierStatement/confirm/${statement.id}`);
    expect(confirmed.data.status).toBe('settled');
    const again = await post(supplier.token, `/v1/supplierStatement/confirm/${statement.id}`);
    expect(again.code).toBe(-1);
    const after = await get<{ balanceAmount: string }>(supplier.token, '/v1/wallet/getWalletByUserBaseId');
    expect(Number(after.data.balanceAmount) - Number(before.data.balanceAmount)).toBeCloseTo(469.69, 2);
    const income = await app.db.select().from(walletTransactions).where(eq(walletTransactions.refId, String(statement.id)));
    expect(income).toHaveLength(1);
    expect(income[0]).toMatchObject({ type: 'income', amount: '469.69' });
  });

  it('gives no top-up after an outage the supplier caused', async () => {
    // A second plan on sale through the next week, with its host down for two hours on Tuesday.
    const { id } = await addPlan(supplier.token, plan({ planName: '宕机方案' }));
    expect((await planAction('launchExamine', id)).code).toBe(100000);
    await decide('supply_plan', supplier.userName, true, undefined, id);
    const published = await planAction('publish', id);
    expect(published.code, published.msg).toBe(100000);
    const [host] = await app.db.select().from(hosts).where(eq(hosts.goodsId, published.data.goodsIds[0]!));
    const tuesday = new Date('2026-11-24T10:00:00+08:00');
    await app.db.insert(hostStatusEvents).values([
      { hostId: host!.id, state: 'offline', cause: 'supplier', note: '机房断电', at: tuesday },
      { hostId: host!.id, state: 'online', cause: null, note: '', at: new Date(tuesday.getTime() + 2 * HOUR) },
    ]);
    clock.set(new Date(new Date('2026-11-30T00:30:00+08:00').getTime()));
    await app.jobs.runOnce();
    // Two weeks on, the sessions of the first day have expired.
    supplier.token = await login(app, supplier.userName, supplier.password);
    const page = await get<{ records: { id: number; floorTopUp: string; outageMinutes: number; net: string }[] }>(supplier.token, `/v1/supplierStatement/page?planId=${id}`);
    expect(page.data.records).toHaveLength(1);
    expect(page.data.records[0]).toMatchObject({ floorTopUp: '0.00', outageMinutes: 120, net: '0.00' });
    const detail = await get<{ lines: { kind: string; description: string }[] }>(supplier.token, `/v1/supplierStatement/detail/${page.data.records[0]!.id}`);
    expect(detail.data.lines.some((l) => l.kind === 'floor')).toBe(false);
    expect(detail.data.lines.find((l) => l.kind === 'adjustment')!.description).toContain('120 分钟');
    // The plan without an outage that week (its rental billed on past its prepaid day) was topped up to its minimum.
    const full = await get<{ records: { floorTopUp: string; net: string; weekStart: string }[] }>(supplier.token, `/v1/supplierStatement/page?planId=${planId}`);
    const week = full.data.records.find((r) => r.weekStart === '2026-11-23')!;
    expect(Number(week.floorTopUp)).toBeGreaterThan(0);
    expect(week.net).toBe('500.00');
  });
});

describe('suppliers paid what is fair (issue 25)', () => {
  const publishNew = async (body: object) => {
    const { id } = await addPlan(supplier.token, body);
    expect((await planAction('launchExamine', id)).code).toBe(100000);
    await decide('supply_plan', supplier.userName, true, undefined, id);
    const published = await planAction('publish', id);
    expect(published.code, published.msg).toBe(100000);
    return published.data;
  };
  const statementOf = async (id: number) => {
    const page = await get<{ records: { id: number }[] }>(supplier.token, `/v1/supplierStatement/page?planId=${id}`);
    expect(page.data.records).toHaveLength(1);
    return (await get<Record<string, unknown> & { lines: { kind: string; description: string; amount: string }[] }>(supplier.token, `/v1/supplierStatement/detail/${page.data.records[0]!.id}`)).data;
  };

  it('pro-rates the weekly floor by the minutes on sale: six minutes earn 6/10080 of ¥300, and the statement says so', async () => {
    clock.set(new Date('2026-12-01T10:00:00+08:00'));
    operator = await login(app, 'demo_operator');
    supplier.token = await login(app, supplier.userName, supplier.password);
    const { id } = await publishNew(plan({ planName: '六分钟方案', minIncomeWeekly: '300.00', expectedIncomeWeekly: '300.00' }));
    clock.set(new Date('2026-12-01T10:06:00+08:00'));
    expect((await planAction('notPublish', id)).data.status).toBe('unpublished');
    clock.set(new Date('2026-12-07T00:30:00+08:00'));
    await app.jobs.runOnce();
    const detail = await statementOf(id);
    // ¥300 × 6 / 10,080 = ¥0.18 (today's code paid the whole ¥300).
    expect(detail).toMatchObject({ listedMinutes: 6, soldMinutes: 6, proratedMinimum: '0.18', floorTopUp: '0.18', net: '0.18' });
    expect(detail.lines.find((l) => l.kind === 'floor')!.description).toContain('保底收入按上架时长折算：6 分钟 / 168 小时');
    const csv = await app.inject({ method: 'GET', url: `/gateway/v1/supplierStatement/export/${String(detail.id)}`, headers: { authorization: supplier.token } });
    expect(csv.body).toContain('保底折算,保底收入按上架时长折算：6 分钟 / 168 小时，本周保底 ¥0.18');
  });

  it('pays the supplier the list price of hours renters paid with card-hours, shown as 平台补贴', async () => {
    clock.set(new Date('2026-12-08T10:00:00+08:00'));
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
    supplier.token = await login(app, supplier.userName, supplier.password);
    const published = await publishNew(plan({ planName: '卡时方案', minIncomeWeekly: '0.00', expectedIncomeWeekly: '100.00' }));
    const images = await call<{ id: number }[]>(app, { method: 'GET', url: '/gateway/v1/image/public' });
    const ordered = await post<{ orderBaseId: string }>(renter, '/v1/order/createOrder', { goodsId: published.goodsIds[0], gpuNumber: 1, billingMode: 'common', periodUnit: 'day', periodCount: 1, imageId: images.data[0]!.id });
    expect(ordered.code, ordered.msg).toBe(100000);
    const [instance] = await app.db.select().from(instances).where(eq(instances.orderId, ordered.data.orderBaseId));
    const [renterRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_renter'));
    // An hour the renter paid entirely with card-hours: ¥40.00 at the list price.
    const hour = new Date('2026-12-08T11:00:30+08:00');
    await app.db.insert(billLines).values({
      userId: renterRow!.id, instanceId: instance!.id, orderId: ordered.data.orderBaseId, kind: 'gpu', periodStart: hour, periodEnd: new Date(hour.getTime() + HOUR),
      minutes: 60, gpuNumber: 1, unitPrice: '40.0000', rangeLabel: 'day', amount: '40.00', cardMinutes: 60, covered: '40.00', createdAt: hour,
    });
    clock.set(new Date('2026-12-14T00:30:00+08:00'));
    await app.jobs.runOnce();
    supplier.token = await login(app, supplier.userName, supplier.password);
    const detail = await statementOf(published.id);
    const gross = Number(detail.gross);
    expect(detail.covered).toBe('40.00');
    const subsidy = detail.lines.find((l) => l.kind === 'covered')!;
    expect(subsidy).toMatchObject({ amount: '40.00', description: expect.stringContaining('平台补贴') });
    expect(subsidy.description).toContain('1 卡时');
    // The fee is taken on everything earned, card-hours included, and the lines add up to the net.
    expect(Number(detail.fee)).toBeCloseTo(Math.round(gross * 10) / 100, 2);
    expect(Number(detail.net)).toBeCloseTo(gross - Number(detail.fee), 2);
    expect(detail.lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBeCloseTo(Number(detail.net), 2);
    const pdfCsv = await app.inject({ method: 'GET', url: `/gateway/v1/supplierStatement/export/${String(detail.id)}`, headers: { authorization: supplier.token } });
    expect(pdfCsv.body).toMatch(/\n平台补贴,平台补贴：租户以算力卡时支付 1 卡时/);
    expect(pdfCsv.body).toContain('其中平台补贴');
    expect(pdfCsv.body).not.toContain('不计入供应商收入');
  });
});

describe('two gateways', () => {
  it('build each statement exactly once', async () => {
    const weekClock = new ManualClock('2026-11-23T00:10:00+08:00');
    const [a, b] = await createGatewayPair({ clock: weekClock });
    const [demo] = await a.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_supplier'));
    const [row] = await a.db
      .insert(supplyPlans)
      .values({
        supplierId: demo!.id,
        planName: '双网关方案',
        expectedIncomeWeekly: '800.00',
        minIncomeWeekly: '100.00',
        saleTime: { windows: everyDay, endDate: '2027-01-01' },
        machines: [],
        status: 'published',
        publishedAt: new Date(weekClock.now().getTime() - 10 * DAY),
      })
      .returning();
    await a.db.insert(supplyPlanSalePeriods).values({ planId: row!.id, from: row!.publishedAt! });
    await Promise.all([a.jobs.runOnce(), b.jobs.runOnce(), a.jobs.runOnce(), b.jobs.runOnce()]);
    const statements = await a.db.select().from(supplierStatements).where(eq(supplierStatements.planId, row!.id));
    expect(statements).toHaveLength(1);
    const [lines] = await a.db.select({ n: sql<number>`count(*)::int` }).from(supplierStatementLines).where(eq(supplierStatementLines.statementId, statements[0]!.id));
    expect(lines!.n).toBeGreaterThan(0);
    expect(statements[0]).toMatchObject({ weekStart: '2026-11-16', floorTopUp: '100.00' });
  });
});
