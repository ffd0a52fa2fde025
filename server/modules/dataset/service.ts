import type { DatasetStats, StatsRequest } from '../../../src/shared/contracts/dataset';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import type { ObjectStorage } from '../../lib/storage';
import { DownloadSigner } from './download';
import { DatasetEngine } from './engine';
import { DatasetFileCache, type StoredFile } from './file-cache';
import { fileById, fileOfSplit, storedStats, storeStats, type FileRef } from './queries';
import { computeStats } from './stats';
import { readRows, type RowsWindow } from './viewer';

/**
 * The dataset viewer and downloads of one gateway: its DuckDB, its local cache of the object
 * store's files, the statistics (computed once per file version and stored) and signed links.
 */
export class DatasetService {
  readonly signer: DownloadSigner;
  private readonly computing = new Map<string, Promise<void>>();
  private engineOf: DatasetEngine | null = null;

  private constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly cache: DatasetFileCache,
    secret: string,
  ) {
    this.signer = new DownloadSigner(secret);
  }

  static async open(db: Db, clock: Clock, storage: ObjectStorage, options: { cacheBytes: number; secret: string }): Promise<DatasetService> {
    return new DatasetService(db, clock, await DatasetFileCache.open(storage, options.cacheBytes), options.secret);
  }

  /** DuckDB opens on the first read of a file (a gateway that shows none pays nothing for it). */
  get engine(): DatasetEngine {
    this.engineOf ??= new DatasetEngine(this.cache.dir);
    return this.engineOf;
  }

  async split(datasetId: string, split: string): Promise<FileRef> {
    const file = await fileOfSplit(this.db, datasetId, split);
    if (!file) throw notFound('数据集或拆分不存在');
    return file;
  }

  async file(datasetId: string, fileId: number): Promise<FileRef> {
    const file = await fileById(this.db, datasetId, fileId);
    if (!file) throw notFound('数据集或文件不存在');
    return file;
  }

  async rows(datasetId: string, split: string, window: RowsWindow) {
    const file = await this.split(datasetId, split);
    return this.cache.with(file, (path) => readRows(this.engine, path, file.format, split, window));
  }

  /**
   * A file version's statistics, computed from the stored bytes and stored once (concurrent asks
   * share one computation); answers its rows. The back office calls it when a file is uploaded, so a
   * published version's statistics are there before anyone opens the viewer.
   */
  async prepare(file: StoredFile): Promise<number> {
    return (await this.statsOf(file)).rows;
  }

  private async statsOf(file: StoredFile): Promise<NonNullable<Awaited<ReturnType<typeof storedStats>>>> {
    const stored = await storedStats(this.db, file.sha256);
    if (stored) return stored;
    let pending = this.computing.get(file.sha256);
    if (!pending) {
      pending = this.cache
        .with(file, (path) => computeStats(this.engine, path, file.format))
        .then((stats) => storeStats(this.db, file.sha256, stats, this.clock.now()))
        .finally(() => this.computing.delete(file.sha256));
      this.computing.set(file.sha256, pending);
    }
    await pending;
    return (await storedStats(this.db, file.sha256))!;
  }

  /** A split's statistics (one column's when asked), from the database; computed and stored the first time a version is asked for. */
  async stats(datasetId: string, request: StatsRequest): Promise<DatasetStats> {
    const file = await this.split(datasetId, request.split);
    const stored = await this.statsOf(file);
    const columns = request.column === undefined ? stored.columns : stored.columns.filter((c) => c.name === request.column);
    if (columns.length === 0) throw notFound('列不存在');
    return { split: file.split, sha256: file.sha256, rows: stored.rows, computedAt: toShanghaiIso(stored.computedAt), columns };
  }

  async close(): Promise<void> {
    await this.engineOf?.close();
    await this.cache.close();
  }
}
