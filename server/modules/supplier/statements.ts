import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import { weekIntervals, type EarningsOverview, type Statement, type StatementDetail, type StatementQuery } from '../../../src/shared/contracts/supplier';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, fromMinor, toMinor } from '../../../src/shared/core/money';
import { amountInWords } from '../../../src/shared/core/money-words';
import { rateText } from '../../../src/shared/core/supplier';
import { DAY, floorProRataText, isoOrNull, MINUTE, shanghaiDayStart, toShanghaiIso, WEEK_MINUTES } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import { bareMetalGoods, billLines, hostStatusEvents, hosts, instances, mallOrders, supplierStatementLines, supplierStatements, supplyPlans } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { creditWallet } from '../wallet/service';
import { modelServiceCardMinutesByHour, modelServiceIncome } from './model-service-income';
import { salePeriodsOf } from './queries';
import { countAll, int } from '../../lib/sql';

type PlanRow = typeof supplyPlans.$inferSelect;
type StatementRow = typeof supplierStatements.$inferSelect;

const SHANGHAI_OFFSET = 8 * 60 * MINUTE;

/** Monday 00:00 (Asia/Shanghai) of the week holding `at`. */
export function weekStartOf(at: Date): Date {
  const dayStart = shanghaiDayStart(at);
  const weekday = (new Date(dayStart.getTime() + SHANGHAI_OFFSET).getUTCDay() + 6) % 7;
  return new Date(dayStart.getTime() - weekday * DAY);
}

/** The Shanghai calendar date of an instant ("2026-11-16"). */
const dateOf = (at: Date) => toShanghaiIso(at).slice(0, 10);

type Interval = [number, number];

const length = (intervals: Interval[]) => intervals.reduce((sum, [a, b]) => sum + b - a, 0);

/** Where two sets of intervals overlap. */
const intersect = (a: Interval[], b: Interval[]): Interval[] =>
  a.flatMap(([x1, x2]) => b.map(([y1, y2]): Interval => [Math.max(x1, y1), Math.min(x2, y2)])).filter(([x, y]) => y > x);

/** The plan's weekly sale windows in the week starting `weekStart`, as instants (ms). */
function windowIntervals(plan: PlanRow, weekStart: Date): Interval[] {
  const base = weekStart.getTime();
  return (plan.live ?? plan).saleTime.windows.flatMap(weekIntervals).map(([a, b]): Interval => [base + a * MINUTE, base + b * MINUTE]);
}

/**
 * Down time the supplier caused on the plan's hosts between two instants: each host's state
 * history, where a state lasts until the host's next event.
 */
async function supplierOutages(tx: Tx | Db, planId: number, from: number, to: number): Promise<Interval[]> {
  const planHosts = await tx.select({ id: hosts.id }).from(hosts).where(eq(hosts.planId, planId));
  if (planHosts.length === 0) return [];
  const events = await tx
    .select()
    .from(hostStatusEvents)
    .where(and(inArray(hostStatusEvents.hostId, planHosts.map((h) => h.id)), lt(hostStatusEvents.at, new Date(to))))
    .orderBy(hostStatusEvents.hostId, hostStatusEvents.at, hostStatusEvents.id);
  const out: Interval[] = [];
  events.forEach((event, index) => {
    const next = events[index + 1];
    const end = next && next.hostId === event.hostId ? next.at.getTime() : to;
    if (event.state !== 'online' && event.cause === 'supplier') {
      const a = Math.max(event.at.getTime(), from);
      const b = Math.min(end, to);
      if (b > a) out.push([a, b]);
    }
  });
  return out;
}

/** The weekly floor (fen) pro-rated by the minutes on sale in the week. */
const proRated = (weeklyFen: number, listedMinutes: number) => Math.round((weeklyFen * Math.min(listedMinutes, WEEK_MINUTES)) / WEEK_MINUTES);

