import { and, desc, eq, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { AgreementKey, AgreementVersion, PublicNews, PublicNewsDetail, PublicSlide } from '../../../src/shared/contracts/content-admin';
import type { PageParams } from '../../../src/shared/contracts/common';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { agreements, aiKnowledge, carouselSlides, news } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import type { ObjectStorage } from '../../lib/storage';
import { isLive } from './kinds';

/** What the storefront reads of the operators' content: news, carousel slides, agreements in force, knowledge reports. */
export function publishedContent(db: Db, clock: Clock, storage: ObjectStorage) {
  return {
    async newsPage(q: PageParams) {
      const now = clock.now();
      const result = await paginate(
        db,
        db
          .select({ newsBaseId: news.newsBaseId, title: news.title, desc: news.desc, coverImg: news.coverImg, publishTime: news.publishTime })
          .from(news)
          .where(isLive(news.status, news.publishTime, now))
          .orderBy(desc(news.publishTime), desc(news.id))
          .$dynamic(),
        q,
      );
      return { ...result, records: result.records.map((r): PublicNews => ({ ...r, publishTime: isoOrNull(r.publishTime) })) };
    },

    async newsDetail(newsBaseId: string): Promise<PublicNewsDetail> {
      const [row] = await db
        .select({ newsBaseId: news.newsBaseId, title: news.title, desc: news.desc, coverImg: news.coverImg, publishTime: news.publishTime, content: news.content })
        .from(news)
        .where(and(eq(news.newsBaseId, newsBaseId), isLive(news.status, news.publishTime, clock.now())))
        .limit(1);
      if (!row) throw notFound('新闻不存在或已下线');
      return { ...row, publishTime: isoOrNull(row.publishTime) };
    },

    async slides(): Promise<PublicSlide[]> {
      const s = carouselSlides;
      return db
        .select({ id: s.id, title: s.title, subtitle: s.subtitle, imageUrl: s.imageUrl, buttonText: s.buttonText, link: s.link, loginRequired: s.loginRequired })
        .from(s)
        .where(isLive(s.status, s.publishTime, clock.now()))
        .orderBy(s.sort, s.id);
    },

    /** The version in force: the newest published one whose effective date has come; null while none. */
    async agreementInForce(docKey: AgreementKey): Promise<AgreementVersion | null> {
      const a = agreements;
      const [row] = await db
        .select({ docKey: a.docKey, version: a.version, title: a.title, content: a.content, effectiveAt: a.effectiveAt })
        .from(a)
        .where(and(eq(a.docKey, docKey), isLive(a.status, a.effectiveAt, clock.now())))
        .orderBy(desc(a.effectiveAt), desc(a.id))
        .limit(1);
      return row ? { ...row, docKey: row.docKey as AgreementKey, effectiveAt: toShanghaiIso(row.effectiveAt) } : null;
    },

    /** A published knowledge item's report, counted as downloaded once its bytes are in hand (a missing file counts nothing). */
    async report(aiKnowledgeBaseId: string) {
      const k = aiKnowledge;
      const live = and(eq(k.aiKnowledgeBaseId, aiKnowledgeBaseId), isLive(k.status, k.publishTime, clock.now()), sql`${k.fileKey} is not null`);
      const [row] = await db.select({ fileKey: k.fileKey, fileName: k.fileName }).from(k).where(live);
      if (!row?.fileKey) throw notFound('该内容没有可下载的报告');
      const bytes = await storage.get(row.fileKey);
      if (!bytes) throw notFound('报告文件不存在');
      await db.update(k).set({ downloadCount: sql`${k.downloadCount} + 1` }).where(live);
      return { bytes, fileName: row.fileName ?? `${aiKnowledgeBaseId}.pdf` };
    },
  };
}

export type PublishedContent = ReturnType<typeof publishedContent>;

declare module 'fastify' {
  interface FastifyInstance {
    publishedContent: PublishedContent;
  }
}

export default repositoryPlugin('publishedContent', (app) => publishedContent(app.db, app.clock, app.storage), { name: 'published-content' });
