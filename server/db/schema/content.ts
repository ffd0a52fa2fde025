import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messaging-app QR codes shown on the site (SPEC §3 QR code entry). */
export const qrCodes = pgTable('qr_codes', {
  scene: text('scene').primaryKey(),
  previewOssUrl: text('preview_oss_url').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
