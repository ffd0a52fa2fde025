import type { PLAN_ACTIONS, PlanStatus } from '../../../src/shared/contracts/supplier';
import { Code } from '../../../src/shared/core/codes';
import type { Tx } from '../../db/client';
import type { supplyPlans } from '../../db/schema';
import { BizError, notFound } from '../../lib/envelope';
import { lockOwnPlan } from './queries';

/**
 * Supply plans and their state machine (README, 供应方案的状态):
 *
 *   draft ──launchExamine──► pending_review ──(operator)──► review_pass ──publish──► published
 *     ▲                          │   │                         │                     │  ▲
 *     └──────cancelExamine───────┘   └──(operator)──► review_failed               notPublish publish
 *                                                          │                         ▼  │
 *                                                  update / launchExamine         unpublished
 *
 * - update: draft, review_failed (stays, reason kept until resubmitted), review_pass (back to draft:
 *   what was approved is no longer what is sent). On a published or unpublished plan an edit is a
 *   revision (revision_status draft → pending_review → approved into `live` | review_failed) while
 *   the live version keeps selling; launchExamine / cancelExamine then act on the revision.
 * - deletePlan: any state but pending_review and published, and only while nothing is rented on
 *   its machines.
 * Any other action answers an error naming the state and changes nothing.
 */

export type PlanRow = typeof supplyPlans.$inferSelect;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

export const STATUS_LABEL: Record<PlanStatus, string> = {
  draft: '草稿',
  pending_review: '审核中',
  review_failed: '审核未通过',
  review_pass: '审核通过',
  published: '已发布',
  unpublished: '已下架',
};
const ACTION_LABEL: Record<PlanAction, string> = {
  add: '新增',
  update: '修改',
  launchExamine: '提交审核',
  cancelExamine: '撤回审核',
  publish: '发布',
  notPublish: '下架',
  deletePlan: '删除',
};

/** Published or unpublished: a live version exists, and an edit is a revision of it. */
export const onMarket = (row: PlanRow) => row.status === 'published' || row.status === 'unpublished';

/** What the supplier may do with a plan in its present state. */
export function actionsFor(row: PlanRow): PlanAction[] {
  const actions: PlanAction[] = [];
  switch (row.status) {
    case 'draft':
    case 'review_failed':
      actions.push('update', 'launchExamine', 'deletePlan');
      break;
    case 'pending_review':
      actions.push('cancelExamine');
      break;
    case 'review_pass':
      actions.push('update', 'publish', 'deletePlan');
      break;
    case 'published':
    case 'unpublished':
      if (row.revisionStatus === 'pending_review') actions.push('cancelExamine');
      else actions.push('update');
      if (row.revisionStatus === 'draft' || row.revisionStatus === 'review_failed') actions.push('launchExamine');
      actions.push(row.status === 'published' ? 'notPublish' : 'publish');
      if (row.status === 'unpublished') actions.push('deletePlan');
      break;
  }
  return actions;
}

function refuse(row: PlanRow, action: PlanAction): never {
  const revision = row.revisionStatus ? `，修订${STATUS_LABEL[row.revisionStatus as PlanStatus]}` : '';
  throw new BizError(Code.ERROR, `方案当前状态为「${STATUS_LABEL[row.status]}」（${row.status}${revision}），不能${ACTION_LABEL[action]}`, {
    status: row.status,
    revisionStatus: row.revisionStatus,
  });
}

/**
 * The caller's plan, locked, for an action its state allows; another supplier's (or a deleted) plan
 * is not found, and an action the state does not allow is refused, naming the state.
 */
export async function lockForAction(tx: Tx, userId: number, id: number, action: PlanAction): Promise<PlanRow> {
  const row = await lockOwnPlan(tx, userId, id);
  if (!row) throw notFound('供应方案不存在');
  if (!actionsFor(row).includes(action)) refuse(row, action);
  return row;
}
