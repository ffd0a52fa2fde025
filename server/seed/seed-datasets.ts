import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { eq, inArray } from 'drizzle-orm';
import { DATASET_LANGUAGES, DATASET_LICENSES, DATASET_MODALITIES, DATASET_TASKS, formatRows, type DatasetFormat } from '../../src/shared/core/dataset';
import type { Db } from '../db/client';
import { datasetFiles, datasets } from '../db/schema';
import type { ObjectStorage } from '../lib/storage';
import { DATASET_SEEDS, type DatasetSeed } from './dataset-catalogue';
import { Draw, prng, type Row } from './dataset-generators';

const csvValue = (value: Row[string]) => (value === null ? '' : typeof value === 'string' ? `"${value.replaceAll('"', '""')}"` : String(value));

function csv(rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  return `${columns.join(',')}\n${rows.map((row) => columns.map((c) => csvValue(row[c] ?? null)).join(',')).join('\n')}\n`;
}

const jsonl = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';

/** Each column's DuckDB type, from the values the rows hold. */
function columnTypes(rows: Row[]): Record<string, string> {
  const types: Record<string, string> = {};
  for (const column of Object.keys(rows[0] ?? {})) {
    const values = rows.map((row) => row[column]).filter((v) => v !== null && v !== undefined);
    types[column] = values.every((v) => typeof v === 'number')
      ? values.every((v) => Number.isInteger(v))
        ? 'BIGINT'
        : 'DOUBLE'
      : values.every((v) => typeof v === 'boolean')
        ? 'BOOLEAN'
        : 'VARCHAR';
  }
  return types;
}

/** Parquet (zstd) through DuckDB's COPY, from the rows written as JSON lines in a temporary folder. */
async function parquet(connection: DuckDBConnection, rows: Row[], dir: string, name: string): Promise<Buffer> {
  const source = path.join(dir, `${name}.jsonl`);
  const target = path.join(dir, `${name}.parquet`);
  await writeFile(source, jsonl(rows));
  const types = Object.entries(columnTypes(rows))
    .map(([column, type]) => `'${column.replaceAll("'", "''")}': '${type}'`)
    .join(', ');
  await connection.run(`COPY (SELECT * FROM read_json($1, format = 'newline_delimited', columns = {${types}})) TO '${target.replaceAll("'", "''")}' (FORMAT parquet, COMPRESSION zstd)`, [source]);
  return readFile(target);
}

export interface GeneratedFile {
  name: string;
  split: string;
  format: DatasetFormat;
  bytes: Buffer;
  rows: number;
  sha256: string;
  objectKey: string;
}

/**
 * Where generated files are kept between runs: the bytes only depend on the generators' code and
 * DuckDB's version, so a folder named by both is never stale (tests seed many databases).
 */
async function generatedDir(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const file of ['dataset-generators.ts', 'dataset-catalogue.ts', 'seed-datasets.ts']) hash.update(await readFile(path.join(here, file)));
  hash.update((createRequire(import.meta.url)('@duckdb/node-api/package.json') as { version: string }).version);
  return path.join(os.tmpdir(), `suanli-dataset-seed-${hash.digest('hex').slice(0, 16)}`);
}

/** Generate the seeded datasets' files (the same bytes every time), or read them from an earlier run. */
export async function generateFiles(seeds: DatasetSeed[]): Promise<Map<string, GeneratedFile[]>> {
  const out = new Map<string, GeneratedFile[]>();
  if (seeds.length === 0) return out;
  const dir = await generatedDir();
  await mkdir(dir, { recursive: true });
  let instance: DuckDBInstance | null = null;
  let connection: DuckDBConnection | null = null;
  try {
    for (const seed of seeds) {
      const files: GeneratedFile[] = [];
      for (const file of seed.files) {
        const name = `${file.split}.${file.format}`;
        const kept = path.join(dir, `${seed.datasetId}--${name}`);
        let bytes: Buffer | null = await readFile(kept).catch(() => null);
        let rowCount = Number((await readFile(`${kept}.rows`, 'utf8').catch(() => 'NaN')).trim());
        if (!bytes || !Number.isInteger(rowCount)) {
          const rows = file.rows(new Draw(prng(`${seed.publisher}/${seed.datasetId}/${file.split}`)));
          if (file.format === 'parquet') {
            instance ??= await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false', threads: '1' });
            connection ??= await instance.connect();
            bytes = await parquet(connection, rows, dir, `${seed.datasetId}--${file.split}.tmp`);
          } else {
            bytes = Buffer.from(file.format === 'csv' ? csv(rows) : jsonl(rows));
          }
          rowCount = rows.length;
          await writeFile(`${kept}.rows`, String(rowCount));
          await writeFile(kept, bytes);
        }
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        files.push({ name, split: file.split, format: file.format, bytes, rows: rowCount, sha256, objectKey: `datasets/seed/${sha256.slice(0, 32)}.${file.format}` });
      }
      out.set(seed.datasetId, files);
    }
  } finally {
    (connection as DuckDBConnection | null)?.closeSync();
    (instance as DuckDBInstance | null)?.closeSync();
  }
  return out;
}

