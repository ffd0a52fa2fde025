import { desc, eq } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { OutboxMessage } from '../../../src/shared/contracts/system';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** The dev outbox (DESIGN §2): every SMS and e-mail the system sent, newest first. */
export function outboxRepository(db: Db) {
  return {
    async recent(query: { to?: string; limit: number }): Promise<OutboxMessage[]> {
      const rows = await db
        .select({
          to: outbox.to,
          channel: outbox.channel,
          scene: outbox.scene,
          content: outbox.content,
          code: outbox.code,
          link: outbox.link,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(query.to ? eq(outbox.to, query.to) : undefined)
        .orderBy(desc(outbox.id))
        .limit(query.limit);
      return rows.map((row) => ({ ...row, createdAt: toShanghaiIso(row.createdAt) }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRepository;
  }
}

export default repositoryPlugin('outbox', (app) => outboxRepository(app.db), { name: 'outbox-repository' });
