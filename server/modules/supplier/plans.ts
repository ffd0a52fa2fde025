import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { PlanQuery, PlanView } from '../../../src/shared/contracts/supplier';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { deletePlan } from './delete-plan';
import { addPlan, checkPlan, revisePlan, type PlanInput } from './edit-plan';
import { isPlanFileKey } from './oss';
import { lockForAction, type PlanAction, type PlanRow } from './plan-states';
import { planView } from './plan-view';
import { publishPlan, unpublishPlan } from './publish-plan';
import { findOwnPlan, findPlan, planFiles, planPage } from './queries';
import { submitPlan, withdrawPlan } from './submit-plan';

/**
 * The supplier's calls on their supply plans (SPEC §7 resourceSupplierPlan): each action runs in one
 * transaction on the locked plan, if its state allows it (plan-states.ts), and answers the plan as
 * it then is. The use cases are in edit-plan.ts, submit-plan.ts, publish-plan.ts and delete-plan.ts;
 * the review centre's side in review-plan.ts.
 */

export interface PlanDeps {
  db: Db;
  clock: Clock;
  /** Told once a transaction that changed the elastic market's offers has committed. */
  offersChanged: () => void;
}

export function planService({ db, clock, offersChanged }: PlanDeps) {
  const reload = async (id: number): Promise<PlanView> => planView(db, (await findPlan(db, id))!);

  /** `work` on the caller's plan, locked, if its state allows `action`; the market is told when `market`. */
  async function act(userId: number, id: number, action: PlanAction, work: (tx: Tx, row: PlanRow) => Promise<void>, market = false) {
    await db.transaction(async (tx) => work(tx, await lockForAction(tx, userId, id, action)));
    if (market) offersChanged();
    return reload(id);
  }

  return {
    async page(userId: number, q: z.infer<typeof PlanQuery> & PageParams) {
      const page = await planPage(db, userId, q);
      return { ...page, records: await Promise.all(page.records.map((row) => planView(db, row))) };
    },

    /** For the review centre: whether the file is one of the plan's, uploaded by its supplier (operators read it from there). */
    async fileOf(id: number, key: string): Promise<boolean> {
      const row = await planFiles(db, id);
      return Boolean(row && isPlanFileKey(key, row.supplierId) && row.files.some((file) => file.key === key));
    },

    async get(userId: number, id: number) {
      const row = await findOwnPlan(db, userId, id);
      if (!row) throw notFound('供应方案不存在');
      return planView(db, row);
    },

    add: async (userId: number, input: PlanInput) => planView(db, await addPlan(db, clock, userId, input)),

    async update(userId: number, input: PlanInput & { id: number; version?: number }) {
      const uploads = await checkPlan(db, clock, userId, input);
      return act(userId, input.id, 'update', (tx, row) => revisePlan(tx, clock, row, input, uploads));
    },

    launchExamine: (userId: number, id: number) => act(userId, id, 'launchExamine', (tx, row) => submitPlan(tx, clock, row)),
    cancelExamine: (userId: number, id: number) => act(userId, id, 'cancelExamine', (tx, row) => withdrawPlan(tx, clock, row)),
    publish: (userId: number, id: number) => act(userId, id, 'publish', (tx, row) => publishPlan(tx, clock, row), true),
    notPublish: (userId: number, id: number) => act(userId, id, 'notPublish', (tx, row) => unpublishPlan(tx, clock, row), true),

    async remove(userId: number, id: number) {
      await deletePlan(db, clock, userId, id);
      offersChanged();
      return null;
    },
  };
}

export type PlanService = ReturnType<typeof planService>;
