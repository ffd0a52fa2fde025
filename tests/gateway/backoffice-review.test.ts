import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { ManualClock, MINUTE } from '../../server/lib/clock';
import { userChanged } from '../../server/plugins/user-cache';
import { type AuditRow, auth, call, createGatewayPair, createTestApp, login, registerUser } from './helpers';

/**
 * 管理 › 审核中心: the queue, claims, decisions and their effects, as operators, finance and the
 * applicants see them through the gateway.
 */
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
let app: FastifyInstance;
let operator: string;
let renter: string;
beforeAll(async () => {
  app = await createTestApp({ clock });
  operator = await login(app, 'demo_operator');
  renter = await login(app, 'demo_renter');
});

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
let codeCounter = 0;
/** An enterprise certification; each applicant gets its own (valid) company. */
const enterprise = (name = '杭州深度求索算力有限公司') => ({
  type: 'enterprise',
  name,
  code: '91350100M000100Y43',
  licenseImage: PNG,
  contactName: '李四',
  contactPhone: '13800000008',
  contactEmail: `li${(codeCounter += 1)}@example.cn`,
});
const credit = (overrides: Record<string, unknown> = {}) => ({
  companyName: '深圳星河智算科技有限公司',
  creditCode: '91440300708461136T',
  contactName: '陈女士',
  contactPhone: '13600001234',
  expectedAmount: '500000.00',
  purpose: '用于下季度 64 卡 H800 训练集群的算力采购，按月结算。',
  agreed: true,
  ...overrides,
});

interface Person {
  id: number;
  userName: string;
  name: string;
}
interface Item {
  id: number;
  kind: string;
  subjectId: string;
  title: string;
  status: string;
  round: number;
  applicant: Person;
  waitedSeconds: number;
  claimedBy: Person | null;
  decidedBy: Person | null;
  reason: string | null;
  reference: string | null;
}
interface Detail {
  item: Item;
  fields: { label: string; value: string; personal?: boolean }[];
  evidence: { label: string; url: string; type: string }[];
  history: { action: string; actor: Person | null; note: string | null }[];
  earlier: Item[];
  approveTemplates: string[];
  rejectTemplates: string[];
  approvalFields: { name: string; required: boolean }[];
}

const certify = (gateway: FastifyInstance, token: string, body: object) =>
  call(gateway, { method: 'POST', url: '/gateway/v1/user/certification/certify', headers: auth(token), payload: body });
const applyForCredit = (gateway: FastifyInstance, token: string, body: object = credit()) =>
  call<{ id: number }>(gateway, { method: 'POST', url: '/gateway/v1/creditApplication/add', headers: auth(token), payload: body });

/** The pending item of an applicant of a kind, found in the queue as an operator would. */
async function pendingOf(gateway: FastifyInstance, token: string, kind: string, userName: string): Promise<Item> {
  const page = await call<{ records: Item[] }>(gateway, {
    method: 'GET',
    url: `/gateway/v1/review/page?kind=${kind}&status=pending&keyword=${encodeURIComponent(userName)}&size=100`,
    headers: auth(token),
  });
  const item = page.data.records.find((r) => r.applicant.userName === userName);
  if (!item) throw new Error(`no pending ${kind} of ${userName}: ${JSON.stringify(page)}`);
  return item;
}
const detail = (gateway: FastifyInstance, token: string, id: number) =>
  call<Detail>(gateway, { method: 'GET', url: `/gateway/v1/review/detail/${id}`, headers: auth(token) });
const act = (gateway: FastifyInstance, token: string, action: 'claim' | 'release' | 'approve' | 'reject', id: number, payload?: object) =>
  call(gateway, { method: 'POST', url: `/gateway/v1/review/${action}/${id}`, headers: auth(token), ...(payload ? { payload } : action === 'approve' || action === 'reject' ? { payload: {} } : {}) });
const auditOf = async (gateway: FastifyInstance, token: string, kind: string, id: number) =>
  (
    await call<{ records: AuditRow[]; total: number }>(gateway, {
      method: 'GET',
      url: `/gateway/v1/audit/page?targetType=review:${kind}&targetId=${id}&size=100`,
      headers: auth(token),
    })
  ).data;
