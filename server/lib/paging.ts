import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgSelect } from 'drizzle-orm/pg-core';
import type { PageParams } from '../../src/shared/contracts/common';
import { toPage, type Page } from '../../src/shared/core/paging';
import { paramError } from './envelope';
import { countAll } from './sql';

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

/** What paginate needs of a database or transaction handle (lib sits below db, so not db/client's Db). */
type Selects = Pick<PgDatabase<PgQueryResultHKT>, 'select'>;

/**
 * One page of a list and its total, from one query: the total counts the same query's rows (its
 * joins and filters), so a list states what it selects once. Pass the query `.$dynamic()`.
 */
export async function paginate<T extends PgSelect>(db: Selects, query: T, params: PageParams): Promise<Page<Awaited<T>[number]>> {
  // The count is built before limit/offset are set on the query.
  const count = db.select({ total: countAll }).from(sql`(${query.getSQL()}) as paged`);
  const [records, [row]] = await Promise.all([query.limit(params.size).offset((params.current - 1) * params.size), count]);
  return toPage(records as Awaited<T>[number][], Number(row?.total ?? 0), params.current, params.size);
}

/** One row of what a query builder's query answers (`RowOf<typeof goodsSelect>`). */
export type RowOf<Select extends (...args: never[]) => { execute(): Promise<unknown[]> }> = Awaited<ReturnType<ReturnType<Select>['execute']>>[number];
