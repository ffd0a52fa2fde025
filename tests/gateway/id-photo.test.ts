import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, benefits, walletTransactions, wallets } from '../../server/db/schema';
import { creditWallet } from '../../server/modules/wallet/service';
import type { AccessPointBody, AccessPointWithKey, PhotoResult } from '../../src/shared/contracts/inference';
import { auth, call, createTestApp, registerUser } from './helpers';

const SAMPLE = 'public/media/samples/portrait-eileen-collins.jpg';

/** A multipart/form-data body with one file `image` and text fields. */
function form(image: Buffer, fields: Record<string, string>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), image, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let app: FastifyInstance;
let sample: Buffer;

function photo(key: string, image: Buffer, fields: Record<string, string> = { size: '1inch', background: 'blue' }, headers: Record<string, string> = {}) {
  const body = form(image, fields);
  return call<PhotoResult>(app, { method: 'POST', url: '/gateway/open/v1/photo/id-photo', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${key}`, ...headers } });
}

async function newKey(token: string, overrides: Partial<AccessPointBody> = {}) {
  const res = await call<AccessPointWithKey>(app, {
    method: 'POST',
    url: '/gateway/v1/accessPoint/add',
    headers: auth(token),
    payload: { name: '证件照', product: 'photo_api', expiresAt: null, ipRanges: [], rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null, freeOnly: false, ...overrides },
  });
  return res.data.key;
}

const freeLeft = async (userId: number) => {
  const [row] = await app.db.select().from(benefits).where(and(eq(benefits.userId, userId), eq(benefits.source, 'signup')));
  return row!.quantity - row!.used;
};
const useFreeImages = (userId: number, used: number) => app.db.update(benefits).set({ used }).where(and(eq(benefits.userId, userId), eq(benefits.kind, 'photo_api_images')));
const balance = async (userId: number) => (await app.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!.balanceAmount;
const topUp = (userId: number, amount: string) =>
  app.db.transaction((tx) => creditWallet(tx, app.clock, { userId, amount, type: 'recharge', refType: 'test', refId: `${userId}-${amount}-${Math.random()}`, remark: 'test' }));
const charges = (userId: number) => app.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.refType, 'api_call')));

/** Mean RGB of a region of a PNG. */
async function meanColour(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
  return sum.map((s) => s / (data.length / info.channels));
}
const near = (rgb: number[], hex: string, tolerance: number) => rgb.every((v, i) => Math.abs(v - Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) <= tolerance);

beforeAll(async () => {
  app = await createTestApp();
  sample = await readFile(SAMPLE);
});

describe('the ID photo really runs', () => {
  it('cuts the person out, frames the face, and paints the background the chosen colour at the size asked', async () => {
    const user = await registerUser(app);
    const key = await newKey(user.token);
    for (const [size, background, width, height, hex] of [
      ['1inch', 'blue', 295, 413, '#628bce'],
      ['2inch', 'red', 413, 579, '#d74532'],
      ['small1inch', 'white', 260, 378, '#ffffff'],
    ] as const) {
      const res = await photo(key, sample, { size, background });
      expect(res.code, res.msg).toBe(100000);
      const png = Buffer.from(res.data.image, 'base64');
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height, res.data.width, res.data.height]).toEqual(['png', width, height, width, height]);
      expect(meta.density).toBe(300);
      const box = res.data.faceBox;
      // The face box is on the face: skin-coloured (red over blue), not the background; centred.
      const face = await meanColour(png, { left: box.x + Math.round(box.width / 4), top: box.y + Math.round(box.height / 3), width: Math.round(box.width / 2), height: Math.round(box.height / 3) });
      expect(face[0]!).toBeGreaterThan(face[2]! + 30);
      expect(near(face, hex, 40)).toBe(false);
      expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(width * 0.05);
      // Beside the head, where the sample shows a flag and a model shuttle, is now the chosen colour.
      for (const left of [2, width - 22]) {
        const side = await meanColour(png, { left, top: Math.round(height * 0.2), width: 20, height: 20 });
        expect(near(side, hex, 12), `${background} at ${left}: ${side.join(',')}`).toBe(true);
      }
    }
  });
});

describe('billing per image', () => {
  it('uses the free images first, refuses the 21st call of a free-only key with nothing charged', async () => {
    const user = await registerUser(app);
    await topUp(user.userId, '10.00');
    const key = await newKey(user.token, { freeOnly: true });
    await useFreeImages(user.userId, 19);
    const last = await photo(key, sample);
    expect(last.data).toMatchObject({ units: 1, cost: '0.00', free: true, freeImagesLeft: 0 });
    const refused = await photo(key, sample);
    expect([refused.status, refused.data]).toEqual([402, { reason: 'free_quota_exhausted' }]);
    expect(refused.msg).toContain('免费额度已用完');
    expect(await balance(user.userId)).toBe('10.00');
    expect(await charges(user.userId)).toEqual([]);
    expect(await freeLeft(user.userId)).toBe(0);
  });

  it('then charges the wallet once per image, once for a retried Idempotency-Key, never for a failure', async () => {
    const user = await registerUser(app);
    await topUp(user.userId, '1.00');
    const key = await newKey(user.token);
    await useFreeImages(user.userId, 20);

    const first = await photo(key, sample, undefined, { 'idempotency-key': 'order-1' });
    expect(first.data).toMatchObject({ cost: '0.10', free: false, freeImagesLeft: 0 });
    const again = await photo(key, sample, undefined, { 'idempotency-key': 'order-1' });
    expect(again.data.requestId).toBe(first.data.requestId);
    expect(again.data.cost).toBe('0.10');
    expect(await balance(user.userId)).toBe('0.90');
    expect(await charges(user.userId)).toHaveLength(1);
    // The same key with another request is refused as everywhere in the gateway (lib/idempotency).
    const other = await photo(key, sample, { size: '2inch', background: 'blue' }, { 'idempotency-key': 'order-1' });
    expect([other.status, other.code, other.data]).toEqual([200, 50005, [{ field: 'Idempotency-Key', message: expect.stringContaining('已用于另一请求') }]]);

    const engine = app.photoEngine.idPhoto;
    app.photoEngine.idPhoto = () => Promise.reject(new Error('engine crashed'));
    try {
      const failed = await photo(key, sample);
      expect(failed.status).toBe(500);
    } finally {
      app.photoEngine.idPhoto = engine;
    }
    expect(await balance(user.userId)).toBe('0.90');
    await expect.poll(async () => (await app.db.select().from(apiCalls).where(eq(apiCalls.userId, user.userId))).map((c) => [c.status, c.cost]).sort()).toEqual([
      [200, '0.00'],
      [200, '0.00'],
      [200, '0.10'],
      [500, '0.00'],
    ]);
  });

  it('refuses when the wallet cannot pay, and holds the daily images and the spending cap', async () => {
    const user = await registerUser(app);
    await useFreeImages(user.userId, 20);
    const key = await newKey(user.token);
    const broke = await photo(key, sample);
    expect([broke.status, broke.data]).toEqual([402, { reason: 'insufficient_funds' }]);

    await topUp(user.userId, '5.00');
    const daily = await newKey(user.token, { imagesPerDay: 1 });
    expect((await photo(daily, sample)).code).toBe(100000);
    const overDaily = await photo(daily, sample);
    expect(overDaily.status).toBe(429);
    expect(Number(overDaily.headers['retry-after'])).toBeGreaterThan(0);

    const capped = await newKey(user.token, { spendCap: '0.10', spendCapPeriod: 'day' });
    expect((await photo(capped, sample)).code).toBe(100000);
    const overCap = await photo(capped, sample);
    expect([overCap.status, overCap.msg]).toEqual([429, '已达该接入点每日消费上限 ¥0.10']);
    expect(await balance(user.userId)).toBe('4.80');
  });
});

describe('bad input: a clear error, never a 5xx, never a charge', () => {
  it('refuses every bad image and option', async () => {
    const user = await registerUser(app);
    const key = await newKey(user.token);
    const blank = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer();
    const gradient = await sharp(Buffer.from(Array.from({ length: 256 * 256 * 3 }, (_, i) => (i % 768) / 3)), { raw: { width: 256, height: 256, channels: 3 } }).jpeg().toBuffer();
    const twoFaces = await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#000000' } })
      .composite([
        { input: sample, left: 0, top: 0 },
        { input: sample, left: 512, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const cases: [string, Buffer, Record<string, string>, number, string][] = [
      ['not an image', Buffer.from('hello, this is text'), { size: '1inch', background: 'blue' }, 400, '无法识别的图片'],
      ['30 MB', Buffer.alloc(30 * 1024 * 1024, 1), { size: '1inch', background: 'blue' }, 413, '图片过大'],
      ['10,001 px a side', await blank(10_001, 8), { size: '1inch', background: 'blue' }, 400, '边长不能超过 10000 像素'],
      ['a decompression bomb', await blank(9_000, 9_000), { size: '1inch', background: 'blue' }, 400, '像素过多'],
      ['no face', gradient, { size: '1inch', background: 'blue' }, 422, '未检测到人脸'],
      ['two faces', twoFaces, { size: '1inch', background: 'blue' }, 422, '多张人脸'],
      ['an unknown size', sample, { size: 'passport', background: 'blue' }, 400, '不支持的尺寸 passport'],
      ['an unknown background', sample, { size: '1inch', background: 'green' }, 400, '不支持的背景色 green'],
      ['no size', sample, { background: 'blue' }, 400, '请选择尺寸'],
    ];
    for (const [what, image, fields, status, message] of cases) {
      const res = await photo(key, image, fields);
      expect([what, res.status, res.code]).toEqual([what, status, 50005]);
      expect(res.msg, what).toContain(message);
    }
    expect(await freeLeft(user.userId)).toBe(20);
    expect(await charges(user.userId)).toEqual([]);
  });
});

describe('the playground of an access point', () => {
  it('makes the same call through its owner’s access point, billed and logged, and is not found for anyone else', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const res = await call<AccessPointWithKey>(app, {
      method: 'POST',
      url: '/gateway/v1/accessPoint/add',
      headers: auth(owner.token),
      payload: { name: '体验', product: 'photo_api', expiresAt: null, ipRanges: ['203.0.113.0/24'], rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null, freeOnly: false },
    });
    const body = form(sample, { size: '1inch', background: 'white' });
    const url = `/gateway/v1/accessPoint/playground/${res.data.id}`;
    const mine = await call<PhotoResult>(app, { method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth(owner.token) } });
    expect(mine.data).toMatchObject({ width: 295, height: 413, free: true, freeImagesLeft: 19 });
    const theirs = await call(app, { method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth(other.token) } });
    expect(theirs.code).toBe(100006);
    const anonymous = await call(app, { method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(anonymous.code).toBe(50003);
    const logged = await app.db.select().from(apiCalls).where(eq(apiCalls.userId, owner.userId));
    expect(logged.map((c) => [c.requestId, c.units, c.free])).toEqual([[mine.data.requestId, 1, true]]);
  });
});
