import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, identity } from './columns';

/** A slider captcha challenge and, once solved, its single-use secondary token. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  answerX: integer('answer_x').notNull(),
  ip: text('ip').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** Set when an answer was checked, right or wrong: a challenge is answered once. */
  answeredAt: at('answered_at'),
  passed: boolean('passed').notNull().default(false),
  tokenHash: text('token_hash'),
  tokenUsedAt: at('token_used_at'),
});

/** Signals the SMS and captcha guards weigh: sends, devices, wrong codes, wrong captchas. */
export const riskEvents = pgTable(
  'risk_events',
  {
    id: identity(),
    ip: text('ip').notNull(),
    /** sms_sent | sms_device (subject `target:deviceId`) | code_failed | captcha_failed | captcha_passed */
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('risk_events_ip_idx').on(t.ip, t.kind, t.createdAt), index('risk_events_subject_idx').on(t.subject, t.kind, t.createdAt)],
);