export interface StatementDeps {
  db: Db;
  clock: Clock;
  feeRate: number;
}

/**
 * Build one plan's statement for one week (until `until`, the week's end unless the dev tools close
 * a week early). The unique (plan, week) key makes a second builder's insert a no-op, so with two
 * gateways each statement and its lines are written exactly once. Answers the new statement's id,
 * or null when it already existed.
 */
export async function buildStatement(deps: StatementDeps, plan: PlanRow, weekStart: Date, until?: Date): Promise<number | null> {
  const { db, clock, feeRate } = deps;
  const weekEnd = new Date(weekStart.getTime() + 7 * DAY);
  const end = until && until < weekEnd ? until : weekEnd;
  return db.transaction(async (tx) => {
    const planHosts = tx.select({ id: hosts.id }).from(hosts).where(eq(hosts.planId, plan.id));
    const [elastic] = await tx
      .select({
        gross: sql<string>`coalesce(sum(${billLines.amount}), 0)::text`,
        covered: sql<string>`coalesce(sum(${billLines.covered}), 0)::text`,
        cardMinutes: int(sql`coalesce(sum(${billLines.cardMinutes}), 0)`),
        lines: countAll,
      })
      .from(billLines)
      .innerJoin(instances, eq(instances.id, billLines.instanceId))
      .where(and(inArray(instances.hostId, planHosts), gte(billLines.periodStart, weekStart), lt(billLines.periodStart, end)));
    const [bare] = await tx
      .select({ gross: sql<string>`coalesce(sum(${mallOrders.amount}), 0)::text`, orders: countAll })
      .from(mallOrders)
      .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, mallOrders.goodsId))
      .where(and(eq(bareMetalGoods.planId, plan.id), sql`${mallOrders.status} <> 'cancelled'`, gte(mallOrders.createdAt, weekStart), lt(mallOrders.createdAt, end)));
    const served = await modelServiceIncome(tx, planHosts, weekStart, end);
    const elasticFen = toMinor(elastic!.gross);
    const bareFen = toMinor(bare!.gross);
    const servedFen = toMinor(served.gross);
    const gross = elasticFen + bareFen + servedFen;
    // Card-hours the renters spent are paid by the platform at the list price (平台补贴): the supplier
    // earns on them as on cash, the platform's fee included.
    const subsidy = toMinor(elastic!.covered);
    const fee = Math.round(gross * feeRate);
    const earned = gross - fee;

    // On sale: the plan's sale periods (published until taken off sale) up to its end date; the floor
    // is pro-rated by that time over the whole week, and owed only if it sold in its windows at all.
    const endDate = new Date(`${(plan.live ?? plan).saleTime.endDate}T00:00:00+08:00`).getTime() + DAY;
    const saleEnd = Math.min(end.getTime(), endDate);
    const listed = saleEnd > weekStart.getTime() ? await salePeriodsOf(tx, plan.id, weekStart, new Date(saleEnd)) : [];
    const listedMinutes = Math.round(length(listed) / MINUTE);
    const sold = intersect(windowIntervals(plan, weekStart), listed);
    const soldMinutes = Math.round(length(sold) / MINUTE);
    const outageMinutes = Math.round(length(intersect(sold, await supplierOutages(tx, plan.id, weekStart.getTime(), saleEnd))) / MINUTE);
    const weeklyMinimum = toMinor((plan.live ?? plan).minIncomeWeekly);
    const minimum = proRated(weeklyMinimum, listedMinutes);
    const floor = soldMinutes > 0 && outageMinutes === 0 && earned < minimum ? minimum - earned : 0;
    const net = earned + floor;
    const now = clock.now();

    const [statement] = await tx
      .insert(supplierStatements)
      .values({
        planId: plan.id,
        supplierId: plan.supplierId,
        weekStart: dateOf(weekStart),
        gross: fromMinor(gross),
        fee: fromMinor(fee),
        feeRate: rateText(feeRate),
        covered: fromMinor(subsidy),
        adjustments: '0.00',
        floorTopUp: fromMinor(floor),
        net: fromMinor(net),
        soldMinutes,
        outageMinutes,
        listedMinutes,
        status: 'issued',
        issuedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [supplierStatements.planId, supplierStatements.weekStart] })
      .returning({ id: supplierStatements.id });
    if (!statement) return null;
    const lines: (typeof supplierStatementLines.$inferInsert)[] = [
      { statementId: statement.id, kind: 'gross', description: `弹性 GPU 租用收入（${elastic!.lines} 条计费明细${subsidy > 0 ? '，租户现金支付部分' : ''}）`, amount: fromMinor(elasticFen - subsidy), ref: 'elastic' },
    ];
    if (subsidy > 0) {
      const hours = Math.round((elastic!.cardMinutes / 60) * 100) / 100;
      lines.push({ statementId: statement.id, kind: 'covered', description: `平台补贴：租户以算力卡时支付 ${hours} 卡时，平台按标价支付给供应商`, amount: fromMinor(subsidy), ref: 'card_hours' });
    }
    if (served.lines > 0) lines.push({ statementId: statement.id, kind: 'gross', description: `模型服务副本运行收入（${served.lines} 条计费明细，按副本在本计划主机上的运行时长分摊）`, amount: fromMinor(servedFen), ref: 'model_service' });
    if (bare!.orders > 0) lines.push({ statementId: statement.id, kind: 'gross', description: `裸金属租用收入（${bare!.orders} 笔订单）`, amount: fromMinor(bareFen), ref: 'bare_metal' });
    lines.push({ statementId: statement.id, kind: 'fee', description: `平台服务费（费率 ${rateText(feeRate * 100).slice(0, -2)}%）`, amount: fromMinor(-fee), ref: null });
    const proRata = listedMinutes < WEEK_MINUTES ? `（周保底 ${formatYuan(fromMinor(weeklyMinimum))}，${floorProRataText(listedMinutes)}）` : '';
    if (floor > 0) {
      lines.push({ statementId: statement.id, kind: 'floor', description: `保底补足：本周收入 ${formatYuan(fromMinor(earned))} 低于保底 ${formatYuan(fromMinor(minimum))}${proRata}，机器在售时段全部可用`, amount: fromMinor(floor), ref: null });
    } else if (outageMinutes > 0 && earned < minimum) {
      lines.push({ statementId: statement.id, kind: 'adjustment', description: `供应商原因下线 ${outageMinutes} 分钟，本周不享受保底补足`, amount: '0.00', ref: 'outage' });
    }
    await tx.insert(supplierStatementLines).values(lines);
    return statement.id;
  });
}

