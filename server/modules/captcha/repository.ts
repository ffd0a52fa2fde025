import { repositoryPlugin } from '../../lib/repository-plugin';
import type { CaptchaPassed, SliderChallenge } from '../../../src/shared/contracts/account';
import type { TrackPoint } from '../../../src/shared/core/captcha-track';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { captchaRequired, generateCaptcha, peekCaptcha, verifyCaptcha } from './service';

/** The slider captcha in front of verification codes (SPEC §4). */
export function captchaRepository(db: Db, clock: Clock) {
  return {
    /** Whether a send from this client must first pass a captcha. */
    required: (ip: string) => captchaRequired(db, clock, ip),
    generate: (ip: string): Promise<SliderChallenge> => generateCaptcha(db, clock, ip),
    verify: (ip: string, id: string, x: number, track: readonly TrackPoint[] | undefined): Promise<CaptchaPassed> =>
      verifyCaptcha(db, clock, ip, id, x, track),
    /** Dev tools only: where the hole is. */
    peek: (id: string) => peekCaptcha(db, id),
  };
}

export type CaptchaRepository = ReturnType<typeof captchaRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    captchas: CaptchaRepository;
  }
}

export default repositoryPlugin('captchas', (app) => captchaRepository(app.db, app.clock), { name: 'captcha-repository' });
