import { sql, type SQL } from 'drizzle-orm';
import { HOURS_PER_MONTH } from '../../../src/shared/contracts/mall';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { shanghaiToday } from '../mall/dates';

/** What a match points at (demand_matches.kind, match_queue.subject for resources). */
type ResourceKind = 'bare_metal' | 'elastic' | 'plan';
const RESOURCE_KINDS: readonly ResourceKind[] = ['bare_metal', 'elastic', 'plan'];

/** How many queued changes one run takes. */
export const MATCH_BATCH = 2000;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Everything that could fill a demand, one row per resource (a plan: one per machine), with the
 * figures the rule compares: GPU model, how many GPUs it can supply, region, price per GPU-hour,
 * the day it can be ready, the last day it is for sale and its weekly windows.
 * - bare metal: on sale with stock; all its machines' GPUs; the monthly price per GPU-hour (the
 *   mall's gpuHourPrice); ready after the delivery lead time.
 * - elastic: GPU offers on sale; the free cards of online hosts; the cheapest tidal window.
 * - plan: published plans' machines; their asking price per card-hour (or month per GPU-hour);
 *   for sale until the plan's end date, in its weekly idle windows.
 */
function resourcesSql(today: string, only?: { kind: ResourceKind; ids: number[] }): SQL {
  const filter = (kind: ResourceKind, column: SQL) => (only ? (only.kind === kind ? sql` and ${column} in (${idList(only.ids)})` : sql` and false`) : sql``);
  return sql`
    select 'bare_metal'::text as kind, g.id as resource_id, g.gpu_model, g.gpu_count * g.stock as gpus, g.region_code,
           round(g.price_month / (g.gpu_count * ${HOURS_PER_MONTH}), 4) as unit_price,
           (${today}::date + g.delivery_lead_days) as ready_date, null::date as until_date, null::jsonb as windows
      from bare_metal_goods g
     where g.status = 'on_sale' and g.stock > 0 ${filter('bare_metal', sql`g.id`)}
    union all
    select 'elastic', cg.id, cg.gpu_type,
           coalesce((select sum(h.gpu_total - h.gpu_used) from hosts h where h.goods_id = cg.id and h.status = 'online'), 0)::int,
           cg.region_code,
           (select min(r.unit_price) from spec_time_ranges r join goods_specs s on s.id = r.spec_id where s.goods_id = cg.id),
           ${today}::date, null::date, null::jsonb
      from container_goods cg
     where cg.status = 'on_sale' ${filter('elastic', sql`cg.id`)}
    union all
    select 'plan', p.id, m->>'gpuModel', ((m->>'gpuCount')::int * coalesce((m->>'quantity')::int, 1)), m->>'regionCode',
           coalesce(
             least(nullif(m->'prices'->>'night', '')::numeric, nullif(m->'prices'->>'day', '')::numeric),
             round(nullif(m->'prices'->>'month', '')::numeric / (greatest((m->>'gpuCount')::int, 1) * ${HOURS_PER_MONTH}), 4)
           ),
           ${today}::date, nullif(p.sale_time->>'endDate', '')::date, p.sale_time->'windows'
      from supply_plans p cross join lateral jsonb_array_elements(p.machines) m
     where p.status = 'published' and p.deleted_at is null ${filter('plan', sql`p.id`)}`;
}

/**
 * The rule, the same one the board's and the mall's filters apply: the model (or any), enough
 * GPUs, the region (or any), at or under the maximum price per GPU-hour, ready by the deadline,
 * still for sale on the start date, and for a nightly demand a weekly window covering its night.
 */
const RULE = sql`
      (cardinality(d.gpu_models) = 0 or r.gpu_model = any(d.gpu_models))
  and r.gpus >= d.gpu_count
  and (d.region_code is null or r.region_code = d.region_code)
  and r.unit_price is not null and r.unit_price <= d.max_unit_price
  and r.ready_date <= d.delivery_deadline
  and (r.until_date is null or r.until_date >= d.start_date)
  and (d.night_window is null or r.windows is null or exists (
        select 1 from jsonb_array_elements(r.windows) w,
          lateral (select (w->>'beginMinute')::int as wb,
                          case when (w->>'endMinute')::int <= (w->>'beginMinute')::int then (w->>'endMinute')::int + 1440 else (w->>'endMinute')::int end as we,
                          (d.night_window->>'beginMinute')::int as nb,
                          case when (d.night_window->>'endMinute')::int <= (d.night_window->>'beginMinute')::int
                               then (d.night_window->>'endMinute')::int + 1440 else (d.night_window->>'endMinute')::int end as ne) x
         where (x.wb <= x.nb and x.we >= x.ne) or (x.wb <= x.nb + 1440 and x.we >= x.ne + 1440)))`;