/** The worker's job: close the last complete week for every plan that was on sale in it. */
export async function closeWeeks(deps: StatementDeps, options: { weekStart?: Date; until?: Date } = {}): Promise<number> {
  const weekStart = options.weekStart ?? new Date(weekStartOf(deps.clock.now()).getTime() - 7 * DAY);
  const weekEnd = new Date(weekStart.getTime() + 7 * DAY);
  const already = deps.db.select({ planId: supplierStatements.planId }).from(supplierStatements).where(eq(supplierStatements.weekStart, dateOf(weekStart)));
  const plans = await deps.db
    .select()
    .from(supplyPlans)
    .where(
      and(
        isNotNull(supplyPlans.publishedAt),
        lt(supplyPlans.publishedAt, options.until ?? weekEnd),
        sql`(${supplyPlans.deletedAt} is null or ${supplyPlans.deletedAt} > ${weekStart})`,
        sql`${supplyPlans.id} not in (${already})`,
      ),
    );
  let built = 0;
  for (const plan of plans) if (await buildStatement(deps, plan, weekStart, options.until)) built += 1;
  return built;
}

const statementView = (row: StatementRow, plan: { planName: string; minIncomeWeekly: string }): Statement => {
  const weekEnd = new Date(new Date(`${row.weekStart}T00:00:00+08:00`).getTime() + 6 * DAY);
  return {
    id: row.id,
    planId: row.planId,
    planName: plan.planName,
    weekStart: row.weekStart,
    weekEnd: dateOf(weekEnd),
    gross: row.gross,
    fee: row.fee,
    feeRate: row.feeRate,
    covered: row.covered,
    adjustments: row.adjustments,
    floorTopUp: row.floorTopUp,
    net: row.net,
    minIncomeWeekly: plan.minIncomeWeekly,
    soldMinutes: row.soldMinutes,
    outageMinutes: row.outageMinutes,
    listedMinutes: row.listedMinutes,
    proratedMinimum: fromMinor(proRated(toMinor(plan.minIncomeWeekly), row.listedMinutes)),
    status: row.status,
    disputeReason: row.disputeReason,
    issuedAt: isoOrNull(row.issuedAt),
    confirmedAt: isoOrNull(row.confirmedAt),
    settledAt: isoOrNull(row.settledAt),
    createdAt: toShanghaiIso(row.createdAt),
  };
};

