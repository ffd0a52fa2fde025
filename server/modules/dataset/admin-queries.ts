import { and, asc, desc, eq, ilike, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { CatalogueStatus } from '../../../src/shared/core/catalogue';
import type { Db, Tx } from '../../db/client';
import { datasetFiles, datasetFileStats, datasets } from '../../db/schema';
import { paginate } from '../../lib/paging';
import { likeContains } from '../../lib/sql';

/* The back office's reads and writes of the datasets' tables, SQL only. */

export type DatasetRow = typeof datasets.$inferSelect;
export type DatasetValues = Omit<typeof datasets.$inferInsert, 'id' | 'downloads' | 'createdAt'>;
export type AdminFileRow = typeof datasetFiles.$inferSelect & { statsReady: boolean };

/** One page of every dataset, whatever its state, newest change first. */
export function adminDatasetPage(db: Db, q: { current: number; size: number; status?: CatalogueStatus; keyword?: string }) {
  const keyword = q.keyword ? likeContains(q.keyword) : null;
  const where = and(
    q.status ? eq(datasets.status, q.status) : undefined,
    keyword ? or(ilike(datasets.datasetId, keyword), ilike(datasets.name, keyword), ilike(datasets.publisher, keyword)) : undefined,
  );
  return paginate(db, db.select().from(datasets).where(where).orderBy(desc(datasets.updatedAt), desc(datasets.id)).$dynamic(), q);
}

export async function datasetRow(db: Db | Tx, id: number, lock = false): Promise<DatasetRow | undefined> {
  const query = db.select().from(datasets).where(eq(datasets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The files of these datasets, each with whether its version's statistics are stored. */
export async function filesOfDatasets(db: Db | Tx, ids: number[]): Promise<AdminFileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ file: datasetFiles, stats: datasetFileStats.sha256 })
    .from(datasetFiles)
    .leftJoin(datasetFileStats, eq(datasetFileStats.sha256, datasetFiles.sha256))
    .where(inArray(datasetFiles.datasetId, ids))
    .orderBy(asc(datasetFiles.sort), asc(datasetFiles.split));
  return rows.map((r) => ({ ...r.file, statsReady: r.stats !== null }));
}

/** Files of a dataset whose version has no stored statistics. */
export async function filesWithoutStats(tx: Tx, datasetPk: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(datasetFiles)
    .leftJoin(datasetFileStats, eq(datasetFileStats.sha256, datasetFiles.sha256))
    .where(and(eq(datasetFiles.datasetId, datasetPk), isNull(datasetFileStats.sha256)));
  return row?.n ?? 0;
}

export async function insertDatasetRow(tx: Tx, values: DatasetValues): Promise<number> {
  const [row] = await tx.insert(datasets).values(values).returning({ id: datasets.id });
  return row!.id;
}

export async function updateDatasetRow(tx: Tx, id: number, values: Partial<DatasetValues>): Promise<void> {
  await tx.update(datasets).set(values).where(eq(datasets.id, id));
}

/** A dataset's rows: its files' rows in all. */
export async function recountRows(tx: Tx, datasetPk: number): Promise<void> {
  await tx
    .update(datasets)
    .set({ rows: sql`(select coalesce(sum(${datasetFiles.rows}), 0) from ${datasetFiles} where ${datasetFiles.datasetId} = ${datasetPk})` })
    .where(eq(datasets.id, datasetPk));
}

export const splitCount = async (tx: Tx, datasetPk: number) =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(datasetFiles).where(eq(datasetFiles.datasetId, datasetPk)))[0]?.n ?? 0;

type NewFile = { name: string; split: string; format: 'csv' | 'jsonl' | 'parquet'; objectKey: string; size: number; sha256: string; rows: number };

/** Put a split's file (a new version replaces the split's file); answers the object key it replaced, if any. */
export async function putDatasetFile(tx: Tx, datasetPk: number, file: NewFile): Promise<string | null> {
  const [old] = await tx.select().from(datasetFiles).where(and(eq(datasetFiles.datasetId, datasetPk), eq(datasetFiles.split, file.split)));
  if (old) {
    await tx.update(datasetFiles).set(file).where(eq(datasetFiles.id, old.id));
    return old.objectKey;
  }
  const [last] = await tx.select({ sort: max(datasetFiles.sort) }).from(datasetFiles).where(eq(datasetFiles.datasetId, datasetPk));
  await tx.insert(datasetFiles).values({ datasetId: datasetPk, ...file, sort: (last?.sort ?? -1) + 1 });
  return null;
}

export async function deleteDatasetFile(tx: Tx, datasetPk: number, fileId: number) {
  const [row] = await tx.delete(datasetFiles).where(and(eq(datasetFiles.id, fileId), eq(datasetFiles.datasetId, datasetPk))).returning();
  return row;
}

/** Set a dataset's state only if it is still in `from` (the review's decision); whether it was. */
export async function moveDataset(tx: Tx, id: number, from: CatalogueStatus, values: Partial<DatasetValues>): Promise<boolean> {
  const rows = await tx.update(datasets).set(values).where(and(eq(datasets.id, id), eq(datasets.status, from))).returning({ id: datasets.id });
  return rows.length > 0;
}
