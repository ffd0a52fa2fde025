import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRACK } from '../../../src/shared/core/captcha-track';
import { notFound, ok } from '../../lib/envelope';
import { assertScene } from '../sms/service';
import { captchaRequired, generateCaptcha, peekCaptcha, verifyCaptcha } from './service';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/captcha/isBeginVerify',
    { schema: { tags: ['captcha'], summary: '发送验证码前是否需要人机验证', querystring: z.object({ scene: z.string().min(1).max(64) }) } },
    async (request) => {
      assertScene(request.query.scene);
      return ok(await captchaRequired(app.db, app.clock, request.ip));
    },
  );

  app.get(
    '/v1/captcha/generateCaptcha',
    { schema: { tags: ['captcha'], summary: '生成滑块验证码', querystring: z.object({ type: z.literal('SLIDER', { error: '仅支持 SLIDER' }) }) } },
    async (request) => ok(await generateCaptcha(app.db, app.clock, request.ip)),
  );

  app.post(
    '/v1/captcha/verifyCaptcha',
    {
      schema: {
        tags: ['captcha'],
        summary: '校验滑块位置',
        body: z.object({
          id: z.uuid({ error: '验证码无效' }),
          x: z.number().min(0).max(1000),
          // The drag that brought the slider there: position (px) and time (ms since the drag began).
          // Optional in shape; without a plausible one the answer fails like a wrong position.
          track: z
            .array(z.object({ x: z.number().min(0).max(1000), t: z.number().min(0).max(600_000) }))
            .max(TRACK.maxPoints)
            .optional(),
        }),
      },
    },
    async (request) => {
      const { id, x, track } = request.body;
      return ok(await verifyCaptcha(app.db, app.clock, request.ip, id, Math.round(x), track), '验证通过');
    },
  );
};

/** Dev tools: the slider answer, so browser tests can solve captchas (DESIGN §2). */
export const devCaptchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/captcha/:id',
    { schema: { tags: ['dev'], summary: '开发用：滑块验证码答案', params: z.object({ id: z.uuid({ error: '验证码无效' }) }) } },
    async (request) => {
      const answer = await peekCaptcha(app.db, request.params.id);
      if (!answer) throw notFound('验证码不存在');
      return ok(answer);
    },
  );
};

export default captchaRoutes;
