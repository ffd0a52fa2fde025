import type { PlanView } from '../../../src/shared/contracts/supplier';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import type { PlanContent } from '../../db/schema';
import { actionsFor, type PlanRow } from './plan-states';
import { goodsIdsOf, rentedOf } from './queries';

/** The plan's editable content, as its columns hold it now (what a review approves into `live`). */
export const contentOfRow = (row: PlanRow): PlanContent => ({
  planType: row.planType,
  planName: row.planName,
  expectedIncomeWeekly: row.expectedIncomeWeekly,
  minIncomeWeekly: row.minIncomeWeekly,
  saleTime: row.saleTime,
  machines: row.machines,
  files: row.files,
});

/** A plan as the supplier sees it: its content, state, what may be done with it, and its offers and cards in use. */
export async function planView(db: Db | Tx, row: PlanRow): Promise<PlanView> {
  const goodsIds = await goodsIdsOf(db, row.id);
  const { gpuRented } = await rentedOf(db, row.id);
  return {
    id: row.id,
    ...contentOfRow(row),
    status: row.status,
    revisionStatus: row.revisionStatus,
    reason: row.reason,
    version: row.version,
    actions: actionsFor(row),
    gpuTotal: row.machines.filter((m) => m.resourceType === 'TG_ECS').reduce((sum, m) => sum + m.gpuCount * m.quantity, 0),
    goodsIds,
    gpuRented,
    submittedAt: isoOrNull(row.submittedAt),
    reviewedAt: isoOrNull(row.reviewedAt),
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: toShanghaiIso(row.createdAt),
    updatedAt: toShanghaiIso(row.updatedAt),
  };
}
