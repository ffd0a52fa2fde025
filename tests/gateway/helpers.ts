import type { AuditEntry } from '../../src/shared/contracts/audit';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import { loadEnv } from '../../server/env';
import type { Clock } from '../../server/lib/clock';
import { MemoryStorage, type ObjectStorage } from '../../server/lib/storage';
import { certifications } from '../../server/db/schema';
import { encryptWithSecret } from '../../src/shared/crypto/aes';
import { asAdmin, databaseUrl } from './postgres-admin';

/**
 * What the file's gateways leave behind (apps to close, databases to drop), undone when the file
 * ends by `undoFile`, which `setup.ts` registers for every file (an afterAll called inside a
 * beforeAll, where the apps are made, is never run; and this module may be loaded once for many
 * files, so it cannot register the hook itself).
 */
const cleanups: (() => Promise<void>)[] = [];
export async function undoFile() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** Which database the gateway suite runs on: PGlite by default, PostgreSQL in the gateway-pg project. */
export const DB_KIND = process.env.GATEWAY_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh copy of the run's migrated and seeded database for one test file: on PGlite from the
 * snapshot (tests/gateway/global-setup.ts), on PostgreSQL a database copied from the template
 * (tests/gateway/global-setup-postgres.ts), dropped when the file ends. Both are seeded already.
 */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (DB_KIND === 'pglite') {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    return { database: await openDatabase({ dataDir: 'memory://', snapshot }), drop: async () => {} };
  }
  const name = `gw_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) => client.query(`create database ${name} template ${inject('postgresTemplate')}`));
  const url = databaseUrl(name);
  const drop = () =>
    asAdmin(async (client) => {
      // The closed app's connections say goodbye asynchronously: wait until the server has seen
      // them go, so that FORCE ends none of them mid-goodbye (their client would raise the error).
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    });
  return { database: await openDatabase({ url, dataDir: 'unused' }), url, drop };
}

export interface TestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Where uploads go; in memory unless given (e.g. a LocalDiskStorage in a temporary directory). */
  storage?: ObjectStorage;
}

/**
 * A gateway on its own fresh, migrated and seeded database, closed when the test file ends.
 * Everything goes through real HTTP handling via app.inject().
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { database, drop } = await freshDatabase();
  const app = await buildApp({ env: testEnv(options), database, clock: options.clock, storage: options.storage ?? new MemoryStorage() });
  cleanups.push(async () => {
    await app.close();
    await drop();
  });
  return app;
}

/**
 * Two gateways on one fresh database, as two processes would run them: on PostgreSQL each with its
 * own connections (and listener); on PGlite, which one process owns, sharing the database object.
 */
export async function createGatewayPair(options: TestAppOptions = {}): Promise<[FastifyInstance, FastifyInstance]> {
  const env = testEnv(options);
  const build = (database: Database, closeDatabase: boolean) =>
    buildApp({ env, database, clock: options.clock, storage: new MemoryStorage(), closeDatabase });
  const { database, url, drop } = await freshDatabase();
  const apps: [FastifyInstance, FastifyInstance] = url
    ? [await build(database, true), await build(await openDatabase({ url, dataDir: 'unused' }), true)]
    : [await build(database, false), await build(database, false)];
  cleanups.push(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (!url) await database.close();
    await drop();
  });
  return apps;
}

/** The gateway's settings in these tests: quiet, dev tools on, no static build, jobs run by hand. */
function testEnv(options: TestAppOptions) {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEV_TOOLS: 'on',
    STATIC_DIR: './.no-build-in-gateway-tests',
    WORKER_INTERVAL_MS: '0',
    ...options.env,
  });
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

let ipCounter = 0;
/** A fresh client address, so per-IP counters (risk, caps) start at zero in each test. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

let phoneCounter = 0;
/** A phone number no other test uses. */
export const freshPhone = () => {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
};

/** The newest code sent to a phone or e-mail, read from the dev outbox as a person would. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await call<{ code: string | null }[]>(app, { method: 'GET', url: `/gateway/dev/outbox?to=${encodeURIComponent(to)}` });
  const code = res.data[0]?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Seal a password (and optionally its confirmation) with a fresh single-use secret. */
export async function seal(app: FastifyInstance, password: string, confirm = password) {
  const secret = await call<{ key: string; secret: string }>(app, { method: 'GET', url: '/gateway/v1/secret/generateSecret' });
  return {
    password: encryptWithSecret(password, secret.data.secret),
    confirmPassword: encryptWithSecret(confirm, secret.data.secret),
    secretKey: secret.data.key,
  };
}

/**
 * A drag a person could make from the slider's rest to x: about 0.7 s in 24 moves at uneven
 * intervals, fast at first and slowing into place (an ease-out curve).
 */
export function humanTrack(x: number): { x: number; t: number }[] {
  const points = [{ x: 0, t: 0 }];
  let t = 0;
  for (let i = 1; i <= 24; i += 1) {
    t += 20 + Math.floor(Math.random() * 20);
    points.push({ x: Math.round(x * (1 - (1 - i / 24) ** 3) * 10) / 10, t });
  }
  return points;
}

/** Solve a slider captcha through the dev peek, as the browser tests do, dragging like a person. */
export async function solveCaptcha(app: FastifyInstance, ip: string): Promise<{ captchaId: string; captchaSecondaryToken: string }> {
  const challenge = await call<{ id: string }>(app, { method: 'GET', url: '/gateway/v1/captcha/generateCaptcha?type=SLIDER', remoteAddress: ip });
  const answer = await call<{ x: number }>(app, { method: 'GET', url: `/gateway/dev/captcha/${challenge.data.id}` });
  const verified = await call<{ id: string; captchaSecondaryToken: string }>(app, {
    method: 'POST',
    url: '/gateway/v1/captcha/verifyCaptcha',
    payload: { id: challenge.data.id, x: answer.data.x, track: humanTrack(answer.data.x) },
    remoteAddress: ip,
  });
  if (verified.code !== 100000) throw new Error(`captcha: ${verified.msg}`);
  return { captchaId: verified.data.id, captchaSecondaryToken: verified.data.captchaSecondaryToken };
}

/** Register a new user by phone through the real SMS path; answers its token and phone. */
export async function registerUser(app: FastifyInstance, password = 'Fresh@2025') {
  const phone = freshPhone();
  const ip = freshIp();
  const sent = await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCode?scene=register&phone=${phone}`, remoteAddress: ip });
  if (sent.code !== 100000) throw new Error(`send: ${sent.msg}`);
  const res = await call<{ token: string; userInfo: { userBaseId: string; userName: string } }>(app, {
    method: 'POST',
    url: '/gateway/v1/user/registerByPhone',
    payload: { phone, verifyCode: await lastCode(app, phone), agreement: true, ...(await seal(app, password)) },
    remoteAddress: ip,
  });
  if (res.code !== 100000) throw new Error(`register: ${res.code} ${res.msg}`);
  return { token: res.data.token, phone, userId: Number(res.data.userInfo.userBaseId), userName: res.data.userInfo.userName, password };
}

