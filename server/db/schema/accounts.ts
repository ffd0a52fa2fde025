import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, cascade, contact, identity, singleUse } from './columns';
import { userRef } from './core';
import { CERTIFICATION_TYPES, QR_STATUSES } from '../../../src/shared/contracts/account';
import { REVIEWABLE_STATUSES } from '../../../src/shared/contracts/certification';
import { MESSAGE_CHANNELS } from '../../../src/shared/contracts/system';

/** A verification code sent by SMS or e-mail. Only its hash is kept. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: identity(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    scene: text('scene').notNull(),
    /** Phone number or e-mail address the code went to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ...singleUse,
  },
  (t) => [index('verify_codes_target_idx').on(t.target, t.scene, t.id), index('verify_codes_ip_idx').on(t.ip, t.createdAt)],
);

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

/** Real-name certification (SPEC §4): individual or organisation, reviewed by an operator. */
export const certifications = pgTable('certifications', {
  userId: userRef('user_id', cascade).primaryKey(),
  type: text('type', { enum: CERTIFICATION_TYPES }).notNull(),
  status: text('status', { enum: REVIEWABLE_STATUSES }).notNull(),
  name: text('name').notNull(),
  /** ID card number or unified social credit code. */
  code: text('code').notNull(),
  licenseUrl: text('license_url'),
  ...contact,
  reason: text('reason'),
  submittedAt: at('submitted_at').notNull(),
  reviewedAt: at('reviewed_at'),
  reviewedBy: userRef('reviewed_by'),
});
