import { repositoryPlugin } from '../../lib/repository-plugin';
import type { Secret } from '../../../src/shared/contracts/account';
import { checkPassword } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paramError } from '../../lib/envelope';
import { decryptAllOnce, decryptOnce, issueSecret } from './service';

/** The single-use AES secrets passwords travel under (DESIGN §3). */
export function secretRepository(db: Db, clock: Clock) {
  return {
    issue: (): Promise<Secret> => issueSecret(db, clock),

    /** Spend a secret on one ciphertext. */
    decrypt: (key: string, cipherText: string) => decryptOnce(db, clock, key, cipherText),

    /**
     * A new password and its confirmation, opened with one secret: both must match and follow
     * SPEC §5, or the answer names the field.
     */
    async newPassword(body: { password: string; confirmPassword: string; secretKey: string }): Promise<string> {
      const [password, confirm] = await decryptAllOnce(db, clock, body.secretKey, [body.password, body.confirmPassword]);
      const verdict = checkPassword(password);
      if (verdict) throw paramError('password', verdict);
      if (password !== confirm) throw paramError('confirmPassword', '密码不一致');
      return password!;
    },
  };
}

export type SecretRepository = ReturnType<typeof secretRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    secrets: SecretRepository;
  }
}

export default repositoryPlugin('secrets', (app) => secretRepository(app.db, app.clock), { name: 'secret-repository' });
