// The password hashing pool's worker (see hashing in crypto.ts): scrypt, synchronously, in a
// thread of its own at a lower CPU priority than the gateway's event loop.
import { scryptSync } from 'node:crypto';
import { lowerThisThread } from './thread-priority.mjs';

lowerThisThread(10);

/** @param {{ password: string, salt: Uint8Array, N: number, r: number, p: number, keylen: number }} task */
export default function scrypt({ password, salt, N, r, p, keylen }) {
  return scryptSync(password, salt, keylen, { N, r, p, maxmem: 256 * N * r });
}
