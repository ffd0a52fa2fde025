import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { riskEvents } from '../../db/schema';

/** A risk event to count: who (`ip`), what (`kind`, e.g. `sms_sent`) and about whom (`subject`). */
export interface RiskEvent {
  ip: string;
  kind: string;
  subject: string;
  createdAt: Date;
}

/** Count events inside the caller's transaction (an SMS send counts before it goes out); answers their ids. */
export async function countRiskEvents(tx: Db | Tx, events: RiskEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await tx.insert(riskEvents).values(events).returning({ id: riskEvents.id });
  return rows.map((row) => row.id);
}

/** Forget events counted for something that did not happen after all (an SMS that was not delivered). */
export async function forgetRiskEvents(db: Db | Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(riskEvents).where(inArray(riskEvents.id, ids));
}
