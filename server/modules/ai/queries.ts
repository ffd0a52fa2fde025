import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ModelOrderField } from '../../../src/shared/contracts/ai';
import { DEFAULT_FIT_CONTEXT, PRECISIONS, WEIGHT_OVERHEAD } from '../../../src/shared/core/ai';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import { aiModelFiles, aiModelLikes, aiModels } from '../../db/schema';
import { paginate } from '../../lib/paging';
import { countAll, likeContains } from '../../lib/sql';

/* The AI market's reads and writes of its own tables, SQL only. */

export interface ModelFilter {
  keyword?: string;
  task?: string;
  library?: string;
  license?: string[];
  commercial?: boolean;
  paramsMin?: number;
  paramsMax?: number;
  contextMin?: number;
  language?: string;
  /** Bytes one card holds when "fits one card" is asked for (the largest on sale), else undefined. */
  oneCardBytes?: number;
}

const published = eq(aiModels.status, 'PUBLISH');

/** FP16 weights with overhead plus the KV cache of a 4k context, batch 1: the "fits one card" test. */
const fp16AtDefaultContext = sql`(${sql.raw(String(WEIGHT_OVERHEAD))} * ${aiModels.params}::numeric * ${sql.raw(String(PRECISIONS.fp16))}
  + coalesce(${sql.raw(String(2 * PRECISIONS.fp16))}::numeric * ${aiModels.layers} * ${aiModels.kvHeads} * ${aiModels.headDim} * ${sql.raw(String(DEFAULT_FIT_CONTEXT))}, 0))`;

function where(filter: ModelFilter): SQL | undefined {
  const keyword = filter.keyword ? likeContains(filter.keyword) : null;
  return and(
    published,
    keyword ? or(ilike(aiModels.modelId, keyword), ilike(aiModels.name, keyword), ilike(aiModels.publisher, keyword), ilike(aiModels.summary, keyword)) : undefined,
    filter.task ? eq(aiModels.task, filter.task as never) : undefined,
    filter.library ? eq(aiModels.library, filter.library as never) : undefined,
    filter.license?.length ? inArray(aiModels.license, filter.license as never[]) : undefined,
    filter.commercial === undefined ? undefined : eq(aiModels.commercial, filter.commercial),
    filter.paramsMin === undefined ? undefined : gte(aiModels.params, Math.round(filter.paramsMin * 1e9)),
    filter.paramsMax === undefined ? undefined : lte(aiModels.params, Math.round(filter.paramsMax * 1e9)),
    filter.contextMin === undefined ? undefined : gte(aiModels.contextLength, filter.contextMin),
    filter.language ? arrayContains(aiModels.languages, [filter.language]) : undefined,
    filter.oneCardBytes === undefined ? undefined : sql`${fp16AtDefaultContext} <= ${filter.oneCardBytes}::numeric`,
  );
}

const ORDER: Record<ModelOrderField, SQL> = {
  downloads: sql`${aiModels.downloads}`,
  likes: sql`${aiModels.likes}`,
  publishTime: sql`${aiModels.publishTime}`,
};

const itemColumns = {
  modelId: aiModels.modelId,
  publisher: aiModels.publisher,
  name: aiModels.name,
  summary: aiModels.summary,
  task: aiModels.task,
  library: aiModels.library,
  baseModel: aiModels.baseModel,
  license: aiModels.license,
  commercial: aiModels.commercial,
  languages: aiModels.languages,
  tags: aiModels.tags,
  params: aiModels.params,
  contextLength: aiModels.contextLength,
  downloads: aiModels.downloads,
  likes: aiModels.likes,
  publishTime: aiModels.publishTime,
};

type ItemRow = { [K in keyof typeof itemColumns]: (typeof aiModels.$inferSelect)[K] };
const item = <T extends ItemRow>(row: T) => ({ ...row, publishTime: toShanghaiIso(row.publishTime ?? new Date(0)) });

/** One page of published models: filters, then the order asked for (downloads by default), id as tie-break. */
export async function modelPage(db: Db, filter: ModelFilter, page: { current: number; size: number; orderField?: ModelOrderField; orderSort?: 'asc' | 'desc' }) {
  const column = ORDER[page.orderField ?? 'downloads'];
  const order = (page.orderSort ?? 'desc') === 'asc' ? asc(column) : desc(column);
  const query = db.select(itemColumns).from(aiModels).where(where(filter)).orderBy(order, asc(aiModels.id)).$dynamic();
  const result = await paginate(db, query, page);
  return { ...result, records: result.records.map(item) };
}

