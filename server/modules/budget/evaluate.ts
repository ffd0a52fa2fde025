import { and, eq } from 'drizzle-orm';
import { BUDGET_THRESHOLDS, type Budget, type BudgetPeriod } from '../../../src/shared/contracts/budget';
import { formatYuan, fromMinor, toMinor } from '../../../src/shared/core/money';
import { DAY, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { instances } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { spentBetween } from '../costs/queries';
import { stopInstance, type ComputeContext } from '../compute/instances';
import type { Messenger } from '../notify/messenger';
import { createNotice } from '../notice/service';
import { periodOf } from './periods';
import { alertedThresholds, allBudgets, phoneOf, rearmLowBalances, recordBudgetAlert, recordLowBalanceAlert, takeLowBalances, type BudgetRow } from './queries';

const BURN_DAYS = 7;
const PERIOD_NAMES: Record<BudgetPeriod, string> = { month: '月度', quarter: '季度', year: '年度' };

export interface BudgetContext {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  compute: ComputeContext;
}

/**
 * What a budget measures now: the period's spend so far, and its forecast (the spend plus the
 * daily burn of the last 7 days, or of the period so far when shorter, for the days left), the
 * same rule as the overview's month forecast.
 */
export async function measureBudget(db: Db, now: Date, row: BudgetRow) {
  const period = periodOf(row.period, now);
  const burnFrom = new Date(Math.max(now.getTime() - BURN_DAYS * DAY, period.start.getTime()));
  const [spent, burnSpent] = await Promise.all([spentBetween(db, row.userId, period.start, period.end), spentBetween(db, row.userId, burnFrom, now)]);
  const burnDays = Math.max((now.getTime() - burnFrom.getTime()) / DAY, 1 / 24);
  const burnFen = Math.round(toMinor(burnSpent) / burnDays);
  const spentFen = toMinor(spent);
  const forecastFen = spentFen + Math.round((burnFen * (period.end.getTime() - now.getTime())) / DAY);
  const measuredFen = row.basis === 'actual' ? spentFen : forecastFen;
  return { period, spentFen, forecastFen, measuredFen, usage: measuredFen / toMinor(row.amount) };
}

export async function budgetView(db: Db, now: Date, row: BudgetRow): Promise<Budget> {
  const m = await measureBudget(db, now, row);
  return {
    id: row.id,
    name: row.name,
    period: row.period,
    basis: row.basis,
    amount: row.amount,
    stopAtLimit: row.stopAtLimit,
    periodKey: m.period.key,
    periodStart: toShanghaiIso(m.period.start),
    periodEnd: toShanghaiIso(m.period.end),
    spent: fromMinor(m.spentFen),
    forecast: fromMinor(m.forecastFen),
    usage: Math.round(m.usage * 10_000) / 10_000,
    alerted: await alertedThresholds(db, row.id, m.period.key),
    createdAt: toShanghaiIso(row.createdAt),
  };
}

/** SMS (through the outbox) and a workbench notice; a failed SMS does not undo the recorded alert. */
async function tell(ctx: BudgetContext, userId: number, title: string, body: string) {
  await createNotice(ctx.db, ctx.clock, { userId, category: 'system', title, body, link: '/bss-overview' });
  const phone = await phoneOf(ctx.db, userId);
  if (phone) await ctx.messenger.send({ channel: 'sms', to: phone, scene: 'budgetAlert', content: `【算力市场】${body}` }).catch(() => undefined);
}

/** Stop the user's running pay-as-you-go instances (the budget's stop at 100 %). Answers how many. */
async function stopPayAsYouGo(ctx: BudgetContext, userId: number): Promise<number> {
  const running = await ctx.db
    .select({ id: instances.id })
    .from(instances)
    .where(and(eq(instances.userId, userId), eq(instances.status, 'running'), eq(instances.billingMode, 'timed')));
  let stopped = 0;
  for (const { id } of running) {
    try {
      await stopInstance(ctx.compute, userId, id);
      stopped += 1;
    } catch {
      // Changed state meanwhile (stopped, released): nothing to stop.
    }
  }
  return stopped;
}

/**
 * The budgets' job: each threshold a budget's measure has reached in its period is recorded once
 * (a unique key, so several gateways alert once), and the highest newly reached is told by SMS and
 * notice; at 100 % a budget that says so stops pay-as-you-go instances. Then low balances.
 */
export async function evaluateBudgets(ctx: BudgetContext) {
  const now = ctx.clock.now();
  let alerts = 0;
  let stopped = 0;
  for (const row of await allBudgets(ctx.db)) {
    const m = await measureBudget(ctx.db, now, row);
    const reached = BUDGET_THRESHOLDS.filter((t) => m.measuredFen * 100 >= toMinor(row.amount) * t);
    if (reached.length === 0) continue;
    const fresh = await ctx.db.transaction(async (tx) => {
      const recorded: number[] = [];
      for (const threshold of reached) {
        if (await recordBudgetAlert(tx, { userId: row.userId, budgetId: row.id, periodKey: m.period.key, threshold, measured: fromMinor(m.measuredFen), now })) recorded.push(threshold);
      }
      return recorded;
    });
    if (fresh.length === 0) continue;
    alerts += fresh.length;
    const top = fresh[fresh.length - 1]!;
    const what = row.basis === 'actual' ? '已消费' : '预计消费';
    let body = `您的${PERIOD_NAMES[row.period]}预算「${row.name}」（${m.period.key}）${what} ${formatYuan(m.measuredFen)}，已达预算 ${formatYuan(row.amount)} 的 ${top}%。`;
    if (top === 100 && row.stopAtLimit) {
      const n = await stopPayAsYouGo(ctx, row.userId);
      stopped += n;
      body += n > 0 ? `按预算设置，已关机 ${n} 台按量计费实例。` : '按预算设置，将关机运行中的按量计费实例（当前没有）。';
    }
    await tell(ctx, row.userId, `预算提醒：${row.name} 已达 ${top}%`, body);
  }
  alerts += await evaluateLowBalances(ctx);
  return { budgetAlerts: alerts, budgetStops: stopped };
}

async function evaluateLowBalances(ctx: BudgetContext): Promise<number> {
  const now = ctx.clock.now();
  await rearmLowBalances(ctx.db);
  const low = await ctx.db.transaction(async (tx) => {
    const taken = await takeLowBalances(tx, now);
    for (const row of taken) await recordLowBalanceAlert(tx, { userId: row.userId, periodKey: toShanghaiIso(now).slice(0, 10), measured: row.available, now });
    return taken;
  });
  for (const row of low) {
    await tell(ctx, row.userId, '余额不足提醒', `您的可用余额与可用授信合计 ${formatYuan(row.available)}，已低于您设置的提醒金额 ${formatYuan(row.threshold)}，请及时充值，以免按量实例因余额不足关机。`);
  }
  return low.length;
}
