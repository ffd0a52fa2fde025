import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, identity } from './columns';
import { NOTICE_CATEGORIES } from '../../../src/shared/contracts/notice';
import { userRef } from './user';

/** Workbench notices: what happened to a user's applications, orders and machines. */
export const notices = pgTable(
  'notices',
  {
    id: identity(),
    userId: userRef('user_id').notNull(),
    /** review | order | supplier | system */
    category: text('category', { enum: NOTICE_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notice leads in the product, a path. */
    link: text('link'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.id)],
);
