import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { Notice } from '../../../src/shared/contracts/notice';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { countAll } from '../../lib/sql';

export function noticeRepository(db: Db, clock: Clock) {
  const view = (row: typeof notices.$inferSelect): Notice => ({
    id: row.id,
    category: row.category,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: toShanghaiIso(row.createdAt),
    read: row.readAt !== null,
  });
  return {
    async page(userId: number, q: PageParams & { unread?: 'true' | 'false' }) {
      const where = and(eq(notices.userId, userId), q.unread === 'true' ? isNull(notices.readAt) : undefined);
      const page = await paginate(db, db.select().from(notices).where(where).orderBy(desc(notices.id)).$dynamic(), q);
      return { ...page, records: page.records.map(view) };
    },
    async unread(userId: number) {
      const [row] = await db
        .select({ unread: countAll })
        .from(notices)
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
      return { unread: row?.unread ?? 0 };
    },
    /** Mark one of the caller's notices read; another user's is not found. */
    async read(userId: number, id: number) {
      const [row] = await db
        .update(notices)
        .set({ readAt: sql`coalesce(${notices.readAt}, ${clock.now().toISOString()}::timestamptz)` })
        .where(and(eq(notices.id, id), eq(notices.userId, userId)))
        .returning();
      if (!row) throw notFound('通知不存在');
      return view(row);
    },
    async readAll(userId: number) {
      await db
        .update(notices)
        .set({ readAt: clock.now() })
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: ReturnType<typeof noticeRepository>;
  }
}

export default repositoryPlugin('notices', (app) => noticeRepository(app.db, app.clock), { name: 'notice-repository' });