export function statementService(deps: StatementDeps) {
  const { db, clock } = deps;
  const select = () =>
    db
      .select({ statement: supplierStatements, planName: supplyPlans.planName, minIncomeWeekly: supplyPlans.minIncomeWeekly })
      .from(supplierStatements)
      .innerJoin(supplyPlans, eq(supplyPlans.id, supplierStatements.planId));

  async function detail(userId: number, id: number): Promise<StatementDetail> {
    const [row] = await select().where(and(eq(supplierStatements.id, id), eq(supplierStatements.supplierId, userId)));
    if (!row) throw notFound('结算单不存在');
    const lines = await db.select().from(supplierStatementLines).where(eq(supplierStatementLines.statementId, id)).orderBy(supplierStatementLines.id);
    return {
      ...statementView(row.statement, row),
      lines: lines.map((line) => ({ id: line.id, kind: line.kind, description: line.description, amount: line.amount, ref: line.ref })),
      netInWords: amountInWords(toMinor(row.statement.net)),
    };
  }

  return {
    detail,

    async page(userId: number, q: z.infer<typeof StatementQuery> & PageParams) {
      const where = and(
        eq(supplierStatements.supplierId, userId),
        q.planId ? eq(supplierStatements.planId, q.planId) : undefined,
        q.status ? eq(supplierStatements.status, q.status) : undefined,
      );
      const page = await paginate(db, select().where(where).orderBy(desc(supplierStatements.weekStart), desc(supplierStatements.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row) => statementView(row.statement, row)) };
    },

    /**
     * The supplier confirms an issued statement; it is settled at once: the net is credited to their
     * wallet as income. A guarded status change and the wallet record's unique reference make the
     * credit happen once, however often the call is repeated.
     */
    async confirm(userId: number, id: number): Promise<StatementDetail> {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .update(supplierStatements)
          .set({ status: 'settled', confirmedAt: now, settledAt: now })
          .where(and(eq(supplierStatements.id, id), eq(supplierStatements.supplierId, userId), eq(supplierStatements.status, 'issued')))
          .returning();
        if (!row) {
          const [current] = await tx.select().from(supplierStatements).where(and(eq(supplierStatements.id, id), eq(supplierStatements.supplierId, userId)));
          if (!current) throw notFound('结算单不存在');
          throw new BizError(Code.ERROR, `结算单当前状态为 ${current.status}，不能确认`, { status: current.status });
        }
        if (toMinor(row.net) > 0) {
          await creditWallet(tx, clock, { userId, amount: row.net, type: 'income', refType: 'supplier_statement', refId: String(row.id), remark: `供应商结算 ${row.weekStart} 周` });
        }
      });
      return detail(userId, id);
    },

    async dispute(userId: number, id: number, reason: string): Promise<StatementDetail> {
      const [row] = await db
        .update(supplierStatements)
        .set({ status: 'disputed', disputeReason: reason })
        .where(and(eq(supplierStatements.id, id), eq(supplierStatements.supplierId, userId), eq(supplierStatements.status, 'issued')))
        .returning();
      if (!row) {
        const [current] = await db.select().from(supplierStatements).where(and(eq(supplierStatements.id, id), eq(supplierStatements.supplierId, userId)));
        if (!current) throw notFound('结算单不存在');
        throw new BizError(Code.ERROR, `结算单当前状态为 ${current.status}，不能提出异议`, { status: current.status });
      }
      return detail(userId, id);
    },

    async overview(userId: number): Promise<EarningsOverview> {
      const now = clock.now();
      const weekStart = weekStartOf(now);
      const myHosts = db.select({ id: hosts.id }).from(hosts).where(eq(hosts.supplierUserId, userId));
      const [week] = await db
        // Card-hours count too: the platform pays them at the list price (平台补贴).
        .select({ gross: sql<string>`coalesce(sum(${billLines.amount}), 0)::text` })
        .from(billLines)
        .innerJoin(instances, eq(instances.id, billLines.instanceId))
        .where(and(inArray(instances.hostId, myHosts), gte(billLines.periodStart, weekStart)));
      const thisWeek = toMinor(week!.gross) + toMinor((await modelServiceIncome(db, myHosts, weekStart)).gross);
      const past = await db
        .select({ weekStart: supplierStatements.weekStart, net: sql<string>`sum(${supplierStatements.net})::text` })
        .from(supplierStatements)
        .where(eq(supplierStatements.supplierId, userId))
        .groupBy(supplierStatements.weekStart)
        .orderBy(desc(supplierStatements.weekStart))
        .limit(8);
      const [settled] = await db
        .select({ total: sql<string>`coalesce(sum(${supplierStatements.net}), 0)::text` })
        .from(supplierStatements)
        .where(and(eq(supplierStatements.supplierId, userId), eq(supplierStatements.status, 'settled')));
      const since = new Date(now.getTime() - 28 * DAY);
      const usage = await db
        .select({
          hour: int(sql`extract(hour from ${billLines.periodStart} at time zone 'Asia/Shanghai')`),
          cardMinutes: int(sql`sum(${billLines.minutes} * ${billLines.gpuNumber})`),
        })
        .from(billLines)
        .innerJoin(instances, eq(instances.id, billLines.instanceId))
        .where(and(inArray(instances.hostId, myHosts), eq(billLines.kind, 'gpu'), gte(billLines.periodStart, since)))
        .groupBy(sql`1`);
      // Model services' replicas occupy the cards as containers do (counted as the statement counts their income).
      const replicaUsage = await modelServiceCardMinutesByHour(db, myHosts, since);
      const [cards] = await db
        .select({ total: int(sql`coalesce(sum(${hosts.gpuTotal}), 0)`) })
        .from(hosts)
        .where(eq(hosts.supplierUserId, userId));
      const capacity = (cards?.total ?? 0) * 60 * 28;
      const cardMinutes = Array.from({ length: 24 }, () => 0);
      for (const row of [...usage, ...replicaUsage]) cardMinutes[row.hour]! += row.cardMinutes;
      const byHour = cardMinutes.map((used) => (capacity > 0 ? Math.min(1, Math.round((used / capacity) * 1000) / 1000) : 0));
      return {
        thisWeek: fromMinor(Math.round(thisWeek * (1 - deps.feeRate))),
        lastWeeks: past.map((row) => ({ weekStart: row.weekStart, net: fromMinor(toMinor(row.net)) })),
        occupancyByHour: byHour,
        settledTotal: fromMinor(toMinor(settled!.total)),
      };
    },
  };
}

export type StatementService = ReturnType<typeof statementService>;
