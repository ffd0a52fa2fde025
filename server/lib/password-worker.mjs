// The password hashing pool's worker (see hashing in crypto.ts): scrypt, synchronously, in a
// thread of its own. It keeps the gateway's CPU priority: a sign-in waits for it, and on a busy
// machine a lowered thread starves (every login of the browser suite slowed down).
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, N: number, r: number, p: number, keylen: number }} task */
export default function scrypt({ password, salt, N, r, p, keylen }) {
  return scryptSync(password, salt, keylen, { N, r, p, maxmem: 256 * N * r });
}
