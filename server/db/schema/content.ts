import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity, money, publishing, timestamps } from './columns';
import { CREDIT_APPLICATION_STATUSES } from '../../../src/shared/contracts/content';
import { CONTENT_STATUSES } from '../../../src/shared/contracts/content-status';
import { QR_CODE_SCENES } from '../../../src/shared/contracts/system';
import { userRef } from './user';

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
 * Company news (/news). The lifecycle every content item shares: DRAFT → SCHEDULED (publish_time
 * in the future) → PUBLISH → ARCHIVED; the public site shows PUBLISH, and SCHEDULED once its time
 * has come.
 */
export const news = pgTable(
  'news',
  {
    id: identity(),
    newsBaseId: text('news_base_id').notNull(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    coverImg: text('cover_img').notNull(),
    /** Markdown, rendered sanitised (no raw HTML). */
    content: text('content').notNull(),
    ...publishing,
    ...timestamps,
  },
  (t) => [uniqueIndex('news_base_id_key').on(t.newsBaseId), index('news_publish_idx').on(t.status, t.publishTime)],
);

/** The home carousel's slides (SPEC §2: questionnaire, certification, AI photo API, AI space, …). */
export const carouselSlides = pgTable('carousel_slides', {
  id: identity(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  buttonText: text('button_text').notNull(),
  /** A path of the product. */
  link: text('link').notNull(),
  /** The button leads to login first for visitors. */
  loginRequired: boolean('login_required').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  ...publishing,
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The six agreements (/support/agreement/{key}), versioned: the storefront shows the published
 * version whose effective date has come, the newest of them.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: identity(),
    /** privacy | registration | end-user | platform-service | supplier | credit-recharge */
    docKey: text('doc_key').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    /** Markdown, rendered sanitised. */
    content: text('content').notNull(),
    effectiveAt: at('effective_at').notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('DRAFT'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agreements_version_key').on(t.docKey, t.version), index('agreements_doc_idx').on(t.docKey, t.effectiveAt)],
);

// ---- Cards ---------------------------------------------------------------------------------

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
