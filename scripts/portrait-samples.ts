// The old home page's AI portrait before/after samples, made once by the real engine on the seeded
// public-domain portrait (public/media/samples): `npx tsx scripts/portrait-samples.ts` writes
// public/media/portrait/{before,after}-N.jpg, 400 × 500, framed on the face.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, type PortraitStyle } from '../src/shared/core/photo';

const SAMPLE = 'public/media/samples/portrait-eileen-collins.jpg';
const STYLES: PortraitStyle[] = ['background_studio', 'tone_mono'];

interface Made {
  ok: boolean;
  png: Uint8Array;
  width: number;
  height: number;
  faceBox: { x: number; y: number; width: number; height: number };
}

async function main() {
  const workerUrl = new URL('../server/modules/inference/photo-worker.mjs', import.meta.url).href;
  const worker = (await import(workerUrl)) as { portrait: (task: unknown) => Promise<Made> };
  const image = await readFile(SAMPLE);
  for (const [i, style] of STYLES.entries()) {
    const made = await worker.portrait({ image, style, maxSide: PHOTO_MAX_SIDE, maxPixels: PHOTO_MAX_PIXELS });
    if (!made.ok) throw new Error(`${style}: no portrait`);
    // A 4:5 frame as tall as the photo, centred on the face where the photo allows.
    const height = made.height;
    const width = Math.round((height * 4) / 5);
    const centre = made.faceBox.x + made.faceBox.width / 2;
    const left = Math.max(0, Math.min(made.width - width, Math.round(centre - width / 2)));
    const frame = (input: Buffer) => sharp(input).extract({ left, top: 0, width, height }).resize(400, 500).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    await writeFile(`public/media/portrait/before-${i + 1}.jpg`, await frame(await sharp(image).png().toBuffer()));
    await writeFile(`public/media/portrait/after-${i + 1}.jpg`, await frame(Buffer.from(made.png)));
    console.log(`${style}: before-${i + 1}.jpg, after-${i + 1}.jpg`);
  }
}

await main();
process.exit(0);
