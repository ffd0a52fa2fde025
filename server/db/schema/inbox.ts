import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity } from './columns';
import { CONSULTATION_SOURCES, DEMAND_TYPES, FEEDBACK_TYPES } from '../../../src/shared/core/content';
import { userRef } from './user';

/** Inbox handling (管理 › 收件箱): pending until an operator handles it, with the reply sent. */
const inboxHandling = {
  status: text('status').notNull().default('pending'),
  reply: text('reply'),
  handledBy: userRef('handled_by', cascade),
  handledAt: at('handled_at'),
};

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
