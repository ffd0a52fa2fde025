// The AI photo engine's worker (see photo-engine.ts): face detection and landmarks with
// @vladmandic/human on the TensorFlow.js WebAssembly backend, person segmentation with the
// MediaPipe selfie model (./models), compositing with sharp. One engine per thread, loaded on its
// first task; every model is read from disk, nothing is downloaded.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { lowerThisThread } from '../../lib/thread-priority.mjs';

// One libvips thread per worker: the worker's share of the CPU stays one core, and the gateway's
// event loop keeps the other (two cores on the reference machine). The thread runs below the event
// loop's priority, so on a busy machine the scheduler serves /gateway/health first.
sharp.concurrency(1);
lowerThisThread(10);

const require = createRequire(import.meta.url);
const humanDir = dirname(require.resolve('@vladmandic/human'));
const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
const selfieModel = join(dirname(fileURLToPath(import.meta.url)), 'models', 'selfie.json');

/** The largest side the models look at: bigger photos are scaled down for them first. */
const WORK_SIDE = 1024;
/** A face counts when the detector is at least this sure of it. */
const FACE_SCORE = 0.6;
/** ID photo framing: the face box's share of the photo's height, and the space above it. */
const FACE_HEIGHT_SHARE = 0.42;
const SPACE_ABOVE_FACE = 0.3;
const DPI = 300;

// TensorFlow.js loads models with fetch; the models are files on disk.
const fetchOnline = globalThis.fetch;
globalThis.fetch = async (url, options) => {
  const href = String(url);
  if (href.startsWith('file://')) return new Response(await readFile(fileURLToPath(href)), { status: 200 });
  return fetchOnline(url, options);
};

let engine;

async function loadEngine() {
  const { Human } = require(join(humanDir, 'human.node-wasm.js'));
  const human = new Human({
    backend: 'wasm',
    wasmPath: `${wasmDir}/`,
    modelBasePath: `${pathToFileURL(join(humanDir, '..', 'models')).href}/`,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 5, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: true, modelPath: pathToFileURL(selfieModel).href },
  });
  await human.load();
  await human.tf.ready();
  return human;
}

