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

/** A rate as a decimal string with four places (0.1 → "0.1000"). */
export const rateText = (rate: number): string => {
  const minor = Math.round(rate * 10000);
  return `${Math.floor(minor / 10000)}.${String(minor % 10000).padStart(4, '0')}`;
};
