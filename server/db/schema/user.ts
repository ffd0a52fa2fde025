import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReferenceConfig } from 'drizzle-orm/pg-core';
import { at, cascade, identity, ref, singleUse, timestamps } from './columns';
import { QR_STATUSES, REGISTER_TYPES, ROLES } from '../../../src/shared/contracts/account';

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

/** Short-lived proofs: a verified SMS (verifyAuth), an e-mailed reset link. Single use. */
export const proofTokens = pgTable('proof_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  /** sms_verified | email_reset */
  kind: text('kind').notNull(),
  scene: text('scene').notNull(),
  userId: userRef('user_id', cascade).notNull(),
  ...singleUse,
});

/** A QR sign-in: the desktop shows the ticket, a signed-in phone confirms it. */
export const qrTickets = pgTable('qr_tickets', {
  id: text('id').primaryKey(),
  /** Stored: pending, scanned, confirmed, cancelled or consumed; `expired` is only ever computed. */
  status: text('status', { enum: QR_STATUSES }).notNull(),
  desktopIp: text('desktop_ip').notNull(),
  desktopAgent: text('desktop_agent').notNull(),
  userId: userRef('user_id', cascade),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
