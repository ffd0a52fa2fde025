import { createDecipheriv, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * scrypt with N=2^15, r=8, p=1 (about 32 MiB and tens of milliseconds a hash): slow enough to
 * hurt offline guessing, cheap enough for a busy login endpoint. Parameters travel in the hash so
 * they can be raised later without invalidating stored passwords.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 } as const;

/**
 * Hashing runs in a small pool of worker threads, never on the event loop nor in libuv's shared
 * pool (where four concurrent hashes would take both cores of a small machine from the reads).
 * The threads run at a lower priority than the event loop (password-worker.mjs), one per two cores, and at most
 * HASH_QUEUE hashes wait: past that a login is refused as busy (429) instead of queueing for
 * seconds while every other request slows down.
 */
const HASH_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));
const HASH_QUEUE = 16 * HASH_THREADS;
const hashing = new Piscina<{ password: string; salt: Uint8Array; N: number; r: number; p: number; keylen: number }, Uint8Array>({
  filename: new URL('./password-worker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: HASH_THREADS,
  maxQueue: HASH_QUEUE,
  idleTimeout: 30_000,
});

/** Too many hashes are waiting: the caller should come back shortly. */
export class HashingBusyError extends Error {
  constructor() {
    super('password hashing queue is full');
    this.name = 'HashingBusyError';
  }
}

/** How many hashes have been computed: the same for a known and an unknown account (tests). */
export let hashesComputed = 0;

/** Refuse before anything is counted or written when a hash could not start soon. */
export function assertHashingCapacity(): void {
  if (hashing.queueSize >= HASH_QUEUE) throw new HashingBusyError();
}

async function scryptInPool(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  assertHashingCapacity();
  hashesComputed += 1;
  try {
    return Buffer.from(await hashing.run({ password, salt, N, r, p, keylen }));
  } catch (error) {
    if (hashing.queueSize >= HASH_QUEUE) throw new HashingBusyError();
    throw error;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptInPool(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scryptInPool(password, Buffer.from(saltB64, 'base64'), +n!, +r!, +p!, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * What a password is checked against when the account does not exist, so both paths cost one
 * hash of the same parameters. The password behind it was random and never kept.
 */
export const DECOY_HASH = 'scrypt$32768$8$1$oaFbVmuu1V5oL9oOyFr4CA==$ah0iKzv+CLS1y92wJyNvlj6qpKwIt9jla9oY+YZxLy0=';

/** An opaque bearer token: 256 random bits. Only its sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function randomString(length: number, alphabet = ALPHANUMERIC): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}
export const randomDigits = (length: number): string => randomString(length, '0123456789');

/**
 * Decrypt what the browser encrypted with crypto-js AES (ECB, PKCS7, key = the UTF-8 secret).
 * Answers null for anything that does not decrypt cleanly.
 */
export function aesEcbDecrypt(cipherBase64: string, secret: string): string | null {
  const key = Buffer.from(secret, 'utf8');
  if (![16, 24, 32].includes(key.length)) return null;
  try {
    const decipher = createDecipheriv(`aes-${key.length * 8}-ecb`, key, null);
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]);
    const text = plain.toString('utf8');
    return text.includes('\uFFFD') ? null : text;
  } catch {
    return null;
  }
}
