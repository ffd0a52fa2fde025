import { and, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { aiModels, containerGoods, modelServiceCalls, modelServiceLogs, modelServiceMeter, modelServiceReplicas, modelServices, regions } from '../../db/schema';
import { int, likeContains } from '../../lib/sql';

/* The model-service module's SQL over its own tables (and reads of the goods and models it names). */

export type ServiceRow = typeof modelServices.$inferSelect;
export type NewService = typeof modelServices.$inferInsert;
export type ReplicaRow = typeof modelServiceReplicas.$inferSelect;
export type MeterRow = typeof modelServiceMeter.$inferSelect;

export async function insertService(tx: Tx, row: NewService): Promise<ServiceRow> {
  const [made] = await tx.insert(modelServices).values(row).returning();
  return made!;
}

export async function updateService(db: Db | Tx, id: number, set: Partial<NewService>): Promise<ServiceRow | undefined> {
  const [row] = await db.update(modelServices).set(set).where(eq(modelServices.id, id)).returning();
  return row;
}

/** A service of its owner (deleted ones read as none); another user's id reads as none. */
export async function ownedService(db: Db | Tx, userId: number, id: number): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(modelServices)
    .where(and(eq(modelServices.id, id), eq(modelServices.userId, userId), ne(modelServices.status, 'deleted')));
  return row;
}

/** The owner's live service a caller names as `model`. */
export async function serviceByName(db: Db, userId: number, name: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(modelServices)
    .where(and(eq(modelServices.userId, userId), eq(modelServices.name, name), ne(modelServices.status, 'deleted')));
  return row;
}

export async function lockService(tx: Tx, id: number): Promise<ServiceRow | undefined> {
  const [row] = await tx.select().from(modelServices).where(eq(modelServices.id, id)).for('update');
  return row;
}

const listed = {
  service: modelServices,
  gpuType: containerGoods.gpuType,
  regionName: sql<string>`coalesce(${regions.name}, ${containerGoods.regionCode})`,
};

/** A user's live services, newest first, with their goods' card and region. */
export function servicesOf(db: Db, userId: number, filter: { keyword?: string; status?: ServiceRow['status'] }) {
  return db
    .select(listed)
    .from(modelServices)
    .innerJoin(containerGoods, eq(containerGoods.id, modelServices.goodsId))
    .leftJoin(regions, eq(regions.code, containerGoods.regionCode))
    .where(
      and(
        eq(modelServices.userId, userId),
        ne(modelServices.status, 'deleted'),
        filter.status ? eq(modelServices.status, filter.status) : undefined,
        filter.keyword ? ilike(modelServices.name, likeContains(filter.keyword)) : undefined,
      ),
    )
    .orderBy(desc(modelServices.id))
    .$dynamic();
}

export async function listedService(db: Db, id: number) {
  const [row] = await db
    .select(listed)
    .from(modelServices)
    .innerJoin(containerGoods, eq(containerGoods.id, modelServices.goodsId))
    .leftJoin(regions, eq(regions.code, containerGoods.regionCode))
    .where(eq(modelServices.id, id));
  return row!;
}

/** Every live service of a user, for GET /models. */
export function liveServicesOf(db: Db, userId: number) {
  return db
    .select()
    .from(modelServices)
    .where(and(eq(modelServices.userId, userId), ne(modelServices.status, 'deleted')))
    .orderBy(modelServices.id);
}

export async function goodsFor(db: Db | Tx, goodsId: number) {
  const [row] = await db.select().from(containerGoods).where(eq(containerGoods.id, goodsId));
  return row;
}

export async function marketModelExists(db: Db, modelId: string): Promise<boolean> {
  const [row] = await db.select({ id: aiModels.id }).from(aiModels).where(eq(aiModels.modelId, modelId));
  return row !== undefined;
}

export async function addLog(db: Db | Tx, serviceId: number, level: 'info' | 'warn' | 'error', message: string, at: Date): Promise<void> {
  await db.insert(modelServiceLogs).values({ serviceId, level, message, createdAt: at });
}

export function logsOf(db: Db, serviceId: number, limit = 100) {
  return db.select().from(modelServiceLogs).where(eq(modelServiceLogs.serviceId, serviceId)).orderBy(desc(modelServiceLogs.id)).limit(limit);
}

export async function insertReplica(tx: Tx, row: typeof modelServiceReplicas.$inferInsert): Promise<void> {
  await tx.insert(modelServiceReplicas).values(row);
}

