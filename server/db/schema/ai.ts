import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccessQuestion } from '../../../src/shared/contracts/ai';
import { MODEL_LIBRARIES, MODEL_LICENSE_KEYS, MODEL_TASK_KEYS } from '../../../src/shared/core/ai';
import { CATALOGUE_STATUSES } from '../../../src/shared/core/catalogue';
import { at, cascade, createdAt, identity, publishing, ref, timestamps } from './columns';
import { userRef } from './user';

/**
 * The AI market's models (/ai-market/model): what a model card's metadata carries (task, library,
 * base model, licence and its derived 可商用 flag, languages, tags), the architecture the VRAM
 * estimate needs (parameters, layers, KV heads, head dimension), counters and the README.
 */
export const aiModels = pgTable(
  'ai_models',
  {
    id: identity(),
    /** modelId in URLs (SPEC §3). */
    modelId: text('model_id').notNull(),
    publisher: text('publisher').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    task: text('task', { enum: MODEL_TASK_KEYS }).notNull(),
    library: text('library', { enum: MODEL_LIBRARIES }).notNull(),
    baseModel: text('base_model'),
    license: text('license', { enum: MODEL_LICENSE_KEYS }).notNull(),
    /** Derived from the licence's terms (src/shared/core/ai.ts), kept for filtering. */
    commercial: boolean('commercial').notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    params: bigint('params', { mode: 'number' }).notNull(),
    contextLength: integer('context_length'),
    layers: integer('layers'),
    kvHeads: integer('kv_heads'),
    headDim: integer('head_dim'),
    downloads: integer('downloads').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    readme: text('readme').notNull(),
    /** Gated (as on Hugging Face): the files show only to users whose access request was approved. */
    gated: boolean('gated').notNull().default(false),
    /** The publisher's questions, asked as the access request's form fields. */
    accessQuestions: jsonb('access_questions').$type<AccessQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    ...publishing,
    /** The back office's lifecycle (src/shared/core/catalogue.ts): publishing goes through the review centre. */
    status: text('status', { enum: CATALOGUE_STATUSES }).notNull().default('DRAFT'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ai_models_model_id_key').on(t.modelId),
    index('ai_models_filter_idx').on(t.status, t.task, t.library),
    check('ai_models_counts', sql`${t.downloads} >= 0 and ${t.likes} >= 0 and ${t.params} > 0`),
  ],
);

/** A model's files as its repository lists them: name, size and SHA-256. */
export const aiModelFiles = pgTable(
  'ai_model_files',
  {
    id: identity(),
    modelId: ref('model_id', () => aiModels.id, cascade).notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Where an uploaded file's bytes are in the object store; none for the seeded catalogue's listed files. */
    objectKey: text('object_key'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_model_files_name_key').on(t.modelId, t.name), check('ai_model_files_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);

/** One like per user and model: the unique key makes a like count once however often it is sent. */
export const aiModelLikes = pgTable(
  'ai_model_likes',
  {
    modelId: ref('model_id', () => aiModels.id, cascade).notNull(),
    userId: userRef('user_id', cascade).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ai_model_likes_key').on(t.modelId, t.userId)],
);

/**
 * A user's request for a gated model's files, with their answers to the publisher's questions. One
 * per user and model (a second submit answers the same request); decided in the review centre
 * (kind model_access), which keeps the queue and its history.
 */
export const aiModelAccessRequests = pgTable(
  'ai_model_access_requests',
  {
    id: identity(),
    modelId: ref('model_id', () => aiModels.id, cascade).notNull(),
    userId: userRef('user_id', cascade).notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [uniqueIndex('ai_model_access_requests_key').on(t.modelId, t.userId), index('ai_model_access_requests_user_idx').on(t.userId)],
);

export type AiModelRow = typeof aiModels.$inferSelect;
