import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReferenceConfig } from 'drizzle-orm/pg-core';
import { at, cascade, createdAt, identity, ref, timestamps } from './columns';
import { LOGIN_TYPES, REGISTER_TYPES, ROLES } from '../../../src/shared/contracts/account';
import { MESSAGE_CHANNELS } from '../../../src/shared/contracts/system';

export const users = pgTable(
  'users',
  {
    id: identity(100001),
    userName: text('user_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    roles: text('roles', { enum: ROLES }).array().notNull().default(sql`'{renter}'::text[]`),
    /** How the account was created: register_phone, register (account + e-mail) or seed. */
    registerType: text('register_type', { enum: REGISTER_TYPES }).notNull(),
    /** active | locked (an operator locked it: no sign-in) | deleted */
    status: text('status').notNull().default('active'),
    lockedAt: at('locked_at'),
    lockReason: text('lock_reason'),
    ...timestamps,
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** A column that refers to an account. */
export const userRef = (name: string, actions?: ReferenceConfig['actions']) => ref(name, () => users.id, actions);

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

/** Every SMS and e-mail the system sends, whichever adapter delivered it. */
export const outbox = pgTable(
  'outbox',
  {
    id: identity(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    to: text('to').notNull(),
    scene: text('scene').notNull(),
    content: text('content').notNull(),
    code: text('code'),
    link: text('link'),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
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
