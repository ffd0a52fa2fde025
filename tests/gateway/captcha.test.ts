import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, freshIp, humanTrack } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});

interface Challenge {
  id: string;
  type: string;
  width: number;
  height: number;
  pieceSize: number;
  y: number;
  backgroundImage: string;
  sliderImage: string;
}

const challengeFor = async (ip: string) =>
  (await call<Challenge>(app, { method: 'GET', url: '/gateway/v1/captcha/generateCaptcha?type=SLIDER', remoteAddress: ip })).data;

/** A fresh challenge for a fresh client, with its answer read through the dev peek. */
const generate = async (ip = freshIp()) => {
  const challenge = await challengeFor(ip);
  const answer = await call<{ x: number }>(app, { method: 'GET', url: `/gateway/dev/captcha/${challenge.id}` });
  return { ...challenge, x: answer.data.x, ip };
};

const verify = (ip: string, payload: Record<string, unknown>) =>
  call<{ id: string; captchaSecondaryToken: string }>(app, { method: 'POST', url: '/gateway/v1/captcha/verifyCaptcha', payload, remoteAddress: ip });

const captchaAsked = async (ip: string) =>
  (await call<boolean>(app, { method: 'GET', url: '/gateway/v1/captcha/isBeginVerify?scene=phoneLogin', remoteAddress: ip })).data;

/** The bytes of a base64 data: URL, which must be a WebP image. */
function webpBytes(url: string): Buffer {
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(url);
  expect(match, url.slice(0, 40)).not.toBeNull();
  return Buffer.from(match![1]!, 'base64');
}

/** The chunk names of a WebP file (a RIFF container), in order. */
function webpChunks(file: Buffer): string[] {
  expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= file.length; ) {
    const size = file.readUInt32LE(at + 4);
    chunks.push(file.subarray(at, at + 4).toString('latin1'));
    if (chunks.at(-1) === 'VP8X') expect(file[at + 8]! & 0b0010_1100, 'VP8X announces ICC, EXIF or XMP').toBe(0);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** Pixels only: image data and its alpha, no ICC profile, EXIF, XMP or other chunk. */
const PIXEL_CHUNKS = ['VP8 ', 'VP8L', 'VP8X', 'ALPH'];

describe('the challenge', () => {
  it('is two raster images without metadata, the piece on a tile whose size does not follow the answer', async () => {
    const answers = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const challenge = await generate();
      answers.add(challenge.x);
      const background = webpBytes(challenge.backgroundImage);
      const slider = webpBytes(challenge.sliderImage);
      for (const file of [background, slider]) {
        expect(webpChunks(file).every((chunk) => PIXEL_CHUNKS.includes(chunk))).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.exif, meta.icc, meta.xmp, meta.iptc, meta.comments]).toEqual(['webp', undefined, undefined, undefined, undefined, undefined]);
      }
      expect(await sharp(background).metadata()).toMatchObject({ width: challenge.width, height: challenge.height });
      const piece = await sharp(slider).raw().toBuffer({ resolveWithObject: true });
      expect(piece.info).toMatchObject({ width: challenge.pieceSize, height: challenge.pieceSize, channels: 4 });
      // Transparent around the piece: the tile's corners show nothing.
      const alphaAt = (px: number, py: number) => piece.data[(py * challenge.pieceSize + px) * 4 + 3];
      const last = challenge.pieceSize - 1;
      expect([alphaAt(0, 0), alphaAt(last, 0), alphaAt(0, last), alphaAt(last, last)]).toEqual([0, 0, 0, 0]);
      // And the piece fits where the answer says: inside the background, clear of its starting place.
      expect(challenge.x).toBeGreaterThanOrEqual(challenge.pieceSize);
      expect(challenge.x + challenge.pieceSize).toBeLessThanOrEqual(challenge.width);
    }
    expect(answers.size).toBeGreaterThan(10);
  });

  it('says nothing of the answer: its fields are the layout, a fresh id and two images', async () => {
    for (let i = 0; i < 10; i += 1) {
      const challenge = await challengeFor(freshIp());
      expect(Object.keys(challenge).sort()).toEqual(['backgroundImage', 'height', 'id', 'pieceSize', 'sliderImage', 'type', 'width', 'y']);
      expect(challenge).toMatchObject({ type: 'SLIDER', width: 320, height: 160, pieceSize: 72 });
      expect(challenge.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // y is public (the piece's row shows anyway). The images are WebP (pixels only, above): no
      // markup such as the SVG viewBox that once gave the answer away.
      for (const image of [challenge.backgroundImage, challenge.sliderImage]) {
        const bytes = webpBytes(image).toString('latin1');
        expect(bytes).not.toContain('<svg ');
        expect(bytes).not.toContain('viewBox');
      }
    }
  });

  it('is not found by the darkest spot on the piece row: decoy holes look the same', async () => {
    let found = 0;
    const rounds = 30;
    for (let i = 0; i < rounds; i += 1) {
      const challenge = await generate();
      const { data, info } = await sharp(webpBytes(challenge.backgroundImage)).greyscale().raw().toBuffer({ resolveWithObject: true });
      const tile = challenge.pieceSize;
      // Mean brightness of the middle of a tile at `left` on the piece's row: a hole is darkened.
      const middle = (left: number) => {
        let sum = 0;
        for (let py = challenge.y + tile / 4; py < challenge.y + (3 * tile) / 4; py += 1)
          for (let px = left + tile / 4; px < left + (3 * tile) / 4; px += 1) sum += data[py * info.width + px]!;
        return sum;
      };
      let darkest = 0;
      for (let left = 1; left <= challenge.width - tile; left += 1) if (middle(left) < middle(darkest)) darkest = left;
      if (Math.abs(darkest - challenge.x) <= 6) found += 1;
    }
    expect(found / rounds).toBeLessThan(0.8);
  });
});