/** The dataset card's README (Markdown), from its facts. */
export function datasetReadme(seed: DatasetSeed, files: GeneratedFile[]): string {
  return [
    `# ${seed.name}`,
    '',
    seed.summary,
    '',
    '## 数据集信息',
    '',
    `- **任务**：${DATASET_TASKS[seed.task]}（${seed.task}）`,
    `- **模态**：${DATASET_MODALITIES[seed.modality]}`,
    `- **语言**：${seed.languages.map((l) => DATASET_LANGUAGES[l as keyof typeof DATASET_LANGUAGES] ?? l).join('、')}`,
    `- **规模**：${formatRows(seed.rows)} 行（${seed.rows.toLocaleString('en-US')}）`,
    `- **许可证**：${DATASET_LICENSES[seed.license].name}`,
    `- **原始仓库**：\`${seed.publisher}/${seed.datasetId}\``,
    '',
    '## 字段',
    '',
    '| 字段 | 说明 |',
    '| --- | --- |',
    ...seed.columns.map(([name, text]) => `| \`${name}\` | ${text} |`),
    '',
    '## 本站托管的文件',
    '',
    '本站托管的是按原数据集字段生成的样本文件，便于在线预览、筛选与统计；完整数据请按许可证从原始仓库获取。',
    '',
    ...files.map((f) => `- \`${f.name}\`：${f.split} 拆分，${f.rows.toLocaleString('en-US')} 行`),
    '',
    '## 使用',
    '',
    '在“数据预览”中按拆分浏览、搜索与筛选；“文件”中可登录后下载（支持断点续传），并用 SHA-256 校验完整性。',
    '',
    '```python',
    'import pandas as pd',
    `df = pd.read_${files[0]?.format === 'parquet' ? 'parquet' : files[0]?.format === 'jsonl' ? 'json' : 'csv'}("${files[0]?.name ?? 'train.csv'}"${files[0]?.format === 'jsonl' ? ', lines=True' : ''})`,
    '```',
    '',
  ].join('\n');
}

/**
 * The dataset market's catalogue (DESIGN §2 demo data): datasets that are not there yet are inserted
 * with their files' records (generated here for their sizes and SHA-256). With an object store,
 * every seeded file whose bytes the store lacks is written to it, so the store and the records
 * agree (a fresh store, a new gateway's disk). Idempotent.
 */
export async function seedDatasets(db: Db, storage?: ObjectStorage): Promise<void> {
  const ids = DATASET_SEEDS.map((s) => s.datasetId);
  const existing = new Set((await db.select({ datasetId: datasets.datasetId }).from(datasets).where(inArray(datasets.datasetId, ids))).map((r) => r.datasetId));
  const generated = await generateFiles(DATASET_SEEDS.filter((s) => !existing.has(s.datasetId)));
  for (const seed of DATASET_SEEDS) {
    const files = generated.get(seed.datasetId);
    if (!files) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(datasets)
        .values({ ...seed, readme: datasetReadme(seed, files), status: 'PUBLISH', publishTime: new Date(seed.publishTime) })
        .onConflictDoNothing()
        .returning({ id: datasets.id });
      if (!row) return;
      await tx.insert(datasetFiles).values(files.map((f, sort) => ({ datasetId: row.id, name: f.name, split: f.split, format: f.format, objectKey: f.objectKey, size: f.bytes.length, sha256: f.sha256, rows: f.rows, sort })));
    });
    if (storage) for (const file of files) await storage.put(file.objectKey, file.bytes, 'application/octet-stream');
  }
  if (storage) await storeMissingFiles(db, storage, existing);
}

/** Write the seeded files the store lacks; a file generated differently now (another DuckDB) becomes a new version of its record. */
async function storeMissingFiles(db: Db, storage: ObjectStorage, datasetIds: Set<string>) {
  for (const seed of DATASET_SEEDS.filter((s) => datasetIds.has(s.datasetId))) {
    const records = await db
      .select({ id: datasetFiles.id, split: datasetFiles.split, objectKey: datasetFiles.objectKey })
      .from(datasetFiles)
      .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
      .where(eq(datasets.datasetId, seed.datasetId));
    const missing = [];
    for (const record of records) if (!(await storage.get(record.objectKey))) missing.push(record);
    if (missing.length === 0) continue;
    const files = (await generateFiles([seed])).get(seed.datasetId)!;
    for (const record of missing) {
      const file = files.find((f) => f.split === record.split);
      if (!file) continue;
      await storage.put(file.objectKey, file.bytes, 'application/octet-stream');
      if (file.objectKey !== record.objectKey) {
        await db.update(datasetFiles).set({ objectKey: file.objectKey, sha256: file.sha256, size: file.bytes.length, rows: file.rows }).where(eq(datasetFiles.id, record.id));
      }
    }
  }
}
