import type { SpecRangeInput } from '../../../contracts/market';
import type { RangeLabel } from '../../../core/compute';
import { PRICE, toMinor } from '../../../core/money';
import { checkRanges, parseClock, type RangeProblem, type TimeRange } from '../../../core/tidal';

/** A row of the range editor as the form holds it: text as typed. */
export interface RangeRow {
  beginTime?: string;
  endTime?: string;
  unitPrice?: string;
  label?: RangeLabel;
}

/**
 * A row that cannot be read (`missing` when the field is empty, not yet typed), or what the
 * shared rule says of the day (overlap, gap).
 */
export type RowsProblem = { kind: 'row'; index: number; field: 'beginTime' | 'endTime' | 'unitPrice'; missing: boolean } | RangeProblem;

const PRICE_TEXT = /^\d{1,8}(\.\d{1,4})?$/;

/**
 * One row as a window, and which of its fields is unreadable. A row whose times read but whose
 * price does not is still a window (priced 0), so the bar can show where it lies.
 */
function parseRow(row: RangeRow): { range: TimeRange | null; bad: { field: 'beginTime' | 'endTime' | 'unitPrice'; missing: boolean } | null } {
  const beginText = row.beginTime?.trim() ?? '';
  const begin = parseClock(beginText);
  if (begin === null || begin === 1440) return { range: null, bad: { field: 'beginTime', missing: beginText === '' } };
  const endText = row.endTime?.trim() ?? '';
  const end = parseClock(endText);
  if (end === null || end === 0) return { range: null, bad: { field: 'endTime', missing: endText === '' } };
  const price = row.unitPrice?.trim() ?? '';
  const readable = PRICE_TEXT.test(price);
  const range = { beginMinute: begin, endMinute: end, unitPrice: readable ? toMinor(price, PRICE) : 0, label: row.label ?? 'day' };
  return { range, bad: readable ? null : { field: 'unitPrice', missing: price === '' } };
}

/**
 * The editor's rows checked as the gateway will check them: each row readable, then the day's
 * windows by the one shared rule (core/tidal.ts). `ranges` holds the rows whose times read, for
 * the bar, with `indexes` mapping them back to their rows.
 */
export function checkRows(rows: readonly RangeRow[]): { ranges: TimeRange[]; indexes: number[]; problem: RowsProblem | null } {
  const ranges: TimeRange[] = [];
  const indexes: number[] = [];
  let problem: RowsProblem | null = null;
  rows.forEach((row, index) => {
    const { range, bad } = parseRow(row ?? {});
    if (range) {
      ranges.push(range);
      indexes.push(index);
    }
    if (bad) problem ??= { kind: 'row', index, ...bad };
  });
  // Every row read: the rule names windows by their place among them, which is their row.
  return { ranges, indexes, problem: problem ?? checkRanges(ranges) };
}

/** The rows a problem concerns, to mark them. */
export function rowsOf(problem: RowsProblem | null): number[] {
  if (!problem) return [];
  if (problem.kind === 'row' || problem.kind === 'invalid') return [problem.index];
  if (problem.kind === 'overlap') return [problem.first, problem.second];
  return [];
}

/** The rows as the gateway takes them. */
export const toRangeInputs = (rows: readonly RangeRow[]): SpecRangeInput[] =>
  rows.map((row) => ({ beginTime: row.beginTime?.trim() ?? '', endTime: row.endTime?.trim() ?? '', unitPrice: row.unitPrice?.trim() ?? '', label: row.label ?? 'day' }));
