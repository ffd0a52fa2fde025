import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage, KnowledgeDetail, KnowledgePage, SpaceSearchPage } from '../../src/shared/contracts/content';
import { eq } from 'drizzle-orm';
import { aiKnowledge } from '../../server/db/schema';
import { seedReportFiles } from '../../server/seed/seed-reports';
import { MemoryStorage } from '../../server/lib/storage';
import { auth, call, createTestApp, login } from './helpers';

const OK = 100000;
const PARAM = 50005;
const NO_TOKEN = 50003;
const NOT_FOUND = 100006;
const REPORT = 'kb-2025-llm-compute';
const SEARCH = encodeURIComponent('显存');

describe('the AI space: report downloads and one search across both sections', () => {
  let app: FastifyInstance;
  let renter: string;
  const storage = new MemoryStorage();
  const get = <T>(url: string, token?: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: token ? auth(token) : {} });
  const downloads = async () => (await get<KnowledgeDetail>(`/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail?aiKnowledgeBaseId=${REPORT}`)).data.downloadCount;

  beforeAll(async () => {
    app = await createTestApp({ storage });
    await seedReportFiles(app.db, storage);
    renter = await login(app, 'demo_renter');
  });

  it('seeds each report as a PDF in object storage, and a second seeding makes nothing new', async () => {
    const page = await get<KnowledgePage>('/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?size=100');
    expect(page.data.records.length).toBeGreaterThanOrEqual(8);
    expect(page.data.records.every((r) => r.hasReport)).toBe(true);
    const key = async () => (await app.db.select({ key: aiKnowledge.fileKey }).from(aiKnowledge).where(eq(aiKnowledge.aiKnowledgeBaseId, REPORT)))[0]!.key!;
    const before = await storage.get(await key());
    await seedReportFiles(app.db, storage);
    const after = await storage.get(await key());
    expect(after!.equals(before!)).toBe(true);
  });

  it('downloads a report only after login, counting each download exactly once', async () => {
    const url = `/gateway/v1/other/ai_knowledge/download?aiKnowledgeBaseId=${REPORT}`;
    const start = await downloads();
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.json().code).toBe(NO_TOKEN);
    expect(await downloads()).toBe(start);

    const file = await app.inject({ method: 'GET', url, headers: auth(renter) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await downloads()).toBe(start + 1);
    await app.inject({ method: 'GET', url, headers: auth(renter) });
    expect(await downloads()).toBe(start + 2);

    // No such report, or a draft: not found, and nothing counted.
    expect((await app.inject({ method: 'GET', url: '/gateway/v1/other/ai_knowledge/download?aiKnowledgeBaseId=kb-none', headers: auth(renter) })).json().code).toBe(NOT_FOUND);
    expect((await app.inject({ method: 'GET', url: '/gateway/v1/other/ai_knowledge/download?aiKnowledgeBaseId=kb-draft-2025-q4', headers: auth(renter) })).json().code).toBe(NOT_FOUND);
  });

  it('lists both sections newest first', async () => {
    const knowledge = await get<KnowledgePage>('/v1/other/ai_knowledge/getAiKnowledge4ConsolePage?size=100');
    const times = knowledge.data.records.map((r) => r.publishTime!);
    expect(times).toEqual([...times].sort().reverse());
    const articles = await get<ArticlePage>('/v1/article/page?size=100');
    const articleTimes = articles.data.records.map((r) => r.publishTime!);
    expect(articleTimes).toEqual([...articleTimes].sort().reverse());
  });

  it('searches reports and articles together, each with its kind, newest first', async () => {
    const all = await get<SpaceSearchPage>(`/v1/club/search?keyword=${SEARCH}&size=100`);
    expect(all.code).toBe(OK);
    const kinds = new Set(all.data.records.map((r) => r.kind));
    expect(kinds).toEqual(new Set(['knowledge', 'article']));
    const times = all.data.records.map((r) => r.publishTime!);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data.total).toBe(all.data.records.length);
    for (const record of all.data.records) expect(`${record.title}${record.summary}${record.category}`).toContain('显存');
    // The draft never shows; paging holds its contract.
    expect(all.data.records.some((r) => r.id === 'kb-draft-2025-q4')).toBe(false);
    const second = await get<SpaceSearchPage>(`/v1/club/search?keyword=${SEARCH}&size=2&current=2`);
    expect(second.data).toMatchObject({ current: 2, size: 2, total: all.data.total });
    expect(second.data.records.map((r) => r.id)).toEqual(all.data.records.slice(2, 4).map((r) => r.id));
    const beyond = await get<SpaceSearchPage>(`/v1/club/search?keyword=${SEARCH}&size=100&current=9`);
    expect(beyond.data).toMatchObject({ records: [], total: all.data.total });

    // Wildcards are text, and a missing or overlong keyword is refused naming it.
    expect((await get<SpaceSearchPage>('/v1/club/search?keyword=%25%25')).data.total).toBe(0);
    const empty = await get('/v1/club/search?keyword=');
    expect(empty.code).toBe(PARAM);
    expect(empty.msg).toContain('关键词');
    expect((await get(`/v1/club/search?keyword=${'长'.repeat(51)}`)).code).toBe(PARAM);
  });
});
