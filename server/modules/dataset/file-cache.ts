import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatasetFormat } from '../../../src/shared/core/dataset';
import type { ObjectStorage } from '../../lib/storage';

/** What the cache needs of a file: where it is in the object store and which version it is. */
export interface StoredFile {
  objectKey: string;
  sha256: string;
  format: DatasetFormat;
}

/**
 * This gateway's local copies of dataset files, read from the object store (several gateways share
 * the store, each keeps its own cache): one file per version (`<sha256>.<format>`), checked against
 * its SHA-256 when fetched, at most `maxBytes` in all, the least recently used going first. A file
 * in use (a query reading it, a download streaming it) is not removed until it is released.
 */
export class DatasetFileCache {
  private readonly entries = new Map<string, { file: string; size: number; pins: number }>();
  private readonly loading = new Map<string, Promise<void>>();
  private total = 0;

  private constructor(
    readonly dir: string,
    private readonly storage: ObjectStorage,
    private readonly maxBytes: number,
  ) {}

  static async open(storage: ObjectStorage, maxBytes: number): Promise<DatasetFileCache> {
    // realpath-free: DuckDB's allowed directory must be the same string the paths start with.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'suanli-datasets-'));
    return new DatasetFileCache(dir, storage, maxBytes);
  }

  /** Bytes held now. */
  get size(): number {
    return this.total;
  }

  /** Run `run` with the local path of the file, fetching it first when it is not here. */
  async with<T>(stored: StoredFile, run: (file: string, size: number) => Promise<T>): Promise<T> {
    await this.ensure(stored);
    const entry = this.entries.get(stored.sha256)!;
    entry.pins += 1;
    try {
      return await run(entry.file, entry.size);
    } finally {
      entry.pins -= 1;
      this.evict();
    }
  }

  private async ensure(stored: StoredFile): Promise<void> {
    const entry = this.entries.get(stored.sha256);
    if (entry) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(stored.sha256);
      this.entries.set(stored.sha256, entry);
      return;
    }
    let pending = this.loading.get(stored.sha256);
    if (!pending) {
      pending = this.fetch(stored).finally(() => this.loading.delete(stored.sha256));
      this.loading.set(stored.sha256, pending);
    }
    await pending;
    if (!this.entries.has(stored.sha256)) await this.ensure(stored);
  }

  private async fetch(stored: StoredFile): Promise<void> {
    const bytes = await this.storage.get(stored.objectKey);
    if (!bytes) throw new DatasetFileMissing(stored.objectKey);
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== stored.sha256) throw new Error(`dataset file ${stored.objectKey}: SHA-256 ${actual}, expected ${stored.sha256}`);
    const file = path.join(this.dir, `${stored.sha256}.${stored.format}`);
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    this.entries.set(stored.sha256, { file, size: bytes.length, pins: 0 });
    this.total += bytes.length;
    this.evict();
  }

  /** Remove the least recently used files not in use until the cache is within its bound. */
  private evict() {
    for (const [sha, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      if (entry.pins > 0) continue;
      this.entries.delete(sha);
      this.total -= entry.size;
      void rm(entry.file, { force: true });
    }
  }

  /** Whether a version is held now (tests, the bench). */
  holds(sha256: string): boolean {
    return this.entries.has(sha256);
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.total = 0;
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** A file the catalogue lists whose bytes the object store does not have. */
export class DatasetFileMissing extends Error {
  constructor(key: string) {
    super(`dataset file missing from the object store: ${key}`);
    this.name = 'DatasetFileMissing';
  }
}
