import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../server/db/schema';
import { DAY, HOUR, ManualClock, MINUTE } from '../../server/lib/clock';
import { auth, call, createTestApp, login, registerUser } from './helpers';

/**
 * 管理 › 内容 (issue 13): announcements, knowledge items, articles, news, carousel slides and
 * agreement versions — who may write them, their lifecycle, scheduled publication by the clock,
 * the agreement version in force, and what the storefront then reads.
 */

interface Item {
  id: number;
  kind: string;
  status: string;
  title: string;
  publishTime: string | null;
  data: Record<string, unknown>;
}

const announcement = (content: string) => ({ content, applicablePages: ['home'], sort: 0 });
const article = (title: string) => ({
  title,
  summary: '一篇关于显存的文章',
  thumbnail: '/media/articles/art-vram.svg',
  category: '基础知识',
  author: '算力市场编辑部',
  content: '# 标题\n\n正文 <script>alert(1)</script>',
});
const newsItem = (title: string) => ({ title, desc: '新闻摘要', coverImg: '/media/news/cover.svg', content: '正文第一段\n\n第二段' });
const agreement = (version: string, effectiveAt: string) => ({
  docKey: 'privacy',
  version,
  title: '隐私政策',
  content: `## 第一条\n\n版本 ${version} 的正文`,
  effectiveAt,
});

