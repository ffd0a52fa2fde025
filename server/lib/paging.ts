import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { toPage, type Page } from '../../src/shared/core/paging';
import type { PageParams } from './zod';
import { paramError } from './envelope';

/**
 * Order a list by one of its whitelisted columns (DESIGN §2 orderField / orderSort); an unknown
 * field is a 50005 naming it, never a raw identifier in SQL.
 */
export function orderBy(params: PageParams, columns: Record<string, AnyColumn | SQL>, fallback: SQL): SQL {
  if (!params.orderField) return fallback;
  const column = columns[params.orderField];
  if (!column) throw paramError('orderField', `不支持按 ${params.orderField} 排序`);
  return params.orderSort === 'asc' ? asc(column) : desc(column);
}

/** Run a filtered select as one page plus its total. */
export async function paginate<T extends PgSelect>(
  query: T,
  count: Promise<{ total: number }[]>,
  params: PageParams,
): Promise<Page<Awaited<T>[number]>> {
  const [records, [{ total } = { total: 0 }]] = await Promise.all([
    query.limit(params.size).offset((params.current - 1) * params.size),
    count,
  ]);
  return toPage(records as Awaited<T>[number][], Number(total), params.current, params.size);
}

export const countAll = sql<number>`count(*)::int`;
