import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD, seed } from '../../server/db/seed';
import { loadEnv } from '../../server/env';
import type { Clock } from '../../server/lib/clock';
import { encryptWithSecret } from '../../src/shared/crypto/aes';

/** Which database the gateway suite runs on: PGlite by default, PostgreSQL in the gateway-pg project. */
export const DB_KIND = process.env.GATEWAY_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, empty PostgreSQL database for one test file, dropped when the file ends. */
async function temporaryPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the gateway-pg project');
  const name = `gw_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
}

/**
 * A gateway on its own fresh, migrated and seeded database, closed when the test file ends.
 * Everything goes through real HTTP handling via app.inject().
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  let database: Database;
  let drop = async () => {};
  if (DB_KIND === 'postgres') {
    const temp = await temporaryPostgres();
    drop = temp.drop;
    database = await openDatabase({ url: temp.url, dataDir: 'unused' });
  } else {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    database = await openDatabase({ dataDir: 'memory://', snapshot });
  }
  await seed(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEV_TOOLS: 'on',
    STATIC_DIR: './.no-build-in-gateway-tests',
    ...options.env,
  });
  const app = await buildApp({ env, database, clock: options.clock });
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return app;
}

/** inject() and parse the envelope. */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const body = response.json() as { code: number; data: T; msg: string };
  return { status: response.statusCode, headers: response.headers, ...body };
}

/** Sign in with a password through the real secret + AES path; answers the token. */
export async function login(app: FastifyInstance, userName: string, password = DEMO_PASSWORD): Promise<string> {
  const result = await passwordLogin(app, userName, password);
  if (result.code !== 100000) throw new Error(`login failed: ${result.code} ${result.msg}`);
  return (result.data as { token: string }).token;
}

export async function passwordLogin(app: FastifyInstance, userName: string, password: string) {
  const secret = await call<{ key: string; secret: string }>(app, { method: 'GET', url: '/gateway/v1/secret/generateSecret' });
  return call<{ token: string; userInfo: Record<string, unknown> }>(app, {
    method: 'POST',
    url: '/gateway/v1/user/login',
    payload: { userName, password: encryptWithSecret(password, secret.data.secret), secretKey: secret.data.key },
  });
}
