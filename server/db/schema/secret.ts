import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/** Single-use, short-lived AES keys for password transport (SPEC §7 generateSecret). */
export const secrets = pgTable(
  'secrets',
  {
    key: text('key').primaryKey(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('secrets_expires_idx').on(t.expiresAt)],
);
