import { sql, type SQL } from 'drizzle-orm';
import type { DetailFilter } from '../../../src/shared/contracts/bills';
import type { Db } from '../../db/client';
import { bareMetalGoods, billLines, containerGoods, instances, mallOrders, modelServices, regions } from '../../db/schema';

/**
 * The bills' reads: every line a user was billed, as one shape — the compute bill lines (GPU and
 * no-GPU hours, stopped storage, prepaid terms, model service replicas) and the bare-metal rentals
 * not cancelled — cut at the bill's edge (T+1: postpaid use up to the end of yesterday, China
 * time; a prepaid purchase as soon as it is made). Reads only.
 */
export interface BillWindow {
  userId: number;
  /** [from, to): the month, or the day asked for. */
  from: Date;
  to: Date;
  /** Postpaid lines starting at or after this instant are not billed yet (China midnight of today). */
  cut: Date;
}

/** The unified lines of a window, each with its usage in its product's unit. */
const lines = (w: BillWindow): SQL => sql`
  select b.period_start as at, b.kind as product,
         case when b.kind = 'prepaid' then 'prepaid' else 'postpaid' end as consumption_type,
         coalesce(b.instance_id, b.model_service_id)::text as instance_id,
         coalesce(i.name, ms.name, '') as instance_name,
         r.code as region_code, r.name as region_name,
         case when b.kind = 'prepaid' then '' else b.range_label end as range_label,
         b.unit_price::text as unit_price,
         case when b.kind in ('gpu', 'model_service') then b.minutes * b.gpu_number / 60.0
              when b.kind = 'prepaid' then 1
              else b.minutes / 60.0 end as usage,
         b.amount as list_amount, b.covered as deduction
    from ${billLines} b
    left join ${instances} i on i.id = b.instance_id
    left join ${modelServices} ms on ms.id = b.model_service_id
    left join ${containerGoods} g on g.id = coalesce(i.goods_id, ms.goods_id)
    left join ${regions} r on r.code = g.region_code
   where b.user_id = ${w.userId} and b.period_start >= ${w.from.toISOString()} and b.period_start < ${w.to.toISOString()}
     and (b.kind = 'prepaid' or b.period_start < ${w.cut.toISOString()})
  union all
  select m.created_at as at, 'bare_metal' as product, 'prepaid' as consumption_type,
         m.id as instance_id, coalesce(bg.title, '') as instance_name,
         r.code as region_code, r.name as region_name,
         m.term as range_label, m.unit_price::text as unit_price,
         (m.quantity * m.term_count)::numeric as usage,
         m.amount as list_amount, 0::numeric as deduction
    from ${mallOrders} m
    left join ${bareMetalGoods} bg on bg.id = m.goods_id
    left join ${regions} r on r.code = bg.region_code
   where m.user_id = ${w.userId} and m.status <> 'cancelled' and m.created_at >= ${w.from.toISOString()} and m.created_at < ${w.to.toISOString()}
`;

const PERIOD_FORMATS: Record<DetailFilter['granularity'], string> = { month: 'YYYY-MM', day: 'YYYY-MM-DD', hour: 'YYYY-MM-DD HH24:00' };

/** The filter's conditions on the unified lines (alias l). */
function filtered(w: BillWindow, f: Partial<DetailFilter>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.product) conditions.push(sql`l.product = ${f.product}`);
  if (f.consumptionType) conditions.push(sql`l.consumption_type = ${f.consumptionType}`);
  if (f.instanceId) conditions.push(sql`l.instance_id = ${f.instanceId}`);
  if (f.regionCode) conditions.push(sql`l.region_code = ${f.regionCode}`);
  return sql`select * from (${lines(w)}) l where ${sql.join(conditions, sql` and `)}`;
}

export interface DetailGroup {
  period: string;
  product: string;
  consumption_type: 'prepaid' | 'postpaid';
  instance_id: string;
  instance_name: string;
  region_code: string | null;
  region_name: string | null;
  range_label: string | null;
  unit_price: string | null;
  usage: string;
  list_amount: string;
  deduction: string;
}

