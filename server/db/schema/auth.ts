import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity } from './columns';
import { LOGIN_TYPES } from '../../../src/shared/contracts/account';
import { userRef } from './user';

export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    loginType: text('login_type', { enum: LOGIN_TYPES }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Guess counters of the attempt limiter (server/modules/auth/attempts.ts), one per key:
 * `login:u:<id>` / `login:n:<typed name>` for passwords, `card:u:<id>` for card codes.
 */
export const loginAttempts = pgTable('login_attempts', {
  accountKey: text('account_key').primaryKey(),
  /** Attempts counted in the window: wrong ones and those still being checked. */
  failures: integer('failures').notNull().default(0),
  /** When the last attempt was counted; the window runs from here. */
  lastFailedAt: at('last_failed_at').notNull(),
  lockedUntil: at('locked_until'),
});
