import type { DuckDBValue } from '@duckdb/node-api';
import type { Cell, DatasetRows, ViewerColumn } from '../../../src/shared/contracts/dataset';
import type { DatasetFormat } from '../../../src/shared/core/dataset';
import { paramError } from '../../lib/envelope';
import { fileSource, kindOfType, type DatasetEngine } from './engine';
import { compileFilter, FilterError, parseFilter, quoteIdent } from './filter';

/** The row index column the viewer adds; a file's own column of that name would be shadowed. */
const ROW_IDX = '__viewer_row_idx';

export interface RowsWindow {
  offset: number;
  limit: number;
  q?: string;
  where?: string;
}

/** A value as a cell: numbers as numbers, nested values (lists, structs) as their JSON text. */
function cell(value: unknown, kind: ViewerColumn['kind']): Cell {
  if (value === null || value === undefined) return null;
  if (kind === 'number') return Number(value);
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

/**
 * The WHERE clause of a search and a filter, with their values as parameters after the file's
 * path ($1). The search looks for the words in every text column (case-insensitive); the filter is
 * parsed and checked against the columns (filter.ts). A filter that does not parse or check is a
 * 50005 naming `where`, with the parser's message.
 */
export function viewerWhere(columns: ViewerColumn[], window: Pick<RowsWindow, 'q' | 'where'>): { sql: string; values: DuckDBValue[] } {
  const conditions: string[] = [];
  const values: DuckDBValue[] = [];
  if (window.q) {
    const text = columns.filter((c) => c.kind === 'text');
    if (text.length === 0) throw paramError('q', 'q：该拆分没有可搜索的文本列');
    values.push(window.q.toLowerCase());
    conditions.push(`(${text.map((c) => `contains(lower(${quoteIdent(c.name)}), $2)`).join(' OR ')})`);
  }
  if (window.where) {
    try {
      const compiled = compileFilter(parseFilter(window.where), columns, values.length + 2);
      conditions.push(compiled.sql);
      values.push(...compiled.params);
    } catch (error) {
      if (error instanceof FilterError) throw paramError('where', `筛选表达式有误：${error.message}`);
      throw error;
    }
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/** A page of a file's rows (each with its index in the file) that match the search and filter, and how many match. */
export async function readRows(engine: DatasetEngine, file: string, format: DatasetFormat, split: string, window: RowsWindow): Promise<DatasetRows> {
  const columns: ViewerColumn[] = (await engine.describe(file, format)).map((c) => ({ ...c, kind: kindOfType(c.type) }));
  const where = viewerWhere(columns, window);
  const source = `(SELECT row_number() OVER () - 1 AS ${ROW_IDX}, * FROM ${fileSource(format)})`;
  const values: DuckDBValue[] = [file, ...where.values];
  const page = values.length + 1;
  const [rows, [counted]] = await Promise.all([
    engine.all(`SELECT * FROM ${source} ${where.sql} LIMIT $${page} OFFSET $${page + 1}`, [...values, window.limit, window.offset]),
    engine.all(`SELECT count(*) AS n FROM ${source} ${where.sql}`, values),
  ]);
  return {
    split,
    columns,
    rows: rows.map((row) => ({
      rowIdx: Number(row[ROW_IDX]),
      row: Object.fromEntries(columns.map((c) => [c.name, cell(row[c.name], c.kind)])),
    })),
    total: Number(counted?.n ?? 0),
    offset: window.offset,
    limit: window.limit,
  };
}
