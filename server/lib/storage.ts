import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Object storage for user files. The local-disk adapter keeps them under DATA_DIR on one machine;
 * an S3-compatible adapter implements the same three calls for a deployment.
 */
export interface ObjectStorage {
  readonly name: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

export class LocalDiskStorage implements ObjectStorage {
  readonly name = 'local-disk';
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    await writeFile(`${file}.type`, contentType);
  }

  async get(key: string) {
    try {
      const file = this.file(key);
      const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch {
      return null;
    }
  }
}

/** In-memory storage for a throwaway database (tests). */
export class MemoryStorage implements ObjectStorage {
  readonly name = 'memory';
  private readonly objects = new Map<string, { bytes: Buffer; contentType: string }>();
  async put(key: string, bytes: Buffer, contentType: string) {
    this.objects.set(key, { bytes, contentType });
  }
  async get(key: string) {
    return this.objects.get(key) ?? null;
  }
}

const SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** What an image really is, by its first bytes, whatever its name or declared type says. */
export function sniffImage(bytes: Buffer): { type: string; ext: string } | null {
  const match = SIGNATURES.find((s) => s.test(bytes));
  return match ? { type: match.type, ext: match.ext } : null;
}

/** Decode a data: URL of an image (as a JSON field); null when it is not one. */
export function decodeImageDataUrl(value: string): Buffer | null {
  const match = /^data:image\/(png|jpeg|jpg|webp);base64,([A-Za-z0-9+/=]+)$/.exec(value);
  return match ? Buffer.from(match[2]!, 'base64') : null;
}
