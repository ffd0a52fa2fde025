import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database as the modules see it: the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, without credentials. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
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
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    const url = new URL(options.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const client = options.snapshot
    ? await PGlite.create({ loadDataDir: options.snapshot })
    : await PGlite.create(memory ? undefined : options.dataDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    location: memory ? 'memory' : path.resolve(options.dataDir),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
