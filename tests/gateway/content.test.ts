import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcements, benefits, creditApplications, users } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { call, createTestApp, login, registerUser } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2025-11-22T10:00:00+08:00');

interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
type FieldErrors = { field: string; message: string }[];

beforeAll(async () => {
  app = await createTestApp({ clock });
});

describe('GET /v1/announcement/page', () => {
  it('lists the home announcement with URL-encoded content and its pages', async () => {
    const res = await call<Page<{ content: string; applicablePages: string[] }>>(app, {
      method: 'GET',
      url: '/gateway/v1/announcement/page?applicablePages=home',
    });
    expect(res.code).toBe(100000);
    expect(res.data.total).toBe(1);
    const [record] = res.data.records;
    expect(record!.applicablePages).toEqual(['home']);
    expect(record!.content).not.toContain('\n');
    const text = decodeURIComponent(record!.content);
    expect(text).toContain('夜间潮汐价');
    expect(text.split('\n')).toHaveLength(2);
  });

  it('leaves out announcements outside their window and those of other pages', async () => {
    await app.db.insert(announcements).values([
      { announcementBaseId: 'ann-expired', content: '已过期', applicablePages: ['home'], endAt: new Date('2025-01-01T00:00:00Z') },
      { announcementBaseId: 'ann-future', content: '未开始', applicablePages: ['home'], startAt: new Date('2026-01-01T00:00:00Z') },
      { announcementBaseId: 'ann-market', content: '市场页公告 <b>加粗</b>', applicablePages: ['gpu-market'] },
    ]);
    const home = await call<Page<{ announcementBaseId: string }>>(app, {
      method: 'GET',
      url: '/gateway/v1/announcement/page?applicablePages=home',
    });
    expect(home.data.records.map((r) => r.announcementBaseId)).toEqual(['ann-2025-tidal']);
    const market = await call<Page<{ content: string }>>(app, {
      method: 'GET',
      url: '/gateway/v1/announcement/page?applicablePages=gpu-market',
    });
    // Markup travels encoded, as text; the client never renders it as HTML.
    expect(market.data.records[0]!.content).toBe(encodeURIComponent('市场页公告 <b>加粗</b>'));
  });

  it('refuses bad paging and page names with 50005 naming the field', async () => {
    const size = await call<FieldErrors>(app, { method: 'GET', url: '/gateway/v1/announcement/page?size=101' });
    expect(size.code).toBe(50005);
    expect(size.data[0]!.field).toBe('size');
    const page = await call<FieldErrors>(app, { method: 'GET', url: '/gateway/v1/announcement/page?applicablePages=home%27--' });
    expect(page.code).toBe(50005);
    expect(page.data[0]!.field).toBe('applicablePages');
    const order = await call(app, { method: 'GET', url: '/gateway/v1/announcement/page?orderField=content;drop' });
    expect(order.code).toBe(50005);
    expect(order.msg).toContain('不支持按');
  });
});

