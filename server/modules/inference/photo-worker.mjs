// The AI photo engine's worker (see photo-engine.ts): face detection and landmarks with
// @vladmandic/human on the TensorFlow.js WebAssembly backend, person segmentation with the
// MediaPipe selfie model (./models), compositing with sharp. One engine per thread, loaded on its
// first task; every model is read from disk, nothing is downloaded.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

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

/**
 * Cut the person out of a photo and frame it as an ID photo on a plain colour.
 * @param {{ image: Uint8Array, width: number, height: number, background: [number, number, number], maxSide: number, maxPixels: number }} task
 */
export default async function idPhoto(task) {
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
  const tf = human.tf;

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
  const input = tf.tensor3d(new Uint8Array(work.data.buffer, work.data.byteOffset, work.data.length), [h, w, 3], 'int32');
  let faces;
  let alpha;
  try {
    const result = await human.detect(input);
    faces = result.face.filter((face) => (face.boxScore ?? face.score) >= FACE_SCORE);
    if (faces.length === 0) return { ok: false, reason: 'no_face' };
    if (faces.length > 1) return { ok: false, reason: 'multiple_faces' };
    const mask = await human.segmentation(input);
    if (!mask) throw new Error('segmentation answered nothing');
    const rgba = await mask.data();
    tf.dispose(mask);
    alpha = Buffer.alloc(w * h);
    for (let i = 0; i < w * h; i += 1) alpha[i] = rgba[i * 4 + 3];
  } finally {
    tf.dispose(input);
  }

  // The person on the colour, then framed around the face.
  const [r, g, b] = task.background;
  // sharp applies flatten before joinChannel within one pipeline, so the mask is joined first.
  const person = await sharp(work.data, { raw: { width: w, height: h, channels: 3 } })
    .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
    .raw()
    .toBuffer();
  const cut = await sharp(person, { raw: { width: w, height: h, channels: 4 } })
    .flatten({ background: { r, g, b } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [fx, fy, fw, fh] = faces[0].box;
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