/** Audit rows of actions taken, without the rows that record views of unmasked data. */
const decisions = (audit: { records: AuditRow[] }) => audit.records.filter((r) => r.action !== 'review.view_personal');
const wallet = async (gateway: FastifyInstance, token: string) =>
  (
    await call<{ balanceAmount: string; totalCreditLimit: string; availableCreditLimit: string }>(gateway, {
      method: 'GET',
      url: '/gateway/v1/wallet/getWalletByUserBaseId',
      headers: auth(token),
    })
  ).data;

/** Give an account roles, as the users page will; its sessions see them at once. */
async function grantRoles(gateway: FastifyInstance, userId: number, roles: string[], name?: string) {
  await gateway.db
    .update(users)
    .set({ roles: roles as never, ...(name ? { name } : {}) })
    .where(eq(users.id, userId));
  userChanged(userId);
}

/** A fresh applicant with an enterprise certification waiting in the queue. */
async function certificationApplicant(gateway = app, company?: string) {
  const user = await registerUser(gateway);
  expect((await certify(gateway, user.token, enterprise(company))).code).toBe(100000);
  return { ...user, item: await pendingOf(gateway, operator, 'certification', user.userName) };
}

describe('access', () => {
  const endpoints: [string, string, object?][] = [
    ['GET', '/gateway/v1/review/kinds'],
    ['GET', '/gateway/v1/review/page'],
    ['GET', '/gateway/v1/review/stats'],
    ['GET', '/gateway/v1/review/detail/1'],
    ['POST', '/gateway/v1/review/claim/1'],
    ['POST', '/gateway/v1/review/release/1'],
    ['POST', '/gateway/v1/review/approve/1', {}],
    ['POST', '/gateway/v1/review/reject/1', { reason: '不符合要求' }],
    ['POST', '/gateway/v1/review/batch', { ids: [1], action: 'claim' }],
    ['GET', '/gateway/v1/user/certification/license/1'],
  ];

  it.each(endpoints)('%s %s refuses renters (403) and visitors (50003)', async (method, url, payload) => {
    const asRenter = await app.inject({ method: method as 'GET', url, headers: auth(renter), ...(payload ? { payload } : {}) });
    expect(asRenter.json()).toMatchObject({ code: 403 });
    const asVisitor = await app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(asVisitor.json()).toMatchObject({ code: 50003 });
  });

  it('lets finance decide credit applications but not certifications', async () => {
    const cert = await certificationApplicant();
    const applicant = await registerUser(app);
    expect((await applyForCredit(app, applicant.token)).code).toBe(100000);
    const creditItem = await pendingOf(app, operator, 'credit', applicant.userName);

    const clerk = await registerUser(app);
    await grantRoles(app, clerk.userId, ['renter', 'finance'], '财务小王');
    const kinds = await call<{ kind: string }[]>(app, { method: 'GET', url: '/gateway/v1/review/kinds', headers: auth(clerk.token) });
    expect(kinds.data.map((k) => k.kind)).toEqual(['credit', 'invoice']);
    const queue = await call<{ records: Item[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?size=100', headers: auth(clerk.token) });
    expect(queue.data.records.length).toBeGreaterThan(0);
    expect(queue.data.records.every((r) => ['credit', 'invoice'].includes(r.kind))).toBe(true);
    const stats = await call<{ kinds: { kind: string }[] }>(app, { method: 'GET', url: '/gateway/v1/review/stats', headers: auth(clerk.token) });
    expect(stats.data.kinds.map((k) => k.kind)).toEqual(['credit', 'invoice']);

    // A certification is not theirs to see or decide, nor is its licence.
    expect((await detail(app, clerk.token, cert.item.id)).code).toBe(100006);
    expect((await act(app, clerk.token, 'approve', cert.item.id)).code).toBe(403);
    expect((await act(app, clerk.token, 'claim', cert.item.id)).code).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/gateway/v1/user/certification/license/${cert.userId}`, headers: auth(clerk.token) })).json()).toMatchObject({ code: 403 });
    expect((await detail(app, operator, cert.item.id)).data.item.status).toBe('pending');

    const approved = await act(app, clerk.token, 'approve', creditItem.id, { amount: '80000', reference: 'ICBC-2026-0001', reason: '银行审批通过' });
    expect(approved.code).toBe(100000);
    expect(await wallet(app, applicant.token)).toMatchObject({ totalCreditLimit: '80000.00', availableCreditLimit: '80000.00' });
    expect((await detail(app, operator, creditItem.id)).data.item.decidedBy?.name).toBe('财务小王');
  });
});

describe('the queue', () => {
  it('lists who applied, what, when, time in queue; filters by kind, status, mine and keyword', async () => {
    const cert = await certificationApplicant(app, '南京紫金山算力有限公司');
    clock.advance(10 * MINUTE);
    const page = await call<{ records: Item[]; total: number }>(app, {
      method: 'GET',
      url: `/gateway/v1/review/page?keyword=${encodeURIComponent('紫金山')}`,
      headers: auth(operator),
    });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({
      id: cert.item.id,
      kind: 'certification',
      title: '南京紫金山算力有限公司',
      status: 'pending',
      round: 1,
      applicant: { userName: cert.userName },
      claimedBy: null,
      waitedSeconds: 600,
    });
    const credits = await call<{ records: Item[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?kind=credit&size=100', headers: auth(operator) });
    expect(credits.data.records.every((r) => r.kind === 'credit')).toBe(true);

    expect((await act(app, operator, 'claim', cert.item.id)).code).toBe(100000);
    const mine = await call<{ records: Item[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?mine=true&size=100', headers: auth(operator) });
    expect(mine.data.records.map((r) => r.id)).toContain(cert.item.id);
    expect(mine.data.records.every((r) => r.claimedBy?.userName === 'demo_operator')).toBe(true);
    expect((await act(app, operator, 'release', cert.item.id)).code).toBe(100000);
    const released = await call<{ records: Item[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?mine=true&size=100', headers: auth(operator) });
    expect(released.data.records.map((r) => r.id)).not.toContain(cert.item.id);

    const bad = await call(app, { method: 'GET', url: '/gateway/v1/review/page?status=maybe', headers: auth(operator) });
    expect(bad.code).toBe(50005);
    expect(bad.msg).toContain('status');
  });

  it('tells the time in queue per kind: how many wait, the oldest and the median', async () => {
    const stats = async () =>
      (
        await call<{
          kinds: { kind: string; pending: number; oldestSeconds: number | null; medianSeconds: number | null }[];
          total: { pending: number; oldestSeconds: number | null };
        }>(app, { method: 'GET', url: '/gateway/v1/review/stats', headers: auth(operator) })
      ).data;
    const before = await stats();
    const waiting = before.kinds.find((k) => k.kind === 'certification')!;
    await certificationApplicant();
    clock.advance(5 * MINUTE);
    const after = await stats();
    const now = after.kinds.find((k) => k.kind === 'certification')!;
    expect(now.pending).toBe(waiting.pending + 1);
    expect(now.oldestSeconds).toBeGreaterThanOrEqual((waiting.oldestSeconds ?? 0) + 300);
    expect(now.medianSeconds).toBeGreaterThanOrEqual(300);
    expect(after.total.pending).toBe(after.kinds.reduce((sum, k) => sum + k.pending, 0));
    expect(after.kinds.map((k) => k.kind)).toEqual(['certification', 'model_access', 'model', 'dataset', 'credit', 'supplier', 'supply_plan', 'demand', 'invoice']);
  });
});

describe('an item', () => {
  it('shows the name and code to compare with the licence in full, audits each view, and keeps its history', async () => {
    const cert = await certificationApplicant(app, '成都天府智算科技有限公司');
    const { data } = await detail(app, operator, cert.item.id);
    // Unmasked: the reviewer compares them with the licence image (issue 25).
    expect(data.fields).toEqual(
      expect.arrayContaining([
        { label: '认证类型', value: '企业认证' },
        { label: '企业名称', value: '成都天府智算科技有限公司', personal: true },
        { label: '统一社会信用代码', value: '91350100M000100Y43', personal: true },
        { label: '联系电话', value: '13800000008', personal: true },
      ]),
    );
    expect(data.evidence).toEqual([{ label: '营业执照', url: `/gateway/v1/user/certification/license/${cert.userId}`, type: 'image' }]);
    const licence = await app.inject({ method: 'GET', url: data.evidence[0]!.url, headers: auth(operator) });
    expect(licence.headers['content-type']).toBe('image/png');
    expect(data.history.map((e) => e.action)).toEqual(['submitted']);
    expect(data.rejectTemplates.length).toBeGreaterThan(0);
    expect(data.approvalFields).toEqual([]);
    expect((await detail(app, operator, 999999)).code).toBe(100006);

    // Each view of the unmasked record is in the audit log: who, when, which item and fields.
    clock.advance(MINUTE);
    await detail(app, operator, cert.item.id);
    const views = (await auditOf(app, operator, 'certification', cert.item.id)).records.filter((r) => r.action === 'review.view_personal');
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actor: { userName: 'demo_operator' }, targetId: String(cert.item.id), after: { subjectId: String(cert.userId), fields: ['企业名称', '统一社会信用代码', '联系电话', '联系邮箱'] } });
    expect(new Set(views.map((v) => v.at)).size).toBe(2);
  });

  it('suggests reasons that fit a personal certification: none about a licence it does not have', async () => {
    const user = await registerUser(app);
    expect((await certify(app, user.token, { type: 'personal', name: '张三', code: '11010519491231002X', contactName: '张三', contactPhone: '13800000009', contactEmail: 'zs@example.cn' })).code).toBe(100000);
    const item = await pendingOf(app, operator, 'certification', user.userName);
    const { data } = await detail(app, operator, item.id);
    expect(data.fields).toEqual(expect.arrayContaining([{ label: '身份证号', value: '11010519491231002X', personal: true }]));
    expect(data.evidence).toEqual([]);
    expect([...data.rejectTemplates, ...data.approveTemplates].join()).not.toContain('营业执照');
  });

  it('held by one operator cannot be decided by another, who is told who holds it', async () => {
    const cert = await certificationApplicant();
    const colleague = await registerUser(app);
    await grantRoles(app, colleague.userId, ['renter', 'operator'], '运营小李');
    expect((await act(app, operator, 'claim', cert.item.id)).code).toBe(100000);
    expect((await detail(app, colleague.token, cert.item.id)).data.item.claimedBy?.name).toBe('演示运营');

    const blocked = await act(app, colleague.token, 'approve', cert.item.id);
    expect(blocked.code).not.toBe(100000);
    expect(blocked.msg).toBe('该申请正由 演示运营 审核，请处理其他申请');
    expect((await act(app, colleague.token, 'claim', cert.item.id)).msg).toBe('该申请正由 演示运营 审核，请处理其他申请');
    expect((await act(app, colleague.token, 'release', cert.item.id)).msg).toBe('该申请正由 演示运营 审核，请处理其他申请');
    expect((await detail(app, operator, cert.item.id)).data.item.status).toBe('pending');

    // An abandoned claim lapses after 30 minutes; then the colleague may decide.
    clock.advance(31 * MINUTE);
    expect((await act(app, colleague.token, 'reject', cert.item.id, { reason: '营业执照图片不清晰，请上传清晰完整的照片' })).code).toBe(100000);
    const decided = await act(app, operator, 'approve', cert.item.id);
    expect(decided.msg).toBe('该申请已由 运营小李 处理：已驳回');
    const history = (await detail(app, operator, cert.item.id)).data.history.map((e) => `${e.action}:${e.actor?.name ?? ''}`);
    expect(history).toEqual([`submitted:${cert.userName}`, 'claimed:演示运营', 'rejected:运营小李']);
  });

  it('needs a reason to be rejected; a refusal changes nothing', async () => {
    const cert = await certificationApplicant();
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await act(app, operator, 'reject', cert.item.id, payload);
      expect(res).toMatchObject({ code: 50005, msg: '请求体 reason：请填写驳回原因' });
    }
    expect((await detail(app, operator, cert.item.id)).data.item.status).toBe('pending');
    expect(decisions(await auditOf(app, operator, 'certification', cert.item.id))).toEqual([]);
    expect((await certify(app, cert.token, enterprise())).code).toBe(50006);
  });

  it('writes one audit row with the values before and after for each action', async () => {
    const cert = await certificationApplicant();
    await act(app, operator, 'claim', cert.item.id);
    await act(app, operator, 'release', cert.item.id);
    expect((await act(app, operator, 'approve', cert.item.id, { reason: '资料齐全，信息与证件一致' })).code).toBe(100000);
    const audit = await auditOf(app, operator, 'certification', cert.item.id);
    expect(audit.records.map((r) => r.action).sort()).toEqual(['review.approve', 'review.claim', 'review.release']);
    const approve = audit.records.find((r) => r.action === 'review.approve')!;
    expect(approve).toMatchObject({
      actor: { userName: 'demo_operator' },
      before: { status: 'pending', claimedBy: null },
      after: { status: 'approved', reason: '资料齐全，信息与证件一致', subjectId: String(cert.userId) },
    });
    const claim = audit.records.find((r) => r.action === 'review.claim')!;
    expect(claim.before).toMatchObject({ claimedBy: null });
    expect(claim.after).toMatchObject({ claimedBy: approve.actor!.id });
  });
});

describe('decisions take effect', () => {
  it('a passed certification puts the organisation in the banner, with a notice and an SMS', async () => {
    const cert = await certificationApplicant(app, '武汉光谷算力科技有限公司');
    expect((await act(app, operator, 'approve', cert.item.id)).code).toBe(100000);
    const info = await call<{ certificationName: string; certificationStatus: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/user/getUserInfo',
      headers: auth(cert.token),
    });
    expect(info.data).toMatchObject({ certificationStatus: 'review_pass', certificationName: '武汉光谷算力科技有限公司' });
    const unread = await call<{ unread: number }>(app, { method: 'GET', url: '/gateway/v1/notice/unreadCount', headers: auth(cert.token) });
    expect(unread.data.unread).toBe(1);
    const notices = await call<{ records: { title: string; link: string }[] }>(app, { method: 'GET', url: '/gateway/v1/notice/page', headers: auth(cert.token) });
    expect(notices.data.records[0]).toMatchObject({ title: '实名认证已通过', link: '/certification' });
    const outbox = await call<{ scene: string; content: string }[]>(app, { method: 'GET', url: `/gateway/dev/outbox?to=${cert.phone}` });
    expect(outbox.data[0]).toMatchObject({ scene: 'review_approved' });
    expect(outbox.data[0]!.content).toContain('武汉光谷算力科技有限公司');
  });

  it('the applicant reads the notice; no one else can', async () => {
    const cert = await certificationApplicant();
    await act(app, operator, 'reject', cert.item.id, { reason: '营业执照图片不清晰，请上传清晰完整的照片' });
    const notices = await call<{ records: { id: number; title: string; body: string; read: boolean }[] }>(app, {
      method: 'GET',
      url: '/gateway/v1/notice/page?unread=true',
      headers: auth(cert.token),
    });
    const [notice] = notices.data.records;
    expect(notice).toMatchObject({ title: '实名认证未通过', read: false });
    expect(notice!.body).toContain('营业执照图片不清晰');
    expect((await call(app, { method: 'POST', url: `/gateway/v1/notice/read/${notice!.id}`, headers: auth(renter) })).code).toBe(100006);
    expect((await call(app, { method: 'POST', url: `/gateway/v1/notice/read/${notice!.id}`, headers: auth(cert.token) })).data).toMatchObject({ read: true });
    expect((await call<{ unread: number }>(app, { method: 'GET', url: '/gateway/v1/notice/unreadCount', headers: auth(cert.token) })).data.unread).toBe(0);
    await certify(app, cert.token, enterprise());
    await act(app, operator, 'approve', (await pendingOf(app, operator, 'certification', cert.userName)).id);
    expect((await call<{ unread: number }>(app, { method: 'GET', url: '/gateway/v1/notice/unreadCount', headers: auth(cert.token) })).data.unread).toBe(1);
    expect((await call(app, { method: 'POST', url: '/gateway/v1/notice/readAll', headers: auth(cert.token) })).code).toBe(100000);
    expect((await call<{ unread: number }>(app, { method: 'GET', url: '/gateway/v1/notice/unreadCount', headers: auth(cert.token) })).data.unread).toBe(0);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/notice/unreadCount' })).code).toBe(50003);
  });

  it('a resubmission after a refusal opens round 2, which lists round 1 with its reason', async () => {
    const cert = await certificationApplicant(app, '西安古城算力有限公司');
    expect((await act(app, operator, 'reject', cert.item.id, { reason: '证件号码与名称不一致，请核对后重新提交' })).code).toBe(100000);
    const seen = await call<{ certificationStatus: string; reason: string }>(app, { method: 'GET', url: '/gateway/v1/user/certification/certifyAllInfo', headers: auth(cert.token) });
    expect(seen.data).toMatchObject({ certificationStatus: 'review_failed', reason: '证件号码与名称不一致，请核对后重新提交' });
    const outbox = await call<{ scene: string; content: string }[]>(app, { method: 'GET', url: `/gateway/dev/outbox?to=${cert.phone}` });
    expect(outbox.data[0]).toMatchObject({ scene: 'review_rejected' });
    expect(outbox.data[0]!.content).toContain('证件号码与名称不一致');

    expect((await certify(app, cert.token, enterprise('西安古城智算有限公司'))).code).toBe(100000);
    const round2 = await pendingOf(app, operator, 'certification', cert.userName);
    expect(round2).toMatchObject({ round: 2, title: '西安古城智算有限公司' });
    expect(round2.id).not.toBe(cert.item.id);
    const { data } = await detail(app, operator, round2.id);
    expect(data.earlier).toHaveLength(1);
    expect(data.earlier[0]).toMatchObject({ id: cert.item.id, round: 1, status: 'rejected', reason: '证件号码与名称不一致，请核对后重新提交', title: '西安古城算力有限公司' });
    expect(data.history[0]).toMatchObject({ action: 'submitted', note: '第2次提交' });
  });

  it('a credit approval needs the amount and the bank reference, and credits the wallet', async () => {
    const applicant = await registerUser(app);
    expect((await applyForCredit(app, applicant.token, credit({ companyName: '苏州园区智算有限公司' }))).code).toBe(100000);
    const item = await pendingOf(app, operator, 'credit', applicant.userName);
    const { data } = await detail(app, operator, item.id);
    expect(data.approvalFields.map((f) => f.name)).toEqual(['amount', 'reference']);
    expect(data.fields).toEqual(expect.arrayContaining([{ label: '企业名称', value: '苏州园区智算有限公司' }, { label: '联系电话', value: '13600001234', personal: true }]));

    const noAmount = await act(app, operator, 'approve', item.id, { reference: 'BOC-1' });
    expect(noAmount).toMatchObject({ code: 50005 });
    expect(noAmount.msg).toContain('授信额度');
    const noReference = await act(app, operator, 'approve', item.id, { amount: '300000' });
    expect(noReference).toMatchObject({ code: 50005 });
    expect(noReference.msg).toContain('银行授信编号');
    const badAmount = await act(app, operator, 'approve', item.id, { amount: '12.345', reference: 'BOC-1' });
    expect(badAmount.code).toBe(50005);
    const zero = await act(app, operator, 'approve', item.id, { amount: '0', reference: 'BOC-1' });
    expect(zero.code).toBe(50005);
    expect(await wallet(app, applicant.token)).toMatchObject({ totalCreditLimit: '0.00', availableCreditLimit: '0.00' });
    expect(decisions(await auditOf(app, operator, 'credit', item.id))).toEqual([]);

    const ok = await act(app, operator, 'approve', item.id, { amount: '300000', reference: 'BOC-2026-1120' });
    expect(ok.code).toBe(100000);
    expect(await wallet(app, applicant.token)).toMatchObject({ totalCreditLimit: '300000.00', availableCreditLimit: '300000.00' });
    const mine = await call<{ status: string; approvedAmount: string; reason: string | null }>(app, {
      method: 'GET',
      url: '/gateway/v1/creditApplication/mine',
      headers: auth(applicant.token),
    });
    expect(mine.data).toMatchObject({ status: 'approved', approvedAmount: '300000.00' });
    const audit = decisions(await auditOf(app, operator, 'credit', item.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved', amount: '300000.00', reference: 'BOC-2026-1120' } });
    expect((await detail(app, operator, item.id)).data.item.reference).toBe('BOC-2026-1120');
  });

  it('a refused credit application shows its reason, and the applicant may apply again', async () => {
    const applicant = await registerUser(app);
    await applyForCredit(app, applicant.token);
    const item = await pendingOf(app, operator, 'credit', applicant.userName);
    expect((await act(app, operator, 'reject', item.id, { reason: '企业资质未通过银行审核' })).code).toBe(100000);
    const mine = await call<{ status: string; reason: string }>(app, { method: 'GET', url: '/gateway/v1/creditApplication/mine', headers: auth(applicant.token) });
    expect(mine.data).toMatchObject({ status: 'rejected', reason: '企业资质未通过银行审核', approvedAmount: null });
    expect((await applyForCredit(app, applicant.token)).code).toBe(100000);
    const again = await pendingOf(app, operator, 'credit', applicant.userName);
    expect(again.id).not.toBe(item.id);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/creditApplication/mine', headers: auth(applicant.token) })).data).toMatchObject({ status: 'pending' });
  });
});

describe('batch', () => {
  it('answers for each item', async () => {
    const first = await certificationApplicant();
    const second = await certificationApplicant();
    const colleague = await registerUser(app);
    await grantRoles(app, colleague.userId, ['renter', 'operator'], '运营小赵');
    expect((await act(app, colleague.token, 'claim', second.item.id)).code).toBe(100000);

    const claimed = await call<{ id: number; ok: boolean; message: string }[]>(app, {
      method: 'POST',
      url: '/gateway/v1/review/batch',
      headers: auth(operator),
      payload: { ids: [first.item.id, second.item.id, 999999], action: 'claim' },
    });
    expect(claimed.data).toEqual([
      { id: first.item.id, ok: true, message: '操作成功' },
      { id: second.item.id, ok: false, message: '该申请正由 运营小赵 审核，请处理其他申请' },
      { id: 999999, ok: false, message: '审核事项不存在' },
    ]);

    const noReason = await call(app, { method: 'POST', url: '/gateway/v1/review/batch', headers: auth(operator), payload: { ids: [first.item.id], action: 'reject' } });
    expect(noReason.code).toBe(50005);
    expect(noReason.msg).toContain('请填写驳回原因');

    const rejected = await call<{ id: number; ok: boolean; message: string }[]>(app, {
      method: 'POST',
      url: '/gateway/v1/review/batch',
      headers: auth(operator),
      payload: { ids: [first.item.id, second.item.id], action: 'reject', reason: '联系人信息无法核实，请填写真实有效的联系方式' },
    });
    expect(rejected.data.map((r) => r.ok)).toEqual([true, false]);
    expect((await detail(app, operator, first.item.id)).data.item).toMatchObject({ status: 'rejected', reason: '联系人信息无法核实，请填写真实有效的联系方式' });
    expect((await detail(app, operator, second.item.id)).data.item.status).toBe('pending');
    expect((await auditOf(app, operator, 'certification', first.item.id)).records.filter((r) => r.action === 'review.reject')).toHaveLength(1);

    const tooMany = await call(app, { method: 'POST', url: '/gateway/v1/review/batch', headers: auth(operator), payload: { ids: [], action: 'claim' } });
    expect(tooMany.code).toBe(50005);
  });
});

describe('two operators deciding one item at once', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let first: string;
  let second: string;
  beforeAll(async () => {
    // Two gateways on one database: two processes on PostgreSQL, one shared PGlite otherwise.
    [a, b] = await createGatewayPair();
    first = await login(a, 'demo_operator');
    const colleague = await registerUser(b);
    await grantRoles(b, colleague.userId, ['renter', 'operator'], '运营小孙');
    second = colleague.token;
  });

  it('make exactly one decision, and the credit is granted once', async () => {
    const applicant = await registerUser(a);
    expect((await applyForCredit(a, applicant.token)).code).toBe(100000);
    const item = await pendingOf(a, first, 'credit', applicant.userName);
    const [x, y] = await Promise.all([
      act(a, first, 'approve', item.id, { amount: '200000', reference: 'CCB-A' }),
      act(b, second, 'reject', item.id, { reason: '申请额度超出银行可授信范围，请调整后重新申请' }),
    ]);
    const codes = [x.code, y.code].sort();
    expect(codes.filter((c) => c === 100000)).toHaveLength(1);
    const loser = x.code === 100000 ? y : x;
    expect(loser.msg).toMatch(/^该申请已由 (演示运营|运营小孙) 处理：已(通过|驳回)$/);

    const { data } = await detail(a, first, item.id);
    expect(data.history.filter((e) => e.action === 'approved' || e.action === 'rejected')).toHaveLength(1);
    expect(decisions(await auditOf(a, first, 'credit', item.id))).toHaveLength(1);
    const granted = data.item.status === 'approved';
    expect(await wallet(a, applicant.token)).toMatchObject({ totalCreditLimit: granted ? '200000.00' : '0.00', availableCreditLimit: granted ? '200000.00' : '0.00' });
    const unread = await call<{ unread: number }>(a, { method: 'GET', url: '/gateway/v1/notice/unreadCount', headers: auth(applicant.token) });
    expect(unread.data.unread).toBe(1);
  });

  it('approving twice at once grants once', async () => {
    const applicant = await registerUser(a);
    await applyForCredit(a, applicant.token);
    const item = await pendingOf(a, first, 'credit', applicant.userName);
    const results = await Promise.all([
      act(a, first, 'approve', item.id, { amount: '100000', reference: 'ABC-1' }),
      act(b, second, 'approve', item.id, { amount: '100000', reference: 'ABC-2' }),
      act(a, first, 'approve', item.id, { amount: '100000', reference: 'ABC-3' }),
    ]);
    expect(results.filter((r) => r.code === 100000)).toHaveLength(1);
    expect(await wallet(a, applicant.token)).toMatchObject({ totalCreditLimit: '100000.00', availableCreditLimit: '100000.00' });
    expect(decisions(await auditOf(a, first, 'credit', item.id))).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('seeds applicants waiting in the queue, once', async () => {
    const { seedReview } = await import('../../server/seed/seed-review');
    await seedReview(app.db, clock.now());
    await seedReview(app.db, clock.now());
    const page = await call<{ records: Item[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?status=pending&keyword=chenjing_cv', headers: auth(operator) });
    expect(page.data.records).toHaveLength(1);
    expect(page.data.records[0]).toMatchObject({ round: 2, waitedSeconds: 2400 });
    const { data } = await detail(app, operator, page.data.records[0]!.id);
    expect(data.earlier[0]).toMatchObject({ status: 'rejected', reason: '证件号码与名称不一致，请核对后重新提交' });
    const credit = await call<{ records: Item[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?kind=credit&keyword=xinghe_tech', headers: auth(operator) });
    expect(credit.data.records.map((r) => r.status)).toEqual(['pending']);
  });

  it('suggests for every waiting item only reasons about what it shows (issue 25: no 定价合理 without a price)', async () => {
    const { seedReview } = await import('../../server/seed/seed-review');
    await seedReview(app.db, clock.now());
    const page = await call<{ records: Item[] }>(app, { method: 'GET', url: '/gateway/v1/review/page?status=pending&size=100', headers: auth(operator) });
    const kinds = new Set<string>();
    for (const item of page.data.records) {
      const { data } = await detail(app, operator, item.id);
      kinds.add(item.kind);
      const shown = data.fields.map((f) => f.value).join('\n');
      const evidence = data.evidence.map((e) => e.label).join('\n');
      for (const reason of [...data.approveTemplates, ...data.rejectTemplates]) {
        const at = `${item.kind} #${item.id}: ${reason}`;
        if (/定价|单价|价格/.test(reason)) expect(shown, at).toMatch(/¥/);
        if (/营业执照/.test(reason) && !reason.startsWith('未上传')) expect(evidence, at).toContain('营业执照');
        if (/验机报告/.test(reason) && !reason.startsWith('未上传')) expect(data.evidence.length, at).toBeGreaterThan(0);
        if (/身份证号/.test(reason)) expect(data.fields.map((f) => f.label), at).toContain('身份证号');
      }
    }
    expect([...kinds].sort()).toEqual(['certification', 'credit']);
  });
});
