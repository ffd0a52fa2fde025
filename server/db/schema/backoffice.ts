import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity, money, publishing, ref, timestamps } from './columns';
import { userRef } from './core';
import { NOTICE_CATEGORIES } from '../../../src/shared/contracts/notice';
import { CARD_KINDS } from '../../../src/shared/contracts/wallet';
import { REVIEW_ACTIONS, REVIEW_KINDS, REVIEW_STATUSES } from '../../../src/shared/contracts/review';
import { CONTENT_STATUSES } from '../../../src/shared/contracts/content-status';
import { PRICE_SCHEDULE_STATUSES } from '../../../src/shared/core/compute';
import { goodsSpecs, hosts } from './compute';

/**
 * The review centre's queue: one row per application round, whatever its kind. The thing under
 * review lives in its own table (`subject_id` there); a kind's handler applies the decision to it
 * in the same transaction. At most one pending round per subject, by the partial unique index.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: identity(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    applicantId: userRef('applicant_id').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    round: integer('round').notNull().default(1),
    submittedAt: at('submitted_at').notNull(),
    claimedBy: userRef('claimed_by'),
    claimedAt: at('claimed_at'),
    decidedBy: userRef('decided_by'),
    decidedAt: at('decided_at'),
    reason: text('reason'),
    /** What the decision referred to outside the platform, e.g. the bank's credit reference. */
    reference: text('reference'),
  },
  (t) => [
    uniqueIndex('review_items_one_pending_key').on(t.kind, t.subjectId).where(sql`${t.status} = 'pending'`),
    index('review_items_queue_idx').on(t.status, t.kind, t.submittedAt),
    index('review_items_applicant_idx').on(t.applicantId, t.kind),
  ],
);

/** Everything that happened to a review item, in order. */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: identity(),
    itemId: ref('item_id', () => reviewItems.id, cascade).notNull(),
    action: text('action', { enum: REVIEW_ACTIONS }).notNull(),
    actorId: userRef('actor_id'),
    note: text('note'),
    at: at('at').notNull(),
  },
  (t) => [index('review_events_item_idx').on(t.itemId, t.id)],
);

/**
 * Every operator action: who, when, what, and the values before and after. Rows are only ever
 * inserted: a trigger refuses UPDATE and DELETE, for everyone (migration 0006).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: identity(),
    actorId: userRef('actor_id'),
    /** review.approve, goods.update, price.schedule, content.publish, cards.issue, user.lock, … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [
    index('audit_logs_at_idx').on(t.at),
    index('audit_logs_actor_idx').on(t.actorId, t.at),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Workbench notices: what happened to a user's applications, orders and machines. */
export const notices = pgTable(
  'notices',
  {
    id: identity(),
    userId: userRef('user_id').notNull(),
    /** review | order | supplier | system */
    category: text('category', { enum: NOTICE_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notice leads in the product, a path. */
    link: text('link'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.id)],
);

/** The permission matrix, as data: which role holds which permission (seeded by migration 0006). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

// ---- Goods and prices ------------------------------------------------------------------------

/**
 * A price change of a spec: the whole day's ranges as they will be from `effective_at`. The worker
 * applies a scheduled one once (status scheduled → applied); an edit that takes effect at once is
 * recorded here as applied, so the applied rows are the spec's price history. Running instances
 * keep the price they started the hour under, as metering prices each hour by the ranges in force
 * when it began (`replaced_ranges` of the first change after it, or the spec's current ranges).
 */
export const priceSchedules = pgTable(
  'price_schedules',
  {
    id: identity(),
    specId: ref('spec_id', () => goodsSpecs.id, cascade).notNull(),
    /** [{beginMinute, endMinute, unitPrice ("1.9620"), label}] covering the day once. */
    ranges: jsonb('ranges').$type<{ beginMinute: number; endMinute: number; unitPrice: string; label: string }[]>().notNull(),
    effectiveAt: at('effective_at').notNull(),
    /** scheduled | applied | cancelled */
    status: text('status', { enum: PRICE_SCHEDULE_STATUSES }).notNull().default('scheduled'),
    /**
     * The spec's ranges just before this change applied. Metering prices each clock hour by the
     * ranges in force when it began, so an hour begun before the change is billed by these.
     */
    replacedRanges: jsonb('replaced_ranges').$type<{ beginMinute: number; endMinute: number; unitPrice: string; label: string }[]>(),
    note: text('note').notNull().default(''),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    appliedAt: at('applied_at'),
  },
  (t) => [
    index('price_schedules_due_idx').on(t.status, t.effectiveAt),
    index('price_schedules_spec_idx').on(t.specId),
    check('price_schedules_applied', sql`(${t.status} = 'applied') = (${t.appliedAt} is not null and ${t.replacedRanges} is not null)`),
  ],
);

/** Planned maintenance of a host: shown on the operations calendar; the host takes no new orders while in it. */
export const hostMaintenance = pgTable(
  'host_maintenance',
  {
    id: identity(),
    hostId: ref('host_id', () => hosts.id, cascade).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    note: text('note').notNull().default(''),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('host_maintenance_time_idx').on(t.startsAt, t.endsAt), check('host_maintenance_order', sql`${t.endsAt} > ${t.startsAt}`)],
);

// ---- Content -------------------------------------------------------------------------------

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

/**
 * A batch of redeem cards issued together. Codes are generated with a CSPRNG, shown and exported
 * once (`exported_at`), and stored only as hashes in exchange_cards (batch_id).
 */
export const cardBatches = pgTable(
  'card_batches',
  {
    id: identity(),
    name: text('name').notNull(),
    /** balance (amount) | card_hours (quantity, GPU card-hours) | photo_images (quantity, AI photo images) */
    kind: text('kind', { enum: CARD_KINDS }).notNull(),
    amount: money('amount').notNull().default('0'),
    quantity: integer('quantity').notNull().default(0),
    count: integer('count').notNull(),
    validFrom: at('valid_from'),
    expiresAt: at('expires_at'),
    /** How many cards of this batch one user may redeem. */
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** active | revoked */
    status: text('status', { enum: ['active', 'revoked'] }).notNull().default('active'),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    exportedAt: at('exported_at'),
    revokedAt: at('revoked_at'),
    revokedBy: userRef('revoked_by'),
  },
  (t) => [check('card_batches_count', sql`${t.count} between 1 and 10000`), check('card_batches_limit', sql`${t.perUserLimit} >= 1`)],
);
