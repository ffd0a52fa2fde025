import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

/** A container instance a renter runs (the elastic GPU product). */
export const instances = pgTable(
  'instances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 300001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    status: text('status').notNull(),
    gpuType: text('gpu_type').notNull(),
    gpuNumber: integer('gpu_number').notNull(),
    regionCode: text('region_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('instances_user_idx').on(t.userId, t.id)],
);