/** The photo read and checked, the models loaded, the one face found. */
async function prepare(task) {
  let meta;
  try {
    meta = await sharp(task.image).metadata();
  } catch {
    return { ok: false, reason: 'not_image' };
  }
  if (!meta.width || !meta.height || !['jpeg', 'png', 'webp'].includes(meta.format ?? '')) return { ok: false, reason: 'not_image' };
  if (meta.width > task.maxSide || meta.height > task.maxSide) return { ok: false, reason: 'too_large_side' };
  if (meta.width * meta.height > task.maxPixels) return { ok: false, reason: 'too_many_pixels' };

  engine ??= loadEngine();
  const human = await engine;

  // The photo as the models see it: upright (EXIF), RGB, at most WORK_SIDE a side.
  let work;
  try {
    work = await sharp(task.image, { limitInputPixels: task.maxPixels })
      .rotate()
      .resize({ width: WORK_SIDE, height: WORK_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, reason: 'not_image' };
  }
  const { width: w, height: h } = work.info;
  const input = human.tf.tensor3d(new Uint8Array(work.data.buffer, work.data.byteOffset, work.data.length), [h, w, 3], 'int32');
  const result = await human.detect(input).catch((error) => {
    human.tf.dispose(input);
    throw error;
  });
  const faces = result.face.filter((face) => (face.boxScore ?? face.score) >= FACE_SCORE);
  const done = () => human.tf.dispose(input);
  if (faces.length !== 1) {
    done();
    return { ok: false, reason: faces.length === 0 ? 'no_face' : 'multiple_faces' };
  }
  /** The person's mask, one byte a pixel (255: the person). */
  const personMask = async () => {
    const mask = await human.segmentation(input);
    if (!mask) throw new Error('segmentation answered nothing');
    const rgba = await mask.data();
    human.tf.dispose(mask);
    const alpha = Buffer.alloc(w * h);
    for (let i = 0; i < w * h; i += 1) alpha[i] = rgba[i * 4 + 3];
    return alpha;
  };
  return { ok: true, work: work.data, w, h, face: faces[0], personMask, done };
}

/** The person (RGB + its mask as alpha) flattened onto a colour, as raw RGB. */
async function onColour(work, alpha, w, h, [r, g, b]) {
  // sharp applies flatten before joinChannel within one pipeline, so the mask is joined first.
  const person = await sharp(work, { raw: { width: w, height: h, channels: 3 } })
    .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
    .raw()
    .toBuffer();
  return sharp(person, { raw: { width: w, height: h, channels: 4 } })
    .flatten({ background: { r, g, b } })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Cut the person out of a photo and frame it as an ID photo on a plain colour.
 * @param {{ image: Uint8Array, width: number, height: number, background: [number, number, number], maxSide: number, maxPixels: number }} task
 */
export default async function idPhoto(task) {
  const found = await prepare(task);
  if (!found.ok) return found;
  const { work, w, h, face } = found;
  let alpha;
  try {
    alpha = await found.personMask();
  } finally {
    found.done();
  }

  // The person on the colour, then framed around the face.
  const [r, g, b] = task.background;
  const cut = await onColour(work, alpha, w, h, task.background);
  const [fx, fy, fw, fh] = face.box;
  const scale = fh / (FACE_HEIGHT_SHARE * task.height);
  const cropW = Math.round(task.width * scale);
  const cropH = Math.round(task.height * scale);
  const left = Math.round(fx + fw / 2 - cropW / 2);
  const top = Math.round(fy - SPACE_ABOVE_FACE * cropH);
  const pad = { left: Math.max(0, -left), top: Math.max(0, -top), right: Math.max(0, left + cropW - w), bottom: Math.max(0, top + cropH - h) };
  // sharp extends after it resizes within one pipeline, so the padding is made first.
  const padded = await sharp(cut.data, { raw: { width: w, height: h, channels: cut.info.channels } })
    .extend({ ...pad, background: { r, g, b } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const framed = await sharp(padded.data, { raw: { width: padded.info.width, height: padded.info.height, channels: padded.info.channels } })
    .extract({ left: left + pad.left, top: top + pad.top, width: cropW, height: cropH })
    .resize(task.width, task.height, { fit: 'fill' })
    .withMetadata({ density: DPI })
    .png()
    .toBuffer();
  const to = (value) => Math.round(value / scale);
  return {
    ok: true,
    png: new Uint8Array(framed.buffer, framed.byteOffset, framed.length),
    width: task.width,
    height: task.height,
    faceBox: { x: to(fx - left), y: to(fy - top), width: to(fw), height: to(fh) },
  };
}

/** The seeded studio backdrop: a soft grey-blue radial light with a faint mottled cloth, the same every time. */
async function studioBackdrop(w, h) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="g" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#9fb0c2"/><stop offset="0.55" stop-color="#5d6f84"/><stop offset="1" stop-color="#27313d"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  // Mottling: seeded noise at a coarse scale, blurred, added to the light.
  const cw = Math.max(2, Math.ceil(w / 24));
  const ch = Math.max(2, Math.ceil(h / 24));
  let seed = 23;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const coarse = Buffer.alloc(cw * ch);
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = Math.round(random() * 255);
  const cloth = await sharp(coarse, { raw: { width: cw, height: ch, channels: 1 } }).resize(w, h, { kernel: 'cubic' }).blur(3).raw().toBuffer();
  for (let i = 0; i < w * h; i += 1) {
    const d = (cloth[i] - 128) / 12;
    for (let c = 0; c < 3; c += 1) base[i * 3 + c] = Math.max(0, Math.min(255, base[i * 3 + c] + d));
  }
  return base;
}

const PORTRAIT_COLOURS = { background_white: [255, 255, 255], background_grey: [217, 220, 225] };

/**
 * Skin smoothing inside the face only: an edge-keeping blur (a pixel moves toward its blurred value
 * only where the two are close, so eyes, brows and lips stay sharp) weighted by a feathered ellipse
 * over the face box; nothing outside the ellipse changes.
 */
async function smoothSkin(work, w, h, [fx, fy, fw, fh]) {
  const sigma = Math.max(1.5, fw / 45);
  const blurred = await sharp(work, { raw: { width: w, height: h, channels: 3 } }).blur(sigma).raw().toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="black"/><ellipse cx="${fx + fw / 2}" cy="${fy + fh * 0.55}" rx="${fw * 0.46}" ry="${fh * 0.58}" fill="white"/></svg>`;
  const mask = await sharp(Buffer.from(svg)).greyscale().blur(Math.max(2, fw / 14)).extractChannel(0).raw().toBuffer();
  const out = Buffer.from(work);
  const threshold = 28;
  for (let i = 0; i < w * h; i += 1) {
    const m = mask[i] / 255;
    if (m === 0) continue;
    for (let c = 0; c < 3; c += 1) {
      const at = i * 3 + c;
      const diff = blurred[at] - work[at];
      const keep = Math.max(0, 1 - Math.abs(diff) / threshold);
      out[at] = Math.round(work[at] + diff * m * keep * 0.85);
    }
  }
  return out;
}

/** The colour grades of the tone styles. */
function toned(pipeline, style) {
  if (style === 'tone_warm') return pipeline.linear([1.06, 1.01, 0.9], [10, 3, -4]).modulate({ saturation: 1.1 });
  if (style === 'tone_cool') return pipeline.linear([0.92, 0.99, 1.06], [-4, 2, 12]).modulate({ saturation: 0.88 });
  return pipeline.greyscale().linear(1.15, -0.15 * 128).toColourspace('srgb');
}

/**
 * A styled portrait at the photo's own framing (at most WORK_SIDE a side): the background replaced,
 * the skin smoothed, or the colours graded. Not generative: every pixel comes from the photo, the
 * chosen colour or the seeded backdrop.
 * @param {{ image: Uint8Array, style: string, maxSide: number, maxPixels: number }} task
 */
export async function portrait(task) {
  const found = await prepare(task);
  if (!found.ok) return found;
  const { work, w, h, face } = found;
  let pixels;
  try {
    if (task.style.startsWith('background_')) {
      const alpha = await found.personMask();
      if (task.style === 'background_studio') {
        const backdrop = await studioBackdrop(w, h);
        const person = await sharp(work, { raw: { width: w, height: h, channels: 3 } })
          .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
          .png({ compressionLevel: 0 })
          .toBuffer();
        pixels = await sharp(backdrop, { raw: { width: w, height: h, channels: 3 } })
          .composite([{ input: person }])
          .removeAlpha()
          .raw()
          .toBuffer();
      } else {
        pixels = (await onColour(work, alpha, w, h, PORTRAIT_COLOURS[task.style])).data;
      }
    } else if (task.style === 'skin_smooth') {
      pixels = await smoothSkin(work, w, h, face.box);
    } else {
      pixels = work;
    }
  } finally {
    found.done();
  }
  let pipeline = sharp(pixels, { raw: { width: w, height: h, channels: 3 } });
  if (task.style.startsWith('tone_')) pipeline = toned(pipeline, task.style);
  const png = await pipeline.png().toBuffer();
  const [fx, fy, fw, fh] = face.box.map((v) => Math.round(v));
  return { ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.length), width: w, height: h, faceBox: { x: fx, y: fy, width: fw, height: fh } };
}
