import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplyPlans, users } from '../../server/db/schema';
import { LocalDiskStorage } from '../../server/lib/storage';
import { auth, call, createTestApp, login } from './helpers';

/**
 * Plan files on the local disk adapter: a plan names only its supplier's own completed uploads,
 * a key of any other shape is "not found" everywhere (never a failure), and an upload policy is
 * good for exactly one upload.
 */
let app: FastifyInstance;
let dataDir: string;
let supplier: string;
let supplierId: number;
let renter: string;
let operator: string;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const OTHER_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 7, 7, 7]);

const get = <T = unknown>(token: string, url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(token) });
const post = <T = unknown>(token: string, url: string, payload?: object) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(token), payload });

interface Policy {
  key: string;
  policy: string;
  signature: string;
}
const policy = async (token: string, bytes = PNG) => {
  const res = await get<Policy>(token, `/v1/oss/getOssSecret?fileName=a.png&contentType=image/png&size=${bytes.length}`);
  expect(res.code, res.msg).toBe(100000);
  return res.data;
};
const upload = (token: string, issued: Policy, bytes = PNG) =>
  post<{ key: string }>(token, '/v1/oss/upload', { policy: issued.policy, signature: issued.signature, content: bytes.toString('base64') });
/** A file uploaded by `token`: its key. */
const uploaded = async (token: string, bytes = PNG) => {
  const res = await upload(token, await policy(token, bytes), bytes);
  expect(res.code, res.msg).toBe(100000);
  return res.data.key;
};

