import { and, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { Analysis, AnalysisDay, AnalysisQuery } from '../../../src/shared/contracts/analysis';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { formatDate } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { billLines, certifications, orders, users } from '../../db/schema';
import { DAY, type Clock } from '../../lib/clock';
import { countAll } from '../../lib/sql';

/** The Shanghai day a timestamp column falls on, as 'YYYY-MM-DD'. */
const dayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
/** The instant a 'YYYY-MM-DD' China day begins. */
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DEFAULT_DAYS = 30;
/** Card-minutes as card-hours with two places ("1.50"), rounded to the hundredth. */
const cardHours = (minutes: number) => fromMinor(Math.round((minutes * 100) / 60));

/** 分析页 (analysis:view): registrations, certifications passed, orders, GPU card-hours and revenue per day. */
export function analysisRepository(db: Db, clock: Clock) {
  /** Per day, one figure of one table between two instants. */
  async function perDay<T extends string | number>(column: AnyColumn, value: SQL<T>, where: SQL | undefined, from: Date, to: Date, table: Parameters<ReturnType<Db['select']>['from']>[0]) {
    const rows = await db
      .select({ day: dayOf(column), value })
      .from(table)
      .where(and(gte(column, from), lt(column, to), where))
      .groupBy(dayOf(column));
    return new Map(rows.map((row) => [row.day, row.value]));
  }

  return {
    async daily(q: z.infer<typeof AnalysisQuery>): Promise<Analysis> {
      const today = formatDate(clock.now());
      const to = q.to ?? today;
      const from = q.from ?? formatDate(new Date(startOf(to).getTime() - (DEFAULT_DAYS - 1) * DAY));
      const start = startOf(from);
      const end = new Date(startOf(to).getTime() + DAY);
      const [registrations, passed, placed, hours, billed] = await Promise.all([
        perDay(users.createdAt, countAll, undefined, start, end, users),
        perDay(certifications.reviewedAt, countAll, eq(certifications.status, 'review_pass'), start, end, certifications),
        perDay(orders.createdAt, countAll, undefined, start, end, orders),
        perDay(billLines.periodStart, sql<string>`coalesce(sum(${billLines.minutes} * ${billLines.gpuNumber}), 0)::text`, eq(billLines.kind, 'gpu'), start, end, billLines),
        perDay(billLines.periodStart, sql<string>`coalesce(sum(${billLines.amount}), 0)::text`, undefined, start, end, billLines),
      ]);
      const days: AnalysisDay[] = [];
      let cardMinutes = 0;
      let revenueFen = 0;
      for (let at = start.getTime(); at < end.getTime(); at += DAY) {
        const date = formatDate(new Date(at));
        const minutes = Number(hours.get(date) ?? 0);
        const fen = toMinor(String(billed.get(date) ?? '0'));
        cardMinutes += minutes;
        revenueFen += fen;
        days.push({
          date,
          registrations: Number(registrations.get(date) ?? 0),
          certifications: Number(passed.get(date) ?? 0),
          orders: Number(placed.get(date) ?? 0),
          gpuHours: cardHours(minutes),
          revenue: fromMinor(fen),
        });
      }
      const sum = (key: 'registrations' | 'certifications' | 'orders') => days.reduce((total, day) => total + day[key], 0);
      return {
        from,
        to,
        days,
        totals: { registrations: sum('registrations'), certifications: sum('certifications'), orders: sum('orders'), gpuHours: cardHours(cardMinutes), revenue: fromMinor(revenueFen) },
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
