import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity } from './columns';
import { MESSAGE_CHANNELS } from '../../../src/shared/contracts/system';

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
