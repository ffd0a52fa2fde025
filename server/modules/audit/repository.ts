import { and, desc, eq, gte, ilike, like, lte, or } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { AuditEntry, AuditQuery as AuditQuerySchema } from '../../../src/shared/contracts/audit';
import type { PageParams } from '../../../src/shared/contracts/common';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { paginate } from '../../lib/paging';
import { escapeLike, likeContains } from '../../lib/sql';

type Query = Omit<z.infer<typeof AuditQuerySchema>, keyof PageParams>;

/** The most rows one export carries; narrow the filters for more. */
export const AUDIT_EXPORT_MAX = 10_000;

export function auditRepository(db: Db) {
  const where = (q: Query) =>
    and(
      q.actor ? or(ilike(users.userName, likeContains(q.actor)), ilike(users.name, likeContains(q.actor))) : undefined,
      q.action ? or(eq(auditLogs.action, q.action), like(auditLogs.action, `${escapeLike(q.action)}.%`)) : undefined,
      q.targetType ? eq(auditLogs.targetType, q.targetType) : undefined,
      q.targetId ? eq(auditLogs.targetId, q.targetId) : undefined,
      q.atMin ? gte(auditLogs.at, new Date(q.atMin)) : undefined,
      q.atMax ? lte(auditLogs.at, new Date(q.atMax)) : undefined,
    );
  const select = (q: Query) =>
    db
      .select({ log: auditLogs, actorId: users.id, userName: users.userName, name: users.name })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .where(where(q))
      .orderBy(desc(auditLogs.id));
  const view = (row: { log: typeof auditLogs.$inferSelect; actorId: number | null; userName: string | null; name: string | null }): AuditEntry => ({
    id: row.log.id,
    actor: row.actorId ? { id: row.actorId, userName: row.userName!, name: row.name || row.userName! } : null,
    action: row.log.action,
    targetType: row.log.targetType,
    targetId: row.log.targetId,
    before: row.log.before,
    after: row.log.after,
    ip: row.log.ip,
    at: toShanghaiIso(row.log.at),
  });

  return {
    async page(q: Query & PageParams) {
      const page = await paginate(db, select(q).$dynamic(), q);
      return { ...page, records: page.records.map(view) };
    },
    /** Every matching row, newest first, up to AUDIT_EXPORT_MAX. */
    async all(q: Query) {
      return (await select(q).limit(AUDIT_EXPORT_MAX)).map(view);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: ReturnType<typeof auditRepository>;
  }
}

export default repositoryPlugin('audit', (app) => auditRepository(app.db), { name: 'audit-repository' });
