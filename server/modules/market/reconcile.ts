import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hosts } from '../../db/schema';

/** A host whose card counter disagrees with what holds its cards. */
export interface InventoryMismatch {
  hostId: number;
  hostName: string;
  /** The counter: `hosts.gpu_used`. */
  counted: number;
  /** The cards instances (not yet released) and open model-service replicas hold on the host. */
  held: number;
}

/**
 * What holds cards on each host, against its counter, in one statement (one snapshot, so a
 * transaction that takes cards and records their holder is seen whole or not at all). Cards are
 * held by an instance from its order (or start) to its stop (`gpu_held`, 0 once stopped), and by a
 * model-service replica from its start to its end.
 */
export async function inventoryMismatches(db: Db): Promise<InventoryMismatch[]> {
  const rows = await db
    .select({
      hostId: hosts.id,
      hostName: hosts.name,
      counted: hosts.gpuUsed,
      // Written out qualified: a one-table select renders its columns unqualified, and inside the
      // subqueries an unqualified "id" or "host_id" would name the inner table's column.
      held: sql<number>`(
        coalesce((select sum(i.gpu_held) from instances i where i.host_id = hosts.id and i.status <> 'released'), 0)
        + coalesce((select sum(r.cards) from model_service_replicas r where r.host_id = hosts.id and r.ended_at is null), 0)
      )::int`,
    })
    .from(hosts)
    .orderBy(hosts.id);
  return rows.filter((r) => Number(r.held) !== r.counted).map((r) => ({ ...r, held: Number(r.held) }));
}

/**
 * The reconciliation job: compares every host's counter with what holds its cards and logs each
 * disagreement (an operator corrects it; the job never moves cards itself, as a counter that is
 * wrong is a bug to find, not to hide). Answers the count, which the job report adds up.
 */
export async function reconcileInventory(db: Db, log: FastifyBaseLogger): Promise<{ inventoryMismatches: number }> {
  const mismatches = await inventoryMismatches(db);
  for (const m of mismatches) {
    log.error({ hostId: m.hostId, host: m.hostName, counted: m.counted, held: m.held }, 'inventory counter disagrees with the instances and replicas on the host');
  }
  return { inventoryMismatches: mismatches.length };
}
