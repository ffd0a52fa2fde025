import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CodeSent,
  DeviceHeaders,
  EMAIL_SCENES,
  LockStatus,
  PHONE_SCENES,
  SendToEmailQuery,
  SendToPhoneQuery,
  SendToUserQuery,
  USERNAME_SCENES,
  VerifyAuthQuery,
  VerifyAuthResult,
  type SmsScene,
} from '../../../src/shared/contracts/account';
import { answers } from '../../../src/shared/contracts/common';
import { Code } from '../../../src/shared/core/codes';
import { BizError, notFound, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { assertScene } from '../../lib/scenes';

/** Who asks for a code: the client's IP and, when it says, its device. */
const sender = (request: { ip: string; headers: { 'x-device-id'?: string } }) => ({ ip: request.ip, device: request.headers['x-device-id'] });

/** The scene, if it is one of those this way of addressing a code serves. */
function sceneFor(scene: string, allowed: readonly SmsScene[]): SmsScene {
  const known = assertScene(scene);
  if (!allowed.includes(known)) throw new BizError(Code.ERROR, '场景配置不存在');
  return known;
}

/** The contract of a route that sends a code, addressed by `querystring`. */
const sendSchema = <Q extends z.ZodType>(summary: string, querystring: Q) => ({
  tags: ['sms'],
  summary,
  querystring,
  headers: DeviceHeaders,
  response: answers(CodeSent),
});

const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Send a code to `target`, with the captcha the client solved, and answer 发送成功. */
  const sendCode = async (
    request: Parameters<typeof sender>[0] & { query: { captchaId?: string; captchaSecondaryToken?: string } },
    channel: 'sms' | 'email',
    scene: SmsScene,
    target: string,
  ) => {
    const { captchaId, captchaSecondaryToken } = request.query;
    return ok(await app.verifyCodes.send({ channel, scene, target, ...sender(request), captchaId, captchaSecondaryToken }), '发送成功');
  };

  app.get('/v1/sms/sendVerifyCode', { schema: sendSchema('发送短信验证码（按手机号）', SendToPhoneQuery) }, async (request) =>
    sendCode(request, 'sms', sceneFor(request.query.scene, PHONE_SCENES), request.query.phone),
  );

  app.get(
    '/v1/sms/sendVerifyCodeByUserName',
    { preHandler: app.optionalAuth, schema: sendSchema('发送短信验证码（按用户名，找回或修改密码）', SendToUserQuery) },
    async (request) => {
      const scene = sceneFor(request.query.scene, USERNAME_SCENES);
      if (scene === 'forgetPwd') {
        // A user name, phone or e-mail: the code goes to the account's phone (or e-mail), or to the phone or e-mail typed.
        const { channel, target } = await app.accounts.resetRecipient(request.query.userName);
        return sendCode(request, channel, scene, target);
      }
      const user = await app.accounts.findByUserName(request.query.userName);
      if (!user) throw notFound('账号不存在');
      // Changing a password and signing a contract are for the signed-in owner only.
      if ((scene === 'resetPwd' || scene === 'signContract') && request.auth?.userId !== user.id) throw new BizError(Code.NO_TOKEN, '请先登录');
      if (!user.phone) throw new BizError(Code.NOT_ENABLED, '该账号未绑定手机号');
      return sendCode(request, 'sms', scene, user.phone);
    },
  );

  app.get(
    '/v1/email/sendVerifyCode',
    { preHandler: app.optionalAuth, schema: sendSchema('发送邮箱验证码（账号注册，或更换联系邮箱）', SendToEmailQuery) },
    async (request) => {
      const scene = sceneFor(request.query.scene, EMAIL_SCENES);
      // Sent whether or not the address is taken: only its mailbox learns the answer.
      if (scene === 'changeEmail' && !request.auth) throw new BizError(Code.NO_TOKEN, '请先登录');
      return sendCode(request, 'email', scene, request.query.email.toLowerCase());
    },
  );

  app.get(
    '/v1/sms/lockStatus',
    { schema: { tags: ['sms'], summary: '当前IP是否已被限制发送', response: answers(LockStatus) } },
    async (request) => ok(await app.verifyCodes.isLocked(request.ip)),
  );

  app.get(
    '/v1/sms/verifyAuth',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['sms'], summary: '敏感操作认证：校验短信验证码', querystring: VerifyAuthQuery, response: answers(VerifyAuthResult) },
    },
    async (request) => {
      const scene = sceneFor(request.query.scene, ['resetPwd']);
      const user = await app.accounts.get(caller(request).userId);
      if (!user.phone) throw new BizError(Code.NOT_ENABLED, '该账号未绑定手机号');
      await app.verifyCodes.consume({ channel: 'sms', scene, target: user.phone, code: request.query.verifyCode, ip: request.ip });
      return ok({ verifyCodeToken: await app.accounts.issueProof('sms_verified', scene, user.id) }, '验证成功');
    },
  );
};

export default smsRoutes;
