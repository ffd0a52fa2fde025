import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionnaireResponses } from '../../server/db/schema';
import { Code } from '../../src/shared/core/codes';
import { auth, call, createTestApp, freshPhone, login, registerUser } from './helpers';

/**
 * 管理 › 收件箱 (issue 13): consultations, feedback and questionnaires — new until handled, a reply
 * that reaches the person through the outbox, handled once, and audited.
 */

interface Item {
  kind: string;
  id: number;
  status: string;
  from: string;
  phone: string;
  email: string;
  channels: string[];
  content: string;
  reply: string | null;
  handledBy: { userName: string } | null;
}

describe('管理 › 收件箱', () => {
  let app: FastifyInstance;
  let operator: string;
  let renter: string;

  const op = {
    get: <T>(url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(operator) }),
    post: <T>(url: string, payload: object = {}) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(operator), payload }),
  };
  const outbox = async (to: string) => (await call<{ content: string; channel: string }[]>(app, { method: 'GET', url: `/gateway/dev/outbox?to=${encodeURIComponent(to)}` })).data;
  const consult = async (phone: string, email = 'lead@example.cn') => {
    const res = await call<{ consultationId: number }>(app, {
      method: 'POST',
      url: '/gateway/v1/consultation/add',
      payload: { requestId: `req-${Math.random().toString(36).slice(2, 12)}`, name: '王经理', company: '云图智能', phone, email, demandType: 'gpu_rental', content: '想了解 A800 包月价格' },
    });
    return res.data.consultationId;
  };

  beforeAll(async () => {
    app = await createTestApp();
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
  });

  it('refuses every endpoint to renters and visitors', async () => {
    const id = await consult(freshPhone());
    for (const request of [
      { method: 'GET' as const, url: '/gateway/v1/inbox/page' },
      { method: 'GET' as const, url: '/gateway/v1/inbox/counts' },
      { method: 'POST' as const, url: `/gateway/v1/inbox/consultation/handle/${id}`, payload: { reply: '好的', channel: 'sms' } },
    ]) {
      expect((await call(app, { ...request, headers: auth(renter) })).code).toBe(403);
      expect((await call(app, request)).code).toBe(50003);
    }
    const [item] = (await op.get<{ records: Item[] }>(`/v1/inbox/page?kind=consultation&size=100`)).data.records.filter((r) => r.id === id);
    expect(item!.status).toBe('pending');
  });

  it('lists consultations, masked, and replies by SMS once, with an audit row', async () => {
    const phone = freshPhone();
    const id = await consult(phone);
    const counts = (await op.get<Record<string, number>>('/v1/inbox/counts')).data;
    expect(counts.consultation).toBeGreaterThan(0);
    const list = await op.get<{ records: Item[] }>('/v1/inbox/page?kind=consultation&status=pending&size=100');
    const item = list.data.records.find((r) => r.id === id)!;
    expect(item).toMatchObject({ from: '王经理', phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, email: 'l***@example.cn', channels: ['sms', 'email'] });

    const handled = await op.post<Item>(`/v1/inbox/consultation/handle/${id}`, { reply: '已为您安排顾问，明天上午联系您', channel: 'sms' });
    expect(handled.code).toBe(100000);
    expect(handled.data).toMatchObject({ status: 'handled', reply: '已为您安排顾问，明天上午联系您', handledBy: { userName: 'demo_operator' } });
    const sent = await outbox(phone);
    expect(sent[0]).toMatchObject({ channel: 'sms' });
    expect(sent[0]!.content).toContain('已为您安排顾问，明天上午联系您');

    // Handled once: a second reply is refused and sends nothing.
    const again = await op.post(`/v1/inbox/consultation/handle/${id}`, { reply: '再次回复', channel: 'sms' });
    expect(again.msg).toBe('该留言已被处理');
    expect(await outbox(phone)).toHaveLength(1);
    expect((await op.get<{ records: Item[] }>('/v1/inbox/page?kind=consultation&status=pending&size=100')).data.records.some((r) => r.id === id)).toBe(false);

    const audit = await op.get<{ records: { action: string; before: unknown; after: Record<string, unknown> }[] }>(`/v1/audit/page?targetType=consultation&targetId=${id}`);
    expect(audit.data.records).toHaveLength(1);
    expect(audit.data.records[0]).toMatchObject({ action: 'inbox.reply', before: { status: 'pending', reply: null }, after: { status: 'handled', channel: 'sms' } });
  });

  it('replies to feedback by e-mail and handles a questionnaire without a reply', async () => {
    const user = await registerUser(app);
    const fed = await call<{ feedbackId: number }>(app, {
      method: 'POST',
      url: '/gateway/v1/feedback/add',
      headers: auth(user.token),
      payload: { requestId: `fb-${Math.random().toString(36).slice(2, 12)}`, type: 'billing', content: '账单金额与实际使用时长对不上，请核查', contact: 'me@fb.example.cn' },
    });
    expect(fed.code).toBe(100000);
    const item = (await op.get<{ records: Item[] }>('/v1/inbox/page?kind=feedback&size=100')).data.records.find((r) => r.id === fed.data.feedbackId)!;
    expect(item.channels).toEqual(['sms', 'email']);
    await op.post(`/v1/inbox/feedback/handle/${item.id}`, { reply: '已核查并退还差额', channel: 'email' });
    const mail = await outbox('me@fb.example.cn');
    expect(mail[0]).toMatchObject({ channel: 'email' });
    expect(mail[0]!.content).toContain('已核查并退还差额');

    const [sheet] = await app.db.insert(questionnaireResponses).values({ userId: user.userId, answers: { industry: 'internet' }, rewardQuantity: 10 }).returning();
    const done = await op.post<Item>(`/v1/inbox/questionnaire/handle/${sheet!.id}`, {});
    expect(done.data).toMatchObject({ status: 'handled', reply: null });
    const [row] = await app.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, sheet!.id));
    expect(row!.status).toBe('handled');
  });

  it('refuses bad input with 50005 naming the field', async () => {
    const id = await consult(freshPhone());
    const noChannel = await op.post(`/v1/inbox/consultation/handle/${id}`, { reply: '好的' });
    expect(noChannel.code).toBe(50005);
    expect(noChannel.data).toEqual([{ field: 'channel', message: '请选择回复方式' }]);
    expect((await op.post(`/v1/inbox/consultation/handle/${id}`, { reply: 'x'.repeat(501), channel: 'sms' })).code).toBe(50005);
    expect((await op.post(`/v1/inbox/letters/handle/${id}`, {})).code).not.toBe(100000);
    expect((await op.get('/v1/inbox/page?kind=letters')).code).toBe(50005);
    expect((await op.post('/v1/inbox/consultation/handle/99999999', {})).code).toBe(Code.NOT_FOUND);
    // A consultation left without an e-mail cannot be answered by e-mail.
    const noMail = await call<{ consultationId: number }>(app, {
      method: 'POST',
      url: '/gateway/v1/consultation/add',
      payload: { requestId: `req-${Math.random().toString(36).slice(2, 12)}`, name: '李', company: '某公司', phone: freshPhone(), demandType: 'other', content: '没有邮箱' },
    });
    const byMail = await op.post(`/v1/inbox/consultation/handle/${noMail.data.consultationId}`, { reply: '你好', channel: 'email' });
    expect(byMail.code).toBe(50005);
    expect(byMail.data).toEqual([{ field: 'channel', message: '该留言没有可用的邮箱' }]);
  });
});
