import { bigint, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ReferenceConfig } from 'drizzle-orm/pg-core';
import { CONTENT_STATUSES } from '../../../src/shared/contracts/content-status';

// The column shapes and groups the tables share (drizzle's column helpers). A builder may be spread
// into several tables: each table builds its own column from it, so the SQL is as if written out.

/** A bigint identity primary key; `startWith` where ids are shown to people and start at a round number. */
export const identity = (startWith?: number) =>
  bigint('id', { mode: 'number' })
    .primaryKey()
    .generatedAlwaysAsIdentity(startWith === undefined ? undefined : { startWith });

/** A bigint column that refers to another table's bigint id. */
export const ref = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  bigint(name, { mode: 'number' }).references(target, actions);

/** The row goes when the row it refers to goes. */
export const cascade = { onDelete: 'cascade' } as const;

/** An instant: timestamp with time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Yuan, exact to the fen. */
export const money = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** A price per card-hour or GPU-hour, exact to four places. */
export const hourlyPrice = (name: string) => numeric(name, { precision: 12, scale: 4 });

/** When the row was written, set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row was written and last changed, both set by the database on insert. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/**
 * The lifecycle every content item shares: DRAFT → SCHEDULED (publish_time in the future) → PUBLISH →
 * ARCHIVED; the public site shows PUBLISH, and SCHEDULED once its time has come.
 */
export const publishing = {
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('DRAFT'),
  publishTime: at('publish_time'),
};

/** The person to contact about the row: name, phone and e-mail. */
export const contact = {
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull(),
};

/** A single-use item: when it was made, until when it counts, and when it was used. */
export const singleUse = {
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
};