describe('activity', () => {
  it('lists the consultation phones in order', async () => {
    const res = await call<{ name: string; phone: string; serviceHours: string }[]>(app, {
      method: 'GET',
      url: '/gateway/v1/activity/getConsultationPhone',
    });
    expect(res.code).toBe(100000);
    expect(res.data.length).toBeGreaterThanOrEqual(3);
    expect(res.data[0]).toEqual({ name: '商务合作热线', phone: '400-820-6688', serviceHours: '7×24 小时' });
  });

  it('broadcasts recent registrations as masked phones, newest first, never the number itself', async () => {
    await app.db.insert(users).values({
      userName: 'ticker_newcomer',
      phone: '13912345678',
      passwordHash: 'x',
      registerType: 'register_phone',
      // Later than the seeded accounts, whenever the snapshot was made.
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await app.inject({ method: 'GET', url: '/gateway/v1/activity/getBroadcastInfo' });
    const body = res.json() as { code: number; data: { phone: string; registeredAt: string }[] };
    expect(body.code).toBe(100000);
    expect(body.data[0]!.phone).toBe('139****5678');
    expect(body.data.map((d) => d.phone)).toContain('138****0001');
    expect(res.body).not.toContain('13912345678');
    expect(res.body).not.toContain('13800000001');
    expect(body.data.length).toBeLessThanOrEqual(50);
  });
});

describe('knowledge', () => {
  it('answers the home query: size 1, published, newest publish_time first', async () => {
    const res = await call<Page<{ aiKnowledgeBaseId: string; title: string; status: string; content?: string }>>(app, {
      method: 'GET',
      url: '/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?current=1&size=1&status=PUBLISH&orderField=publish_time&orderSort=desc',
    });
    expect(res.code).toBe(100000);
    expect(res.data.size).toBe(1);
    expect(res.data.total).toBe(8);
    expect(res.data.pages).toBe(8);
    expect(res.data.records[0]).toMatchObject({ aiKnowledgeBaseId: 'kb-2025-llm-compute', status: 'PUBLISH' });
    expect(res.data.records[0]!.content).toBeUndefined();
  });

  it('never lists drafts, orders ascending when asked and filters by keyword literally', async () => {
    const all = await call<Page<{ aiKnowledgeBaseId: string }>>(app, {
      method: 'GET',
      url: '/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?size=100&orderField=publish_time&orderSort=asc',
    });
    const ids = all.data.records.map((r) => r.aiKnowledgeBaseId);
    expect(ids).not.toContain('kb-draft-2025-q4');
    expect(ids[0]).toBe('kb-2025-compliance');
    const found = await call<Page<{ title: string }>>(app, {
      method: 'GET',
      url: `/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?keyword=${encodeURIComponent('RoCE')}`,
    });
    expect(found.data.records.map((r) => r.title)).toEqual(['分布式训练网络选型：RoCE 与 InfiniBand 对比']);
    // "_" would match the space of "RTX 4090" as a LIKE wildcard; escaped, it matches only itself.
    const wildcard = await call<Page<unknown>>(app, {
      method: 'GET',
      url: '/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?keyword=RTX_4090',
    });
    expect(wildcard.data.total).toBe(0);
  });

  it('refuses draft status and unknown order fields', async () => {
    const draft = await call<FieldErrors>(app, {
      method: 'GET',
      url: '/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?status=DRAFT',
    });
    expect(draft.code).toBe(50005);
    expect(draft.data[0]!.field).toBe('status');
    const order = await call(app, {
      method: 'GET',
      url: '/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?orderField=password_hash',
    });
    expect(order.code).toBe(50005);
  });

  it('answers a detail with its content, and 100006 for drafts and unknown ids', async () => {
    const detail = await call<{ title: string; content: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail?aiKnowledgeBaseId=kb-2025-tidal-economics',
    });
    expect(detail.code).toBe(100000);
    expect(detail.data.content).toContain('796.8 万元');
    for (const id of ['kb-draft-2025-q4', 'nope']) {
      const missing = await call(app, {
        method: 'GET',
        url: `/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail?aiKnowledgeBaseId=${id}`,
      });
      expect(missing.code).toBe(100006);
    }
    const noId = await call<FieldErrors>(app, { method: 'GET', url: '/gateway/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail' });
    expect(noId.code).toBe(50005);
    expect(noId.data[0]!.field).toBe('aiKnowledgeBaseId');
  });
});

describe('articles', () => {
  it('pages the encyclopedia newest first with thumbnails, and serves a detail', async () => {
    const res = await call<Page<{ articleBaseId: string; title: string; thumbnail: string }>>(app, {
      method: 'GET',
      url: '/gateway/v1/article/page?current=1&size=1',
    });
    expect(res.code).toBe(100000);
    expect(res.data.total).toBe(8);
    expect(res.data.records[0]).toMatchObject({ articleBaseId: 'art-transformer', thumbnail: '/media/articles/art-transformer.svg' });
    const detail = await call<{ content: string }>(app, { method: 'GET', url: '/gateway/v1/article/detail/art-lora' });
    expect(detail.data.content).toContain('LoRA');
    const missing = await call(app, { method: 'GET', url: '/gateway/v1/article/detail/none' });
    expect(missing.code).toBe(100006);
  });
});

const consultation = (overrides: Record<string, unknown> = {}) => ({
  requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
  name: '王经理',
  company: '杭州云图智能科技有限公司',
  phone: '13700001111',
  email: 'wang@yuntu.example.com',
  demandType: 'gpu_rental',
  content: '计划租用 32 张 A800 做三个月的模型训练，希望了解包月价格与网络配置。',
  ...overrides,
});

describe('POST /v1/consultation/add', () => {
  it('stores a consultation from a visitor', async () => {
    const res = await call<{ consultationId: number }>(app, { method: 'POST', url: '/gateway/v1/consultation/add', payload: consultation() });
    expect(res.code).toBe(100000);
    expect(res.msg).toBe('提交成功，顾问将在1个工作日内与您联系');
    expect(res.data.consultationId).toBeGreaterThan(0);
  });

  it('refuses a replay of the same submission and the same request sent twice', async () => {
    const body = consultation({ phone: '13700002222' });
    const first = await call(app, { method: 'POST', url: '/gateway/v1/consultation/add', payload: body });
    expect(first.code).toBe(100000);
    const replay = await call(app, { method: 'POST', url: '/gateway/v1/consultation/add', payload: body });
    expect(replay.code).toBe(50006);
    const again = await call(app, {
      method: 'POST',
      url: '/gateway/v1/consultation/add',
      payload: { ...body, requestId: 'another-request-1' },
    });
    expect(again.code).toBe(50006);
    expect(again.msg).toContain('请勿重复提交');
  });

  it('refuses two simultaneous submissions of one form except the first', async () => {
    const body = consultation({ phone: '13700003333', content: '同时点击两次提交' });
    const results = await Promise.all([1, 2].map(() => call(app, { method: 'POST', url: '/gateway/v1/consultation/add', payload: body })));
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([50006, 100000]);
  });

  it.each([
    ['a malformed phone', { phone: '12345' }, 'phone', '请输入正确格式的手机号'],
    ['a missing company', { company: undefined }, 'company', undefined],
    ['a blank name', { name: '   ' }, 'name', undefined],
    ['an overlong message', { content: '长'.repeat(1001) }, 'content', undefined],
    ['a wrong type', { demandType: 42 }, 'demandType', undefined],
    ['an unknown demand type', { demandType: 'crypto_mining' }, 'demandType', undefined],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', '请输入正确格式的邮箱'],
    ['a bad request id', { requestId: 'x' }, 'requestId', '请求标识无效，请刷新页面后重试'],
  ])('refuses %s with 50005 naming the field', async (_label, overrides, field, message) => {
    const res = await call<FieldErrors>(app, {
      method: 'POST',
      url: '/gateway/v1/consultation/add',
      payload: consultation(overrides),
    });
    expect(res.code).toBe(50005);
    expect(res.data[0]!.field).toBe(field);
    if (message) expect(res.data[0]!.message).toBe(message);
  });
});

describe('POST /v1/feedback/add', () => {
  const feedback = (overrides: Record<string, unknown> = {}) => ({
    requestId: `fb-${Math.random().toString(36).slice(2, 12)}`,
    type: 'performance',
    content: '上海二区的 RTX 4090 容器晚上 11 点后 SSH 连接偶尔断开，重连后正常。',
    contact: '13800000001',
    ...overrides,
  });

  it('needs a signed-in user', async () => {
    const res = await call(app, { method: 'POST', url: '/gateway/v1/feedback/add', payload: feedback() });
    expect(res.code).toBe(50003);
    const bad = await call(app, { method: 'POST', url: '/gateway/v1/feedback/add', headers: { authorization: 'nonsense' }, payload: feedback() });
    expect(bad.code).toBe(100001);
  });

  it('stores feedback once and refuses the replay', async () => {
    const token = await login(app, 'demo_renter');
    const body = feedback();
    const first = await call(app, { method: 'POST', url: '/gateway/v1/feedback/add', headers: { authorization: token }, payload: body });
    expect(first.code).toBe(100000);
    const replay = await call(app, { method: 'POST', url: '/gateway/v1/feedback/add', headers: { authorization: token }, payload: body });
    expect(replay.code).toBe(50006);
    const sameText = await call(app, {
      method: 'POST',
      url: '/gateway/v1/feedback/add',
      headers: { authorization: token },
      payload: { ...body, requestId: 'fb-second-try' },
    });
    expect(sameText.code).toBe(50006);
  });

  it('refuses too short, too long and unknown kinds of feedback', async () => {
    const token = await login(app, 'demo_supplier');
    for (const [overrides, field] of [
      [{ content: '不好用' }, 'content'],
      [{ content: '字'.repeat(1001) }, 'content'],
      [{ type: 'spam' }, 'type'],
      [{ contact: 'c'.repeat(65) }, 'contact'],
    ] as const) {
      const res = await call<FieldErrors>(app, {
        method: 'POST',
        url: '/gateway/v1/feedback/add',
        headers: { authorization: token },
        payload: feedback(overrides),
      });
      expect(res.code).toBe(50005);
      expect(res.data[0]!.field).toBe(field);
    }
  });
});

const answers = (overrides: Record<string, unknown> = {}) => ({
  role: 'algorithm',
  industry: 'internet',
  teamSize: '11-50',
  workloads: ['llm_inference', 'fine_tuning'],
  gpuTypes: ['rtx4090', 'a100'],
  budget: '20k-100k',
  priorities: ['price', 'stability', 'support'],
  tidal: 'yes_some',
  channel: 'search',
  suggestion: '希望增加按分钟计费的选项。',
  ...overrides,
});

describe('questionnaire', () => {
  it('needs a signed-in user', async () => {
    const res = await call(app, { method: 'POST', url: '/gateway/v1/questionnaire/add', payload: { answers: answers() } });
    expect(res.code).toBe(50003);
  });

  it.each([
    ['a missing answer', { role: undefined }, 'answers.role', '请选择一项'],
    ['an unknown option', { budget: 'unlimited' }, 'answers.budget', '选项无效'],
    ['too many priorities', { priorities: ['price', 'stability', 'support', 'network'] }, 'answers.priorities', '最多选择3项'],
    ['an empty multiple choice', { workloads: [] }, 'answers.workloads', '请至少选择一项'],
    ['an unknown question', { favouriteColour: 'blue' }, 'answers.favouriteColour', '未知的问题'],
    ['an overlong suggestion', { suggestion: '议'.repeat(501) }, 'answers.suggestion', undefined],
  ])('refuses %s naming the question', async (_label, overrides, field, message) => {
    const token = await login(app, 'demo_operator');
    const res = await call<FieldErrors>(app, {
      method: 'POST',
      url: '/gateway/v1/questionnaire/add',
      headers: { authorization: token },
      payload: { answers: answers(overrides) },
    });
    expect(res.code).toBe(50005);
    expect(res.data[0]!.field).toContain(field.split('.')[0]!);
    if (message) {
      expect(res.data[0]!.field).toBe(field);
      expect(res.data[0]!.message).toBe(message);
    }
  });

  it('grants 10 GPU card-hours once per user, even for simultaneous submissions', async () => {
    const token = await login(app, 'demo_renter');
    const headers = { authorization: token };
    const before = await call<{ submitted: boolean; rewardQuantity: number }>(app, { method: 'GET', url: '/gateway/v1/questionnaire/mine', headers });
    expect(before.data).toMatchObject({ submitted: false, rewardQuantity: 10 });

    const results = await Promise.all(
      [1, 2].map(() => call(app, { method: 'POST', url: '/gateway/v1/questionnaire/add', headers, payload: { answers: answers() } })),
    );
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([50006, 100000]);
    expect(results.find((r) => r.code === 100000)!.msg).toBe('提交成功，10 卡时 GPU 算力已发放到您的卡券');

    const again = await call(app, { method: 'POST', url: '/gateway/v1/questionnaire/add', headers, payload: { answers: answers() } });
    expect(again.code).toBe(50006);
    expect(again.msg).toContain('每个账号限领一次');

    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_renter'));
    const granted = await app.db
      .select()
      .from(benefits)
      .where(and(eq(benefits.userId, user!.id), eq(benefits.source, 'questionnaire')));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ kind: 'gpu_card_hours', quantity: 10, used: 0 });

    const after = await call<{ submitted: boolean; submittedAt: string }>(app, { method: 'GET', url: '/gateway/v1/questionnaire/mine', headers });
    expect(after.data.submitted).toBe(true);
    expect(after.data.submittedAt).toBeTruthy();
  });
});

