import type { Db, Tx } from '../../db/client';
import { auditLogs } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface AuditEntry {
  actorId: number;
  /** <area>.<verb>: review.approve, goods.update, price.schedule, content.publish, cards.issue, user.lock… */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/**
 * Write one audit row, inside the transaction of the change it records, so the trail has the
 * change exactly when the change happened. The table refuses updates and deletes.
 */
export async function recordAudit(db: Db | Tx, clock: Clock, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
    ip: entry.ip ?? '',
    at: clock.now(),
  });
}
