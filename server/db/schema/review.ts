import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, identity, ref } from './columns';
import { REVIEW_ACTIONS, REVIEW_KINDS, REVIEW_STATUSES } from '../../../src/shared/contracts/review';
import { userRef } from './user';

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