/**
 * Give a user a passed real-name certification, as an operator's pass would leave it (ordering
 * compute and selling it require one). Answers the certified name.
 */
export async function certify(app: FastifyInstance, userId: number, name = '测试算力科技有限公司') {
  await app.db
    .insert(certifications)
    .values({ userId, type: 'enterprise', status: 'review_pass', name, code: '91110108MA01D8XK3W', contactName: '测试', contactPhone: '13900000000', contactEmail: 't@example.cn', submittedAt: new Date(), reviewedAt: new Date() });
  return name;
}

/** A new user by phone, certified (see certify). */
export async function certifiedUser(app: FastifyInstance, name?: string) {
  const user = await registerUser(app);
  await certify(app, user.userId, name);
  return user;
}

/** The Authorization header of a signed-in call. */
export const auth = (token: string) => ({ authorization: token });

/** An audit trail row as the tests read it: the contract's entry, its values before and after as records. */
export type AuditRow = Omit<AuditEntry, 'before' | 'after'> & { before: Record<string, unknown> | null; after: Record<string, unknown> | null };

/** Every day of the week, all day: a supply plan's sale windows. */
export const EVERY_DAY = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, beginMinute: 0, endMinute: 1440 }));

/** One machine of a supply plan, as a supplier's form sends it. */
export const supplyMachine = (overrides: Record<string, unknown> = {}) => ({
  resourceType: 'TG_ECS',
  gpuModel: 'RTX 4090',
  gpuCount: 8,
  gpuVram: 24,
  cpuModel: 'AMD EPYC 7542',
  cpuCores: 64,
  ramGb: 512,
  diskGb: 4000,
  bandwidthMbps: 1000,
  regionCode: 'cn-east-1',
  publicIp: '203.0.113.10',
  sshPort: 22,
  driverVersion: '550.54',
  cudaVersion: '12.4',
  quantity: 1,
  prices: { day: '2.0000', night: '0.9000' },
  ...overrides,
});
