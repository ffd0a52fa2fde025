import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import { secrets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { aesEcbDecrypt, randomString } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';

export const SECRET_TTL = 5 * MINUTE;
export const SECRET_LENGTH = 16;

export const secretSpent = () => new BizError(Code.PARAM, '密钥已失效，请刷新后重试');

/** Issue a single-use AES key for one password transport. */
export async function issueSecret(db: Db, clock: Clock) {
  const now = clock.now();
  const key = randomUUID();
  const secret = randomString(SECRET_LENGTH);
  await db.insert(secrets).values({ key, secret, createdAt: now, expiresAt: new Date(now.getTime() + SECRET_TTL) });
  // Keep the table small: spent and expired keys are worthless.
  await db.delete(secrets).where(lt(secrets.expiresAt, new Date(now.getTime() - SECRET_TTL)));
  return { key, secret };
}

/**
 * Spend a secret and decrypt with it. The key is marked used in the same statement that reads it,
 * so two requests racing with one key cannot both succeed.
 */
export async function decryptOnce(db: Db, clock: Clock, key: string, cipherText: string): Promise<string> {
  const [plain] = await decryptAllOnce(db, clock, key, [cipherText]);
  return plain!;
}

/** Spend one secret on several ciphertexts of the same form (a password and its confirmation). */
export async function decryptAllOnce(db: Db, clock: Clock, key: string, cipherTexts: string[]): Promise<string[]> {
  const now = clock.now();
  const [row] = await db
    .update(secrets)
    .set({ usedAt: now })
    .where(and(eq(secrets.key, key), isNull(secrets.usedAt), gt(secrets.expiresAt, now)))
    .returning({ secret: secrets.secret });
  if (!row) throw secretSpent();
  return cipherTexts.map((cipherText) => {
    const plain = aesEcbDecrypt(cipherText, row.secret);
    if (plain === null) throw new BizError(Code.PARAM, '解密失败，请刷新后重试');
    return plain;
  });
}
