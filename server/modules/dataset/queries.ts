import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ColumnStats, DatasetOrderField } from '../../../src/shared/contracts/dataset';
import { DATASET_SIZES, sizeCategory, type DatasetFormat, type DatasetSize } from '../../../src/shared/core/dataset';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { datasetFiles, datasetFileStats, datasets } from '../../db/schema';
import { paginate } from '../../lib/paging';
import { countAll, likeContains } from '../../lib/sql';

/* The dataset market's reads and writes of its own tables, SQL only. */

export interface DatasetFilter {
  keyword?: string;
  task?: string;
  modality?: string;
  license?: string[];
  language?: string;
  size?: DatasetSize;
}

const published = eq(datasets.status, 'PUBLISH');

function where(filter: DatasetFilter): SQL | undefined {
  const keyword = filter.keyword ? likeContains(filter.keyword) : null;
  const size = filter.size ? DATASET_SIZES[filter.size] : null;
  return and(
    published,
    keyword ? or(ilike(datasets.datasetId, keyword), ilike(datasets.publisher, keyword), ilike(datasets.name, keyword), ilike(datasets.summary, keyword)) : undefined,
    filter.task ? eq(datasets.task, filter.task as never) : undefined,
    filter.modality ? eq(datasets.modality, filter.modality as never) : undefined,
    filter.license?.length ? inArray(datasets.license, filter.license as never[]) : undefined,
    filter.language ? arrayContains(datasets.languages, [filter.language]) : undefined,
    size ? and(gte(datasets.rows, size[0]), lt(datasets.rows, size[1])) : undefined,
  );
}

const ORDER: Record<DatasetOrderField, SQL> = {
  downloads: sql`${datasets.downloads}`,
  publishTime: sql`${datasets.publishTime}`,
  rows: sql`${datasets.rows}`,
};

/** The splits a dataset's files hold, in their order. */
const splits = sql<string[]>`coalesce((select array_agg(f.split order by f.sort, f.split) from dataset_files f where f.dataset_id = "datasets"."id"), '{}')`;

const itemColumns = {
  datasetId: datasets.datasetId,
  publisher: datasets.publisher,
  name: datasets.name,
  summary: datasets.summary,
  task: datasets.task,
  modality: datasets.modality,
  license: datasets.license,
  languages: datasets.languages,
  tags: datasets.tags,
  rows: datasets.rows,
  downloads: datasets.downloads,
  publishTime: datasets.publishTime,
  splits,
};

const item = <T extends { rows: number; publishTime: Date | null }>(row: T) => ({ ...row, size: sizeCategory(row.rows), publishTime: toShanghaiIso(row.publishTime ?? new Date(0)) });

/** One page of published datasets: filters, then the order asked for (downloads by default), id as tie-break. */
export async function datasetPage(db: Db, filter: DatasetFilter, page: { current: number; size: number; orderField?: DatasetOrderField; orderSort?: 'asc' | 'desc' }) {
  const column = ORDER[page.orderField ?? 'downloads'];
  const order = (page.orderSort ?? 'desc') === 'asc' ? asc(column) : desc(column);
  const query = db.select(itemColumns).from(datasets).where(where(filter)).orderBy(order, asc(datasets.id)).$dynamic();
  const result = await paginate(db, query, page);
  return { ...result, records: result.records.map(item) };
}

const fileColumns = {
  fileId: datasetFiles.id,
  name: datasetFiles.name,
  split: datasetFiles.split,
  format: datasetFiles.format,
  rows: datasetFiles.rows,
  size: datasetFiles.size,
  sha256: datasetFiles.sha256,
  downloads: datasetFiles.downloads,
};

/** A published dataset with its files, or undefined. */
export async function datasetDetail(db: Db, datasetId: string) {
  const [row] = await db
    .select({ ...itemColumns, id: datasets.id, readme: datasets.readme })
    .from(datasets)
    .where(and(published, eq(datasets.datasetId, datasetId)));
  if (!row) return undefined;
  const files = await db.select(fileColumns).from(datasetFiles).where(eq(datasetFiles.datasetId, row.id)).orderBy(asc(datasetFiles.sort), asc(datasetFiles.name));
  const { id: _id, ...rest } = row;
  return { ...item(rest), readme: rest.readme, files };
}

