import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paramError } from '../../lib/envelope';
import { openReview, withdrawReview } from '../review/service';
import { machineField } from './edit-plan';
import { onMarket, type PlanRow } from './plan-states';
import { setPlan } from './queries';

/**
 * Send the locked plan (or, on the market, its revision) to the review centre: it must have a
 * machine, a sale window and every machine's public IP.
 */
export async function submitPlan(tx: Tx, clock: Clock, row: PlanRow): Promise<void> {
  if (row.machines.length === 0) throw paramError('machines', 'machines：请至少添加一台机器');
  if (row.saleTime.windows.length === 0) throw paramError('saleTime.windows', 'saleTime.windows：请至少选择一个出售时段');
  row.machines.forEach((machine, index) => {
    if (!machine.publicIp) throw paramError(machineField(index, 'publicIp'), `${machineField(index, 'publicIp')}：请填写机器的公网 IP`);
  });
  const now = clock.now();
  if (onMarket(row)) await setPlan(tx, row.id, { revisionStatus: 'pending_review', submittedAt: now, updatedAt: now });
  else await setPlan(tx, row.id, { status: 'pending_review', submittedAt: now, updatedAt: now });
  await openReview(tx, clock, { kind: 'supply_plan', subjectId: row.id, applicantId: row.supplierId, title: onMarket(row) ? `${row.planName}（修订）` : row.planName });
}

/** Take the locked plan (or its revision) back from review, as a draft again. */
export async function withdrawPlan(tx: Tx, clock: Clock, row: PlanRow): Promise<void> {
  const now = clock.now();
  if (onMarket(row)) await setPlan(tx, row.id, { revisionStatus: 'draft', updatedAt: now });
  else await setPlan(tx, row.id, { status: 'draft', updatedAt: now });
  await withdrawReview(tx, clock, 'supply_plan', row.id, row.supplierId);
}