describe('credit applications', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    companyName: '深圳星河智算科技有限公司',
    creditCode: '91440300708461136T',
    contactName: '陈女士',
    contactPhone: '13600001234',
    expectedAmount: '500000.00',
    purpose: '用于下季度 64 卡 H800 训练集群的算力采购，按月结算。',
    agreed: true,
    ...overrides,
  });

  it('needs a signed-in user', async () => {
    const res = await call(app, { method: 'POST', url: '/gateway/v1/creditApplication/add', payload: application() });
    expect(res.code).toBe(50003);
  });

  it.each([
    ['a code with a wrong check character', { creditCode: '91440300708461136U' }, 'creditCode', '请输入正确的18位统一社会信用代码'],
    ['too small an amount', { expectedAmount: '5000' }, 'expectedAmount', '期望额度需在1万元至500万元之间'],
    ['an amount with three decimals', { expectedAmount: '10000.001' }, 'expectedAmount', '请输入金额，最多两位小数'],
    ['a number instead of a string amount', { expectedAmount: 20000 }, 'expectedAmount', undefined],
    ['the statement not agreed', { agreed: false }, 'agreed', '请阅读并同意《授信充值服务声明》'],
    ['a malformed phone', { contactPhone: '1380000' }, 'contactPhone', '请输入正确格式的手机号'],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const token = await login(app, 'demo_supplier');
    const res = await call<FieldErrors>(app, {
      method: 'POST',
      url: '/gateway/v1/creditApplication/add',
      headers: { authorization: token },
      payload: application(overrides),
    });
    expect(res.code).toBe(50005);
    expect(res.data[0]!.field).toBe(field);
    if (message) expect(res.data[0]!.message).toBe(message);
  });

  it('takes a certified company’s name and code from its certification, and asks the others for them', async () => {
    const renter = { authorization: await login(app, 'demo_renter') };
    const { companyName: _n, creditCode: _c, ...withoutCompany } = application();
    const applied = await call(app, { method: 'POST', url: '/gateway/v1/creditApplication/add', headers: renter, payload: { ...withoutCompany, companyName: '别的公司名称' } });
    expect(applied.code).toBe(100000);
    const [row] = await app.db.select().from(creditApplications).where(eq(creditApplications.id, (applied.data as { id: number }).id));
    expect(row).toMatchObject({ companyName: '演示智算科技（北京）有限公司', creditCode: '91110108MA01D8XK3W' });

    const person = await registerUser(app);
    const missing = await call<FieldErrors>(app, { method: 'POST', url: '/gateway/v1/creditApplication/add', headers: { authorization: person.token }, payload: withoutCompany });
    expect(missing.code).toBe(50005);
    expect(missing.data[0]).toMatchObject({ field: 'companyName', message: '请输入企业名称' });
  });

  it('keeps one application in review per user', async () => {
    const token = await login(app, 'demo_operator');
    const headers = { authorization: token };
    const none = await call(app, { method: 'GET', url: '/gateway/v1/creditApplication/mine', headers });
    expect(none.data).toBeNull();
    const first = await call<{ status: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/creditApplication/add',
      headers,
      payload: application({ creditCode: '91440300708461136t' }),
    });
    expect(first.code).toBe(100000);
    expect(first.data.status).toBe('pending');
    const second = await call(app, { method: 'POST', url: '/gateway/v1/creditApplication/add', headers, payload: application() });
    expect(second.code).toBe(50006);
    expect(second.msg).toContain('正在审核中');
    const mine = await call<{ status: string; expectedAmount: string; companyName: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/creditApplication/mine',
      headers,
    });
    expect(mine.data).toMatchObject({ status: 'pending', expectedAmount: '500000.00', companyName: '深圳星河智算科技有限公司' });
  });
});
