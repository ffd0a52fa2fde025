import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, identity } from './columns';
import { userRef } from './user';

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
