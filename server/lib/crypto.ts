import { createDecipheriv, createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with N=2^15, r=8, p=1 (about 32 MiB and tens of milliseconds a hash): slow enough to
 * hurt offline guessing, cheap enough for a busy login endpoint. Parameters travel in the hash so
 * they can be raised later without invalidating stored passwords.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), +n!, +r!, +p!, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash to verify against when the account does not exist, so both paths cost the same. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = () => (decoyHash ??= hashPassword(randomBytes(12).toString('hex')));

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
