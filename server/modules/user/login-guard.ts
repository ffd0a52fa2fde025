import { eq, sql } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { BizError } from '../../lib/envelope';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 30;
/** Failures older than this are forgotten. */
const WINDOW = 30 * MINUTE;

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));

export const lockedError = (minutes: number) =>
  new BizError(Code.LOCKED, `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`, { minutes });

/** Throws 100024 while the account key is locked. */
export async function assertNotLocked(db: Db, clock: Clock, accountKey: string): Promise<void> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
  const now = clock.now();
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(minutesLeft(row.lockedUntil, now));
}

/**
 * Count a wrong password and answer with what it means: 100023 while attempts remain (saying how
 * many), 100024 once the limit is reached. The count is incremented in one statement, so parallel
 * guesses cannot slip past the limit.
 */
export async function recordFailure(db: Db, clock: Clock, accountKey: string): Promise<never> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - WINDOW);
  const [row] = await db
    .insert(loginAttempts)
    .values({ accountKey, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.accountKey,
      set: {
        failures: sql`case when ${loginAttempts.lastFailedAt} < ${windowStart.toISOString()}::timestamptz
          or ${loginAttempts.lockedUntil} is not null then 1 else ${loginAttempts.failures} + 1 end`,
        lockedUntil: null,
        lastFailedAt: now,
      },
    })
    .returning({ failures: loginAttempts.failures });
  const failures = row!.failures;
  if (failures >= MAX_FAILURES) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MINUTES * MINUTE) })
      .where(eq(loginAttempts.accountKey, accountKey));
    throw lockedError(LOCK_MINUTES);
  }
  const left = MAX_FAILURES - failures;
  throw new BizError(Code.WILL_LOCK, `账号或密码错误，再错${left}次账号将锁定${LOCK_MINUTES}分钟`, {
    attemptsLeft: left,
  });
}

export async function clearFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
}
