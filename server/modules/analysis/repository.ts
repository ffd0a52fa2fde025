import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { Analysis, AnalysisDay, AnalysisQuery } from '../../../src/shared/contracts/analysis';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { formatDate } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { billLines, certifications, mallOrders, orders, users, walletTransactions } from '../../db/schema';
import { DAY, type Clock } from '../../lib/clock';
import { countAll } from '../../lib/sql';

/** The Shanghai day a timestamp column falls on, as 'YYYY-MM-DD'. */
const dayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
/** The instant a 'YYYY-MM-DD' China day begins. */
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DEFAULT_DAYS = 30;
/** Card-minutes as card-hours with two places ("1.50"), rounded to the hundredth. */
const cardHours = (minutes: number) => fromMinor(Math.round((minutes * 100) / 60));
const total = (value: SQL | AnyColumn) => sql<string>`coalesce(sum(${value}), 0)::text`;
/** What wallets were charged (consumed, less refunds) for references of these kinds, positive. */
const charged = (refTypes: string[]) =>
  [total(sql`-${walletTransactions.amount}`), and(inArray(walletTransactions.type, ['consume', 'refund']), inArray(walletTransactions.refType, refTypes))] as const;

type Table = Parameters<ReturnType<Db['select']>['from']>[0];
type Counts = 'registrations' | 'certifications' | 'orders';
type Yuan = 'revenueGpu' | 'revenueBareMetal' | 'revenueApi' | 'cashIn' | 'supplierPayout' | 'cardHoursCovered' | 'couponsRedeemed';

/**
 * 分析页 (analysis:view), per China day: registrations, certifications passed, orders (GPU and bare
 * metal), GPU card-hours billed, and money kept apart by what it is. Revenue is what was charged:
 * GPU instances' bill lines and bare-metal orders and API calls charged to wallets (card-hours'
 * share excluded); cash received (recharges), supplier payouts, card-hours and coupons are shown
 * beside it, never in it.
 */
export function analysisRepository(db: Db, clock: Clock) {
  /** Per day, one figure of one table between two instants. */
  async function perDay<T extends string | number>(column: AnyColumn, value: SQL<T>, where: SQL | undefined, from: Date, to: Date, table: Table) {
    const rows = await db
      .select({ day: dayOf(column), value })
      .from(table)
      .where(and(gte(column, from), lt(column, to), where))
      .groupBy(dayOf(column));
    return new Map(rows.map((row) => [row.day, row.value]));
  }

  /** Every figure's per-day map, read at once. */
  async function read(start: Date, end: Date) {
    const lines = (value: SQL<string>, where: SQL) => perDay(billLines.periodStart, value, where, start, end, billLines);
    const wallet = ([value, where]: readonly [SQL<string>, SQL | undefined]) => perDay(walletTransactions.createdAt, value, where, start, end, walletTransactions);
    const t = walletTransactions;
    const [registrations, passed, gpuOrders, bareMetalOrders, minutes, gpuBilled, serviceBilled, bareMetal, apiCalls, cashIn, payout, spentMinutes, covered, coupons] = await Promise.all([
      perDay(users.createdAt, countAll, undefined, start, end, users),
      perDay(certifications.reviewedAt, countAll, eq(certifications.status, 'review_pass'), start, end, certifications),
      perDay(orders.createdAt, countAll, undefined, start, end, orders),
      perDay(mallOrders.createdAt, countAll, undefined, start, end, mallOrders),
      lines(total(sql`${billLines.minutes} * ${billLines.gpuNumber}`), eq(billLines.kind, 'gpu')),
      lines(total(sql`${billLines.amount} - ${billLines.covered}`), isNull(billLines.modelServiceId)),
      lines(total(sql`${billLines.amount} - ${billLines.covered}`), isNotNull(billLines.modelServiceId)),
      wallet(charged(['mall_order'])),
      wallet(charged(['api_call'])),
      wallet([total(t.amount), eq(t.type, 'recharge')]),
      wallet([total(t.amount), eq(t.type, 'income')]),
      lines(total(billLines.cardMinutes), sql`true`),
      lines(total(billLines.covered), sql`true`),
      wallet([total(t.amount), eq(t.type, 'redeem')]),
    ]);
    return { registrations, passed, gpuOrders, bareMetalOrders, minutes, gpuBilled, serviceBilled, bareMetal, apiCalls, cashIn, payout, spentMinutes, covered, coupons };
  }

  return {
    async daily(q: z.infer<typeof AnalysisQuery>): Promise<Analysis> {
      const today = formatDate(clock.now());
      const to = q.to ?? today;
      const from = q.from ?? formatDate(new Date(startOf(to).getTime() - (DEFAULT_DAYS - 1) * DAY));
      const start = startOf(from);
      const end = new Date(startOf(to).getTime() + DAY);
      const m = await read(start, end);
      const days: AnalysisDay[] = [];
      const sums = { cardMinutes: 0, spentMinutes: 0, revenue: 0, revenueGpu: 0, revenueBareMetal: 0, revenueApi: 0, cashIn: 0, supplierPayout: 0, cardHoursCovered: 0, couponsRedeemed: 0 };
      for (let at = start.getTime(); at < end.getTime(); at += DAY) {
        const date = formatDate(new Date(at));
        const count = (map: Map<string, number>) => Number(map.get(date) ?? 0);
        const fen = (...maps: Map<string, string>[]) => maps.reduce((sum, map) => sum + toMinor(String(map.get(date) ?? '0')), 0);
        const yuan: Record<Yuan, number> = {
          revenueGpu: fen(m.gpuBilled),
          revenueBareMetal: fen(m.bareMetal),
          revenueApi: fen(m.serviceBilled, m.apiCalls),
          cashIn: fen(m.cashIn),
          supplierPayout: fen(m.payout),
          cardHoursCovered: fen(m.covered),
          couponsRedeemed: fen(m.coupons),
        };
        const revenue = yuan.revenueGpu + yuan.revenueBareMetal + yuan.revenueApi;
        const minutes = Number(m.minutes.get(date) ?? 0);
        const spent = Number(m.spentMinutes.get(date) ?? 0);
        sums.cardMinutes += minutes;
        sums.spentMinutes += spent;
        sums.revenue += revenue;
        for (const key of Object.keys(yuan) as Yuan[]) sums[key] += yuan[key];
        days.push({
          date,
          registrations: count(m.registrations),
          certifications: count(m.passed),
          orders: count(m.gpuOrders) + count(m.bareMetalOrders),
          gpuHours: cardHours(minutes),
          cardHoursSpent: cardHours(spent),
          revenue: fromMinor(revenue),
          ...(Object.fromEntries(Object.entries(yuan).map(([key, value]) => [key, fromMinor(value)])) as Record<Yuan, string>),
        });
      }
      const sum = (key: Counts) => days.reduce((n, day) => n + day[key], 0);
      const { cardMinutes, spentMinutes, ...money } = sums;
      return {
        from,
        to,
        days,
        totals: {
          registrations: sum('registrations'),
          certifications: sum('certifications'),
          orders: sum('orders'),
          gpuHours: cardHours(cardMinutes),
          cardHoursSpent: cardHours(spentMinutes),
          ...(Object.fromEntries(Object.entries(money).map(([key, value]) => [key, fromMinor(value)])) as Record<Yuan | 'revenue', string>),
        },
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    analysis: ReturnType<typeof analysisRepository>;
  }
}

export default repositoryPlugin('analysis', (app) => analysisRepository(app.db, app.clock), { name: 'analysis-repository' });
