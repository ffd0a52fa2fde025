import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { LoginType, Role } from '../../src/shared/contracts/account';
import { Code } from '../../src/shared/core/codes';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { DAY, MINUTE } from '../lib/clock';
import { newToken, sha256 } from '../lib/crypto';
import { BizError } from '../lib/envelope';
import { userChanged, type UserChanges } from './user-cache';

export const SESSION_TTL = 7 * DAY;
/** lastSeenAt is refreshed at most this often, so authenticated reads stay read-only. */
const TOUCH_EVERY = 5 * MINUTE;

/** Where the admin module still takes it from; the one declaration is the account contract's. */
export type { Role };

export interface AuthContext {
  userId: number;
  sessionId: number;
  userName: string;
  phone: string | null;
  roles: readonly Role[];
  loginType: LoginType;
}

export interface NewSession {
  userId: number;
  loginType: LoginType;
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

/** A resolved session as the cache keeps it. */
interface Session {
  context: AuthContext;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Resolves tokens to sessions, the work of every authenticated request. Sessions resolved lately
 * come from a cache that the database's user_changed notifications empty (a revocation, a role or
 * status change, a deletion); the rest from a prepared statement, parsed and planned once per
 * connection instead of per call.
 */
export function createSessionResolver(db: Db, clock: Clock, changes: UserChanges) {
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
  const cache = changes.cache<Session>();

  /** A usable session from the database (expired ones included: they answer their own code). */
  async function load(tokenHash: string) {
    const [row] = await lookup.execute({ tokenHash });
    if (!row || row.revokedAt || row.deletedAt || row.status !== 'active') return null;
    // Shared by every request that presents this token while it is cached: frozen.
    const context: AuthContext = Object.freeze({
      userId: row.userId,
      sessionId: row.sessionId,
      userName: row.userName,
      phone: row.phone,
      roles: Object.freeze([...row.roles]),
      loginType: row.loginType,
    });
    return { userId: row.userId, value: { context, expiresAt: row.expiresAt.getTime(), lastSeenAt: row.lastSeenAt.getTime() } };
  }

  /** The session behind a token, or the token code that says why it cannot be used. */
  return async function resolveSession(token: string): Promise<AuthContext> {
    const tokenHash = sha256(token);
    const session = await cache.get(tokenHash, () => load(tokenHash));
    if (!session) throw new BizError(Code.TOKEN_INVALID, '登录凭证无效，请重新登录');
    const now = clock.now().getTime();
    if (session.expiresAt <= now) throw new BizError(Code.TOKEN_EXPIRED, '登录已过期，请重新登录');
    if (now - session.lastSeenAt > TOUCH_EVERY) {
      session.lastSeenAt = now;
      await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, session.context.sessionId));
    }
    return session.context;
  };
}

export async function revokeSession(db: Db, clock: Clock, sessionId: number): Promise<void> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (row) userChanged(row.userId);
}

/** Revoke every live session of a user except, optionally, the one making the change. */
export async function revokeUserSessions(db: Db, clock: Clock, userId: number, keepSessionId?: number) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: clock.now() }).where(and(...conditions));
  userChanged(userId);
}
