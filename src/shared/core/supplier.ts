/**
 * The supplier side's rules that both faces use: the settlement account's shape, the agreement in
 * force, the plan files allowed, and the weekly sale windows (which must not overlap).
 */

/** The supplier agreement in force (/support/agreement/supplier, dated 2025-08-28): recorded with each acceptance. */
export const SUPPLIER_AGREEMENT_ID = 'supplier';
export const SUPPLIER_AGREEMENT_VERSION = '2025-08-28';

/** A settlement bank account number: 10–30 digits (spaces allowed while typing, removed before saving). */
export const BANK_ACCOUNT_RE = /^\d{10,30}$/;

/** Uploaded plan files: photos (PNG, JPG, WebP) and inspection reports (PDF), at most 5 MB each. */
export const PLAN_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const PLAN_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** SPEC §3 save state of the plan form's draft. */
/** SPEC §4 plan actions: saving a plan (add, update) and the steps of its life, each its own route. */
export const PLAN_ACTIONS = ['add', 'update', 'launchExamine', 'cancelExamine', 'publish', 'notPublish', 'deletePlan'] as const;
export const PLAN_STEP_ACTIONS = ['launchExamine', 'cancelExamine', 'publish', 'notPublish', 'deletePlan'] as const satisfies readonly (typeof PLAN_ACTIONS)[number][];
export type PlanStepAction = (typeof PLAN_STEP_ACTIONS)[number];

export const SAVE_STATES = ['saved', 'saving', 'failed'] as const;

export const MINUTES_PER_WEEK = 7 * 1440;

/** A weekly window: weekday 1 (Monday)–7, minutes from midnight (Shanghai); end ≤ begin wraps past midnight. */
export interface WeeklyWindow {
  weekday: number;
  beginMinute: number;
  endMinute: number;
}

/** A window as [start, end) minutes of the week (Monday 00:00 = 0), split where it wraps past Sunday. */
export function weekIntervals(window: WeeklyWindow): [number, number][] {
  const start = (window.weekday - 1) * 1440 + window.beginMinute;
  const length = window.endMinute > window.beginMinute ? window.endMinute - window.beginMinute : 1440 - window.beginMinute + window.endMinute;
  const end = start + length;
  return end <= MINUTES_PER_WEEK ? [[start, end]] : [[start, MINUTES_PER_WEEK], [0, end - MINUTES_PER_WEEK]];
}

/** The index of the first window that overlaps an earlier one, or -1. */
export function overlappingWindow(windows: WeeklyWindow[]): number {
  const seen: [number, number][] = [];
  for (const [index, window] of windows.entries()) {
    const mine = weekIntervals(window);
    if (mine.some(([a, b]) => seen.some(([c, d]) => a < d && c < b))) return index;
    seen.push(...mine);
  }
  return -1;
}

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Days as people read them: a run of three or more as 周一至周五, the rest listed. */
function dayNames(days: number[]): string {
  const runs: number[][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === day - 1) last.push(day);
    else runs.push([day]);
  }
  return runs.map((run) => (run.length >= 3 ? `${WEEKDAYS[run[0]!]}至${WEEKDAYS[run[run.length - 1]!]}` : run.map((day) => WEEKDAYS[day]).join('、'))).join('、');
}

/**
 * A plan's weekly sale time as one line, the same wherever it is told (the supplier's confirm step,
 * the review centre): the days and hours a week, then each day's times, grouped. Counted in days,
 * never in stored windows (the wizard splits a night at midnight into two).
 */
export function saleTimeText(windows: readonly WeeklyWindow[], endDate: string): string {
  const minutes = windows.flatMap(weekIntervals).reduce((sum, [a, b]) => sum + b - a, 0);
  const times = Array.from({ length: 7 }, (_, index) =>
    windows
      .filter((w) => w.weekday === index + 1)
      .sort((a, b) => a.beginMinute - b.beginMinute)
      .map((w) => (w.beginMinute === 0 && (w.endMinute === 1440 || w.endMinute === 0) ? '全天' : `${clock(w.beginMinute)}–${w.endMinute > w.beginMinute ? '' : '次日'}${clock(w.endMinute)}`))
      .join('、'),
  );
  const groups = new Map<string, number[]>();
  times.forEach((text, day) => {
    if (text) groups.set(text, [...(groups.get(text) ?? []), day]);
  });
  const days = times.filter(Boolean).length;
  if (days === 0) return `未选择出售时段，至 ${endDate}`;
  const detail = [...groups].map(([text, list]) => `${dayNames(list)} ${text}`).join('；');
  return `每周 ${days} 天共 ${Math.round((minutes / 60) * 10) / 10} 小时（${detail}），至 ${endDate}`;
}

/** A rate as a decimal string with four places (0.1 → "0.1000"). */
export const rateText = (rate: number): string => {
  const minor = Math.round(rate * 10000);
  return `${Math.floor(minor / 10000)}.${String(minor % 10000).padStart(4, '0')}`;
};
