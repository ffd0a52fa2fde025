import type { z } from 'zod';
import type { DatasetAdmin, DatasetAdminFields } from '../../../src/shared/contracts/catalogue-admin';
import { DATASET_FILE_MAX_BYTES, DATASET_SPLITS_MAX, extensionOf } from '../../../src/shared/core/catalogue';
import { DATASET_FORMATS, type DatasetFormat } from '../../../src/shared/core/dataset';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { checkEditable, objectName, type reviewSummary, sha256Of } from '../../lib/catalogue';
import type { Clock } from '../../lib/clock';
import { notFound, paramError } from '../../lib/envelope';
import { isUniqueViolation } from '../../lib/sql';
import type { ObjectStorage } from '../../lib/storage';
import { catalogueLifecycle, type Actor } from '../review/catalogue-lifecycle';
import {
  adminDatasetPage,
  datasetRow,
  deleteDatasetFile,
  filesOfDatasets,
  insertDatasetRow,
  putDatasetFile,
  recountRows,
  splitCount,
  updateDatasetRow,
  type AdminFileRow,
  type DatasetRow,
} from './admin-queries';
import type { DatasetService } from './service';

/*
 * 管理 › 内容 › 数据集: operators write dataset cards (metadata, README) and upload one file per split
 * (CSV, JSONL or Parquet) through the object store; the gateway computes each file's SHA-256, reads
 * it with DuckDB (refusing what does not parse), counts its rows and stores the viewer's statistics
 * for that version at once. Submitting sends the dataset to the review centre (kind `dataset`); an
 * approval publishes it (dataset-review-kind.ts).
 */

interface Deps {
  db: Db;
  clock: Clock;
  storage: ObjectStorage;
  service: DatasetService;
}

const WHAT = '数据集';
type Fields = z.output<typeof DatasetAdminFields>;

export const datasetTitle = (row: Pick<DatasetRow, 'publisher' | 'datasetId'>) => `${row.publisher}/${row.datasetId}`;

function view(row: DatasetRow, files: AdminFileRow[], review: ReturnType<typeof reviewSummary>): DatasetAdmin {
  return {
    id: row.id,
    datasetId: row.datasetId,
    publisher: row.publisher,
    name: row.name,
    summary: row.summary,
    task: row.task,
    modality: row.modality,
    license: row.license,
    languages: row.languages,
    tags: row.tags,
    readme: row.readme,
    rows: row.rows,
    downloads: row.downloads,
    status: row.status,
    publishTime: isoOrNull(row.publishTime),
    updatedAt: toShanghaiIso(row.updatedAt),
    review,
    files: files.map((f) => ({ id: f.id, name: f.name, split: f.split, format: f.format, size: f.size, sha256: f.sha256, rows: f.rows, statsReady: f.statsReady })),
  };
}

const values = (fields: Fields) => ({ ...fields, languages: [...new Set(fields.languages)], tags: [...new Set(fields.tags)] });
const taken = (error: unknown) => (isUniqueViolation(error) ? paramError('datasetId', '该数据集标识已被使用，请换一个') : error);

/** What the bytes must look like for their format (DuckDB then reads them for real). */
function checkBytes(format: DatasetFormat, bytes: Buffer): void {
  if (format === 'parquet') {
    if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'PAR1' || bytes.toString('ascii', bytes.length - 4) !== 'PAR1') throw paramError('file', '文件不是有效的 Parquet 文件');
    return;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw paramError('file', '文件需为 UTF-8 编码的文本');
  }
  if (text.includes('\u0000')) throw paramError('file', '文件含有二进制内容，不是文本文件');
  if (format === 'jsonl') {
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      if (!line.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw paramError('file', `第 ${i + 1} 行不是有效的 JSON`);
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw paramError('file', `第 ${i + 1} 行需为 JSON 对象`);
    }
  }
}

export function datasetAdmin({ db, clock, storage, service }: Deps) {
  const { load, audited, editing, page, step, detail } = catalogueLifecycle(
    { db, clock },
    {
      kind: 'dataset',
      what: WHAT,
      targetType: 'ai.dataset',
      title: datasetTitle,
      row: datasetRow,
      files: filesOfDatasets,
      fileOwner: (f) => f.datasetId,
      page: adminDatasetPage,
      setStatus: updateDatasetRow,
      view,
      readyForReview: (item) => {
        if (item.files.length === 0) throw paramError('files', '请先上传至少一个拆分的数据文件再提交审核');
      },
    },
  );

  async function create(actor: Actor, fields: Fields): Promise<DatasetAdmin> {
    try {
      return await db.transaction(async (tx) => {
        const id = await insertDatasetRow(tx, { ...values(fields), rows: 0, status: 'DRAFT', publishTime: null });
        return audited(tx, actor, 'create', id, null);
      });
    } catch (error) {
      throw taken(error);
    }
  }

  async function update(actor: Actor, id: number, fields: Fields): Promise<DatasetAdmin> {
    try {
      return (await editing(actor, id, 'update', (tx) => updateDatasetRow(tx, id, values(fields)))).view;
    } catch (error) {
      throw taken(error);
    }
  }

  /** Upload a split's file: checked, stored, read by DuckDB for its rows and statistics, then recorded. */
  async function upload(actor: Actor, id: number, split: string, fileName: string, bytes: Buffer): Promise<DatasetAdmin> {
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw paramError('file', '请选择要上传的文件');
    if (bytes.length > DATASET_FILE_MAX_BYTES) throw paramError('file', `单个文件不能超过 ${DATASET_FILE_MAX_BYTES / 1024 / 1024} MB`);
    const format = extensionOf(fileName) as DatasetFormat;
    if (!DATASET_FORMATS.includes(format)) throw paramError('fileName', '仅支持 .csv、.jsonl 和 .parquet 文件');
    checkBytes(format, bytes);
    // Refuse before writing to the store: an unknown or locked dataset loses nothing.
    const { row } = await load(db, id);
    checkEditable(WHAT, row.status);
    const sha256 = sha256Of(bytes);
    const objectKey = `datasets/admin-${id}/${objectName()}.${format}`;
    await storage.put(objectKey, bytes, 'application/octet-stream');
    try {
      let rows: number;
      try {
        rows = await service.prepare({ objectKey, sha256, format });
      } catch (error) {
        throw paramError('file', `文件无法解析：${error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : '格式有误'}`);
      }
      const { view: after, result: replaced } = await editing(actor, id, 'file.upload', async (tx) => {
        const replaced = await putDatasetFile(tx, id, { name: fileName, split, format, objectKey, size: bytes.length, sha256, rows });
        if ((await splitCount(tx, id)) > DATASET_SPLITS_MAX) throw paramError('split', `一个数据集最多 ${DATASET_SPLITS_MAX} 个拆分`);
        await recountRows(tx, id);
        return replaced;
      });
      if (replaced) await storage.remove(replaced);
      return after;
    } catch (error) {
      await storage.remove(objectKey);
      if (isUniqueViolation(error)) throw paramError('fileName', '该文件名已被另一个拆分使用，请换一个文件名');
      throw error;
    }
  }

  async function removeFile(actor: Actor, id: number, fileId: number): Promise<DatasetAdmin> {
    const { view: after, result: removed } = await editing(actor, id, 'file.remove', async (tx) => {
      const removed = await deleteDatasetFile(tx, id, fileId);
      if (!removed) throw notFound('文件不存在');
      await recountRows(tx, id);
      return removed;
    });
    await storage.remove(removed.objectKey);
    return after;
  }

  return { page, detail, create, update, step, upload, removeFile };
}

export type { Actor };