/** The grouped rows of the detail bill: by billing item (range and unit price) or by instance, per period. */
function grouped(w: BillWindow, f: DetailFilter): SQL {
  const period = sql.raw(`to_char(l.at at time zone 'Asia/Shanghai', '${PERIOD_FORMATS[f.granularity]}')`);
  const byItem = f.dimension === 'item';
  const item = byItem ? sql`l.range_label, l.unit_price` : sql`null::text as range_label, null::text as unit_price`;
  const itemKeys = byItem ? sql`, l.range_label, l.unit_price` : sql``;
  return sql`
    select ${period} as period, l.product, l.consumption_type, l.instance_id, l.instance_name, l.region_code, l.region_name, ${item},
           round(sum(l.usage), 4)::text as usage,
           sum(l.list_amount)::numeric(14,2)::text as list_amount, sum(l.deduction)::numeric(14,2)::text as deduction
      from (${filtered(w, f)}) l
     group by 1, l.product, l.consumption_type, l.instance_id, l.instance_name, l.region_code, l.region_name${itemKeys}`;
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const ORDER = sql`order by g.period, g.product, g.instance_id, g.range_label nulls first, g.unit_price nulls first`;

/** One slice of the detail bill's rows, in a fixed order (period, product, instance, item). */
export const detailRows = (db: Db, w: BillWindow, f: DetailFilter, limit: number, offset: number) =>
  rowsOf<DetailGroup>(db, sql`select g.* from (${grouped(w, f)}) g ${ORDER} limit ${limit} offset ${offset}`);

/** How many rows the detail bill has, and the sums of every line the filter matches. */
export async function detailTotals(db: Db, w: BillWindow, f: DetailFilter) {
  const [count] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from (${grouped(w, f)}) g`);
  const [sums] = await rowsOf<{ list_amount: string; deduction: string }>(
    db,
    sql`select coalesce(sum(l.list_amount), 0)::numeric(14,2)::text as list_amount, coalesce(sum(l.deduction), 0)::numeric(14,2)::text as deduction from (${filtered(w, f)}) l`,
  );
  return { total: count!.total, listAmount: sums!.list_amount, deduction: sums!.deduction };
}

/** The month per product and consumption type: how many lines and their sums. */
export const productSums = (db: Db, w: BillWindow) =>
  rowsOf<{ product: string; consumption_type: 'prepaid' | 'postpaid'; lines: number; list_amount: string; deduction: string }>(
    db,
    sql`select l.product, l.consumption_type, count(*)::int as lines,
               sum(l.list_amount)::numeric(14,2)::text as list_amount, sum(l.deduction)::numeric(14,2)::text as deduction
          from (${lines(w)}) l group by l.product, l.consumption_type order by sum(l.list_amount) desc, l.product`,
  );

/** The China-time month of the user's first bill line or rental, "YYYY-MM"; null when there is none. */
export async function firstBilledMonth(db: Db, userId: number): Promise<string | null> {
  const [row] = await rowsOf<{ month: string | null }>(
    db,
    sql`select to_char(min(at) at time zone 'Asia/Shanghai', 'YYYY-MM') as month from (
          select min(period_start) as at from ${billLines} where user_id = ${userId}
          union all select min(created_at) from ${mallOrders} where user_id = ${userId} and status <> 'cancelled') s`,
  );
  return row?.month ?? null;
}

/** Whether the user holds the instance, model service or bare-metal order named by a row's instance id. */
export async function ownsBilledThing(db: Db, userId: number, instanceId: string): Promise<boolean> {
  const numeric = /^\d{1,15}$/.test(instanceId) ? Number(instanceId) : -1;
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists(select 1 from ${instances} where id = ${numeric} and user_id = ${userId})
            or exists(select 1 from ${modelServices} where id = ${numeric} and user_id = ${userId})
            or exists(select 1 from ${mallOrders} where id = ${instanceId} and user_id = ${userId}) as found`,
  );
  return row!.found;
}