describe('管理 › 内容', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-20T10:00:00+08:00');
  let operator: string;
  let renter: string;

  const as = (token?: string) => {
    const headers = token ? auth(token) : {};
    return {
      get: <T>(url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers }),
      post: <T>(url: string, payload?: object) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers, ...(payload ? { payload } : {}) }),
      patch: <T>(url: string, payload: object) => call<T>(app, { method: 'PATCH', url: `/gateway${url}`, headers, payload }),
    };
  };
  const op = () => as(operator);
  const auditOf = (targetType: string, id: number) =>
    app.db.select().from(auditLogs).where(and(eq(auditLogs.targetType, targetType), eq(auditLogs.targetId, String(id))));
  const homeAnnouncements = async () =>
    (await as().get<{ records: { content: string }[] }>('/v1/announcement/page?applicablePages=home&size=50')).data.records.map((r) => decodeURIComponent(r.content));

  beforeAll(async () => {
    app = await createTestApp({ clock });
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
  });

  it('refuses renters and visitors on every operator endpoint', async () => {
    const { data: draft } = await op().post<Item>('/v1/contentAdmin/news/add', newsItem('权限测试'));
    const probes = [
      ['GET', '/v1/contentAdmin/announcement/page'],
      ['GET', `/v1/contentAdmin/news/detail/${draft.id}`],
      ['POST', '/v1/contentAdmin/news/add'],
      ['PATCH', `/v1/contentAdmin/news/update/${draft.id}`],
      ['POST', `/v1/contentAdmin/news/publish/${draft.id}`],
      ['POST', `/v1/contentAdmin/news/schedule/${draft.id}`],
      ['POST', `/v1/contentAdmin/agreement/archive/${draft.id}`],
      ['POST', `/v1/contentAdmin/knowledge/report/${draft.id}?fileName=a.pdf`],
    ] as const;
    for (const [method, url] of probes) {
      // Valid bodies: the refusal must come from the permission, not from validation.
      const payload = method === 'GET' ? undefined : url.includes('/schedule/') ? { publishTime: '2030-01-01T00:00:00+08:00' } : newsItem('越权');
      const asRenter = await call(app, { method, url: `/gateway${url}`, headers: auth(renter), ...(payload ? { payload } : {}) });
      expect(asRenter.code, `${method} ${url} as renter`).toBe(403);
      const asVisitor = await call(app, { method, url: `/gateway${url}`, ...(payload ? { payload } : {}) });
      expect(asVisitor.code, `${method} ${url} as visitor`).toBe(50003);
    }
    // Nothing changed.
    expect((await op().get<Item>(`/v1/contentAdmin/news/detail/${draft.id}`)).data.status).toBe('DRAFT');
  });

  it('publishes an announcement to the storefront, URL-encoded with its line breaks, and archives it', async () => {
    const text = '系统维护通知\n今晚 22:00 起维护 2 小时 <b>请留意</b>';
    const created = await op().post<Item>('/v1/contentAdmin/announcement/add', announcement(text));
    expect(created.code).toBe(100000);
    expect(created.data.status).toBe('DRAFT');
    expect(await homeAnnouncements()).not.toContain(text);

    const published = await op().post<Item>(`/v1/contentAdmin/announcement/publish/${created.data.id}`);
    expect(published.data.status).toBe('PUBLISH');
    const raw = await as().get<{ records: { content: string; applicablePages: string[] }[] }>('/v1/announcement/page?applicablePages=home&size=50');
    const mine = raw.data.records.find((r) => decodeURIComponent(r.content) === text);
    expect(mine).toBeDefined();
    // On the wire the text is URL-encoded: no raw markup and no raw line break.
    expect(mine!.content).not.toMatch(/[<>\n]/);
    expect(mine!.applicablePages).toEqual(['home']);
    // Not on a page it was not made for.
    const market = await as().get<{ records: { content: string }[] }>('/v1/announcement/page?applicablePages=gpu-market&size=50');
    expect(market.data.records.map((r) => decodeURIComponent(r.content))).not.toContain(text);

    await op().post(`/v1/contentAdmin/announcement/archive/${created.data.id}`);
    expect(await homeAnnouncements()).not.toContain(text);

    const audit = await auditOf('content.announcement', created.data.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['content.archive', 'content.create', 'content.publish']);
    const publishRow = audit.find((row) => row.action === 'content.publish')!;
    expect((publishRow.before as Item).status).toBe('DRAFT');
    expect((publishRow.after as Item).status).toBe('PUBLISH');
  });

  it('allows each lifecycle step only from the right states, with a clear message', async () => {
    const { data: item } = await op().post<Item>('/v1/contentAdmin/article/add', article('状态机测试'));
    const archiveDraft = await op().post(`/v1/contentAdmin/article/archive/${item.id}`);
    expect(archiveDraft.code).toBe(-1);
    expect(archiveDraft.msg).toBe('草稿的内容不能归档（仅限已发布）');
    const unschedule = await op().post(`/v1/contentAdmin/article/unschedule/${item.id}`);
    expect(unschedule.msg).toBe('草稿的内容不能撤回定时（仅限待发布）');

    expect((await op().post<Item>(`/v1/contentAdmin/article/publish/${item.id}`)).data.status).toBe('PUBLISH');
    const again = await op().post(`/v1/contentAdmin/article/publish/${item.id}`);
    expect(again.code).toBe(-1);
    expect(again.msg).toBe('已发布的内容不能发布（仅限草稿、待发布）');
    const schedulePublished = await op().post(`/v1/contentAdmin/article/schedule/${item.id}`, { publishTime: new Date(clock.now().getTime() + DAY).toISOString() });
    expect(schedulePublished.msg).toBe('已发布的内容不能定时发布（仅限草稿）');

    expect((await op().post<Item>(`/v1/contentAdmin/article/archive/${item.id}`)).data.status).toBe('ARCHIVED');
    const editArchived = await op().patch(`/v1/contentAdmin/article/update/${item.id}`, article('改名'));
    expect(editArchived.code).toBe(-1);
    expect(editArchived.msg).toBe('已归档的内容不能修改，请先恢复为草稿');
    expect((await op().post<Item>(`/v1/contentAdmin/article/restore/${item.id}`)).data.status).toBe('DRAFT');
    const edited = await op().patch<Item>(`/v1/contentAdmin/article/update/${item.id}`, article('改名'));
    expect(edited.data.title).toBe('改名');

    // Refused steps wrote nothing to the trail.
    const actions = (await auditOf('content.article', item.id)).map((row) => row.action).sort();
    expect(actions).toEqual(['content.archive', 'content.create', 'content.publish', 'content.restore', 'content.update']);
  });

  it('shows a scheduled item only once its time has come, by the clock', async () => {
    const { data: item } = await op().post<Item>('/v1/contentAdmin/news/add', newsItem('定时新闻'));
    const past = await op().post(`/v1/contentAdmin/news/schedule/${item.id}`, { publishTime: new Date(clock.now().getTime() - MINUTE).toISOString() });
    expect(past.code).toBe(50005);
    expect(past.msg).toBe('定时发布时间需晚于当前时间');

    const at = new Date(clock.now().getTime() + 2 * HOUR);
    const scheduled = await op().post<Item>(`/v1/contentAdmin/news/schedule/${item.id}`, { publishTime: at.toISOString() });
    expect(scheduled.data.status).toBe('SCHEDULED');
    const titles = async () => (await as().get<{ records: { title: string }[] }>('/v1/news/page?size=50')).data.records.map((r) => r.title);
    expect(await titles()).not.toContain('定时新闻');
    expect((await as().get(`/v1/news/detail/${item.data.newsBaseId}`)).code).toBe(100006);

    clock.advance(2 * HOUR - MINUTE);
    expect(await titles()).not.toContain('定时新闻');
    clock.advance(MINUTE);
    expect(await titles()).toContain('定时新闻');
    const detail = await as().get<{ content: string }>(`/v1/news/detail/${item.data.newsBaseId}`);
    expect(detail.data.content).toBe('正文第一段\n\n第二段');
    // The operator's list reads it as published, and archiving it is allowed.
    const listed = await op().get<{ records: Item[] }>('/v1/contentAdmin/news/page?status=PUBLISH&size=50');
    expect(listed.data.records.map((r) => r.id)).toContain(item.id);
    expect((await op().post<Item>(`/v1/contentAdmin/news/archive/${item.id}`)).data.status).toBe('ARCHIVED');
    expect(await titles()).not.toContain('定时新闻');
  });

  it('schedules knowledge and articles for the existing storefront endpoints', async () => {
    const { data: item } = await op().post<Item>('/v1/contentAdmin/article/add', article('定时文章'));
    await op().post(`/v1/contentAdmin/article/schedule/${item.id}`, { publishTime: new Date(clock.now().getTime() + HOUR).toISOString() });
    const titles = async () => (await as().get<{ records: { title: string }[] }>('/v1/article/page?size=100')).data.records.map((r) => r.title);
    expect(await titles()).not.toContain('定时文章');
    clock.advance(HOUR);
    expect(await titles()).toContain('定时文章');
    const detail = await as().get<{ content: string }>(`/v1/article/detail/${item.data.articleBaseId}`);
    expect(detail.code).toBe(100000);

    const knowledge = await op().post<Item>('/v1/contentAdmin/knowledge/add', {
      title: '2026 算力报告',
      summary: '摘要',
      category: '行业报告',
      tags: ['算力'],
      coverUrl: '/media/knowledge/cover.svg',
      author: '研究院',
      content: '正文',
      pageCount: 12,
    });
    expect(knowledge.code).toBe(100000);
    await op().post(`/v1/contentAdmin/knowledge/publish/${knowledge.data.id}`);
    const listed = await as().get<{ records: { title: string; status: string; hasReport: boolean }[] }>('/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?size=100');
    const mine = listed.data.records.find((r) => r.title === '2026 算力报告');
    expect(mine).toMatchObject({ status: 'PUBLISH', hasReport: false });
  });

  it('uploads a knowledge report that visitors download once published', async () => {
    const { data: item } = await op().post<Item>('/v1/contentAdmin/knowledge/add', {
      title: '带报告的知识',
      summary: '摘要',
      category: '行业报告',
      coverUrl: '/media/knowledge/cover.svg',
      author: '研究院',
      content: '正文',
    });
    const notPdf = await call(app, {
      method: 'POST',
      url: `/gateway/v1/contentAdmin/knowledge/report/${item.id}?fileName=x.pdf`,
      headers: { ...auth(operator), 'content-type': 'application/pdf' },
      payload: Buffer.from('<html>not a pdf</html>'),
    });
    expect(notPdf.code).toBe(50005);
    const pdf = Buffer.from('%PDF-1.4\n% report\n%%EOF\n');
    const uploaded = await call<Item>(app, {
      method: 'POST',
      url: `/gateway/v1/contentAdmin/knowledge/report/${item.id}?fileName=${encodeURIComponent('算力报告.pdf')}`,
      headers: { ...auth(operator), 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(uploaded.code).toBe(100000);
    expect(uploaded.data.data).toMatchObject({ fileName: '算力报告.pdf', fileSize: pdf.length });
    const url = `/gateway/v1/other/ai_knowledge/download?aiKnowledgeBaseId=${item.data.aiKnowledgeBaseId}`;
    // A draft's report is not public.
    expect((await app.inject({ method: 'GET', url, headers: auth(operator) })).json().code).toBe(100006);
    await op().post(`/v1/contentAdmin/knowledge/publish/${item.id}`);
    // Downloads need an account.
    expect((await app.inject({ method: 'GET', url })).json().code).toBe(50003);
    const download = await app.inject({ method: 'GET', url, headers: auth(operator) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await op().get<Item>(`/v1/contentAdmin/knowledge/detail/${item.id}`)).data.data.downloadCount).toBe(1);
  });

  it('answers 50005 naming the field for bad input', async () => {
    const noPages = await op().post('/v1/contentAdmin/announcement/add', { content: '无页面', applicablePages: [] });
    expect(noPages.code).toBe(50005);
    expect(JSON.stringify(noPages.data)).toContain('applicablePages');
    const script = await op().post('/v1/contentAdmin/carousel/add', {
      title: '轮播',
      imageUrl: '/media/a.png',
      buttonText: '去看看',
      link: 'javascript:alert(1)',
    });
    expect(script.code).toBe(50005);
    expect(JSON.stringify(script.data)).toContain('link');
    const badKey = await op().post('/v1/contentAdmin/agreement/add', { ...agreement('v1', '2026-01-01T00:00:00+08:00'), docKey: 'unknown' });
    expect(badKey.code).toBe(50005);
    expect(JSON.stringify(badKey.data)).toContain('docKey');
    const badTime = await op().post('/v1/contentAdmin/news/schedule/1', { publishTime: 'tomorrow' });
    expect(badTime.code).toBe(50005);
    expect(JSON.stringify(badTime.data)).toContain('publishTime');
    const missing = await op().get('/v1/contentAdmin/news/detail/999999');
    expect(missing.code).toBe(100006);
  });

  it('serves the agreement version in force, picked by effective date', async () => {
    const inForce = async () => (await as().get<{ version: string; content: string } | null>('/v1/agreement/privacy')).data;
    expect(await inForce()).toBeNull();

    const now = clock.now().getTime();
    const v1 = (await op().post<Item>('/v1/contentAdmin/agreement/add', agreement('2026.1', new Date(now - 30 * DAY).toISOString()))).data;
    const v2 = (await op().post<Item>('/v1/contentAdmin/agreement/add', agreement('2026.2', new Date(now + DAY).toISOString()))).data;
    const v0 = (await op().post<Item>('/v1/contentAdmin/agreement/add', agreement('2025.9', new Date(now - 60 * DAY).toISOString()))).data;
    expect(await inForce()).toBeNull(); // drafts are not in force
    const duplicate = await op().post('/v1/contentAdmin/agreement/add', agreement('2026.1', new Date(now).toISOString()));
    expect(duplicate.code).toBe(50005);
    expect(JSON.stringify(duplicate.data)).toContain('version');

    for (const v of [v0, v1, v2]) await op().post(`/v1/contentAdmin/agreement/publish/${v.id}`);
    // v2 is published but not yet effective; v1 is newer than v0.
    expect((await inForce())?.version).toBe('2026.1');
    const listed = await op().get<{ records: Item[] }>('/v1/contentAdmin/agreement/page?size=50');
    expect(listed.data.records.find((r) => r.id === v1.id)?.data.inForce).toBe(true);
    expect(listed.data.records.find((r) => r.id === v2.id)?.data.inForce).toBe(false);

    const edit = await op().patch(`/v1/contentAdmin/agreement/update/${v1.id}`, agreement('2026.1', new Date(now).toISOString()));
    expect(edit.msg).toBe('已发布的协议版本不能修改，请新建一个版本');

    clock.advance(DAY);
    expect((await inForce())?.version).toBe('2026.2');
    await op().post(`/v1/contentAdmin/agreement/archive/${v2.id}`);
    expect((await inForce())?.version).toBe('2026.1');
    // An archived version was published once: it is never reopened for editing.
    const restore = await op().post(`/v1/contentAdmin/agreement/restore/${v2.id}`);
    expect(restore.code).toBe(-1);
    expect(restore.msg).toBe('已发布过的协议版本不能恢复为草稿，请新建一个版本');
    expect((await as().get('/v1/agreement/not-an-agreement')).code).toBe(50005);
  });

  it('keeps HTML in content as text: announcements encoded, Markdown bodies unchanged for the sanitised renderer', async () => {
    const html = '<img src=x onerror=alert(1)>提示';
    const { data: item } = await op().post<Item>('/v1/contentAdmin/announcement/add', announcement(html));
    await op().post(`/v1/contentAdmin/announcement/publish/${item.id}`);
    const raw = await as().get<{ records: { content: string }[] }>('/v1/announcement/page?applicablePages=home&size=50');
    const encoded = raw.data.records.map((r) => r.content).find((c) => decodeURIComponent(c) === html);
    expect(encoded).toBe(encodeURIComponent(html));
    expect(encoded).not.toContain('<');

    const { data: a } = await op().post<Item>('/v1/contentAdmin/article/add', article('带脚本的文章'));
    await op().post(`/v1/contentAdmin/article/publish/${a.id}`);
    const detail = await as().get<{ content: string }>(`/v1/article/detail/${a.data.articleBaseId}`);
    // Stored and served as the operator wrote it; the storefront renders Markdown with raw HTML skipped.
    expect(detail.data.content).toContain('<script>alert(1)</script>');
  });

  it('publishes carousel slides in their order', async () => {
    const slide = (title: string, sort: number) => ({ title, imageUrl: '/media/carousel/a.png', buttonText: '了解更多', link: '/gpu-market', sort });
    const b = (await op().post<Item>('/v1/contentAdmin/carousel/add', slide('第二张', 2))).data;
    const a = (await op().post<Item>('/v1/contentAdmin/carousel/add', slide('第一张', 1))).data;
    await op().post(`/v1/contentAdmin/carousel/publish/${b.id}`);
    await op().post(`/v1/contentAdmin/carousel/publish/${a.id}`);
    const slides = await as().get<{ title: string }[]>('/v1/carousel/list');
    expect(slides.data.map((s) => s.title)).toEqual(['第一张', '第二张']);
  });

  it('lets a fresh renter read but never write', async () => {
    const user = await registerUser(app);
    const attempt = await call(app, { method: 'POST', url: '/gateway/v1/contentAdmin/announcement/add', headers: auth(user.token), payload: announcement('x') });
    expect(attempt.code).toBe(403);
  });
});
