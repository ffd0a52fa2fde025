import type { BudgetPeriod } from '../../../src/shared/contracts/budget';

const CHINA = 8 * 3600_000;

/** The China-time calendar period (month, quarter or year) `at` falls in: its key and bounds. */
export function periodOf(period: BudgetPeriod, at: Date): { key: string; start: Date; end: Date } {
  const china = new Date(at.getTime() + CHINA);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth();
  const first = period === 'month' ? month : period === 'quarter' ? month - (month % 3) : 0;
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  const start = new Date(Date.UTC(year, first, 1) - CHINA);
  const end = new Date(Date.UTC(year, first + months, 1) - CHINA);
  const key = period === 'month' ? `${year}-${String(month + 1).padStart(2, '0')}` : period === 'quarter' ? `${year}-Q${first / 3 + 1}` : String(year);
  return { key, start, end };
}
