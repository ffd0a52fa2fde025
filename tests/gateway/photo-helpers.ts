import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AccessPointBody, AccessPointWithKey, PhotoResult } from '../../src/shared/contracts/inference';
import { auth, call } from './helpers';

/** The seeded portrait the photo tests run on (public domain, see public/media/samples/NOTICE.md). */
export const SAMPLE = 'public/media/samples/portrait-eileen-collins.jpg';

/** A multipart/form-data body with one file `image` and text fields. */
export function form(image: Buffer, fields: Record<string, string>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), image, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A portrait call with a key. */
export function portraitCall(app: FastifyInstance, key: string, image: Buffer, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = form(image, fields);
  return call<PhotoResult>(app, { method: 'POST', url: '/gateway/open/v1/photo/portrait', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${key}`, ...headers } });
}

/** A new photo API key of a user. */
export async function photoKey(app: FastifyInstance, token: string, overrides: Partial<AccessPointBody> = {}) {
  const res = await call<AccessPointWithKey>(app, {
    method: 'POST',
    url: '/gateway/v1/accessPoint/add',
    headers: auth(token),
    payload: { name: '写真', product: 'photo_api', expiresAt: null, ipRanges: [], rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null, freeOnly: false, ...overrides },
  });
  return res.data.key;
}

/** Mean RGB of a region of an image. */
export async function meanColour(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(image).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
  return sum.map((s) => s / (data.length / info.channels));
}

export const near = (rgb: number[], hex: string, tolerance: number) => rgb.every((v, i) => Math.abs(v - Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) <= tolerance);
