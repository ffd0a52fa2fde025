import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { SessionRow } from '../../../src/shared/contracts/profile';
import { Code } from '../../../src/shared/core/codes';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { orderBy, paginate } from '../../lib/paging';
import { createSession, revokeSession, revokeUserSessions, type NewSession } from '../../plugins/sessions';

/** Sessions as handlers start, list and end them (the per-request lookup is the auth plugin's). */
export function sessionRepository(db: Db, clock: Clock) {
  return {
    /** Start a session; answers its token (only the hash is kept). */
    create: (input: NewSession) => createSession(db, clock, input),

    revoke: (sessionId: number) => revokeSession(db, clock, sessionId),

    /** End every session of a user but, optionally, the one making the change. */
    revokeAllOf: (userId: number, keepSessionId?: number) => revokeUserSessions(db, clock, userId, keepSessionId),

    /** A user's live sessions, the caller's own marked `current`. */
    async page(userId: number, currentSessionId: number, params: PageParams) {
      const s = sessions;
      const page = await paginate(
        db,
        db
          .select({
            id: s.id,
            loginType: s.loginType,
            userAgent: s.userAgent,
            ip: s.ip,
            createdAt: s.createdAt,
            lastSeenAt: s.lastSeenAt,
            expiresAt: s.expiresAt,
          })
          .from(s)
          .where(and(eq(s.userId, userId), isNull(s.revokedAt), gt(s.expiresAt, clock.now())))
          .orderBy(orderBy(params, { lastSeenAt: s.lastSeenAt, createdAt: s.createdAt }, desc(s.lastSeenAt)), desc(s.id))
          .$dynamic(),
        params,
      );
      return {
        ...page,
        records: page.records.map(
          (row): SessionRow => ({
            ...row,
            createdAt: toShanghaiIso(row.createdAt),
            lastSeenAt: toShanghaiIso(row.lastSeenAt),
            expiresAt: toShanghaiIso(row.expiresAt),
            current: row.id === currentSessionId,
          }),
        ),
      };
    },

    /** End one of the user's own sessions. Someone else's looks exactly like a missing one. */
    async revokeOwn(userId: number, sessionId: number): Promise<void> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .limit(1);
      if (!row) throw new BizError(Code.NOT_FOUND, '会话不存在或已退出');
      await revokeSession(db, clock, row.id);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionRepository;
  }
}

export default repositoryPlugin('sessions', (app) => sessionRepository(app.db, app.clock), { name: 'session-repository' });
