import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bareMetalGoods, billLines, containerGoods, goodsSpecs, instances, mallOrders, regions, specTimeRanges } from '../../db/schema';

/**
 * The cost centre's reads of what a user spent: the compute bill lines (pay-as-you-go hours,
 * storage, prepaid terms) and the bare-metal rentals that were not cancelled. Reads only.
 */

/** Every spend of a user in [from, to): when, how much, and the product, instance, region and GPU it was for. */
const spendLines = (userId: number, from: Date, to: Date): SQL => sql`
  select b.period_start as at, b.amount, b.kind as product,
         ('i' || i.id::text) as instance_key, i.name || ' (ID ' || i.id::text || ')' as instance_label,
         r.code as region_key, r.name as region_label, g.alias_gpu_type as gpu_type
    from ${billLines} b
    join ${instances} i on i.id = b.instance_id
    join ${containerGoods} g on g.id = i.goods_id
    join ${regions} r on r.code = g.region_code
   where b.user_id = ${userId} and b.period_start >= ${from.toISOString()} and b.period_start < ${to.toISOString()}
  union all
  select m.created_at as at, m.amount, 'bare_metal' as product,
         ('m' || m.id) as instance_key, bg.title || ' (' || m.id || ')' as instance_label,
         r.code as region_key, r.name as region_label, bg.gpu_model as gpu_type
    from ${mallOrders} m
    left join ${bareMetalGoods} bg on bg.id = m.goods_id
    left join ${regions} r on r.code = bg.region_code
   where m.user_id = ${userId} and m.status <> 'cancelled' and m.created_at >= ${from.toISOString()} and m.created_at < ${to.toISOString()}
`;

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The total spent in [from, to), in yuan. */
export async function spentBetween(db: Db, userId: number, from: Date, to: Date): Promise<string> {
  const [row] = await rowsOf<{ amount: string }>(db, sql`select coalesce(sum(s.amount), 0)::numeric(14,2)::text as amount from (${spendLines(userId, from, to)}) s`);
  return row!.amount;
}

export interface SpendGroup {
  product: string;
  instance_key: string;
  instance_label: string;
  region_key: string | null;
  region_label: string | null;
  gpu_type: string | null;
  amount: string;
}

/** What was spent in [from, to) per product, instance, region and GPU type together (few rows: one per instance and product). */
export const spendGroups = (db: Db, userId: number, from: Date, to: Date) =>
  rowsOf<SpendGroup>(
    db,
    sql`select s.product, s.instance_key, s.instance_label, s.region_key, s.region_label, s.gpu_type, sum(s.amount)::numeric(14,2)::text as amount
          from (${spendLines(userId, from, to)}) s
         group by s.product, s.instance_key, s.instance_label, s.region_key, s.region_label, s.gpu_type`,
  );

/** What was spent per China-time month in [from, to), as "YYYY-MM" → yuan. */
export const spendByMonth = (db: Db, userId: number, from: Date, to: Date) =>
  rowsOf<{ month: string; amount: string }>(
    db,
    sql`select to_char(s.at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, sum(s.amount)::numeric(14,2)::text as amount
          from (${spendLines(userId, from, to)}) s group by 1`,
  );

/**
 * The GPU hours billed in [from, to) priced again at the offer's day price (the dearest window of
 * its price plans, never below what was billed), beside what was billed, and the card-minutes
 * billed in windows cheaper than that.
 */
export async function tidalBetween(db: Db, userId: number, from: Date, to: Date) {
  const [row] = await rowsOf<{ at_day: string; billed: string; night_minutes: number }>(
    db,
    sql`with lines as (
          select b.amount, b.minutes, b.gpu_number, b.unit_price,
                 greatest(b.unit_price, coalesce((select max(r.unit_price) from ${goodsSpecs} s join ${specTimeRanges} r on r.spec_id = s.id where s.goods_id = i.goods_id), b.unit_price)) as day_price
            from ${billLines} b join ${instances} i on i.id = b.instance_id
           where b.user_id = ${userId} and b.kind = 'gpu' and b.period_start >= ${from.toISOString()} and b.period_start < ${to.toISOString()}
        )
        select coalesce(sum(case when day_price > unit_price then round(day_price * gpu_number * minutes / 60.0, 2) else amount end), 0)::numeric(14,2)::text as at_day,
               coalesce(sum(amount), 0)::numeric(14,2)::text as billed,
               coalesce(sum(case when day_price > unit_price then gpu_number * minutes else 0 end), 0)::int as night_minutes
          from lines`,
  );
  return row!;
}
