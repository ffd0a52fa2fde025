import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptchaAnswerBody,
  CaptchaPassed,
  CaptchaQuery,
  CaptchaRequired,
  CaptchaRequiredQuery,
  SliderChallenge,
} from '../../../src/shared/contracts/account';
import { answers } from '../../../src/shared/contracts/common';
import { CaptchaPeek, CaptchaPeekParams } from '../../../src/shared/contracts/system';
import { notFound, ok } from '../../lib/envelope';
import { assertScene } from '../../lib/scenes';
import * as API from '../../../src/shared/core/api-paths';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.captcha.isBeginVerify,
    { schema: { tags: ['captcha'], summary: '发送验证码前是否需要人机验证', querystring: CaptchaRequiredQuery, response: answers(CaptchaRequired) } },
    async (request) => {
      assertScene(request.query.scene);
      return ok(await app.captchas.required(request.ip));
    },
  );

  app.get(
    API.captcha.generateCaptcha,
    { schema: { tags: ['captcha'], summary: '生成滑块验证码', querystring: CaptchaQuery, response: answers(SliderChallenge) } },
    async (request) => ok(await app.captchas.generate(request.ip)),
  );

  app.post(
    API.captcha.verifyCaptcha,
    { schema: { tags: ['captcha'], summary: '校验滑块位置', body: CaptchaAnswerBody, response: answers(CaptchaPassed) } },
    async (request) => {
      const { id, x, track } = request.body;
      return ok(await app.captchas.verify(request.ip, id, Math.round(x), track), '验证通过');
    },
  );
};

/** Dev tools: the slider answer, so browser tests can solve captchas (DESIGN §2). */
export const devCaptchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/captcha/:id',
    { schema: { tags: ['dev'], summary: '开发用：滑块验证码答案', params: CaptchaPeekParams, response: answers(CaptchaPeek) } },
    async (request) => {
      const answer = await app.captchas.peek(request.params.id);
      if (!answer) throw notFound('验证码不存在');
      return ok(answer);
    },
  );
};

export default captchaRoutes;
