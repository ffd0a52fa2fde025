/**
 * The storefront's content and what its forms send in (SPEC §3 announcement, knowledge and article
 * items, §7 activity, consultation, feedback, questionnaire and credit application).
 */
import { z } from 'zod';
import {
  CONSULTATION_CONTENT_MAX,
  CONSULTATION_SOURCES,
  CREDIT_MAX_YUAN,
  CREDIT_MIN_YUAN,
  DEMAND_TYPES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_TYPES,
} from '../core/content';
import { isCreditCode } from '../core/credit-code';
import { checkAnswers, QUESTIONNAIRE_TEXT_MAX } from '../core/questionnaire';
import { checkEmail, checkPhone } from '../core/validation';
import { IsoTime, Money, Page, PageQuery, RecordId, ruled, text } from './common';
import { ContentStatus } from './content-status';

// ---- Public content -----------------------------------------------------------------------

/** Where an announcement, knowledge item or article is in its life (only PUBLISH is public). */
export { CONTENT_STATUSES, ContentStatus } from './content-status';

const keyword = z.string().trim().max(50).optional();
const category = z.string().trim().max(32).optional();
const baseId = z.string().trim().min(1).max(64);

export const AnnouncementQuery = PageQuery.extend({
  applicablePages: z.string().trim().max(32).regex(/^[a-z-]+$/, '页面标识只能包含小写字母和连字符').optional(),
});

/** SPEC §3 announcement: its text travels URL-encoded and is shown as text, never as markup. */
export const Announcement = z.object({
  announcementBaseId: z.string(),
  /** URL-encoded plain text; line breaks separate lines. */
  content: z.string(),
  /** The pages it shows on: home, gpu-market, … */
  applicablePages: z.array(z.string()),
  startAt: IsoTime.nullable(),
  endAt: IsoTime.nullable(),
});
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementPage = Page(Announcement);
export type AnnouncementPage = z.infer<typeof AnnouncementPage>;

/** A business line of the consultation page. */
export const ConsultationPhone = z.object({ name: z.string(), phone: z.string(), serviceHours: z.string() });
export type ConsultationPhone = z.infer<typeof ConsultationPhone>;

/** A recent registration for the ticker: the phone is masked by the gateway, never sent whole. */
export const BroadcastItem = z.object({ phone: z.string().regex(/^\d{3}\*{4}\d{4}$/), registeredAt: IsoTime });
export type BroadcastItem = z.infer<typeof BroadcastItem>;

/** Only published content is public; asking for anything else is a parameter error. */
export const KnowledgeQuery = PageQuery.extend({ status: z.enum(['PUBLISH']).default('PUBLISH'), category, keyword });
export const KnowledgeDetailQuery = z.object({ aiKnowledgeBaseId: baseId });

/** SPEC §3 knowledge item, as listed (no content). */
export const KnowledgeItem = z.object({
  aiKnowledgeBaseId: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  coverUrl: z.string(),
  author: z.string(),
  pageCount: z.number().int(),
  viewCount: z.number().int(),
  downloadCount: z.number().int(),
  status: ContentStatus,
  publishTime: IsoTime.nullable(),
  /** A report (PDF) can be downloaded: GET /v1/other/ai_knowledge/download. */
  hasReport: z.boolean(),
});
export type KnowledgeItem = z.infer<typeof KnowledgeItem>;
export const KnowledgePage = Page(KnowledgeItem);
export type KnowledgePage = z.infer<typeof KnowledgePage>;
/** A knowledge item with its text: paragraphs separated by blank lines. */
export const KnowledgeDetail = KnowledgeItem.extend({ content: z.string() });
export type KnowledgeDetail = z.infer<typeof KnowledgeDetail>;

export const ArticleQuery = PageQuery.extend({ category, keyword });
export const ArticleParams = z.object({ articleBaseId: baseId });

/** SPEC §3 article item of the AI encyclopedia, as listed (no content). */
export const ArticleItem = z.object({
  articleBaseId: z.string(),
  title: z.string(),
  summary: z.string(),
  thumbnail: z.string(),
  category: z.string(),
  author: z.string(),
  viewCount: z.number().int(),
  publishTime: IsoTime.nullable(),
});
export type ArticleItem = z.infer<typeof ArticleItem>;
export const ArticlePage = Page(ArticleItem);
export type ArticlePage = z.infer<typeof ArticlePage>;
export const ArticleDetail = ArticleItem.extend({ content: z.string() });
export type ArticleDetail = z.infer<typeof ArticleDetail>;

// ---- Submissions --------------------------------------------------------------------------

