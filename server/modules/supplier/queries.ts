import { and, desc, eq, gt, ilike, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { PlanQuery } from '../../../src/shared/contracts/supplier';
import type { Db, Tx } from '../../db/client';
import { bareMetalGoods, containerGoods, hosts, instances, mallOrders, regions, supplyPlanSalePeriods, supplyPlans, users } from '../../db/schema';
import { paginate } from '../../lib/paging';
import { countAll, int, likeContains } from '../../lib/sql';

/*
 * The supplier module's reads and writes of its plans, SQL only; and its reads of what the market
 * and the mall made of them (reads across modules are free, writes go through the owner).
 */

type PlanRow = typeof supplyPlans.$inferSelect;
type PlanValues = typeof supplyPlans.$inferInsert;

/** A plan by id, whoever's (the review centre's view). */
export async function findPlan(db: Db | Tx, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(supplyPlans).where(eq(supplyPlans.id, id));
  return row;
}

/** The plan, locked, by id whoever's (the review centre's decision). */
export async function lockPlan(tx: Tx, id: number): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(supplyPlans).where(eq(supplyPlans.id, id)).for('update');
  return row;
}

const ownPlan = (userId: number, id: number) => and(eq(supplyPlans.id, id), eq(supplyPlans.supplierId, userId), isNull(supplyPlans.deletedAt));

/** The supplier's own plan, unless deleted. */
export async function findOwnPlan(db: Db | Tx, userId: number, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(supplyPlans).where(ownPlan(userId, id));
  return row;
}

/** The supplier's own plan, unless deleted, locked. */
export async function lockOwnPlan(tx: Tx, userId: number, id: number): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(supplyPlans).where(ownPlan(userId, id)).for('update');
  return row;
}

/** A page of the supplier's plans, newest first, by state and name. */
export function planPage(db: Db, userId: number, q: z.infer<typeof PlanQuery> & PageParams) {
  const where = and(
    eq(supplyPlans.supplierId, userId),
    isNull(supplyPlans.deletedAt),
    q.status ? eq(supplyPlans.status, q.status) : undefined,
    q.keyword ? ilike(supplyPlans.planName, likeContains(q.keyword)) : undefined,
  );
  return paginate(db, db.select().from(supplyPlans).where(where).orderBy(desc(supplyPlans.id)).$dynamic(), q);
}

/** The files of a plan and whose they are. */
export async function planFiles(db: Db, id: number) {
  const [row] = await db.select({ supplierId: supplyPlans.supplierId, files: supplyPlans.files }).from(supplyPlans).where(eq(supplyPlans.id, id));
  return row;
}

export async function insertPlan(db: Db, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.insert(supplyPlans).values(values).returning();
  return row!;
}

export async function setPlan(tx: Tx, id: number, values: Partial<PlanValues>): Promise<void> {
  await tx.update(supplyPlans).set(values).where(eq(supplyPlans.id, id));
}

/** The plan goes on sale at `at`: a sale period opens, unless one is open already. */
export async function openSalePeriod(tx: Tx, planId: number, at: Date): Promise<void> {
  const [open] = await tx.select({ id: supplyPlanSalePeriods.id }).from(supplyPlanSalePeriods).where(and(eq(supplyPlanSalePeriods.planId, planId), isNull(supplyPlanSalePeriods.until)));
  if (!open) await tx.insert(supplyPlanSalePeriods).values({ planId, from: at });
}

/** The plan goes off sale at `at`: its open sale period closes. */
export async function closeSalePeriod(tx: Tx, planId: number, at: Date): Promise<void> {
  await tx.update(supplyPlanSalePeriods).set({ until: at }).where(and(eq(supplyPlanSalePeriods.planId, planId), isNull(supplyPlanSalePeriods.until)));
}

/** The plan's sale periods overlapping [from, to), as instants (ms) clipped to it. */
export async function salePeriodsOf(db: Db | Tx, planId: number, from: Date, to: Date): Promise<[number, number][]> {
  const rows = await db
    .select()
    .from(supplyPlanSalePeriods)
    .where(and(eq(supplyPlanSalePeriods.planId, planId), lt(supplyPlanSalePeriods.from, to), or(isNull(supplyPlanSalePeriods.until), gt(supplyPlanSalePeriods.until, from))));
  return rows
    .map((row): [number, number] => [Math.max(row.from.getTime(), from.getTime()), Math.min(row.until?.getTime() ?? to.getTime(), to.getTime())])
    .filter(([a, b]) => b > a);
}

/** The Chinese names of these region codes (华东一区（杭州）); an unknown code is absent. */
export async function regionNames(db: Db | Tx, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ code: regions.code, name: regions.name, city: regions.city }).from(regions).where(inArray(regions.code, codes));
  return new Map(rows.map((row) => [row.code, row.name.includes(row.city) ? row.name : `${row.name}（${row.city}）`]));
}

/** Which of these region codes exist. */
export async function knownRegions(db: Db | Tx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  return new Set((await db.select({ code: regions.code }).from(regions).where(inArray(regions.code, codes))).map((row) => row.code));
}

/** The account's user name (what the market shows as an offer's supplier). */
export async function userNameOf(db: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName;
}

/** The elastic market's offers made from a plan. */
export async function goodsIdsOf(db: Db | Tx, planId: number): Promise<number[]> {
  return (await db.select({ id: containerGoods.id }).from(containerGoods).where(eq(containerGoods.planId, planId))).map((row) => row.id);
}

/** Cards of the plan's hosts in use now, and whether any rental (container or bare metal) is still running. */
export async function rentedOf(db: Db | Tx, planId: number) {
  const [cards] = await db
    .select({ used: int(sql`coalesce(sum(${hosts.gpuUsed}), 0)`) })
    .from(hosts)
    .where(eq(hosts.planId, planId));
  const [running] = await db
    .select({ n: countAll })
    .from(instances)
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .where(and(eq(hosts.planId, planId), notInArray(instances.status, ['released', 'failed'])));
  const [rentals] = await db
    .select({ n: countAll })
    .from(mallOrders)
    .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, mallOrders.goodsId))
    .where(and(eq(bareMetalGoods.planId, planId), inArray(mallOrders.status, ['paid', 'delivering', 'delivered']), sql`(${mallOrders.endsAt} is null or ${mallOrders.endsAt} > now())`));
  return { gpuRented: cards?.used ?? 0, rented: (running?.n ?? 0) + (rentals?.n ?? 0) > 0 };
}
