import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { OuterHandleInTransactionError } from '../../server/db/transaction-guard';
import { closeWithin } from '../../server/lib/shutdown';
import { call, createTestApp, DB_KIND } from './helpers';

const REQUEST_TIMEOUT_MS = 600;
const DB_STUCK_MS = 300;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), DB_STUCK_MS: String(DB_STUCK_MS) } });
});

/** Settles with the value, or with 'hung' after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms))]);

/**
 * Holds every connection the gateway's pool can give (PGlite has one; the PostgreSQL pool ten) in
 * transactions that do not end until released: the database as a stuck query leaves it.
 */
function stallDatabase(db: FastifyInstance['db']) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: 10 }, () => db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await released;
  }));
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe('the outer database handle inside a transaction', () => {
  it('fails at once with a clear error instead of waiting for the transaction that waits for it', async () => {
    const attempt = app.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).limit(1);
      await app.db.select({ id: users.id }).from(users).limit(1);
    });
    const outcome = await within(attempt.then(() => 'answered', (error: unknown) => error), 2000);
    expect(outcome).toBeInstanceOf(OuterHandleInTransactionError);
    expect(String((outcome as Error).message)).toContain('use the transaction handle (tx)');
    // The database is free afterwards: the transaction rolled back and let go of its connection.
    expect(await within(app.db.select({ id: users.id }).from(users).limit(1), 2000)).not.toBe('hung');
  });

  it('is refused for nested transactions too, and left alone outside any', async () => {
    const nested = app.db.transaction(async () => app.db.transaction(async () => 1));
    await expect(nested).rejects.toBeInstanceOf(OuterHandleInTransactionError);
    await expect(app.db.transaction(async (tx) => tx.transaction(async () => 2))).resolves.toBe(2);
  });
});

describe('a stuck database', () => {
  it('answers -1 to a request whose query has not returned in time, reports itself stuck, and recovers', async () => {
    const release = stallDatabase(app.db);
    try {
      const started = performance.now();
      const read = await call(app, { method: 'GET', url: '/gateway/v1/article/page?current=1&size=5' });
      const waited = performance.now() - started;
      expect(read.status).toBe(500);
      expect(read.code).toBe(-1);
      expect(read.msg).not.toMatch(/stack|Error/);
      expect(waited).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);

      const health = await call<{ status: string; database: { status: string } }>(app, { method: 'GET', url: '/gateway/health' });
      expect(health.status).toBe(503);
      expect(health.data.status).toBe('degraded');
      expect(health.data.database.status).toBe('stuck');
    } finally {
      await release();
    }
    // Once the database answers again, so does health (its last ping is reused for a second at most).
    await expect
      .poll(async () => (await call<{ database: { status: string } }>(app, { method: 'GET', url: '/gateway/health' })).data.database.status, { timeout: 5000 })
      .toBe('up');
  });

  it('does not keep the app from closing: close gives up in time', async () => {
    const other = await createTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
    const release = stallDatabase(other.db);
    const pending = call(other, { method: 'GET', url: '/gateway/v1/article/page?current=1&size=5' });
    const started = performance.now();
    const closed = await closeWithin(other, 1000);
    expect(performance.now() - started).toBeLessThan(3000);
    await release();
    await pending.catch(() => undefined);
    // The stuck transactions hold close() past the deadline (PGlite's one connection; PostgreSQL's
    // pool waits for its checked-out clients): it gives up rather than waiting with them.
    expect(closed).toBe(false);
  });
});

/**
 * The real process: a gateway on its own PostgreSQL database whose queries wait on a lock another
 * connection holds; SIGTERM still ends it within 10 s. (PGlite's process cannot be stalled from
 * outside; its shutdown is the same code, covered above by closeWithin.)
 */
if (DB_KIND === 'postgres') describe('SIGTERM with the database stuck', () => {
  let dbUrl: string;
  let admin: pg.Client;
  afterAll(async () => {
    await admin?.query(`drop database if exists ${new URL(dbUrl).pathname.slice(1)} with (force)`);
    await admin?.end();
  });

  it('ends the process within 10 s', { timeout: 90_000 }, async () => {
    const base = process.env.TEST_DATABASE_URL!;
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const name = `gw_stuck_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    const port = 4390 + Math.floor(Math.random() * 100);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: dbUrl, LOG_LEVEL: 'silent', WORKER_INTERVAL_MS: '0', STATIC_DIR: './.no-build' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 120; i += 1) {
      const up = await fetch(`http://127.0.0.1:${port}/gateway/health`).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const locker = new pg.Client({ connectionString: dbUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table articles in access exclusive mode');
    // Enough waiting reads to take every pooled connection.
    const reads = Array.from({ length: 12 }, () => fetch(`http://127.0.0.1:${port}/gateway/v1/article/page?current=1&size=5`).catch(() => null));
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    child.kill('SIGTERM');
    await exited;
    const took = performance.now() - started;
    await locker.query('rollback');
    await locker.end();
    await Promise.all(reads);
    expect(took).toBeLessThan(10_000);
  });
});
