import { Worker } from 'node:worker_threads';

/** A query's answer as PGlite gives it. */
export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Type parsers by type id; drizzle passes identity parsers (the value stays text) only. */
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface the database layer uses, served from PGlite's own thread. */
export interface ThreadQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** An error of PGlite's, with PostgreSQL's fields (code, constraint, …) as the driver gives them. */
function rebuild(described: Record<string, unknown>): Error {
  const error = new Error(String(described.message));
  Object.assign(error, described);
  return error;
}

/**
 * The embedded database in a worker thread of its own (pglite-worker.mjs). PGlite is WebAssembly
 * that runs each query to completion on the thread that calls it, with synchronous file system
 * calls behind it: on the gateway's event loop a query of a few milliseconds stopped every other
 * request for as long (a CPU profile of a read under load: PGlite ≈ half of all time). Here it
 * runs beside the event loop, on the machine's other core.
 *
 * The same interface as PGlite's own for what drizzle uses: query, transaction (a transaction
 * holds the database until it ends, as in PGlite, so other queries wait), listen, dumpDataDir,
 * close.
 */
export class PGliteThread implements ThreadQueryable {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown>; notify?: string; payload?: string }) => {
      if (message.notify !== undefined) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload ?? '');
        return;
      }
      const waiting = this.pending.get(message.id!);
      if (!waiting) return;
      this.pending.delete(message.id!);
      if (message.error) waiting.reject(rebuild(message.error));
      else waiting.resolve(message.result);
    });
    const lost = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the database thread exited (code ${code})`)));
  }

  /** Start the thread and open the database: a data directory, memory, or a dump to load. */
  static async create(options: { dataDir?: string; snapshot?: Blob }): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
    const thread = new PGliteThread(worker);
    const snapshot = options.snapshot ? new Uint8Array(await options.snapshot.arrayBuffer()) : undefined;
    await thread.send({ op: 'open', dataDir: options.dataDir, snapshot });
    return thread;
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult> {
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.send<QueryResult>({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', textTypes, tx });
  }

  /** Run `work` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    const txId = this.nextId;
    await this.send({ op: 'begin' });
    const tx: ThreadQueryable = { query: (sql, params, options) => this.query(sql, params, options, txId) };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.send({ op: 'end', tx: txId, commit: false });
      throw error;
    }
    await this.send({ op: 'end', tx: txId, commit: true });
    return result;
  }

  /** Call `onMessage` with every NOTIFY on `channel`; answers the function that stops it. */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.send({ op: 'listen', channel });
    }
    listeners.add(onMessage);
    return async () => {
      listeners.delete(onMessage);
    };
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.send<Uint8Array<ArrayBuffer>>({ op: 'dump' });
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (!this.failure) await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
