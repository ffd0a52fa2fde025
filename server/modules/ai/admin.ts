import type { z } from 'zod';
import type { ModelAdmin, ModelAdminFields } from '../../../src/shared/contracts/catalogue-admin';
import { isCommercialLicense } from '../../../src/shared/core/ai';
import { extensionOf, MODEL_FILE_EXTENSIONS, MODEL_FILE_MAX_BYTES, MODEL_FILES_MAX } from '../../../src/shared/core/catalogue';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { checkEditable, objectName, type reviewSummary, sha256Of } from '../../lib/catalogue';
import type { Clock } from '../../lib/clock';
import { notFound, paramError } from '../../lib/envelope';
import { isUniqueViolation } from '../../lib/sql';
import type { ObjectStorage } from '../../lib/storage';
import { catalogueLifecycle, type Actor } from '../review/catalogue-lifecycle';
import {
  adminModelPage,
  countModelFiles,
  deleteModelFile,
  filesOfModels,
  insertModelRow,
  modelRow,
  putModelFile,
  updateModelRow,
  type ModelFileRow,
  type ModelRow,
  type ModelValues,
} from './admin-queries';

/*
 * 管理 › 内容 › 模型: operators write model cards (metadata, README), upload their files (kept in
 * the object store, SHA-256 computed here), and submit them to the review centre (kind `model`);
 * its approval publishes the model (model-review-kind.ts). Only published models are public.
 */

interface Deps {
  db: Db;
  clock: Clock;
  storage: ObjectStorage;
}

const WHAT = '模型';
type Fields = z.output<typeof ModelAdminFields>;

/** The queue title of a model's review (`publisher/modelId`): the outcome's link reads the id back. */
export const modelTitle = (row: Pick<ModelRow, 'publisher' | 'modelId'>) => `${row.publisher}/${row.modelId}`;

function view(row: ModelRow, files: ModelFileRow[], review: ReturnType<typeof reviewSummary>): ModelAdmin {
  return {
    id: row.id,
    modelId: row.modelId,
    publisher: row.publisher,
    name: row.name,
    summary: row.summary,
    task: row.task,
    library: row.library,
    baseModel: row.baseModel,
    license: row.license,
    commercial: row.commercial,
    languages: row.languages,
    tags: row.tags,
    params: row.params,
    contextLength: row.contextLength,
    layers: row.layers,
    kvHeads: row.kvHeads,
    headDim: row.headDim,
    readme: row.readme,
    gated: row.gated,
    accessQuestions: row.accessQuestions,
    downloads: row.downloads,
    likes: row.likes,
    status: row.status,
    publishTime: isoOrNull(row.publishTime),
    updatedAt: toShanghaiIso(row.updatedAt),
    review,
    files: files.map((f) => ({ id: f.id, name: f.name, size: f.size, sha256: f.sha256, stored: f.objectKey !== null })),
  };
}

/** Column values from the form's fields (the 可商用 flag follows the licence). */
function values(fields: Fields): Omit<ModelValues, 'status' | 'publishTime'> {
  const keys = new Set<string>();
  for (const question of fields.accessQuestions) {
    if (keys.has(question.key)) throw paramError('accessQuestions', `访问问题的标识 ${question.key} 重复`);
    keys.add(question.key);
  }
  if (fields.gated && fields.accessQuestions.length === 0) throw paramError('accessQuestions', '需申请访问的模型请至少设置一个问题');
  return { ...fields, commercial: isCommercialLicense(fields.license), languages: [...new Set(fields.languages)], tags: [...new Set(fields.tags)] };
}

const taken = (error: unknown) => (isUniqueViolation(error) ? paramError('modelId', '该模型标识已被使用，请换一个') : error);

export function modelAdmin({ db, clock, storage }: Deps) {
  const { load, audited, editing, page, step, detail } = catalogueLifecycle(
    { db, clock },
    {
      kind: 'model',
      what: WHAT,
      targetType: 'ai.model',
      title: modelTitle,
      row: modelRow,
      files: filesOfModels,
      fileOwner: (f) => f.modelId,
      page: adminModelPage,
      setStatus: updateModelRow,
      view,
    },
  );

  async function create(actor: Actor, fields: Fields): Promise<ModelAdmin> {
    try {
      return await db.transaction(async (tx) => {
        const id = await insertModelRow(tx, { ...values(fields), status: 'DRAFT', publishTime: null });
        return audited(tx, actor, 'create', id, null);
      });
    } catch (error) {
      throw taken(error);
    }
  }

  async function update(actor: Actor, id: number, fields: Fields): Promise<ModelAdmin> {
    try {
      return (await editing(actor, id, 'update', (tx) => updateModelRow(tx, id, values(fields)))).view;
    } catch (error) {
      throw taken(error);
    }
  }

  /** Upload one of the model's files (the name says what it is; a file of that name is replaced). */
  async function upload(actor: Actor, id: number, fileName: string, bytes: Buffer): Promise<ModelAdmin> {
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw paramError('file', '请选择要上传的文件');
    if (bytes.length > MODEL_FILE_MAX_BYTES) throw paramError('file', `单个文件不能超过 ${MODEL_FILE_MAX_BYTES / 1024 / 1024} MB`);
    if (!(MODEL_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))) {
      throw paramError('fileName', `不支持的文件类型，仅限 ${MODEL_FILE_EXTENSIONS.map((e) => `.${e}`).join(' ')}`);
    }
    // Refuse before writing to the store: an unknown or locked model loses nothing.
    const { row } = await load(db, id);
    checkEditable(WHAT, row.status);
    const objectKey = `models/${id}/${objectName()}.bin`;
    await storage.put(objectKey, bytes, 'application/octet-stream');
    try {
      const { view: after, result: replaced } = await editing(actor, id, 'file.upload', async (tx) => {
        const replaced = await putModelFile(tx, id, { name: fileName, size: bytes.length, sha256: sha256Of(bytes), objectKey });
        if ((await countModelFiles(tx, id)) > MODEL_FILES_MAX) throw paramError('file', `一个模型最多 ${MODEL_FILES_MAX} 个文件`);
        return replaced;
      });
      if (replaced) await storage.remove(replaced);
      return after;
    } catch (error) {
      await storage.remove(objectKey);
      throw error;
    }
  }

  async function removeFile(actor: Actor, id: number, fileId: number): Promise<ModelAdmin> {
    const { view: after, result: removed } = await editing(actor, id, 'file.remove', async (tx) => {
      const removed = await deleteModelFile(tx, id, fileId);
      if (!removed) throw notFound('文件不存在');
      return removed;
    });
    if (removed.objectKey) await storage.remove(removed.objectKey);
    return after;
  }

  return { page, detail, create, update, step, upload, removeFile };
}

export type { Actor };
export type ModelAdminService = ReturnType<typeof modelAdmin>;
