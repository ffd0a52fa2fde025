import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ID_PHOTO_BACKGROUNDS, ID_PHOTO_SIZES, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, type IdPhotoBackground, type IdPhotoSize, type PortraitStyle } from '../../../src/shared/contracts/inference';

/** Why a photo could not be made: the caller's input, never the engine. */
export type PhotoRefusal = 'not_image' | 'too_large_side' | 'too_many_pixels' | 'no_face' | 'multiple_faces';

export type PhotoOutcome =
  | { ok: true; png: Buffer; width: number; height: number; faceBox: { x: number; y: number; width: number; height: number } }
  | { ok: false; reason: PhotoRefusal };

export interface IdPhotoJob {
  image: Buffer;
  size: IdPhotoSize;
  background: IdPhotoBackground;
}

export interface PortraitJob {
  image: Buffer;
  style: PortraitStyle;
}

/**
 * What makes AI photos. The local engine runs the models in worker threads of this process; a
 * production deployment may put an adapter here that sends the same job to a model service.
 */
export interface InferenceProvider {
  idPhoto(job: IdPhotoJob): Promise<PhotoOutcome>;
  portrait(job: PortraitJob): Promise<PhotoOutcome>;
  close(): Promise<void>;
}

/** Every engine thread is busy and the queue is full: come back shortly. */
export class EngineBusyError extends Error {
  constructor() {
    super('photo engine queue is full');
    this.name = 'EngineBusyError';
  }
}

type WorkerTask =
  | { image: Uint8Array; width: number; height: number; background: [number, number, number]; maxSide: number; maxPixels: number }
  | { image: Uint8Array; style: PortraitStyle; maxSide: number; maxPixels: number };
type WorkerAnswer = { ok: true; png: Uint8Array; width: number; height: number; faceBox: { x: number; y: number; width: number; height: number } } | { ok: false; reason: PhotoRefusal };

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/**
 * The models on this machine's CPU: one thread per two cores (the event loop keeps the rest), at a
 * lower priority than the gateway (photo-worker.mjs lowers its own thread), each holding its models once loaded (kept for ten idle minutes).
 * At most QUEUE_PER_THREAD jobs wait per thread; past that a call is refused as busy rather than
 * left to wait while other requests slow down.
 */
export function localPhotoEngine(): InferenceProvider {
  const threads = Math.max(1, Math.floor(availableParallelism() / 2));
  const maxQueue = 4 * threads;
  const pool = new Piscina<WorkerTask, WorkerAnswer>({
    filename: new URL('./photo-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 10 * 60_000,
  });
  /** One task on the pool; refused as busy, never queued, once the queue is full. */
  async function run(task: WorkerTask, name: 'default' | 'portrait'): Promise<PhotoOutcome> {
    if (pool.queueSize >= maxQueue) throw new EngineBusyError();
    let answer: WorkerAnswer;
    try {
      answer = await pool.run(task, { name });
    } catch (error) {
      if (pool.queueSize >= maxQueue) throw new EngineBusyError();
      throw error;
    }
    return answer.ok ? { ...answer, png: Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.length) } : answer;
  }
  const bytes = (image: Buffer) => new Uint8Array(image.buffer, image.byteOffset, image.length);
  return {
    idPhoto(job) {
      const { width, height } = ID_PHOTO_SIZES[job.size];
      const background = rgb(ID_PHOTO_BACKGROUNDS[job.background].hex);
      return run({ image: bytes(job.image), width, height, background, maxSide: PHOTO_MAX_SIDE, maxPixels: PHOTO_MAX_PIXELS }, 'default');
    },
    portrait(job) {
      return run({ image: bytes(job.image), style: job.style, maxSide: PHOTO_MAX_SIDE, maxPixels: PHOTO_MAX_PIXELS }, 'portrait');
    },
    close: () => pool.destroy(),
  };
}
