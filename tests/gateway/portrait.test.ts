import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefits, walletTransactions } from '../../server/db/schema';
import { PORTRAIT_STYLES, type PortraitStyle } from '../../src/shared/contracts/inference';
import { auth, call, createTestApp, registerUser } from './helpers';
import { form, meanColour, near, photoKey, portraitCall, SAMPLE } from './photo-helpers';

let app: FastifyInstance;
let sample: Buffer;
/** The sample as the engine sees it (RGB, 512 × 512), to compare the styles against. */
let original: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  sample = await readFile(SAMPLE);
  original = await sharp(sample).removeAlpha().png().toBuffer();
});

const freeLeft = async (userId: number) => {
  const [row] = await app.db.select().from(benefits).where(and(eq(benefits.userId, userId), eq(benefits.source, 'signup')));
  return row!.quantity - row!.used;
};

/** Mean absolute difference per channel between two same-sized images over a region. */
async function difference(a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).extract(region).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i += 1) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('portrait styles really run', () => {
  it('answers every documented style at the photo’s framing, with the face found', async () => {
    const user = await registerUser(app);
    const key = await photoKey(app, user.token);
    const results = {} as Record<PortraitStyle, Buffer>;
    for (const style of Object.keys(PORTRAIT_STYLES) as PortraitStyle[]) {
      const res = await portraitCall(app, key, sample, { style });
      expect(res.code, `${style}: ${res.msg}`).toBe(100000);
      const png = Buffer.from(res.data.image, 'base64');
      const meta = await sharp(png).metadata();
      expect([style, meta.format, meta.width, meta.height, res.data.width, res.data.height]).toEqual([style, 'png', 512, 512, 512, 512]);
      // The face box lies on the astronaut's face (about x 150–300, y 50–200 in the sample).
      const box = res.data.faceBox;
      expect(box.x + box.width / 2).toBeGreaterThan(190);
      expect(box.x + box.width / 2).toBeLessThan(260);
      expect(box.y + box.height / 2).toBeGreaterThan(90);
      expect(box.y + box.height / 2).toBeLessThan(160);
      results[style] = png;
    }
    expect(await freeLeft(user.userId)).toBe(20 - Object.keys(PORTRAIT_STYLES).length);

    // Background replacement: where the flag and the shuttle were is now the colour; the face is the photo's.
    const backdrop = { left: 4, top: 20, width: 20, height: 60 };
    const shuttle = { left: 470, top: 20, width: 30, height: 40 };
    for (const [style, hex] of [
      ['background_white', '#ffffff'],
      ['background_grey', '#d9dce1'],
    ] as const) {
      expect(near(await meanColour(results[style], backdrop), hex, 14), `${style} left`).toBe(true);
      expect(near(await meanColour(results[style], shuttle), hex, 14), `${style} right`).toBe(true);
    }
    const face = { left: 200, top: 90, width: 50, height: 50 };
    for (const style of ['background_white', 'background_grey', 'background_studio'] as const) expect(await difference(results[style], original, face), style).toBeLessThan(4);
    // The studio backdrop: a blue-grey light, not the flag's red and white.
    const studio = await meanColour(results.background_studio, backdrop);
    expect(studio[2]!).toBeGreaterThan(studio[0]!);
    expect(await difference(results.background_studio, original, backdrop)).toBeGreaterThan(30);

    // Skin smoothing: the face changes, the rest of the photo does not.
    expect(await difference(results.skin_smooth, original, { left: 190, top: 110, width: 70, height: 60 })).toBeGreaterThan(0.5);
    for (const outside of [backdrop, shuttle, { left: 100, top: 350, width: 80, height: 80 }]) expect(await difference(results.skin_smooth, original, outside)).toBeLessThan(1.5);

    // Tones: warm is redder than the photo, cool bluer, mono grey.
    const whole = { left: 0, top: 0, width: 512, height: 512 };
    const [photo, warm, cool, mono] = await Promise.all([original, results.tone_warm, results.tone_cool, results.tone_mono].map((image) => meanColour(image, whole)));
    const warmth = (rgb: number[]) => rgb[0]! - rgb[2]!;
    expect(warmth(warm!)).toBeGreaterThan(warmth(photo!) + 10);
    expect(warmth(cool!)).toBeLessThan(warmth(photo!) - 10);
    expect(Math.max(...mono!) - Math.min(...mono!)).toBeLessThan(1.5);
  });

  it('scales a large photo down to 1024 px on its long side, keeping its shape', async () => {
    const user = await registerUser(app);
    const key = await photoKey(app, user.token);
    const large = await sharp(sample).resize(1600, 1200, { fit: 'fill' }).jpeg().toBuffer();
    const res = await portraitCall(app, key, large, { style: 'tone_mono' });
    expect(res.code, res.msg).toBe(100000);
    const meta = await sharp(Buffer.from(res.data.image, 'base64')).metadata();
    expect([meta.width, meta.height, res.data.width, res.data.height]).toEqual([1024, 768, 1024, 768]);
  });
});

