import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { afterStatement, observeStatement, TABLE_CHANGED, TableVersions } from './changes';
import { PGliteThread } from './pglite-thread';
import { guardTransactions } from './transaction-guard';

export type Schema = typeof schema;
/** The database as the modules see it: the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A LISTEN on one channel; see Database.listen. */
export interface Subscription {
  /**
   * Whether notifications are arriving now. On PostgreSQL they come over a connection of their
   * own; while it is down (and until it has listened again) they are lost.
   */
  readonly live: boolean;
  /** Counts (re)connections of the listening connection: a change means some may have been lost. */
  readonly epoch: number;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, without credentials. */
  location: string;
  ping(): Promise<void>;
  /**
   * Call `onMessage` with the payload of every NOTIFY on `channel`, whichever process (or
   * trigger) sent it, once its transaction has committed.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<Subscription>;
  close(): Promise<void>;
  /** Each table's version, raised by every committed write to it (see TableVersions). */
  versions: TableVersions;
  /** PGlite only: the whole database as a tarball, to start others from. */
  dump?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' for a throwaway database. */
  dataDir: string;
  /** A PGlite dump (dumpDataDir) to start an in-memory database from, instead of initdb. */
  snapshot?: Blob;
}

/** Open the database and bring its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const versions = new TableVersions();
  const logger = { logQuery: (statement: string) => observeStatement(statement) };
  const onCommit = (written: Set<string>) => versions.bump(written);
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR });
    const db = drizzlePg({ client: afterEachStatement(pool, versions), schema, logger });
    const url = new URL(options.url);
    const listener = new PgListener(options.url);
    return follow({
      db: guardTransactions(db as unknown as Db, onCommit),
      kind: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      versions,
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onMessage) => listener.listen(channel, onMessage),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    });
  }
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  // PGlite runs on a thread of its own, never on the event loop (see PGliteThread).
  const client = await PGliteThread.create(options.snapshot ? { snapshot: options.snapshot } : { dataDir: memory ? undefined : options.dataDir });
  const asPglite = (c: unknown) => c as PGlite;
  await migratePglite(drizzlePglite({ client: asPglite(client), schema }), { migrationsFolder: MIGRATIONS_DIR });
  const db = drizzlePglite({ client: asPglite(afterEachStatement(client, versions)), schema, logger });
  return follow({
    db: guardTransactions(db as unknown as Db, onCommit),
    kind: 'pglite',
    location: memory ? 'memory' : path.resolve(options.dataDir),
    versions,
    ping: async () => void (await client.query('select 1')),
    // One process owns a PGlite database, and its notifications arrive while the committing
    // query completes (before the write's promise resolves): always live.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return { live: true, epoch: 0, close: unlisten };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir(),
  });
}

/** The database's announcements of other processes' writes raise its table versions too. */
async function follow(database: Database): Promise<Database> {
  database.versions.follow(await database.listen(TABLE_CHANGED, (table) => database.versions.bump([table])));
  return database;
}

/**
 * A driver client whose autocommit statements raise the versions of the tables they wrote once
 * they have run (a transaction's writes are raised when it commits, by guardTransactions).
 */
function afterEachStatement<C extends { query: (...args: never[]) => Promise<unknown> }>(client: C, versions: TableVersions): C {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'query') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: Parameters<C['query']>) => {
        const result = await (value as C['query']).apply(target, args);
        const first = args[0] as unknown;
        const statement = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
        const counts = result as { affectedRows?: number; rowCount?: number | null };
        if (statement) afterStatement(versions, statement, counts.affectedRows ?? counts.rowCount);
        return result;
      };
    },
  });
}

const RECONNECT_MS = 1000;

class PgSubscription implements Subscription {
  constructor(
    private readonly listener: PgListener,
    private readonly unsubscribe: () => void,
  ) {}

  get live() {
    return this.listener.live;
  }

  get epoch() {
    return this.listener.epoch;
  }

  async close() {
    this.unsubscribe();
  }
}

/**
 * PostgreSQL's side of Database.listen: one dedicated connection (a pooled one would drop its
 * LISTENs when returned), reconnecting after a second when it fails. Subscriptions know whether
 * it is up, so what they cache can be distrusted while notifications may be missed.
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private handlers = new Map<string, Set<(payload: string) => void>>();
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  live = false;
  epoch = 0;

  constructor(private readonly url: string) {}

  async listen(channel: string, onMessage: (payload: string) => void): Promise<Subscription> {
    let handlers = this.handlers.get(channel);
    const fresh = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(onMessage);
    // A connection opened from here on listens on every channel with handlers, this one included.
    await (this.client ? this.connecting : this.connect());
    // One already open may not: LISTEN again, which changes nothing if it does.
    if (fresh && this.client && this.live) await this.client.query(`listen ${this.client.escapeIdentifier(channel)}`);
    const subscribed = handlers;
    return new PgSubscription(this, () => subscribed.delete(onMessage));
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      this.lost(client);
      throw error;
    }
    if (this.client !== client) return;
    this.epoch += 1;
    this.live = true;
  }

  /** The connection failed: not live until a new one has listened again. */
  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.live = false;
    this.client = null;
    client.end().catch(() => {});
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) this.connect().catch(() => {});
    }, RECONNECT_MS);
    this.retry.unref();
  }

  async close() {
    this.closed = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end();
  }
}