/** The filter choices: each task, modality, licence, language and size category of published datasets, with counts. */
export async function filterOptions(db: Db) {
  const language = sql<string>`unnest(${datasets.languages})`;
  const [tasks, modalities, licenses, languages, rows] = await Promise.all([
    db.select({ value: datasets.task, count: countAll }).from(datasets).where(published).groupBy(datasets.task).orderBy(desc(countAll), asc(datasets.task)),
    db.select({ value: datasets.modality, count: countAll }).from(datasets).where(published).groupBy(datasets.modality).orderBy(desc(countAll), asc(datasets.modality)),
    db.select({ value: datasets.license, count: countAll }).from(datasets).where(published).groupBy(datasets.license).orderBy(desc(countAll), asc(datasets.license)),
    db.select({ value: language, count: countAll }).from(datasets).where(published).groupBy(language).orderBy(desc(countAll), asc(language)),
    db.select({ rows: datasets.rows }).from(datasets).where(published),
  ]);
  const sizes = new Map<DatasetSize, number>();
  for (const { rows: n } of rows) sizes.set(sizeCategory(n), (sizes.get(sizeCategory(n)) ?? 0) + 1);
  return { tasks, modalities, licenses, languages, sizes: [...sizes].map(([value, count]) => ({ value, count })) };
}

/** What reading a file needs: its key in the object store, version, format and name. */
export interface FileRef {
  fileId: number;
  datasetPk: number;
  name: string;
  split: string;
  format: DatasetFormat;
  objectKey: string;
  sha256: string;
  size: number;
}

const refColumns = {
  fileId: datasetFiles.id,
  datasetPk: datasetFiles.datasetId,
  name: datasetFiles.name,
  split: datasetFiles.split,
  format: datasetFiles.format,
  objectKey: datasetFiles.objectKey,
  sha256: datasetFiles.sha256,
  size: datasetFiles.size,
};

/** The file of published dataset `datasetId` that `which` picks, or undefined. */
async function publishedFile(db: Db, datasetId: string, which: SQL): Promise<FileRef | undefined> {
  const [row] = await db
    .select(refColumns)
    .from(datasetFiles)
    .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
    .where(and(published, eq(datasets.datasetId, datasetId), which));
  return row;
}

/** The file of a published dataset's split, or undefined. */
export const fileOfSplit = (db: Db, datasetId: string, split: string) => publishedFile(db, datasetId, eq(datasetFiles.split, split));

/** A published dataset's file by its id, or undefined (another dataset's file id included). */
export const fileById = (db: Db, datasetId: string, fileId: number) => publishedFile(db, datasetId, eq(datasetFiles.id, fileId));

/** Count a download of a file, and of its dataset, in one transaction. */
export async function countDownload(db: Db, file: Pick<FileRef, 'fileId' | 'datasetPk'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(datasetFiles).set({ downloads: sql`${datasetFiles.downloads} + 1` }).where(eq(datasetFiles.id, file.fileId));
    await tx.update(datasets).set({ downloads: sql`${datasets.downloads} + 1` }).where(eq(datasets.id, file.datasetPk));
  });
}

/** A file version's stored statistics, or undefined. */
export async function storedStats(db: Db, sha256: string) {
  const [row] = await db.select().from(datasetFileStats).where(eq(datasetFileStats.sha256, sha256));
  return row && { rows: row.rows, columns: row.columns as ColumnStats[], computedAt: row.computedAt };
}

/** Store a version's statistics; a version already stored (by another request or gateway) is kept as it was. */
export async function storeStats(db: Db, sha256: string, stats: { rows: number; columns: ColumnStats[] }, now: Date): Promise<void> {
  await db.insert(datasetFileStats).values({ sha256, rows: stats.rows, columns: stats.columns, computedAt: now }).onConflictDoNothing();
}
