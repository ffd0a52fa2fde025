import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CERTIFICATION_TYPES, QR_STATUSES } from '../../../src/shared/contracts/account';
import { REVIEWABLE_STATUSES } from '../../../src/shared/contracts/certification';
import { MESSAGE_CHANNELS } from '../../../src/shared/contracts/system';
import { users } from './core';

/** A verification code sent by SMS or e-mail. Only its hash is kept. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    scene: text('scene').notNull(),
    /** Phone number or e-mail address the code went to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verify_codes_target_idx').on(t.target, t.scene, t.id), index('verify_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** Signals the SMS and captcha guards weigh: sends, devices, wrong codes, wrong captchas. */
export const riskEvents = pgTable(
  'risk_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    /** sms_sent | sms_device (subject `target:deviceId`) | code_failed | captcha_failed | captcha_passed */
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('risk_events_ip_idx').on(t.ip, t.kind, t.createdAt), index('risk_events_subject_idx').on(t.subject, t.kind, t.createdAt)],
);

/** A slider captcha challenge and, once solved, its single-use secondary token. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  answerX: integer('answer_x').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when an answer was checked, right or wrong: a challenge is answered once. */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  passed: boolean('passed').notNull().default(false),
  tokenHash: text('token_hash'),
  tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
});

/** Short-lived proofs: a verified SMS (verifyAuth), an e-mailed reset link. Single use. */
export const proofTokens = pgTable('proof_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  /** sms_verified | email_reset */
  kind: text('kind').notNull(),
  scene: text('scene').notNull(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A QR sign-in: the desktop shows the ticket, a signed-in phone confirms it. */
export const qrTickets = pgTable('qr_tickets', {
  id: text('id').primaryKey(),
  /** Stored: pending, scanned, confirmed, cancelled or consumed; `expired` is only ever computed. */
  status: text('status', { enum: QR_STATUSES }).notNull(),
  desktopIp: text('desktop_ip').notNull(),
  desktopAgent: text('desktop_agent').notNull(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Real-name certification (SPEC §4): individual or organisation, reviewed by an operator. */
export const certifications = pgTable('certifications', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: CERTIFICATION_TYPES }).notNull(),
  status: text('status', { enum: REVIEWABLE_STATUSES }).notNull(),
  name: text('name').notNull(),
  /** ID card number or unified social credit code. */
  code: text('code').notNull(),
  licenseUrl: text('license_url'),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull(),
  reason: text('reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
});