export function openReplicas(db: Db | Tx, serviceId: number) {
  return db
    .select()
    .from(modelServiceReplicas)
    .where(and(eq(modelServiceReplicas.serviceId, serviceId), isNull(modelServiceReplicas.endedAt)))
    .orderBy(desc(modelServiceReplicas.id));
}

export async function endReplicas(tx: Tx, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(modelServiceReplicas).set({ endedAt: at }).where(inArray(modelServiceReplicas.id, ids));
}

/** Replicas of a service with time not billed yet (running, or ended after their watermark). */
export function unmeteredReplicas(tx: Tx, serviceId: number) {
  return tx
    .select()
    .from(modelServiceReplicas)
    .where(and(eq(modelServiceReplicas.serviceId, serviceId), or(isNull(modelServiceReplicas.endedAt), lt(modelServiceReplicas.meteredUntil, modelServiceReplicas.endedAt))));
}

export async function moveReplicaWatermark(tx: Tx, id: number, until: Date): Promise<void> {
  await tx.update(modelServiceReplicas).set({ meteredUntil: until }).where(eq(modelServiceReplicas.id, id));
}

/** Services with replica time to bill before `before`. */
export async function servicesToMeter(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: modelServiceReplicas.serviceId })
    .from(modelServiceReplicas)
    .where(and(lt(modelServiceReplicas.meteredUntil, before), or(isNull(modelServiceReplicas.endedAt), lt(modelServiceReplicas.meteredUntil, modelServiceReplicas.endedAt))))
    .limit(1000);
  return rows.map((r) => r.id);
}

export async function meterRow(tx: Tx, serviceId: number, hourStart: Date, rangeLabel: string): Promise<MeterRow | undefined> {
  const [row] = await tx
    .select()
    .from(modelServiceMeter)
    .where(and(eq(modelServiceMeter.serviceId, serviceId), eq(modelServiceMeter.hourStart, hourStart), eq(modelServiceMeter.rangeLabel, rangeLabel)));
  return row;
}

export async function saveMeterRow(tx: Tx, row: MeterRow, exists: boolean): Promise<void> {
  if (!exists) {
    await tx.insert(modelServiceMeter).values(row);
    return;
  }
  await tx
    .update(modelServiceMeter)
    .set(row)
    .where(and(eq(modelServiceMeter.serviceId, row.serviceId), eq(modelServiceMeter.hourStart, row.hourStart), eq(modelServiceMeter.rangeLabel, row.rangeLabel)));
}

export async function meterTotals(db: Db, serviceId: number) {
  const [row] = await db
    .select({ seconds: int(sql`coalesce(sum(${modelServiceMeter.replicaSeconds}), 0)`), fen: int(sql`coalesce(sum(${modelServiceMeter.fen}), 0)`) })
    .from(modelServiceMeter)
    .where(eq(modelServiceMeter.serviceId, serviceId));
  return row!;
}

/** Services in a transition whose time has come. */
export function dueTransitions(db: Db, now: Date) {
  return db
    .select()
    .from(modelServices)
    .where(and(inArray(modelServices.status, ['creating', 'scaling']), lt(modelServices.transitionAt, now)))
    .limit(500);
}

export function runningServices(db: Db) {
  return db.select().from(modelServices).where(eq(modelServices.status, 'running')).limit(1000);
}

export async function insertServiceCall(tx: Tx, row: typeof modelServiceCalls.$inferInsert): Promise<void> {
  await tx.insert(modelServiceCalls).values(row);
}

/** Tokens through a key since an instant (its TPM window). */
export async function keyTokensSince(db: Db, accessPointId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ tokens: int(sql`coalesce(sum(${modelServiceCalls.promptTokens} + ${modelServiceCalls.completionTokens}), 0)`) })
    .from(modelServiceCalls)
    .where(and(eq(modelServiceCalls.accessPointId, accessPointId), gte(modelServiceCalls.createdAt, since)));
  return row!.tokens;
}

export async function callsSince(db: Db, serviceId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ calls: int(sql`count(*)`) })
    .from(modelServiceCalls)
    .where(and(eq(modelServiceCalls.serviceId, serviceId), gte(modelServiceCalls.createdAt, since)));
  return row!.calls;
}

export async function tokenTotals(db: Db, serviceId: number) {
  const [row] = await db
    .select({
      prompt: int(sql`coalesce(sum(${modelServiceCalls.promptTokens}), 0)`),
      completion: int(sql`coalesce(sum(${modelServiceCalls.completionTokens}), 0)`),
      cost: sql<string>`coalesce(sum(${modelServiceCalls.cost}), 0)::numeric(16,2)::text`,
    })
    .from(modelServiceCalls)
    .where(eq(modelServiceCalls.serviceId, serviceId));
  return row!;
}
