import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY, MINUTE } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';

export const SESSION_TTL = 7 * DAY;
/** lastSeenAt is refreshed at most this often, so authenticated reads stay read-only. */
const TOUCH_EVERY = 5 * MINUTE;

export type Role = 'renter' | 'supplier' | 'operator';

export interface AuthContext {
  userId: number;
  sessionId: number;
  userName: string;
  phone: string | null;
  roles: Role[];
  loginType: string;
}

export interface NewSession {
  userId: number;
  loginType: string;
  userAgent?: string;
  ip?: string;
}

export async function createSession(db: Db, clock: Clock, input: NewSession): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: sha256(token),
    loginType: input.loginType,
    userAgent: (input.userAgent ?? '').slice(0, 300),
    ip: input.ip ?? '',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL),
  });
  return token;
}

/** Read the token of a request: `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * Resolves tokens to sessions. The lookup runs on every authenticated request, so it is a
 * prepared statement: parsed and planned once per connection instead of per call.
 */
export function createSessionResolver(db: Db, clock: Clock) {
  const lookup = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      loginType: sessions.loginType,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      userName: users.userName,
      phone: users.phone,
      roles: users.roles,
      status: users.status,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token');

  /** The session behind a token, or the token code that says why it cannot be used. */
  return async function resolveSession(token: string): Promise<AuthContext> {
    const [row] = await lookup.execute({ tokenHash: sha256(token) });
    if (!row || row.revokedAt || row.deletedAt || row.status !== 'active') {
      throw new BizError(Code.TOKEN_INVALID, '登录凭证无效，请重新登录');
    }
    const now = clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) {
      throw new BizError(Code.TOKEN_EXPIRED, '登录已过期，请重新登录');
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
    return {
      userId: row.userId,
      sessionId: row.sessionId,
      userName: row.userName,
      phone: row.phone,
      roles: row.roles as Role[],
      loginType: row.loginType,
    };
  };
}

export async function revokeSession(db: Db, clock: Clock, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revoke every live session of a user except, optionally, the one making the change. */
export async function revokeUserSessions(db: Db, clock: Clock, userId: number, keepSessionId?: number) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: clock.now() }).where(and(...conditions));
}
