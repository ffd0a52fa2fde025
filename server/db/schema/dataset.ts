import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATASET_FORMATS, DATASET_LICENSE_KEYS, DATASET_MODALITY_KEYS, DATASET_TASK_KEYS } from '../../../src/shared/core/dataset';
import { CATALOGUE_STATUSES } from '../../../src/shared/core/catalogue';
import { at, cascade, identity, publishing, ref, timestamps } from './columns';

/**
 * The AI market's datasets (/ai-market/dataset): what a dataset card's metadata carries (task,
 * modality, licence, languages, tags, the full dataset's row count), the download counter and the
 * README. The files hosted here are in dataset_files.
 */
export const datasets = pgTable(
  'datasets',
  {
    id: identity(),
    /** datasetId in URLs (SPEC §3). */
    datasetId: text('dataset_id').notNull(),
    publisher: text('publisher').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    task: text('task', { enum: DATASET_TASK_KEYS }).notNull(),
    modality: text('modality', { enum: DATASET_MODALITY_KEYS }).notNull(),
    license: text('license', { enum: DATASET_LICENSE_KEYS }).notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Rows of the full dataset, as its publisher states them. */
    rows: bigint('rows', { mode: 'number' }).notNull(),
    downloads: integer('downloads').notNull().default(0),
    readme: text('readme').notNull(),
    ...publishing,
    /** The back office's lifecycle (src/shared/core/catalogue.ts): publishing goes through the review centre. */
    status: text('status', { enum: CATALOGUE_STATUSES }).notNull().default('DRAFT'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('datasets_dataset_id_key').on(t.datasetId),
    index('datasets_filter_idx').on(t.status, t.task, t.modality),
    check('datasets_counts', sql`${t.downloads} >= 0 and ${t.rows} >= 0`),
  ],
);

/** A file of a dataset in the object store: one split in one format, its size, rows and SHA-256. */
export const datasetFiles = pgTable(
  'dataset_files',
  {
    id: identity(),
    datasetId: ref('dataset_id', () => datasets.id, cascade).notNull(),
    name: text('name').notNull(),
    split: text('split').notNull(),
    format: text('format', { enum: DATASET_FORMATS }).notNull(),
    objectKey: text('object_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    rows: integer('rows').notNull(),
    downloads: integer('downloads').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('dataset_files_name_key').on(t.datasetId, t.name),
    uniqueIndex('dataset_files_split_key').on(t.datasetId, t.split),
    check('dataset_files_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('dataset_files_counts', sql`${t.downloads} >= 0 and ${t.size} >= 0 and ${t.rows} >= 0`),
  ],
);

/**
 * A file version's column statistics (histograms, label frequencies, text lengths, null counts),
 * computed once from the stored bytes and kept by their SHA-256: a new version is a new row.
 */
export const datasetFileStats = pgTable('dataset_file_stats', {
  sha256: text('sha256').primaryKey(),
  rows: integer('rows').notNull(),
  columns: jsonb('columns').notNull(),
  computedAt: at('computed_at').notNull().defaultNow(),
});
