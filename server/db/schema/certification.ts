import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, cascade, contact } from './columns';
import { CERTIFICATION_TYPES } from '../../../src/shared/contracts/account';
import { REVIEWABLE_STATUSES } from '../../../src/shared/contracts/certification';
import { userRef } from './user';

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