const plan = (files: { key: string; contentType?: string; size?: number }[]) => ({
  planName: '文件校验方案',
  expectedIncomeWeekly: '3000.00',
  minIncomeWeekly: '500.00',
  saleTime: { windows: [{ weekday: 1, beginMinute: 0, endMinute: 1440 }], endDate: '2099-12-31' },
  machines: [],
  files: files.map((file) => ({ name: 'machine.png', kind: 'photo', contentType: 'image/png', size: PNG.length, ...file })),
});
const reviewFile = (planId: number, key: string) => app.inject({ method: 'GET', url: `/gateway/v1/oss/review/${planId}?key=${encodeURIComponent(key)}`, headers: auth(operator) });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'oss-files-'));
  app = await createTestApp({ storage: new LocalDiskStorage(dataDir) });
  [supplier, renter, operator] = await Promise.all([login(app, 'demo_supplier'), login(app, 'demo_renter'), login(app, 'demo_operator')]);
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_supplier'));
  supplierId = row!.id;
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('plan file keys', () => {
  it('takes only the supplier’s own completed uploads as a plan’s files, with what was really stored', async () => {
    const renterKey = await uploaded(renter);
    const cases = [
      `plans/${supplierId}/../../../../../etc/passwd`,
      `plans/${supplierId}/${'a'.repeat(32)}.png`, // well formed, never uploaded
      renterKey, // someone else's upload
    ];
    for (const key of cases) {
      const res = await post(supplier, '/v1/resourceSupplierPlan/addPlan', plan([{ key }]));
      expect(res.code, key).toBe(50005);
      expect(res.msg, key).toContain('files.0.key');
      expect(res.data, key).toEqual([{ field: 'files.0.key', message: expect.any(String) }]);
    }
    const key = await uploaded(supplier);
    // The declared type and size are not taken on trust.
    const added = await post<{ id: number; files: { key: string; contentType: string; size: number }[] }>(
      supplier,
      '/v1/resourceSupplierPlan/addPlan',
      plan([{ key, contentType: 'application/pdf', size: 99 }]),
    );
    expect(added.code, added.msg).toBe(100000);
    expect(added.data.files).toEqual([expect.objectContaining({ key, contentType: 'image/png', size: PNG.length })]);
  });

  it('answers a bad key in the operator’s file view as not found, even one saved before keys were checked', async () => {
    const key = await uploaded(supplier);
    const added = await post<{ id: number }>(supplier, '/v1/resourceSupplierPlan/addPlan', plan([{ key }]));
    expect(added.code, added.msg).toBe(100000);
    const planId = added.data.id;
    const good = await reviewFile(planId, key);
    expect(good.statusCode).toBe(200);
    expect(good.rawPayload.equals(PNG)).toBe(true);
    // A plan row written before the check, naming keys that escape the supplier's folder.
    const bad = [`plans/${supplierId}/../../../../../etc/passwd`, `plans/${supplierId}/../1/${'b'.repeat(32)}.png`, `plans\\${supplierId}\\x.png`, `/etc/passwd`];
    const [row] = await app.db.select({ files: supplyPlans.files }).from(supplyPlans).where(eq(supplyPlans.id, planId));
    await app.db
      .update(supplyPlans)
      .set({ files: [...row!.files, ...bad.map((k) => ({ key: k, name: 'x', kind: 'photo' as const, contentType: 'image/png', size: 1 }))] })
      .where(eq(supplyPlans.id, planId));
    for (const k of [...bad, `plans/${supplierId}/${'c'.repeat(32)}.png`]) {
      const res = await reviewFile(planId, k);
      expect(res.statusCode, k).toBe(200);
      expect(res.json(), k).toMatchObject({ code: 100006 });
    }
    expect((await reviewFile(999_999_999, key)).json()).toMatchObject({ code: 100006 });
  });

  it('signs links only for canonical keys of the caller’s own uploads', async () => {
    const key = await uploaded(supplier);
    const name = key.split('/')[2]!;
    const renterKey = await uploaded(renter);
    const bad = [
      `plans/${supplierId}/../${renterKey.split('/')[1]}/${renterKey.split('/')[2]}`,
      `plans/${supplierId}/./${name}`,
      `plans/${supplierId}//${name}`,
      `/plans/${supplierId}/${name}`,
      `plans\\${supplierId}\\${name}`,
      `plans/${supplierId}/${name}/..`,
      `plans/${supplierId}/${'d'.repeat(32)}.png`, // never uploaded
      renterKey,
    ];
    for (const k of bad) {
      const res = await get(supplier, `/v1/oss/getSeoFileUrl?key=${encodeURIComponent(k)}`);
      expect(res.status, k).toBe(200);
      expect(res.code, k).toBe(100006);
    }
    const link = await get<{ url: string }>(supplier, `/v1/oss/getSeoFileUrl?key=${encodeURIComponent(key)}`);
    expect(link.code).toBe(100000);
    const file = await app.inject({ method: 'GET', url: link.data.url });
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('upload policies', () => {
  it('are good for one upload: a replay is refused and the stored bytes stay the first ones', async () => {
    const issued = await policy(supplier);
    expect((await upload(supplier, issued, PNG)).code).toBe(100000);
    const replay = await upload(supplier, issued, OTHER_PNG);
    expect(replay.code).toBe(50005);
    expect(replay.msg).toContain('policy');
    expect(replay.msg).toContain('已使用');
    expect((await readFile(path.join(dataDir, 'uploads', issued.key))).equals(PNG)).toBe(true);
    const link = await get<{ url: string }>(supplier, `/v1/oss/getSeoFileUrl?key=${encodeURIComponent(issued.key)}`);
    expect((await app.inject({ method: 'GET', url: link.data.url })).rawPayload.equals(PNG)).toBe(true);
  });

  it('let exactly one of two simultaneous uploads under one policy through', async () => {
    const issued = await policy(supplier);
    const results = await Promise.all([upload(supplier, issued, PNG), upload(supplier, issued, OTHER_PNG)]);
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([50005, 100000]);
    const stored = await readFile(path.join(dataDir, 'uploads', issued.key));
    expect(stored.equals(results[0]!.code === 100000 ? PNG : OTHER_PNG)).toBe(true);
  });
});
