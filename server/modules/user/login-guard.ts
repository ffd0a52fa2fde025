import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { attemptLimiter } from '../auth/attempts';

const MAX_FAILURES = 5;
const LOCK_MINUTES = 30;

const limiter = attemptLimiter({ max: MAX_FAILURES, window: 30 * MINUTE, lock: LOCK_MINUTES * MINUTE });

/**
 * The counter of an account: the user's id when the account exists and the typed name otherwise,
 * so locks and warnings look the same for names that do not exist.
 */
const userKey = (userId: number) => `login:u:${userId}`;
export const loginKey = (userId: number | undefined, typed: string) => (userId ? userKey(userId) : `login:n:${typed.toLowerCase()}`);

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));

const lockedError = (minutes: number) => new BizError(Code.LOCKED, `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`, { minutes });

/**
 * Count a password attempt before the password is checked; 100024 while locked, or while the
 * last allowed attempts are still being checked (if they are wrong, the lock starts now).
 */
export async function reserveLogin(db: Db, clock: Clock, key: string): Promise<void> {
  const reserved = await limiter.reserve(db, clock, key);
  if (!reserved.ok) throw lockedError(reserved.lockedUntil ? minutesLeft(reserved.lockedUntil, clock.now()) : LOCK_MINUTES);
}

/** A wrong password: 100023 while attempts remain (saying how many), 100024 once locked. */
export async function recordFailure(db: Db, clock: Clock, key: string): Promise<never> {
  const { attemptsLeft, lockedUntil } = await limiter.fail(db, clock, key);
  if (lockedUntil) throw lockedError(minutesLeft(lockedUntil, clock.now()));
  throw new BizError(Code.WILL_LOCK, `账号或密码错误，再错${attemptsLeft}次账号将锁定${LOCK_MINUTES}分钟`, { attemptsLeft });
}

/** The right password, or a new one set by reset: the count starts over and any lock ends. */
export async function clearFailures(db: Db, userId: number): Promise<void> {
  await limiter.clear(db, userKey(userId));
}
