import type { CostOverview, SpendSlice } from '../../../src/shared/contracts/costs';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { DAY } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { getWallet } from '../wallet/service';
import { spendByMonth, spendGroups, spentBetween, tidalBetween, type SpendGroup } from './queries';

const PRODUCT_LABELS: Record<string, string> = {
  gpu: '弹性GPU（按量）',
  gpu_free: '无卡模式',
  storage: '关机存储',
  prepaid: '弹性GPU（包年包月）',
  bare_metal: '裸金属租赁',
};
const BURN_DAYS = 7;
const TREND_MONTHS = 12;
const TOP_INSTANCES = 10;

/** China-time calendar month arithmetic: the instant month `offset` (0 = this one) of `at` begins. */
export function monthStart(at: Date, offset = 0): Date {
  const china = new Date(at.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + offset, 1) - 8 * 3600_000);
}
const monthKey = (start: Date) => new Date(start.getTime() + 8 * 3600_000).toISOString().slice(0, 7);

/** The groups summed by one dimension, largest first; the rest of the instances as one slice. */
function slices(groups: SpendGroup[], key: (g: SpendGroup) => [string, string], limit = Infinity): SpendSlice[] {
  const sums = new Map<string, { label: string; fen: number }>();
  for (const group of groups) {
    const [k, label] = key(group);
    const slot = sums.get(k) ?? { label, fen: 0 };
    slot.fen += toMinor(group.amount);
    sums.set(k, slot);
  }
  const sorted = [...sums.entries()].filter(([, v]) => v.fen !== 0).sort((a, b) => b[1].fen - a[1].fen);
  const shown = sorted.slice(0, limit).map(([k, v]) => ({ key: k, label: v.label, amount: fromMinor(v.fen) }));
  const rest = sorted.slice(limit).reduce((sum, [, v]) => sum + v.fen, 0);
  return rest > 0 ? [...shown, { key: 'other', label: '其他', amount: fromMinor(rest) }] : shown;
}

/**
 * /bss-overview: the wallet, this month's spend against the same days of last month, the burn
 * and what it means (forecast, days left), the month split four ways, the 12-month trend and the
 * tidal savings.
 */
export async function costOverview(db: Db, clock: Clock, userId: number): Promise<CostOverview> {
  const now = clock.now();
  const thisMonth = monthStart(now);
  const nextMonth = monthStart(now, 1);
  const lastMonth = monthStart(now, -1);
  const elapsed = now.getTime() - thisMonth.getTime();
  // The same stretch of last month, cut at its end when last month was shorter.
  const lastSameDays = new Date(Math.min(lastMonth.getTime() + elapsed, thisMonth.getTime()));
  const burnFrom = new Date(Math.max(now.getTime() - BURN_DAYS * DAY, thisMonth.getTime()));
  const trendFrom = monthStart(now, 1 - TREND_MONTHS);

  const [wallet, spent, spentBefore, burnSpent, groups, months, tidal] = await Promise.all([
    getWallet(db, userId),
    spentBetween(db, userId, thisMonth, nextMonth),
    spentBetween(db, userId, lastMonth, lastSameDays),
    spentBetween(db, userId, burnFrom, now),
    spendGroups(db, userId, thisMonth, nextMonth),
    spendByMonth(db, userId, trendFrom, nextMonth),
    tidalBetween(db, userId, thisMonth, nextMonth),
  ]);

  const burnDays = Math.max((now.getTime() - burnFrom.getTime()) / DAY, 1 / 24);
  const burnFen = Math.round(toMinor(burnSpent) / burnDays);
  const daysRemaining = (nextMonth.getTime() - now.getTime()) / DAY;
  const spentFen = toMinor(spent);
  const beforeFen = toMinor(spentBefore);
  const spendable = toMinor(wallet.balanceAmount) + toMinor(wallet.availableCreditLimit);
  const byMonth = new Map(months.map((m) => [m.month, m.amount]));
  const atDayFen = toMinor(tidal.at_day);
  const billedFen = toMinor(tidal.billed);

  return {
    month: monthKey(thisMonth),
    wallet,
    spentThisMonth: spent,
    spentLastMonthSameDays: spentBefore,
    monthOnMonth: beforeFen > 0 ? Math.round(((spentFen - beforeFen) / beforeFen) * 10_000) / 10_000 : null,
    dailyBurn: fromMinor(burnFen),
    forecast: fromMinor(spentFen + Math.round(burnFen * daysRemaining)),
    daysLeft: burnFen > 0 ? Math.floor((spendable / burnFen) * 10) / 10 : null,
    byProduct: slices(groups, (g) => [g.product, PRODUCT_LABELS[g.product] ?? g.product]),
    byInstance: slices(groups, (g) => [g.instance_key, g.instance_label], TOP_INSTANCES),
    byRegion: slices(groups, (g) => [g.region_key ?? 'unknown', g.region_label ?? '未知地域']),
    byGpuType: slices(groups, (g) => [g.gpu_type ?? 'unknown', g.gpu_type ?? '未知型号']),
    trend: Array.from({ length: TREND_MONTHS }, (_, i) => {
      const month = monthKey(monthStart(now, i + 1 - TREND_MONTHS));
      return { month, amount: byMonth.get(month) ?? '0.00' };
    }),
    tidal: {
      atDayPrices: tidal.at_day,
      billed: tidal.billed,
      saved: fromMinor(Math.max(0, atDayFen - billedFen)),
      nightCardHours: Math.round((tidal.night_minutes / 60) * 100) / 100,
    },
  };
}
