import { eq } from 'drizzle-orm';
import { fromMinor, PRICE } from '../../../../src/shared/core/money';
import type { Tx } from '../../../db/client';
import { billLines } from '../../../db/schema';

/**
 * A model service's replica time in the bills (issue 23): the model-service module meters per
 * second and keeps one line per clock hour and price window growing as its minutes are metered;
 * the bills table is compute's, so the line is written here, inside the caller's transaction.
 */
export interface ServiceLine {
  userId: number;
  modelServiceId: number;
  periodStart: Date;
  periodEnd: Date;
  /** Replica-minutes in the line (replica-seconds / 60, rounded). */
  minutes: number;
  /** Cards of one replica. */
  gpuNumber: number;
  /** Per card-hour, in 0.0001 yuan. */
  unitPrice: number;
  rangeLabel: string;
  fen: number;
  shortfallFen: number;
  at: Date;
}

const values = (line: ServiceLine) => ({
  periodStart: line.periodStart,
  periodEnd: line.periodEnd,
  minutes: line.minutes,
  gpuNumber: line.gpuNumber,
  unitPrice: fromMinor(line.unitPrice, PRICE),
  rangeLabel: line.rangeLabel,
  amount: fromMinor(line.fen),
  shortfall: fromMinor(line.shortfallFen),
});

/** Write a service's bill line (id null: a new one), answering its id. */
export async function writeServiceBillLine(tx: Tx, id: number | null, line: ServiceLine): Promise<number> {
  if (id !== null) {
    await tx.update(billLines).set(values(line)).where(eq(billLines.id, id));
    return id;
  }
  const [row] = await tx
    .insert(billLines)
    .values({ ...values(line), userId: line.userId, instanceId: null, modelServiceId: line.modelServiceId, orderId: `MS${line.modelServiceId}`, kind: 'model_service', createdAt: line.at })
    .returning({ id: billLines.id });
  return row!.id;
}