/** A published model with its files (none for a gated model: those follow its access request), or undefined. */
export async function modelDetail(db: Db, modelId: string) {
  const [row] = await db
    .select({ ...itemColumns, id: aiModels.id, layers: aiModels.layers, kvHeads: aiModels.kvHeads, headDim: aiModels.headDim, readme: aiModels.readme, gated: aiModels.gated, accessQuestions: aiModels.accessQuestions })
    .from(aiModels)
    .where(and(published, eq(aiModels.modelId, modelId)));
  if (!row) return undefined;
  const files = row.gated
    ? []
    : await db
        .select({ name: aiModelFiles.name, size: aiModelFiles.size, sha256: aiModelFiles.sha256 })
        .from(aiModelFiles)
        .where(eq(aiModelFiles.modelId, row.id))
        .orderBy(asc(aiModelFiles.sort), asc(aiModelFiles.name));
  const { id: _id, ...rest } = row;
  return { ...item(rest), layers: rest.layers, kvHeads: rest.kvHeads, headDim: rest.headDim, readme: rest.readme, gated: rest.gated, accessQuestions: rest.accessQuestions, files };
}

/** What the fit estimate needs of a published model, or undefined. */
export async function modelShape(db: Db, modelId: string) {
  const [row] = await db
    .select({ params: aiModels.params, layers: aiModels.layers, kvHeads: aiModels.kvHeads, headDim: aiModels.headDim })
    .from(aiModels)
    .where(and(published, eq(aiModels.modelId, modelId)));
  return row;
}

/** The filter choices: each task, library, licence and language of published models, with counts. */
export async function filterOptions(db: Db) {
  const language = sql<string>`unnest(${aiModels.languages})`;
  const [tasks, libraries, licenses, languages] = await Promise.all([
    db.select({ value: aiModels.task, count: countAll }).from(aiModels).where(published).groupBy(aiModels.task).orderBy(desc(countAll), asc(aiModels.task)),
    db.select({ value: aiModels.library, count: countAll }).from(aiModels).where(published).groupBy(aiModels.library).orderBy(desc(countAll), asc(aiModels.library)),
    db.select({ value: aiModels.license, count: countAll }).from(aiModels).where(published).groupBy(aiModels.license).orderBy(desc(countAll), asc(aiModels.license)),
    db.select({ value: language, count: countAll }).from(aiModels).where(published).groupBy(language).orderBy(desc(countAll), asc(language)),
  ]);
  return { tasks, libraries, licenses, languages };
}

/** The id and like count of a published model (locked for the like's update), or undefined. */
export async function lockModel(tx: Tx, modelId: string) {
  const [row] = await tx.select({ id: aiModels.id }).from(aiModels).where(and(published, eq(aiModels.modelId, modelId))).for('update');
  return row;
}

/** Record a user's like; true when it is new (the unique key keeps one per user). */
export async function insertLike(tx: Tx, modelPk: number, userId: number): Promise<boolean> {
  const rows = await tx.insert(aiModelLikes).values({ modelId: modelPk, userId }).onConflictDoNothing().returning({ userId: aiModelLikes.userId });
  return rows.length > 0;
}

/** Withdraw a user's like; true when there was one. */
export async function deleteLike(tx: Tx, modelPk: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(aiModelLikes)
    .where(and(eq(aiModelLikes.modelId, modelPk), eq(aiModelLikes.userId, userId)))
    .returning({ userId: aiModelLikes.userId });
  return rows.length > 0;
}

/** Move a model's like count by `delta`, answering the new count. */
export async function addLikes(tx: Tx, modelPk: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(aiModels)
    .set({ likes: sql`greatest(${aiModels.likes} + ${delta}, 0)` })
    .where(eq(aiModels.id, modelPk))
    .returning({ likes: aiModels.likes });
  return row!.likes;
}

/** Whether a user likes a published model, and its count; undefined when there is no such model. */
export async function likeState(db: Db | Tx, modelId: string, userId: number) {
  const [row] = await db
    .select({ likes: aiModels.likes, liked: sql<boolean>`exists (select 1 from ${aiModelLikes} where ${aiModelLikes.modelId} = ${aiModels.id} and ${aiModelLikes.userId} = ${userId})` })
    .from(aiModels)
    .where(and(published, eq(aiModels.modelId, modelId)));
  return row;
}
