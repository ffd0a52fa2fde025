import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelAccessState, ModelDetail, ModelFile } from '../../src/shared/contracts/ai';
import type { ReviewPage } from '../../src/shared/contracts/review';
import type { z } from 'zod';
import { auth, call, createTestApp, login, registerUser } from './helpers';

const OK = 100000;
const PARAM = 50005;
const NO_TOKEN = 50003;
const NOT_FOUND = 100006;
const FORBIDDEN = 403;
const GATED = 'Llama-3.3-70B-Instruct';

const ANSWERS = { name: '张三', organization: '示例大学', country: '中国', purpose: '学术研究：长文本推理评测' };

describe('gated models: access requests through the review centre', () => {
  let app: FastifyInstance;
  let operator: string;
  const get = <T>(url: string, token?: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: token ? auth(token) : {} });
  const post = <T>(url: string, token: string, payload: unknown = {}) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(token), payload: payload as object });

  beforeAll(async () => {
    app = await createTestApp();
    operator = await login(app, 'demo_operator');
  });

  it('hides a gated model\'s files on its card and refuses them until the request is approved', async () => {
    const detail = await get<ModelDetail>(`/v1/ai/model/detail/${GATED}`);
    expect(detail.data).toMatchObject({ gated: true, files: [] });
    expect(detail.data.accessQuestions.map((q) => q.key)).toEqual(expect.arrayContaining(['name', 'organization', 'purpose']));
    const open = await get<ModelDetail>('/v1/ai/model/detail/Qwen2.5-7B-Instruct');
    expect(open.data.gated).toBe(false);
    expect(open.data.files.length).toBeGreaterThan(0);

    const user = await registerUser(app);
    expect((await get(`/v1/ai/model/files/${GATED}`)).code).toBe(NO_TOKEN);
    const refused = await get(`/v1/ai/model/files/${GATED}`, user.token);
    expect(refused.code).toBe(FORBIDDEN);
    const state = await get<ModelAccessState>(`/v1/ai/model/access/${GATED}`, user.token);
    expect(state.data).toMatchObject({ gated: true, status: 'none', files: null, queue: null });
  });

  it('refuses a request missing a required answer, naming the field, and one for an open model', async () => {
    const user = await registerUser(app);
    const missing = await post(`/v1/ai/model/access/${GATED}`, user.token, { answers: { ...ANSWERS, purpose: '  ' } });
    expect(missing.code).toBe(PARAM);
    expect(missing.msg).toContain('使用用途');
    const tooLong = await post(`/v1/ai/model/access/${GATED}`, user.token, { answers: { ...ANSWERS, purpose: 'x'.repeat(501) } });
    expect(tooLong.code).toBe(PARAM);
    expect((await post('/v1/ai/model/access/Qwen2.5-7B-Instruct', user.token, { answers: ANSWERS })).code).toBe(PARAM);
    expect((await post('/v1/ai/model/access/No-Such-Model', user.token, { answers: ANSWERS })).code).toBe(NOT_FOUND);
  });

  it('keeps one request however often it is sent, shows its place in the queue, and approval unlocks the files', async () => {
    const first = await registerUser(app);
    const second = await registerUser(app);
    // Two submits at once, and one more after: still one request and one queue item.
    const [a, b] = await Promise.all([
      post<ModelAccessState>(`/v1/ai/model/access/${GATED}`, first.token, { answers: ANSWERS }),
      post<ModelAccessState>(`/v1/ai/model/access/${GATED}`, first.token, { answers: ANSWERS }),
    ]);
    expect(a.code).toBe(OK);
    expect(b.code).toBe(OK);
    expect(a.data.requestId).toBe(b.data.requestId);
    const again = await post<ModelAccessState>(`/v1/ai/model/access/${GATED}`, first.token, { answers: ANSWERS });
    expect(again.data.requestId).toBe(a.data.requestId);
    expect(again.data).toMatchObject({ status: 'pending', files: null });
    const queue = await get<z.infer<typeof ReviewPage>>(`/v1/review/page?kind=model_access&status=pending&size=100`, operator);
    const mine = queue.data.records.filter((item) => item.applicant.userName === first.userName);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toContain(GATED);

    const later = await post<ModelAccessState>(`/v1/ai/model/access/${GATED}`, second.token, { answers: ANSWERS });
    expect(later.data.queue!.position).toBe(again.data.queue!.position + 1);
    expect(later.data.queue!.pending).toBeGreaterThanOrEqual(2);

    // Another user's request id is not found; the owner reads it.
    expect((await get(`/v1/ai/model/accessRequest/detail/${a.data.requestId}`, second.token)).code).toBe(NOT_FOUND);
    expect((await get<ModelAccessState>(`/v1/ai/model/accessRequest/detail/${a.data.requestId}`, first.token)).data.status).toBe('pending');

    const approved = await post(`/v1/review/approve/${mine[0]!.id}`, operator, { reason: '用途说明清楚' });
    expect(approved.code).toBe(OK);
    const files = await get<ModelFile[]>(`/v1/ai/model/files/${GATED}`, first.token);
    expect(files.code).toBe(OK);
    expect(files.data.length).toBeGreaterThan(1);
    const state = await get<ModelAccessState>(`/v1/ai/model/access/${GATED}`, first.token);
    expect(state.data).toMatchObject({ status: 'approved', queue: null });
    expect(state.data.files).toEqual(files.data);
    // The other applicant still waits, now first in line; their files stay closed.
    expect((await get(`/v1/ai/model/files/${GATED}`, second.token)).code).toBe(FORBIDDEN);
    expect((await get<ModelAccessState>(`/v1/ai/model/access/${GATED}`, second.token)).data.queue!.position).toBe(later.data.queue!.position - 1);
    // The typical wait now comes from a decision the centre measured.
    expect(typeof (await get<ModelAccessState>(`/v1/ai/model/access/${GATED}`, second.token)).data.queue!.typicalWaitSeconds).toBe('number');

    // The requester is told the outcome in the workbench.
    const notices = await get<{ records: { title: string; link: string | null }[] }>('/v1/notice/page?size=20', first.token);
    expect(notices.data.records.some((n) => n.title === '模型访问申请已通过' && n.link?.includes(GATED))).toBe(true);
  });

  it('after a refusal the requester may ask again: the same request, its next round', async () => {
    const user = await registerUser(app);
    const sent = await post<ModelAccessState>(`/v1/ai/model/access/${GATED}`, user.token, { answers: ANSWERS });
    const queue = await get<z.infer<typeof ReviewPage>>(`/v1/review/page?kind=model_access&status=pending&size=100`, operator);
    const item = queue.data.records.find((i) => i.applicant.userName === user.userName)!;
    expect((await post(`/v1/review/reject/${item.id}`, operator, { reason: '用途说明不清楚' })).code).toBe(OK);
    const rejected = await get<ModelAccessState>(`/v1/ai/model/access/${GATED}`, user.token);
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: '用途说明不清楚', files: null });
    const again = await post<ModelAccessState>(`/v1/ai/model/access/${GATED}`, user.token, { answers: { ...ANSWERS, purpose: '高校课程教学中的模型推理实验' } });
    expect(again.data).toMatchObject({ requestId: sent.data.requestId, status: 'pending' });
    const next = await get<z.infer<typeof ReviewPage>>(`/v1/review/page?kind=model_access&status=pending&size=100`, operator);
    expect(next.data.records.find((i) => i.applicant.userName === user.userName)?.round).toBe(2);
  });
});
