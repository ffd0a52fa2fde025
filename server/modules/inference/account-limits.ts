import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AccountLimits, AccountLimitsBody } from '../../../src/shared/contracts/inference';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { apiAccountLimits, apiAccountWindows } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY, MINUTE } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { dayStart, minuteStart, periodEnd, periodStart, secondsUntil } from './periods';
import { callTotals } from './queries';

/*
 * The limits of a whole account, over all its access points: requests per minute, images per day
 * and a spending cap. Their state lives in the database (a conditional upsert per window; the
 * account's row locked while a call is charged), so every gateway on it counts the same calls.
 */

type LimitsRow = typeof apiAccountLimits.$inferSelect;
const PERIOD_NAMES = { day: '每日', week: '每周', month: '每月' } as const;

function limited(reply: FastifyReply, message: string, until: Date, now: Date) {
  reply.header('retry-after', String(secondsUntil(until, now)));
  return new BizError(Code.RATE_LIMITED, message, { scope: 'account' }, 429);
}

export async function accountLimitsOf(db: Db | Tx, userId: number): Promise<LimitsRow | undefined> {
  const [row] = await db.select().from(apiAccountLimits).where(eq(apiAccountLimits.userId, userId));
  return row;
}

/** Take `amount` places in an account's window if it still has them (one statement, as takeWindow for a key). */
export async function takeAccountWindow(db: Db | Tx, userId: number, kind: 'minute' | 'day', windowStart: Date, amount: number, limit: number): Promise<boolean> {
  if (amount > limit) return false;
  const rows = await db
    .insert(apiAccountWindows)
    .values({ userId, kind, windowStart, used: amount })
    .onConflictDoUpdate({
      target: [apiAccountWindows.userId, apiAccountWindows.kind, apiAccountWindows.windowStart],
      set: { used: sql`${apiAccountWindows.used} + ${amount}` },
      setWhere: sql`${apiAccountWindows.used} + ${amount} <= ${limit}`,
    })
    .returning({ used: apiAccountWindows.used });
  return rows.length > 0;
}

export async function dropAccountWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(apiAccountWindows).where(lt(apiAccountWindows.windowStart, before));
}

/** The account's requests per minute, taken when a call comes in (before its body is read). */
export async function admitAccount(db: Db, clock: Clock, reply: FastifyReply, userId: number): Promise<void> {
  const limits = await accountLimitsOf(db, userId);
  if (!limits || limits.rpm === null) return;
  const now = clock.now();
  const window = minuteStart(now);
  if (!(await takeAccountWindow(db, userId, 'minute', window, 1, limits.rpm))) {
    throw limited(reply, `请求过于频繁：账户每分钟最多 ${limits.rpm} 次请求（所有接入点合计）`, new Date(window.getTime() + MINUTE), now);
  }
}

/** The account's daily images, judged before any work so that a call bound to be refused costs no inference. */
export async function precheckAccount(db: Db, clock: Clock, reply: FastifyReply, userId: number): Promise<void> {
  const limits = await accountLimitsOf(db, userId);
  if (!limits || limits.imagesPerDay === null) return;
  const now = clock.now();
  const today = await callTotals(db, { userId }, dayStart(now));
  if (today.units >= limits.imagesPerDay) throw limited(reply, `已达账户每日 ${limits.imagesPerDay} 张的上限（所有接入点合计）`, new Date(dayStart(now).getTime() + DAY), now);
}

/**
 * Within the charge's transaction: lock the account's limits (its charges then go one at a time),
 * take the image from its day and, for a paid image, hold the spending cap. Throws with nothing
 * written when a limit refuses.
 */
export async function chargeAccount(tx: Tx, clock: Clock, reply: FastifyReply, userId: number, fen: number): Promise<void> {
  const [limits] = await tx.select().from(apiAccountLimits).where(eq(apiAccountLimits.userId, userId)).for('update');
  if (!limits) return;
  const now = clock.now();
  if (limits.imagesPerDay !== null && !(await takeAccountWindow(tx, userId, 'day', dayStart(now), 1, limits.imagesPerDay))) {
    throw limited(reply, `已达账户每日 ${limits.imagesPerDay} 张的上限（所有接入点合计）`, new Date(dayStart(now).getTime() + DAY), now);
  }
  if (fen > 0 && limits.spendCap !== null && limits.spendCapPeriod !== null) {
    const spent = await callTotals(tx, { userId }, periodStart(limits.spendCapPeriod, now));
    if (toMinor(spent.cost) + fen > toMinor(limits.spendCap)) {
      throw limited(reply, `已达账户${PERIOD_NAMES[limits.spendCapPeriod]}消费上限 ${formatYuan(limits.spendCap)}（所有接入点合计）`, periodEnd(limits.spendCapPeriod, now), now);
    }
  }
}

/** The account's limits and what they have used: the last 60 s, today, the cap's period. */
export async function accountLimitsView(db: Db, clock: Clock, userId: number): Promise<AccountLimits> {
  const row = await accountLimitsOf(db, userId);
  const now = clock.now();
  const [minute, today, period] = await Promise.all([
    callTotals(db, { userId }, new Date(now.getTime() - MINUTE)),
    callTotals(db, { userId }, dayStart(now)),
    row?.spendCapPeriod ? callTotals(db, { userId }, periodStart(row.spendCapPeriod, now)) : Promise.resolve(null),
  ]);
  return {
    rpm: row?.rpm ?? null,
    imagesPerDay: row?.imagesPerDay ?? null,
    spendCap: row?.spendCap ?? null,
    spendCapPeriod: row?.spendCapPeriod ?? null,
    usage: { callsLastMinute: minute.calls, unitsLastMinute: minute.units, imagesToday: today.units, spentInPeriod: period?.cost ?? '0.00' },
  };
}

/** Set the account's limits; all empty removes them. */
export async function saveAccountLimits(db: Db, clock: Clock, userId: number, body: z.output<z.ZodType<AccountLimitsBody>>): Promise<AccountLimits> {
  const values = {
    rpm: body.rpm,
    imagesPerDay: body.imagesPerDay,
    spendCap: body.spendCap === null ? null : fromMinor(toMinor(body.spendCap)),
    spendCapPeriod: body.spendCapPeriod,
  };
  if (Object.values(values).every((value) => value === null)) {
    await db.delete(apiAccountLimits).where(eq(apiAccountLimits.userId, userId));
  } else {
    await db
      .insert(apiAccountLimits)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: apiAccountLimits.userId, set: { ...values, updatedAt: clock.now() } });
  }
  return accountLimitsView(db, clock, userId);
}