describe('answering', () => {
  it('passes the right position reached by a hand-like drag, once', async () => {
    const challenge = await generate();
    const passed = await verify(challenge.ip, { id: challenge.id, x: challenge.x, track: humanTrack(challenge.x) });
    expect(passed.code).toBe(100000);
    expect(passed.data.captchaSecondaryToken).toMatch(/.{20,}/);
    const again = await verify(challenge.ip, { id: challenge.id, x: challenge.x, track: humanTrack(challenge.x) });
    expect(again.msg).toBe('验证已过期，请刷新后重试');
    expect(await captchaAsked(challenge.ip)).toBe(false);
  });

  it.each([
    ['no track', () => undefined],
    ['an empty track', () => []],
    ['a script’s even steps', (x: number) => Array.from({ length: 21 }, (_, i) => ({ x: (x * i) / 20, t: i * 40 }))],
    ['a drag too fast for a hand', (x: number) => humanTrack(x).map((p) => ({ x: p.x, t: p.t / 10 }))],
    ['a drag that ends elsewhere', (x: number) => humanTrack(x - 40)],
    ['a drag that starts midway', (x: number) => humanTrack(x - 60).map((p) => ({ x: p.x + 60, t: p.t }))],
  ])('fails the right position with %s, like a wrong one', async (_, track: (x: number) => unknown) => {
    const challenge = await generate();
    const res = await verify(challenge.ip, { id: challenge.id, x: challenge.x, track: track(challenge.x) });
    expect([res.code, res.msg]).toEqual([-1, '验证失败，请重试']);
    // A failed captcha is a risk signal: this client now always gets one before a code is sent.
    expect(await captchaAsked(challenge.ip)).toBe(true);
  });

  it('refuses a malformed track, naming the field', async () => {
    const { id, x, ip } = await generate();
    const long = humanTrack(x);
    while (long.length <= 500) long.push({ ...long.at(-1)!, t: long.at(-1)!.t + 1 });
    for (const [track, field] of [
      [long, 'track'],
      ['slow', 'track'],
      [[{ x: 'ten', t: 0 }], 'track.0.x'],
      [[{ x: 1 }], 'track.0.t'],
      [[{ x: 1, t: -5 }], 'track.0.t'],
    ] as const) {
      const res = await verify(ip, { id, x, track });
      expect(res.code).toBe(50005);
      expect(res.msg).toContain(`请求体 ${field}：`);
    }
    // Nothing was spent: the challenge still takes its one answer.
    expect((await verify(ip, { id, x, track: humanTrack(x) })).code).toBe(100000);
  });
});
