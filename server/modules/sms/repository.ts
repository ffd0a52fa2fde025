import { repositoryPlugin } from '../../lib/repository-plugin';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Messenger } from '../notify/messenger';
import { consumeCode, type ConsumeRequest, isLocked, sendCode, type SendRequest } from './service';

/** Verification codes by SMS and e-mail: sent behind their guards, spent once. */
export function verifyCodeRepository(db: Db, clock: Clock, messenger: Messenger) {
  return {
    send: (request: SendRequest) => sendCode(db, clock, messenger, request),
    /** Check a code once; a wrong, spent or stale one is a 50005 on `verifyCode`. */
    consume: (input: ConsumeRequest) => consumeCode(db, clock, input),
    /** SPEC §7 lockStatus: this client has used up today's sends. */
    isLocked: (ip: string) => isLocked(db, clock, ip),
  };
}

export type VerifyCodeRepository = ReturnType<typeof verifyCodeRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    verifyCodes: VerifyCodeRepository;
  }
}

export default repositoryPlugin('verifyCodes', (app) => verifyCodeRepository(app.db, app.clock, app.messenger), { name: 'verify-code-repository' });
