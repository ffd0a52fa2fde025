import { and, asc, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { CatalogueStatus } from '../../../src/shared/core/catalogue';
import type { Db, Tx } from '../../db/client';
import { aiModelFiles, aiModels } from '../../db/schema';
import { paginate } from '../../lib/paging';
import { likeContains } from '../../lib/sql';

/* The back office's reads and writes of the models' tables, SQL only. */

export type ModelRow = typeof aiModels.$inferSelect;
export type ModelFileRow = typeof aiModelFiles.$inferSelect;
export type ModelValues = Omit<typeof aiModels.$inferInsert, 'id' | 'downloads' | 'likes' | 'createdAt'>;

/** One page of every model, whatever its state, newest change first. */
export function adminModelPage(db: Db, q: { current: number; size: number; status?: CatalogueStatus; keyword?: string }) {
  const keyword = q.keyword ? likeContains(q.keyword) : null;
  const where = and(
    q.status ? eq(aiModels.status, q.status) : undefined,
    keyword ? or(ilike(aiModels.modelId, keyword), ilike(aiModels.name, keyword), ilike(aiModels.publisher, keyword)) : undefined,
  );
  return paginate(db, db.select().from(aiModels).where(where).orderBy(desc(aiModels.updatedAt), desc(aiModels.id)).$dynamic(), q);
}

export async function modelRow(db: Db | Tx, id: number, lock = false): Promise<ModelRow | undefined> {
  const query = db.select().from(aiModels).where(eq(aiModels.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const filesOfModels = (db: Db | Tx, ids: number[]): Promise<ModelFileRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(aiModelFiles).where(inArray(aiModelFiles.modelId, ids)).orderBy(asc(aiModelFiles.sort), asc(aiModelFiles.name));

export async function insertModelRow(tx: Tx, values: ModelValues): Promise<number> {
  const [row] = await tx.insert(aiModels).values(values).returning({ id: aiModels.id });
  return row!.id;
}

export async function updateModelRow(tx: Tx, id: number, values: Partial<ModelValues>): Promise<void> {
  await tx.update(aiModels).set(values).where(eq(aiModels.id, id));
}

/** Set a model's state only if it is still in `from` (the review's decision); whether it was. */
export async function moveModel(tx: Tx, id: number, from: CatalogueStatus, values: Partial<ModelValues>): Promise<boolean> {
  const rows = await tx.update(aiModels).set(values).where(and(eq(aiModels.id, id), eq(aiModels.status, from))).returning({ id: aiModels.id });
  return rows.length > 0;
}

/** Add a file, or replace the file of that name; answers the object key it replaced, if any. */
export async function putModelFile(tx: Tx, modelPk: number, file: { name: string; size: number; sha256: string; objectKey: string }): Promise<string | null> {
  const [old] = await tx.select({ objectKey: aiModelFiles.objectKey }).from(aiModelFiles).where(and(eq(aiModelFiles.modelId, modelPk), eq(aiModelFiles.name, file.name)));
  if (old) {
    await tx.update(aiModelFiles).set({ size: file.size, sha256: file.sha256, objectKey: file.objectKey }).where(and(eq(aiModelFiles.modelId, modelPk), eq(aiModelFiles.name, file.name)));
    return old.objectKey;
  }
  const [last] = await tx.select({ sort: max(aiModelFiles.sort) }).from(aiModelFiles).where(eq(aiModelFiles.modelId, modelPk));
  await tx.insert(aiModelFiles).values({ modelId: modelPk, ...file, sort: (last?.sort ?? -1) + 1 });
  return null;
}

export async function countModelFiles(tx: Tx, modelPk: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(aiModelFiles).where(eq(aiModelFiles.modelId, modelPk));
  return row?.n ?? 0;
}

/** Remove one of a model's files; answers its row (its object key), or undefined when the model has no such file. */
export async function deleteModelFile(tx: Tx, modelPk: number, fileId: number): Promise<ModelFileRow | undefined> {
  const [row] = await tx.delete(aiModelFiles).where(and(eq(aiModelFiles.id, fileId), eq(aiModelFiles.modelId, modelPk))).returning();
  return row;
}