/**
 * Write the matches of some demands (against everything) or of some resources (against every open
 * demand but `skipDemandIds`, matched whole in the same run). Two statements, so that the planner
 * can hash-join on the GPU model: demands naming models (one row per model), and demands open to any.
 */
async function insertMatches(tx: Tx, now: Date, scope: { demandIds: number[] } | { kind: ResourceKind; ids: number[]; skipDemandIds: number[] }) {
  const today = shanghaiToday(now);
  const resources = 'demandIds' in scope ? resourcesSql(today) : resourcesSql(today, scope);
  const demandFilter =
    'demandIds' in scope ? sql` and d.id in (${idList(scope.demandIds)})` : scope.skipDemandIds.length ? sql` and d.id not in (${idList(scope.skipDemandIds)})` : sql``;
  const sources = [
    sql`demands d cross join lateral unnest(d.gpu_models) as dm(model) join r on r.gpu_model = dm.model`,
    sql`demands d join r on cardinality(d.gpu_models) = 0`,
  ];
  for (const source of sources) {
    await tx.execute(sql`
      with r as (${resources})
      insert into demand_matches (demand_id, kind, resource_id, unit_price, price_diff, matched_at)
      select distinct on (d.id, r.kind, r.resource_id) d.id, r.kind, r.resource_id, r.unit_price, r.unit_price - d.max_unit_price, ${now.toISOString()}::timestamptz
        from ${source}
       where d.status in ('open', 'quoted') ${demandFilter} and ${RULE}
       order by d.id, r.kind, r.resource_id, r.unit_price
      on conflict (demand_id, kind, resource_id) do update
        set unit_price = excluded.unit_price, price_diff = excluded.price_diff, matched_at = excluded.matched_at`);
  }
}

export interface MatchRun {
  /** Queued changes taken (each exactly once). */
  changes: number;
  demands: number;
  resources: number;
}

/**
 * Take queued changes (rows the triggers of migration 0007 add in the changing transaction) and
 * bring the matches of what changed up to date: a changed demand is matched against everything, a
 * changed resource against every open demand. The rows are taken FOR UPDATE SKIP LOCKED and deleted
 * in the same transaction as the matches are written, so two gateways never take one change and a
 * change is matched exactly once.
 */
export async function runMatching(db: Db, clock: Clock, batch = MATCH_BATCH): Promise<MatchRun> {
  return db.transaction(async (tx) => {
    const taken = (await tx.execute(
      sql`select id, subject, subject_id from match_queue order by id limit ${batch} for update skip locked`,
    )) as unknown as { rows: { id: string | number; subject: string; subject_id: string | number }[] };
    const rows = taken.rows;
    if (rows.length === 0) return { changes: 0, demands: 0, resources: 0 };
    const now = clock.now();
    const demandIds = [...new Set(rows.filter((r) => r.subject === 'demand').map((r) => Number(r.subject_id)))];
    const byKind = new Map<ResourceKind, number[]>();
    for (const kind of RESOURCE_KINDS) {
      const ids = [...new Set(rows.filter((r) => r.subject === kind).map((r) => Number(r.subject_id)))];
      if (ids.length) byKind.set(kind, ids);
    }
    // Forget what was matched for what changed, then match it again as it is now.
    if (demandIds.length) {
      await tx.execute(sql`delete from demand_matches where demand_id in (${idList(demandIds)})`);
      await insertMatches(tx, now, { demandIds });
    }
    // Demands changed in this run were matched whole above; the changed resources meet the others.
    const skip = demandIds.length ? sql` and demand_id not in (${idList(demandIds)})` : sql``;
    for (const [kind, ids] of byKind) {
      await tx.execute(sql`delete from demand_matches where kind = ${kind} and resource_id in (${idList(ids)})${skip}`);
      await insertMatches(tx, now, { kind, ids, skipDemandIds: demandIds });
    }
    await tx.execute(sql`delete from match_queue where id in (${idList(rows.map((r) => Number(r.id)))})`);
    return { changes: rows.length, demands: demandIds.length, resources: [...byKind.values()].reduce((n, ids) => n + ids.length, 0) };
  });
}

/** Run until the queue is empty (tests, the bench). */
export async function drainMatching(db: Db, clock: Clock, batch = MATCH_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const run = await runMatching(db, clock, batch);
    total += run.changes;
    if (run.changes < batch) return total;
  }
}
