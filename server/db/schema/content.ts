import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity, money, publishing, timestamps } from './columns';
import { userRef } from './core';
import { CONSULTATION_SOURCES, DEMAND_TYPES, FEEDBACK_TYPES } from '../../../src/shared/core/content';
import { CREDIT_APPLICATION_STATUSES } from '../../../src/shared/contracts/content';
import { CONTENT_STATUSES } from '../../../src/shared/contracts/content-status';
import { QR_CODE_SCENES } from '../../../src/shared/contracts/system';

/** Inbox handling (管理 › 收件箱): pending until an operator handles it, with the reply sent. */
const inboxHandling = {
  status: text('status').notNull().default('pending'),
  reply: text('reply'),
  handledBy: userRef('handled_by', cascade),
  handledAt: at('handled_at'),
};

/** Messaging-app QR codes shown on the site (SPEC §3 QR code entry). */
export const qrCodes = pgTable('qr_codes', {
  scene: text('scene', { enum: QR_CODE_SCENES }).primaryKey(),
  previewOssUrl: text('preview_oss_url').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Site announcements (SPEC §3). Content is stored as plain text; the API sends it URL-encoded, as
 * the client expects, and the client shows it as text.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: identity(),
    announcementBaseId: text('announcement_base_id').notNull(),
    content: text('content').notNull(),
    /** Pages it shows on: home, gpu-market, … */
    applicablePages: text('applicable_pages').array().notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('PUBLISH'),
    startAt: at('start_at'),
    endAt: at('end_at'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('announcements_base_id_key').on(t.announcementBaseId)],
);

/** The business phones listed on the consultation page (SPEC §7 getConsultationPhone). */
export const consultationPhones = pgTable('consultation_phones', {
  id: identity(),
  /** What the line is for, e.g. 华东大客户. */
  name: text('name').notNull().unique(),
  phone: text('phone').notNull(),
  serviceHours: text('service_hours').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** The AI space's knowledge library: research reports and guides (SPEC §3 knowledge item). */
export const aiKnowledge = pgTable(
  'ai_knowledge',
  {
    id: identity(),
    aiKnowledgeBaseId: text('ai_knowledge_base_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverUrl: text('cover_url').notNull(),
    author: text('author').notNull(),
    /** Paragraphs separated by blank lines; shown as text. */
    content: text('content').notNull(),
    pageCount: integer('page_count').notNull().default(0),
    /** The downloadable report (PDF) in object storage, if the item has one. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    ...publishing,
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_knowledge_base_id_key').on(t.aiKnowledgeBaseId),
    index('ai_knowledge_publish_idx').on(t.status, t.publishTime),
  ],
);

/** The AI encyclopedia (SPEC §3 article item). */
export const articles = pgTable(
  'articles',
  {
    id: identity(),
    articleBaseId: text('article_base_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    thumbnail: text('thumbnail').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    content: text('content').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    ...publishing,
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('articles_base_id_key').on(t.articleBaseId), index('articles_publish_idx').on(t.status, t.publishTime)],
);

/**
 * Business consultations left on /consultation, /consultationwp and the partner page. requestId is
 * the form's idempotency key: a replayed or double-clicked submission finds it taken.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: identity(),
    requestId: text('request_id').notNull(),
    userId: userRef('user_id', cascade),
    source: text('source', { enum: CONSULTATION_SOURCES }).notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    demandType: text('demand_type', { enum: DEMAND_TYPES }).notNull(),
    content: text('content').notNull(),
    ...inboxHandling,
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('consultations_request_key').on(t.requestId), index('consultations_phone_idx').on(t.phone, t.createdAt)],
);

/** Problem feedback from signed-in users (/connect). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: identity(),
    requestId: text('request_id').notNull(),
    userId: userRef('user_id', cascade).notNull(),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    pageUrl: text('page_url'),
    ...inboxHandling,
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('feedbacks_request_key').on(t.requestId), index('feedbacks_user_idx').on(t.userId, t.createdAt)],
);

/** The sign-up questionnaire: one answer sheet per user, which earns the card-hours once. */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
    rewardQuantity: integer('reward_quantity').notNull(),
    ...inboxHandling,
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaire_responses_user_key').on(t.userId)],
);

/** Applications for the bank credit line behind credit recharge (/marketing/credit-recharge). */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** Yuan, exact. */
    expectedAmount: money('expected_amount').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status', { enum: CREDIT_APPLICATION_STATUSES }).notNull().default('pending'),
    /** The credit line the bank granted (approved); the review centre decides it. */
    approvedAmount: money('approved_amount'),
    bankReference: text('bank_reference'),
    reason: text('reason'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One application in review per user: a second (or a replay) is refused by the database itself.
    uniqueIndex('credit_applications_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('credit_applications_amount_positive', sql`${t.expectedAmount} > 0`),
  ],
);
