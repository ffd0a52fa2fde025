import { and, arrayContains, asc, desc, eq, gte, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type {
  AnnouncementQuery,
  ArticleItem,
  ArticleQuery,
  BroadcastItem,
  ConsultationBody,
  ConsultationReceipt,
  CreditApplication,
  CreditApplicationBody,
  CreditApplicationReceipt,
  FeedbackBody,
  FeedbackReceipt,
  KnowledgeItem,
  KnowledgeQuery,
  QuestionnaireReward,
  QuestionnaireStatus,
} from '../../../src/shared/contracts/content';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Answers } from '../../../src/shared/core/questionnaire';
import { QUESTIONNAIRE_REWARD_HOURS, QUESTIONNAIRE_SOURCE } from '../../../src/shared/core/questionnaire';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { aiKnowledge, announcements, articles, consultationPhones, consultations, creditApplications, feedbacks, questionnaireResponses, users } from '../../db/schema';
import { DAY, MINUTE, type Clock } from '../../lib/clock';
import { alreadyExists, notFound } from '../../lib/envelope';
import { orderBy, paginate } from '../../lib/paging';
import { openReview } from '../review/service';
import { isLive } from './admin-repository';
import { grantBenefit } from '../wallet/benefits';
import { likeContains } from '../../lib/sql';

/** How many recent registrations the ticker shows (SPEC §2: its speed is scaled to 50). */
export const BROADCAST_SIZE = 50;

/** Card-hours from the questionnaire stay usable for this long. */
const REWARD_VALID_FOR = 90 * DAY;

const knowledgeColumns = {
  aiKnowledgeBaseId: aiKnowledge.aiKnowledgeBaseId,
  title: aiKnowledge.title,
  summary: aiKnowledge.summary,
  category: aiKnowledge.category,
  tags: aiKnowledge.tags,
  coverUrl: aiKnowledge.coverUrl,
  author: aiKnowledge.author,
  pageCount: aiKnowledge.pageCount,
  viewCount: aiKnowledge.viewCount,
  downloadCount: aiKnowledge.downloadCount,
  status: aiKnowledge.status,
  publishTime: aiKnowledge.publishTime,
  hasReport: sql<boolean>`(${aiKnowledge.fileKey} is not null)`,
};

const articleColumns = {
  articleBaseId: articles.articleBaseId,
  title: articles.title,
  summary: articles.summary,
  thumbnail: articles.thumbnail,
  category: articles.category,
  author: articles.author,
  viewCount: articles.viewCount,
  publishTime: articles.publishTime,
};

/** A row with a publish time, as answered: the time in China time. */
const published = <T extends { publishTime: Date | null }>(row: T): Omit<T, 'publishTime'> & { publishTime: string | null } => ({
  ...row,
  publishTime: isoOrNull(row.publishTime),
});

/** Live items of the knowledge library or the encyclopedia, in a category and matching a keyword when asked. */
const liveInLibrary = (t: typeof aiKnowledge | typeof articles, q: { category?: string; keyword?: string }, now: Date) =>
  and(
    isLive(t.status, t.publishTime, now),
    q.category ? eq(t.category, q.category) : undefined,
    q.keyword ? or(ilike(t.title, likeContains(q.keyword)), ilike(t.summary, likeContains(q.keyword))) : undefined,
  );

/** What a consultation carries besides the form: who sent it, if signed in, and from where. */
export interface ConsultationOrigin {
  userId: number | null;
  ip: string;
}

/**
 * The storefront's content: what the public pages read (announcements, knowledge, articles, the
 * consultation lines, the registration ticker) and what their forms send in.
 */
