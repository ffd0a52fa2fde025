import { Code } from '../../../src/shared/core/codes';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Tx } from '../../db/client';
import type { PlanContent, PlanMachine } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { publishGoods, withdrawGoods, type GoodsMachine } from '../mall/publish-goods';
import { publishOffer, withdrawOffers, type OfferMachine } from '../market/publish-offer';
import type { PlanRow } from './plan-states';
import { contentOfRow } from './plan-view';
import { closeSalePeriod, openSalePeriod, setPlan, userNameOf } from './queries';

/**
 * A plan's machines on sale and off: its elastic machines are offers of the market's, its bare-metal
 * machines goods of the mall's; each owner writes its own tables, inside the plan's transaction.
 */

const elastic = (machine: PlanMachine) => machine.resourceType === 'TG_ECS';

const offerMachine = (machine: PlanMachine): OfferMachine => ({ ...machine, prices: { day: machine.prices.day!, night: machine.prices.night! } });
const goodsMachine = (machine: PlanMachine): GoodsMachine => ({ ...machine, prices: { month: machine.prices.month!, quarter: machine.prices.quarter!, year: machine.prices.year! } });

/**
 * Make (or refresh) the market's offers and the mall's goods for a plan's live content: each
 * elastic machine an offer with one host per unit, priced by tidal window; each bare-metal machine
 * a good with its stock and term prices. Machines dropped by a revision go off sale.
 */
export async function putOnSale(tx: Tx, plan: PlanRow, content: PlanContent): Promise<void> {
  const keep = new Set(content.machines.map((machine) => machine.key));
  const supplierName = (await userNameOf(tx, plan.supplierId)) ?? 'supplier';
  const base = { planId: plan.id, planName: plan.planName };
  await publishOffer(tx, { ...base, supplierUserId: plan.supplierId, supplierName, machines: content.machines.filter(elastic).map(offerMachine) }, keep);
  await publishGoods(tx, { ...base, supplierId: plan.supplierId, machines: content.machines.filter((machine) => !elastic(machine)).map(goodsMachine) }, keep);
}

/** Off sale for new orders from `at` (its sale period closes); what runs keeps running. */
export async function takeOffSale(tx: Tx, planId: number, at: Date): Promise<void> {
  await withdrawOffers(tx, planId);
  await withdrawGoods(tx, planId);
  await closeSalePeriod(tx, planId, at);
}

/** Put the locked plan's live version (what review approved) on sale, unless its sale has ended. */
export async function publishPlan(tx: Tx, clock: Clock, row: PlanRow): Promise<void> {
  const live = row.live ?? contentOfRow(row);
  const today = toShanghaiIso(clock.now()).slice(0, 10);
  if (live.saleTime.endDate < today) throw new BizError(Code.ERROR, `方案的出售结束日期 ${live.saleTime.endDate} 已过，请修改后重新提交审核`);
  await putOnSale(tx, row, live);
  const now = clock.now();
  await setPlan(tx, row.id, { status: 'published', live, publishedAt: row.publishedAt ?? now, updatedAt: now });
  await openSalePeriod(tx, row.id, now);
}

/** Take the locked plan off sale. */
export async function unpublishPlan(tx: Tx, clock: Clock, row: PlanRow): Promise<void> {
  await takeOffSale(tx, row.id, clock.now());
  await setPlan(tx, row.id, { status: 'unpublished', updatedAt: clock.now() });
}
