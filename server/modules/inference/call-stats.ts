import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ApiCallBucket, ApiCallRecent, ApiCallStats } from '../../../src/shared/contracts/inference';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { accessPoints, apiCalls } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY, MINUTE } from '../../lib/clock';
import { int } from '../../lib/sql';
import { accountLimitsView } from './account-limits';
import { dayStart } from './periods';
import { callWhere, type CallFilter } from './queries';

const HOUR = 60 * MINUTE;
/** China time is UTC+8 all year: a China day starts 8 hours before the UTC one. */
const CHINA_OFFSET_S = 8 * 3600;

/**
 * Calls, errors and spend per bucket (hours, or China-time days) between two instants, every
 * bucket present (zeros where no call was made), oldest first.
 */
async function buckets(db: Db, filter: CallFilter, from: Date, to: Date, size: 'hour' | 'day'): Promise<ApiCallBucket[]> {
  const epoch = sql`extract(epoch from ${apiCalls.createdAt})`;
  // The offset is written into the SQL (a constant), so that GROUP BY and SELECT read the same expression.
  const index = size === 'hour' ? int(sql`floor(${epoch} / 3600)`) : int(sql`floor((${epoch} + ${sql.raw(String(CHINA_OFFSET_S))}) / 86400)`);
  const rows = await db
    .select({
      index,
      calls: int(sql`count(*)`),
      errors: int(sql`count(*) filter (where ${apiCalls.error} is not null)`),
      spend: sql<string>`coalesce(sum(${apiCalls.cost}), 0)::numeric(16,2)::text`,
    })
    .from(apiCalls)
    .where(and(callWhere(filter), gte(apiCalls.createdAt, from), lte(apiCalls.createdAt, to)))
    .groupBy(index)
    .orderBy(asc(index));
  const found = new Map(rows.map((row) => [row.index, row]));
  const step = size === 'hour' ? HOUR : DAY;
  const startOf = (at: Date) => (size === 'hour' ? Math.floor(at.getTime() / HOUR) : Math.floor((at.getTime() / 1000 + CHINA_OFFSET_S) / 86400));
  const answer: ApiCallBucket[] = [];
  for (let i = startOf(from); i <= startOf(to); i += 1) {
    const row = found.get(i);
    const at = size === 'hour' ? new Date(i * step) : new Date(i * step - CHINA_OFFSET_S * 1000);
    answer.push({ at: toShanghaiIso(at), calls: row?.calls ?? 0, errors: row?.errors ?? 0, spend: row?.spend ?? '0.00' });
  }
  return answer;
}

/** The charts of the call log: the last 24 hours by hour and the last 30 days by day, each within the filter's range. */
export async function callStats(db: Db, clock: Clock, filter: CallFilter): Promise<ApiCallStats> {
  const now = clock.now();
  const to = filter.to && filter.to < now ? filter.to : now;
  const later = (a: Date, b?: Date) => (b && b > a ? b : a);
  const hourFrom = later(new Date(Math.floor(to.getTime() / HOUR) * HOUR - 23 * HOUR), filter.from);
  const dayFrom = later(new Date(dayStart(to).getTime() - 29 * DAY), filter.from);
  const inner = { ...filter, from: undefined, to: undefined };
  if (filter.from && filter.from > to) return { hourly: [], daily: [] };
  const [hourly, daily] = await Promise.all([buckets(db, inner, hourFrom, to, 'hour'), buckets(db, inner, dayFrom, to, 'day')]);
  return { hourly, daily };
}

/** Each of the user's keys with its calls and units of the last 60 s and today, beside its limits; and the account's. */
export async function recentCalls(db: Db, clock: Clock, userId: number): Promise<ApiCallRecent> {
  const now = clock.now();
  const minuteAgo = new Date(now.getTime() - MINUTE);
  const today = dayStart(now);
  const since = minuteAgo < today ? minuteAgo : today;
  const recent = sql`${apiCalls.createdAt} >= ${minuteAgo.toISOString()}::timestamptz`;
  const [keys, totals, account] = await Promise.all([
    db
      .select({ id: accessPoints.id, name: accessPoints.name, status: accessPoints.status, rpm: accessPoints.rpm, imagesPerDay: accessPoints.imagesPerDay })
      .from(accessPoints)
      .where(eq(accessPoints.userId, userId))
      .orderBy(asc(accessPoints.id)),
    db
      .select({
        id: apiCalls.accessPointId,
        callsLastMinute: int(sql`count(*) filter (where ${recent})`),
        unitsLastMinute: int(sql`coalesce(sum(${apiCalls.units}) filter (where ${recent}), 0)`),
        imagesToday: int(sql`coalesce(sum(${apiCalls.units}) filter (where ${apiCalls.createdAt} >= ${today.toISOString()}::timestamptz), 0)`),
      })
      .from(apiCalls)
      .where(and(eq(apiCalls.userId, userId), gte(apiCalls.createdAt, since)))
      .groupBy(apiCalls.accessPointId),
    accountLimitsView(db, clock, userId),
  ]);
  const byKey = new Map(totals.map((row) => [row.id, row]));
  return {
    account,
    keys: keys.map((key) => ({ ...key, callsLastMinute: byKey.get(key.id)?.callsLastMinute ?? 0, unitsLastMinute: byKey.get(key.id)?.unitsLastMinute ?? 0, imagesToday: byKey.get(key.id)?.imagesToday ?? 0 })),
  };
}
