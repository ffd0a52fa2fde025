import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewKind, ReviewStats } from '../../../src/shared/contracts/review';
import { shanghaiDayStart } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { reviewItems } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { countAll, int } from '../../lib/sql';
import type { ReviewRegistry } from './registry';

/** Time in queue per kind the operator may see: how many wait, the oldest and the median wait, decided today. */
export async function reviewStats(db: Db, clock: Clock, registry: ReviewRegistry, kinds: readonly ReviewKind[]): Promise<ReviewStats> {
  const now = clock.now();
  const waited = sql<number>`extract(epoch from (${now.toISOString()}::timestamptz - ${reviewItems.submittedAt}))`;
  const rows = kinds.length
    ? await db
        .select({
          kind: reviewItems.kind,
          pending: int(sql`count(*) filter (where ${reviewItems.status} = 'pending')`),
          oldest: int<number | null>(sql`max(${waited}) filter (where ${reviewItems.status} = 'pending')`),
          median: int<number | null>(sql`percentile_cont(0.5) within group (order by ${waited}) filter (where ${reviewItems.status} = 'pending')`),
          decidedToday: int(sql`count(*) filter (where ${reviewItems.decidedAt} >= ${shanghaiDayStart(now).toISOString()}::timestamptz and ${reviewItems.status} in ('approved', 'rejected'))`),
        })
        .from(reviewItems)
        .where(inArray(reviewItems.kind, [...kinds]))
        .groupBy(reviewItems.kind)
    : [];
  const [total] = kinds.length
    ? await db
        .select({
          pending: countAll,
          oldest: int<number | null>(sql`max(${waited})`),
          median: int<number | null>(sql`percentile_cont(0.5) within group (order by ${waited})`),
        })
        .from(reviewItems)
        .where(and(eq(reviewItems.status, 'pending'), inArray(reviewItems.kind, [...kinds])))
    : [{ pending: 0, oldest: null, median: null }];
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    kinds: registry
      .all()
      .filter((handler) => kinds.includes(handler.kind))
      .map((handler) => {
        const row = byKind.get(handler.kind);
        return {
          kind: handler.kind,
          label: handler.label,
          pending: row?.pending ?? 0,
          oldestSeconds: row?.oldest ?? null,
          medianSeconds: row?.median ?? null,
          decidedToday: row?.decidedToday ?? 0,
        };
      }),
    total: {
      pending: total?.pending ?? 0,
      oldestSeconds: total?.oldest ?? null,
      medianSeconds: total?.median ?? null,
      decidedToday: rows.reduce((sum, row) => sum + row.decidedToday, 0),
    },
  };
}

/** How many recent decisions the typical wait looks at. */
const RECENT_DECISIONS = 50;

/**
 * Where a pending application stands, for its applicant: its place in its kind's queue (1 = the
 * oldest, decided next), how many wait, and the typical wait — the median time in queue of the
 * kind's recent decisions, or while there are none, the median wait of those pending now (the
 * figure the centre's stats show operators).
 */
export async function queueStanding(db: Db, clock: Clock, registry: ReviewRegistry, kind: ReviewKind, subjectId: string | number) {
  const [mine] = await db
    .select({ submittedAt: reviewItems.submittedAt, id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, kind), eq(reviewItems.subjectId, String(subjectId)), eq(reviewItems.status, 'pending')));
  if (!mine) return null;
  const [counts] = await db
    .select({
      pending: countAll,
      ahead: int(sql`count(*) filter (where (${reviewItems.submittedAt}, ${reviewItems.id}) < (${mine.submittedAt.toISOString()}::timestamptz, ${mine.id}))`),
    })
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, kind), eq(reviewItems.status, 'pending')));
  const recent = db
    .select({ waited: sql<number>`extract(epoch from (${reviewItems.decidedAt} - ${reviewItems.submittedAt}))`.as('waited') })
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, kind), inArray(reviewItems.status, ['approved', 'rejected'])))
    .orderBy(desc(reviewItems.decidedAt))
    .limit(RECENT_DECISIONS)
    .as('recent');
  const [decided] = await db.select({ median: int<number | null>(sql`percentile_cont(0.5) within group (order by ${recent.waited})`) }).from(recent);
  const typical = decided?.median ?? (await reviewStats(db, clock, registry, [kind])).kinds[0]?.medianSeconds ?? null;
  return { position: (counts?.ahead ?? 0) + 1, pending: counts?.pending ?? 0, typicalWaitSeconds: typical === null ? null : Math.round(typical) };
}