/** The form's idempotency key: one per opened form, so a replay or a double click is recognised. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识无效，请刷新页面后重试');

const optionalEmail = z
  .string()
  .trim()
  .max(128)
  .optional()
  .superRefine((value, ctx) => {
    const verdict = value ? checkEmail(value) : null;
    if (verdict) ctx.addIssue({ code: 'custom', message: verdict });
  });

export const ConsultationSource = z.enum(CONSULTATION_SOURCES);
export const DemandType = z.enum(DEMAND_TYPES);
export const FeedbackType = z.enum(FEEDBACK_TYPES);

export const ConsultationBody = z.object({
  requestId,
  source: ConsultationSource.default('consultation'),
  name: text(32),
  company: text(64),
  phone: ruled(checkPhone, 11),
  email: optionalEmail,
  demandType: DemandType,
  content: text(CONSULTATION_CONTENT_MAX),
});
/** What a consultation form sends (the source defaults to the consultation page). */
export type ConsultationInput = z.input<typeof ConsultationBody>;

export const ConsultationReceipt = z.object({ consultationId: RecordId, createdAt: IsoTime });
export type ConsultationReceipt = z.infer<typeof ConsultationReceipt>;

export const FeedbackBody = z.object({
  requestId,
  type: FeedbackType,
  content: z
    .string()
    .trim()
    .min(FEEDBACK_CONTENT_MIN, `请至少输入${FEEDBACK_CONTENT_MIN}个字，描述越具体越便于我们定位问题`)
    .max(FEEDBACK_CONTENT_MAX),
  contact: z.string().trim().max(64).optional(),
  pageUrl: z.string().trim().max(256).optional(),
});
export type FeedbackInput = z.input<typeof FeedbackBody>;

export const FeedbackReceipt = z.object({ feedbackId: RecordId, createdAt: IsoTime });
export type FeedbackReceipt = z.infer<typeof FeedbackReceipt>;

/** An answer sheet: one choice, several choices or a text per question, checked against QUESTIONS. */
export const QuestionnaireBody = z.object({
  answers: z
    .record(z.string().max(32), z.union([z.string().max(QUESTIONNAIRE_TEXT_MAX), z.array(z.string().max(32)).max(12)]))
    .superRefine((answers, ctx) => {
      const problem = checkAnswers(answers);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem[0]], message: problem[1] });
    }),
});
export type QuestionnaireInput = z.input<typeof QuestionnaireBody>;

/** Whether the caller has answered, and so been granted the card-hours. */
export const QuestionnaireStatus = z.object({
  submitted: z.boolean(),
  submittedAt: IsoTime.nullable(),
  /** GPU card-hours the questionnaire grants (or granted). */
  rewardQuantity: z.number().int(),
});
export type QuestionnaireStatus = z.infer<typeof QuestionnaireStatus>;

export const QuestionnaireReward = z.object({ submittedAt: IsoTime, rewardQuantity: z.number().int() });
export type QuestionnaireReward = z.infer<typeof QuestionnaireReward>;

export const CREDIT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CreditApplicationStatus = z.enum(CREDIT_APPLICATION_STATUSES);
export type CreditApplicationStatus = z.infer<typeof CreditApplicationStatus>;

export const CreditApplicationBody = z.object({
  /** Both left out by a certified company: the gateway takes them from its certification. */
  companyName: text(64, 2).optional(),
  creditCode: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCreditCode, '请输入正确的18位统一社会信用代码')
    .optional(),
  contactName: text(32),
  contactPhone: ruled(checkPhone, 11),
  /** Yuan as a decimal string: money is exact. */
  expectedAmount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, '请输入金额，最多两位小数')
    .refine((v) => Number(v) >= CREDIT_MIN_YUAN && Number(v) <= CREDIT_MAX_YUAN, '期望额度需在1万元至500万元之间'),
  purpose: text(500),
  agreed: z.literal(true, { error: '请阅读并同意《授信充值服务声明》' }),
});
export type CreditApplicationInput = z.input<typeof CreditApplicationBody>;

/** The caller's latest application for the bank credit line. */
export const CreditApplication = z.object({
  id: RecordId,
  companyName: z.string(),
  expectedAmount: Money,
  status: CreditApplicationStatus,
  /** The line granted (approved). */
  approvedAmount: Money.nullable(),
  /** Why it was refused (rejected). */
  reason: z.string().nullable(),
  createdAt: IsoTime,
  decidedAt: IsoTime.nullable(),
});
export type CreditApplication = z.infer<typeof CreditApplication>;

export const CreditApplicationReceipt = CreditApplication.pick({ id: true, status: true, createdAt: true });
export type CreditApplicationReceipt = z.infer<typeof CreditApplicationReceipt>;

/** One search across the AI space (/club/knowledge and /club/article): reports and articles together, newest first. */
export const SpaceSearchQuery = PageQuery.extend({ keyword: z.string().trim().min(1, '请输入搜索关键词').max(50, '关键词不超过50字') });
export const SPACE_KINDS = ['knowledge', 'article'] as const;
export const SpaceSearchItem = z.object({
  kind: z.enum(SPACE_KINDS),
  /** aiKnowledgeBaseId or articleBaseId. */
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  image: z.string(),
  publishTime: IsoTime.nullable(),
  /** A report's downloads, an article's views. */
  count: z.number().int(),
});
export type SpaceSearchItem = z.infer<typeof SpaceSearchItem>;
export const SpaceSearchPage = Page(SpaceSearchItem);
export type SpaceSearchPage = z.infer<typeof SpaceSearchPage>;
