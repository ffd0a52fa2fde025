import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** How many guesses a key gets, over what window, and how long it locks when they run out. */
export interface AttemptLimit {
  max: number;
  /** Counted attempts older than this (ms) are forgotten. */
  window: number;
  /** Lock duration (ms) once `max` guesses were wrong. */
  lock: number;
}

export type Reservation = { ok: true } | { ok: false; lockedUntil: Date | null };

/**
 * An attempt limiter for secrets that can be guessed (passwords, card codes), keyed by a string
 * such as `login:u:5` or `card:u:5`. An attempt is counted atomically BEFORE the secret is
 * checked, so no burst of parallel guesses can have more than `max` checked:
 *
 *   reserve → check the secret → fail (wrong: the count stays, the lock starts at `max`)
 *                              → clear (right password: start over)
 *                              → release (not a guess after all: give the count back)
 *
 * A reservation whose request dies before answering stays counted until the window passes.
 */
export function attemptLimiter(limit: AttemptLimit) {
  const t = loginAttempts;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  /** No lock in force, and either the window has passed or an earlier lock has ended: count from zero. */
  const stale = (now: Date) =>
    sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${at(now)})
      and (${t.lastFailedAt} <= ${at(new Date(now.getTime() - limit.window))} or ${t.lockedUntil} is not null)`;

  return {
    /** Count one attempt, or refuse while locked or while `max` attempts are counted (some maybe still being checked). */
    async reserve(db: Db, clock: Clock, key: string): Promise<Reservation> {
      const now = clock.now();
      const [row] = await db
        .insert(t)
        .values({ accountKey: key, failures: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: t.accountKey,
          set: {
            failures: sql`case when ${stale(now)} then 1 else ${t.failures} + 1 end`,
            lockedUntil: sql`case when ${stale(now)} then null else ${t.lockedUntil} end`,
            lastFailedAt: now,
          },
          setWhere: sql`${stale(now)} or (${t.failures} < ${limit.max} and (${t.lockedUntil} is null or ${t.lockedUntil} <= ${at(now)}))`,
        })
        .returning({ failures: t.failures });
      if (row) return { ok: true };
      const [held] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.accountKey, key));
      const lockedUntil = held?.lockedUntil && held.lockedUntil > now ? held.lockedUntil : null;
      return { ok: false, lockedUntil };
    },

    /**
     * The reserved attempt was a wrong guess: it stays counted, and once `max` are counted the key
     * locks. A lock in force is only ever extended, never shortened or lifted, by a late failure.
     * If a right answer cleared the count meanwhile, this failure starts a new count.
     */
    async fail(db: Db, clock: Clock, key: string): Promise<{ attemptsLeft: number; lockedUntil: Date | null }> {
      const now = clock.now();
      const lockEnd = new Date(now.getTime() + limit.lock);
      const [row] = await db
        .insert(t)
        .values({ accountKey: key, failures: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: t.accountKey,
          set: { lockedUntil: sql`case when ${t.failures} >= ${limit.max} then greatest(${t.lockedUntil}, ${at(lockEnd)}) else ${t.lockedUntil} end` },
        })
        .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
      const lockedUntil = row!.lockedUntil && row!.lockedUntil > now ? row!.lockedUntil : null;
      return { attemptsLeft: Math.max(0, limit.max - row!.failures), lockedUntil };
    },

    /** The reserved attempt turned out not to be a guess: give its count back. */
    async release(db: Db, key: string): Promise<void> {
      await db
        .update(t)
        .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
        .where(eq(t.accountKey, key));
    },

    /** The secret was right: forget the count (and any lock). */
    async clear(db: Db, key: string): Promise<void> {
      await db.delete(t).where(eq(t.accountKey, key));
    },
  };
}

export type AttemptLimiter = ReturnType<typeof attemptLimiter>;
