import { and, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billLines, modelServiceReplicas as replicas } from '../../db/schema';
import { int } from '../../lib/sql';

/**
 * What model services earned and occupied on some hosts (issue 23): a service's bill line covers
 * one clock hour and price window of all its replicas, which may run on several suppliers' hosts.
 * Within a line every second costs the same, so each host's share of it is its replicas' seconds in
 * the line's period over all the service's replicas' seconds there (all replicas of a service have
 * the same cards), as metering billed them: from each replica's start to its end. The statement's
 * income and the earnings chart's occupancy both take that share of the line.
 */

/** Seconds of the line's service's replicas (on `hostIds` when given) within the line's period. */
function replicaSeconds(hostIds?: SQLWrapper) {
  const overlap = sql`greatest(0, extract(epoch from least(coalesce(${replicas.endedAt}, ${billLines.periodEnd}), ${billLines.periodEnd}) - greatest(${replicas.startedAt}, ${billLines.periodStart})))`;
  const onHosts = hostIds ? sql` and ${inArray(replicas.hostId, hostIds)}` : sql``;
  return sql`(select coalesce(sum(${overlap}), 0) from ${replicas} where ${replicas.serviceId} = ${billLines.modelServiceId}${onHosts})`;
}

/** The share of a model service's bill line that falls to `hostIds`, and which lines to read. */
function hostShare(hostIds: SQLWrapper, from: Date, to?: Date): { mine: SQL; share: SQL; where: SQL | undefined } {
  const mine = replicaSeconds(hostIds);
  return {
    mine,
    share: sql`${mine} / nullif(${replicaSeconds()}, 0)`,
    where: and(
      eq(billLines.kind, 'model_service'),
      gte(billLines.periodStart, from),
      to ? lt(billLines.periodStart, to) : undefined,
      sql`exists (select 1 from ${replicas} where ${replicas.serviceId} = ${billLines.modelServiceId} and ${inArray(replicas.hostId, hostIds)})`,
    ),
  };
}

/**
 * Model service income on `hostIds` (a subquery of host ids) from the bill lines whose period
 * begins in [from, to): the amount that falls to those hosts, and how many lines had any of it.
 */
export async function modelServiceIncome(db: Db | Tx, hostIds: SQLWrapper, from: Date, to?: Date) {
  const { mine, share, where } = hostShare(hostIds, from, to);
  const [row] = await db
    .select({
      gross: sql<string>`coalesce(sum(round(${billLines.amount} * ${share}, 2)), 0)::text`,
      lines: int(sql`count(*) filter (where ${mine} > 0)`),
    })
    .from(billLines)
    .where(where);
  return { gross: row!.gross, lines: row!.lines };
}

/**
 * Card-minutes model service replicas ran on `hostIds` since `from`, by hour of the day (Asia/Shanghai)
 * of the bill lines' periods: each line's replica-minutes × cards, in the hosts' share of it.
 */
export async function modelServiceCardMinutesByHour(db: Db | Tx, hostIds: SQLWrapper, from: Date): Promise<{ hour: number; cardMinutes: number }[]> {
  const { share, where } = hostShare(hostIds, from);
  return db
    .select({
      hour: int(sql`extract(hour from ${billLines.periodStart} at time zone 'Asia/Shanghai')`),
      cardMinutes: int(sql`round(coalesce(sum(${billLines.minutes} * ${billLines.gpuNumber} * ${share}), 0))`),
    })
    .from(billLines)
    .where(where)
    .groupBy(sql`1`);
}