export function contentRepository(db: Db, clock: Clock) {
  return {
    // ---- Public content --------------------------------------------------------------------

    async announcements(q: z.infer<typeof AnnouncementQuery>) {
      const now = clock.now();
      const a = announcements;
      // What operators published (or scheduled, once its time has come), until its end.
      const where = and(
        isLive(a.status, a.startAt, now),
        or(isNull(a.endAt), gte(a.endAt, now)),
        q.applicablePages ? arrayContains(a.applicablePages, [q.applicablePages]) : undefined,
      );
      const page = await paginate(
        db,
        db
          .select({ announcementBaseId: a.announcementBaseId, content: a.content, applicablePages: a.applicablePages, startAt: a.startAt, endAt: a.endAt })
          .from(a)
          .where(where)
          .orderBy(orderBy(q, { sort: a.sort, createdAt: a.createdAt }, asc(a.sort)), desc(a.id))
          .$dynamic(),
        q,
      );
  return {
        ...page,
        // SPEC §3: content travels URL-encoded; the client decodes it and shows it as text.
        records: page.records.map((r) => ({
          ...r,
          content: encodeURIComponent(r.content),
          startAt: isoOrNull(r.startAt),
          endAt: isoOrNull(r.endAt),
        })),
      };
    },

    consultationPhones: () =>
      db
        .select({ name: consultationPhones.name, phone: consultationPhones.phone, serviceHours: consultationPhones.serviceHours })
        .from(consultationPhones)
        .where(eq(consultationPhones.enabled, true))
        .orderBy(asc(consultationPhones.sort), asc(consultationPhones.id)),

    async broadcast(): Promise<BroadcastItem[]> {
      const rows = await db
        .select({ phone: users.phone, registeredAt: users.createdAt })
        .from(users)
        .where(and(isNotNull(users.phone), isNull(users.deletedAt), eq(users.status, 'active')))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(BROADCAST_SIZE);
      // Only the masked number ever leaves the gateway.
      return rows.map((row) => ({ phone: maskPhone(row.phone!), registeredAt: toShanghaiIso(row.registeredAt) }));
    },

    async knowledgePage(q: z.infer<typeof KnowledgeQuery>) {
      const k = aiKnowledge;
      // q.status can only be PUBLISH: what is live now, scheduled items included once due.
      const where = liveInLibrary(k, q, clock.now());
      // SPEC §7: the home page orders by publish_time; the camel-case names are accepted too.
      const order = orderBy(
        q,
        { publish_time: k.publishTime, publishTime: k.publishTime, view_count: k.viewCount, viewCount: k.viewCount },
        desc(k.publishTime),
      );
      const page = await paginate(db, db.select(knowledgeColumns).from(k).where(where).orderBy(order, desc(k.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row): KnowledgeItem => ({ ...published(row), status: 'PUBLISH' })) };
    },

    async knowledge(aiKnowledgeBaseId: string) {
      const [item] = await db
        .select({ ...knowledgeColumns, content: aiKnowledge.content })
        .from(aiKnowledge)
        .where(and(eq(aiKnowledge.aiKnowledgeBaseId, aiKnowledgeBaseId), liveInLibrary(aiKnowledge, {}, clock.now())))
        .limit(1);
      if (!item) throw notFound('知识库内容不存在或已下线');
      return { ...published(item), status: 'PUBLISH' as const };
    },

    async articlePage(q: z.infer<typeof ArticleQuery>) {
      const where = liveInLibrary(articles, q, clock.now());
      const order = orderBy(
        q,
        { publish_time: articles.publishTime, publishTime: articles.publishTime, viewCount: articles.viewCount },
        desc(articles.publishTime),
      );
      const page = await paginate(db, db.select(articleColumns).from(articles).where(where).orderBy(order, desc(articles.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row): ArticleItem => published(row)) };
    },

    async article(articleBaseId: string) {
      const [item] = await db
        .select({ ...articleColumns, content: articles.content })
        .from(articles)
        .where(and(eq(articles.articleBaseId, articleBaseId), liveInLibrary(articles, {}, clock.now())))
        .limit(1);
      if (!item) throw notFound('文章不存在或已下线');
      return published(item);
    },

    // ---- Submissions -----------------------------------------------------------------------

    /** A consultation, refused when the same phone sent the same text within a day, or replayed. */
    async addConsultation(body: z.infer<typeof ConsultationBody>, origin: ConsultationOrigin): Promise<ConsultationReceipt> {
      const now = clock.now();
      const [same] = await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(and(eq(consultations.phone, body.phone), eq(consultations.content, body.content), gte(consultations.createdAt, new Date(now.getTime() - DAY))))
        .limit(1);
      if (same) throw alreadyExists('您已提交过相同的咨询，顾问将在1个工作日内与您联系，请勿重复提交');
      const [row] = await db
        .insert(consultations)
        .values({ ...body, email: body.email || null, userId: origin.userId, ip: origin.ip, createdAt: now })
        .onConflictDoNothing({ target: consultations.requestId })
        .returning({ id: consultations.id, createdAt: consultations.createdAt });
      if (!row) throw alreadyExists('该咨询已提交，请勿重复提交');
      return { consultationId: row.id, createdAt: toShanghaiIso(row.createdAt) };
    },

    /** Feedback, refused when the user sent the same text in the last ten minutes, or replayed. */
    async addFeedback(userId: number, body: z.infer<typeof FeedbackBody>): Promise<FeedbackReceipt> {
      const now = clock.now();
      const [same] = await db
        .select({ id: feedbacks.id })
        .from(feedbacks)
        .where(and(eq(feedbacks.userId, userId), eq(feedbacks.content, body.content), gte(feedbacks.createdAt, new Date(now.getTime() - 10 * MINUTE))))
        .limit(1);
      if (same) throw alreadyExists('相同的反馈刚刚已提交，我们正在处理，请勿重复提交');
      const [row] = await db
        .insert(feedbacks)
        .values({ ...body, contact: body.contact || null, pageUrl: body.pageUrl || null, userId, createdAt: now })
        .onConflictDoNothing({ target: feedbacks.requestId })
        .returning({ id: feedbacks.id, createdAt: feedbacks.createdAt });
      if (!row) throw alreadyExists('该反馈已提交，请勿重复提交');
      return { feedbackId: row.id, createdAt: toShanghaiIso(row.createdAt) };
    },

    async questionnaireStatus(userId: number): Promise<QuestionnaireStatus> {
      const [row] = await db
        .select({ submittedAt: questionnaireResponses.createdAt, rewardQuantity: questionnaireResponses.rewardQuantity })
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.userId, userId))
        .limit(1);
      return {
        submitted: Boolean(row),
        submittedAt: isoOrNull(row?.submittedAt),
        rewardQuantity: row?.rewardQuantity ?? QUESTIONNAIRE_REWARD_HOURS,
      };
    },

    /** Keep a user's answer sheet and grant the card-hours, both once per user. */
    async submitQuestionnaire(userId: number, answers: Answers): Promise<QuestionnaireReward> {
      const now = clock.now();
      // The answer sheet and the grant commit together; the unique user key makes a second sheet a no-op.
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(questionnaireResponses)
          .values({ userId, answers, rewardQuantity: QUESTIONNAIRE_REWARD_HOURS, createdAt: now })
          .onConflictDoNothing({ target: questionnaireResponses.userId })
          .returning({ createdAt: questionnaireResponses.createdAt });
        if (!row) return null;
        await grantBenefit(tx, {
          userId,
          kind: 'gpu_card_hours',
          quantity: QUESTIONNAIRE_REWARD_HOURS,
          source: QUESTIONNAIRE_SOURCE,
          title: `问卷调研奖励：GPU 算力 ${QUESTIONNAIRE_REWARD_HOURS} 卡时`,
          expiresAt: new Date(now.getTime() + REWARD_VALID_FOR),
        });
        return row;
      });
      if (!saved) {
        throw alreadyExists(`您已完成过问卷，${QUESTIONNAIRE_REWARD_HOURS} 卡时奖励已发放到您的卡券中，每个账号限领一次`);
      }
      return { submittedAt: toShanghaiIso(saved.createdAt), rewardQuantity: QUESTIONNAIRE_REWARD_HOURS };
    },

    async myCreditApplication(userId: number): Promise<CreditApplication | null> {
      const c = creditApplications;
      const [row] = await db
        .select({
          id: c.id,
          companyName: c.companyName,
          expectedAmount: c.expectedAmount,
          status: c.status,
          approvedAmount: c.approvedAmount,
          reason: c.reason,
          createdAt: c.createdAt,
          decidedAt: c.decidedAt,
        })
        .from(c)
        .where(eq(c.userId, userId))
        .orderBy(desc(c.id))
        .limit(1);
      return row ? { ...row, createdAt: toShanghaiIso(row.createdAt), decidedAt: isoOrNull(row.decidedAt) } : null;
    },

    /**
     * An application for the bank credit line; one in review per user. It joins the review
     * centre's queue in the same transaction; after a refusal the user applies anew.
     */
    async applyForCredit(userId: number, body: z.infer<typeof CreditApplicationBody>): Promise<CreditApplicationReceipt> {
      const { agreed: _agreed, expectedAmount, ...fields } = body;
      const c = creditApplications;
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(c)
          .values({ ...fields, expectedAmount: fromMinor(toMinor(expectedAmount)), userId, createdAt: clock.now() })
          // The only conflict possible is the one-pending-application-per-user index.
          .onConflictDoNothing()
          .returning({ id: c.id, status: c.status, createdAt: c.createdAt });
        if (row) await openReview(tx, clock, { kind: 'credit', subjectId: row.id, applicantId: userId, title: fields.companyName });
        return row;
      });
      if (!row) throw alreadyExists('您已有一份授信申请正在审核中，请等待银行审核结果，无需重复提交');
      return { ...row, createdAt: toShanghaiIso(row.createdAt) };
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentRepository;
  }
}

export default repositoryPlugin('content', (app) => contentRepository(app.db, app.clock), { name: 'content-repository' });