describe('portrait: bad input is a clear error, never a 5xx, never a charge', () => {
  it('refuses every bad image and style', async () => {
    const user = await registerUser(app);
    const key = await photoKey(app, user.token);
    const blank = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer();
    const gradient = await sharp(Buffer.from(Array.from({ length: 256 * 256 * 3 }, (_, i) => (i % 768) / 3)), { raw: { width: 256, height: 256, channels: 3 } }).jpeg().toBuffer();
    const twoFaces = await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#000000' } })
      .composite([
        { input: sample, left: 0, top: 0 },
        { input: sample, left: 512, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const style = { style: 'background_white' };
    const cases: [string, Buffer, Record<string, string>, number, string][] = [
      ['not an image', Buffer.from('hello, this is text'), style, 400, '无法识别的图片'],
      ['30 MB', Buffer.alloc(30 * 1024 * 1024, 1), style, 413, '图片过大'],
      ['10,001 px a side', await blank(10_001, 8), style, 400, '边长不能超过 10000 像素'],
      ['a decompression bomb', await blank(9_000, 9_000), style, 400, '像素过多'],
      ['no face', gradient, style, 422, '未检测到人脸'],
      ['two faces', twoFaces, style, 422, '多张人脸'],
      ['an unknown style', sample, { style: 'anime' }, 400, '不支持的风格 anime'],
      ['no style', sample, {}, 400, '请选择风格'],
    ];
    for (const [what, image, fields, status, message] of cases) {
      const res = await portraitCall(app, key, image, fields);
      expect([what, res.status, res.code]).toEqual([what, status, 50005]);
      expect(res.msg, what).toContain(message);
    }
    expect(await freeLeft(user.userId)).toBe(20);
    expect(await app.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, user.userId), eq(walletTransactions.refType, 'api_call')))).toEqual([]);
  });
});

describe('portrait: Idempotency-Key as everywhere in the gateway', () => {
  it('charges a retry once and refuses the same key with another style or on the other product', async () => {
    const user = await registerUser(app);
    const key = await photoKey(app, user.token);
    const headers = { 'idempotency-key': 'portrait-1' };
    const first = await portraitCall(app, key, sample, { style: 'tone_warm' }, headers);
    const again = await portraitCall(app, key, sample, { style: 'tone_warm' }, headers);
    expect([first.code, again.code, again.data.requestId]).toEqual([100000, 100000, first.data.requestId]);
    expect(await freeLeft(user.userId)).toBe(19);
    for (const other of [
      await portraitCall(app, key, sample, { style: 'tone_cool' }, headers),
      await (async () => {
        const body = form(sample, { size: '1inch', background: 'blue' });
        return call(app, { method: 'POST', url: '/gateway/open/v1/photo/id-photo', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${key}`, ...headers } });
      })(),
    ]) {
      expect([other.status, other.code, other.data]).toEqual([200, 50005, [{ field: 'Idempotency-Key', message: expect.stringContaining('已用于另一请求') }]]);
    }
    expect(await freeLeft(user.userId)).toBe(19);
  });
});

describe('the playground offers the portrait', () => {
  it('makes a portrait through its owner’s access point, and is not found for anyone else', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const res = await call<{ id: number }>(app, {
      method: 'POST',
      url: '/gateway/v1/accessPoint/add',
      headers: auth(owner.token),
      payload: { name: '体验', product: 'photo_api', expiresAt: null, ipRanges: [], rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null, freeOnly: false },
    });
    const body = form(sample, { style: 'background_studio' });
    const url = `/gateway/v1/accessPoint/playground/${res.data.id}/portrait`;
    const mine = await call<{ width: number; freeImagesLeft: number }>(app, { method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth(owner.token) } });
    expect(mine.data).toMatchObject({ width: 512, freeImagesLeft: 19 });
    expect((await call(app, { method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth(other.token) } })).code).toBe(100006);
  });
});
