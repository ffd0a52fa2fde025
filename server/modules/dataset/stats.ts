import type { DuckDBValue } from '@duckdb/node-api';
import type { ColumnStats, HistogramBin } from '../../../src/shared/contracts/dataset';
import type { DatasetFormat } from '../../../src/shared/core/dataset';
import { fileSource, kindOfType, type DatasetEngine } from './engine';
import { quoteIdent } from './filter';

/** Bins of a histogram (HF's viewer uses ten). */
export const BINS = 10;
/** Labels listed by frequency; the rest are counted together. */
export const TOP_LABELS = 10;
/** A string column is a label when it has at most this many values, each used twice on average. */
const LABEL_MAX_DISTINCT = 50;

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const round = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);

/**
 * Ten equal bins of `expr` between min and max (the last one closed); an integer column spanning
 * fewer than ten values gets one bin per value instead, as a reader expects of stars or labels.
 */
async function histogram(engine: DatasetEngine, file: string, format: DatasetFormat, expr: string, min: number, max: number, integer: boolean): Promise<HistogramBin[]> {
  const source = fileSource(format);
  if (integer && max - min < BINS) {
    const rows = await engine.all(`SELECT CAST(${expr} AS BIGINT) AS v, count(*) AS n FROM ${source} WHERE ${expr} IS NOT NULL GROUP BY v ORDER BY v`, [file]);
    const counts = new Map(rows.map((row) => [Number(row.v), Number(row.n)]));
    return Array.from({ length: max - min + 1 }, (_, i) => ({ from: min + i, to: min + i, count: counts.get(min + i) ?? 0 }));
  }
  if (min === max) {
    const [row] = await engine.all(`SELECT count(*) AS n FROM ${source} WHERE ${expr} IS NOT NULL`, [file]);
    return [{ from: min, to: max, count: Number(row?.n ?? 0) }];
  }
  const width = (max - min) / BINS;
  const values: DuckDBValue[] = [file, min, width];
  const rows = await engine.all(
    `SELECT least(CAST(floor((CAST(${expr} AS DOUBLE) - $2) / $3) AS INTEGER), ${BINS - 1}) AS b, count(*) AS n FROM ${source} WHERE ${expr} IS NOT NULL GROUP BY b`,
    values,
  );
  const counts = new Map(rows.map((row) => [Number(row.b), Number(row.n)]));
  return Array.from({ length: BINS }, (_, i) => ({ from: round(min + i * width)!, to: round(i === BINS - 1 ? max : min + (i + 1) * width)!, count: counts.get(i) ?? 0 }));
}

/**
 * Every column's statistics from the file itself: counts and nulls; numbers' min, max, mean and
 * histogram; strings that are labels by their most frequent values, other text by its lengths'
 * histogram; booleans by their two values. Called once per file version (the caller stores it).
 */
export async function computeStats(engine: DatasetEngine, file: string, format: DatasetFormat): Promise<{ rows: number; columns: ColumnStats[] }> {
  const columns = await engine.describe(file, format);
  const source = fileSource(format);
  const parts = columns.flatMap((column, i) => {
    const c = quoteIdent(column.name);
    const kind = kindOfType(column.type);
    const base = [`count(${c}) AS "n${i}"`];
    if (kind === 'number') base.push(`min(${c})::DOUBLE AS "min${i}"`, `max(${c})::DOUBLE AS "max${i}"`, `avg(${c})::DOUBLE AS "avg${i}"`);
    if (kind === 'text') base.push(`min(length(${c})) AS "min${i}"`, `max(length(${c})) AS "max${i}"`, `avg(length(${c}))::DOUBLE AS "avg${i}"`, `count(DISTINCT ${c}) AS "d${i}"`);
    return base;
  });
  const [summary = {}] = await engine.all(`SELECT count(*) AS "rows", ${parts.join(', ')} FROM ${source}`, [file]);
  const rows = Number(summary.rows);
  const out: ColumnStats[] = [];
  for (const [i, column] of columns.entries()) {
    const c = quoteIdent(column.name);
    let kind = kindOfType(column.type);
    const count = Number(summary[`n${i}`]);
    const stats: ColumnStats = { name: column.name, type: column.type, kind, count: rows, nulls: rows - count, min: null, max: null, mean: null, histogram: null, frequencies: null, others: null, distinct: null };
    const min = num(summary[`min${i}`]);
    const max = num(summary[`max${i}`]);
    if (kind === 'text') {
      const distinct = Number(summary[`d${i}`]);
      stats.distinct = distinct;
      if (distinct <= LABEL_MAX_DISTINCT && distinct * 2 <= count) kind = 'label';
    }
    stats.kind = kind;
    if ((kind === 'number' || kind === 'text') && min !== null && max !== null) {
      Object.assign(stats, { min: round(min), max: round(max), mean: round(num(summary[`avg${i}`])) });
      const integer = kind === 'text' || /INT/.test(column.type);
      stats.histogram = await histogram(engine, file, format, kind === 'text' ? `length(${c})` : c, min, max, integer);
    }
    if (kind === 'label' || kind === 'bool') {
      const top = await engine.all(`SELECT CAST(${c} AS VARCHAR) AS v, count(*) AS n FROM ${source} WHERE ${c} IS NOT NULL GROUP BY v ORDER BY n DESC, v LIMIT ${TOP_LABELS}`, [file]);
      stats.frequencies = top.map((row) => ({ value: String(row.v), count: Number(row.n) }));
      stats.others = count - stats.frequencies.reduce((sum, f) => sum + f.count, 0);
    }
    out.push(stats);
  }
  return { rows, columns: out };
}
