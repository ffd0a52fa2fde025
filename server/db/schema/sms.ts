import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, singleUse } from './columns';
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
