import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../src/shared/core/codes';
import { checkAccount, checkCode, checkEmail, checkPhone } from '../../../src/shared/core/validation';
import { BizError, notFound, ok } from '../../lib/envelope';
import { ruled } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import { getUser } from '../user/repository';
import { findByUserName, issueProof } from '../user/accounts';
import { assertScene, consumeCode, isLocked, sendCode } from './service';

const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captchaSecondaryToken: z.string().max(200).optional(),
};
/** The client's random device id (kept in its localStorage), so one device's sends count together. */
const deviceHeaders = z.object({ 'x-device-id': z.string().regex(/^[\w-]{16,64}$/, '设备标识格式不正确').optional() });
/** Who asks for a code: the client's IP and, when it says, its device. */
const sender = (request: { ip: string; headers: { 'x-device-id'?: string } }) => ({ ip: request.ip, device: request.headers['x-device-id'] });
const scene = z.string().min(1).max(64);
const PHONE_SCENES = ['phoneLogin', 'register', 'publishDemandGoods'];
const USERNAME_SCENES = ['forgetPwd', 'resetPwd'];
const EMAIL_SCENES = ['register', 'changeEmail'];

const sceneMismatch = () => new BizError(Code.ERROR, '场景配置不存在');

const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/sms/sendVerifyCode',
    {
      schema: {
        tags: ['sms'],
        summary: '发送短信验证码（按手机号）',
        querystring: z.object({ scene, phone: ruled(checkPhone, 32), ...captchaFields }),
        headers: deviceHeaders,
      },
    },
    async (request) => {
      const { phone, captchaId, captchaSecondaryToken } = request.query;
      const s = assertScene(request.query.scene);
      if (!PHONE_SCENES.includes(s)) throw sceneMismatch();
      const result = await sendCode(app.db, app.clock, app.messenger, { channel: 'sms', scene: s, target: phone, ...sender(request), captchaId, captchaSecondaryToken });
      return ok(result, '发送成功');
    },
  );

  app.get(
    '/v1/sms/sendVerifyCodeByUserName',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['sms'],
        summary: '发送短信验证码（按用户名，找回或修改密码）',
        querystring: z.object({ scene, userName: ruled(checkAccount, 64), ...captchaFields }),
        headers: deviceHeaders,
      },
    },
    async (request) => {
      const { userName, captchaId, captchaSecondaryToken } = request.query;
      const s = assertScene(request.query.scene);
      if (!USERNAME_SCENES.includes(s)) throw sceneMismatch();
      const user = await findByUserName(app.db, userName);
      if (!user) throw notFound('账号不存在');
      // Changing a password is for the signed-in owner only.
      if (s === 'resetPwd' && request.auth?.userId !== user.id) throw new BizError(Code.NO_TOKEN, '请先登录');
      if (!user.phone) throw new BizError(Code.NOT_ENABLED, '该账号未绑定手机号');
      const result = await sendCode(app.db, app.clock, app.messenger, { channel: 'sms', scene: s, target: user.phone, ...sender(request), captchaId, captchaSecondaryToken });
      return ok(result, '发送成功');
    },
  );

  app.get(
    '/v1/email/sendVerifyCode',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['sms'],
        summary: '发送邮箱验证码（账号注册，或更换联系邮箱）',
        querystring: z.object({ scene, email: ruled(checkEmail, 128), ...captchaFields }),
        headers: deviceHeaders,
      },
    },
    async (request) => {
      const { email, captchaId, captchaSecondaryToken } = request.query;
      const s = assertScene(request.query.scene);
      if (!EMAIL_SCENES.includes(s)) throw sceneMismatch();
      // Sent whether or not the address is taken: only its mailbox learns the answer.
      if (s === 'changeEmail' && !request.auth) throw new BizError(Code.NO_TOKEN, '请先登录');
      const result = await sendCode(app.db, app.clock, app.messenger, {
        channel: 'email',
        scene: s,
        target: email.toLowerCase(),
        ...sender(request),
        captchaId,
        captchaSecondaryToken,
      });
      return ok(result, '发送成功');
    },
  );

  app.get('/v1/sms/lockStatus', { schema: { tags: ['sms'], summary: '当前IP是否已被限制发送' } }, async (request) =>
    ok(await isLocked(app.db, app.clock, request.ip)),
  );

  app.get(
    '/v1/sms/verifyAuth',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['sms'], summary: '敏感操作认证：校验短信验证码', querystring: z.object({ scene, verifyCode: ruled(checkCode, 16) }) },
    },
    async (request) => {
      const s = assertScene(request.query.scene);
      if (s !== 'resetPwd') throw sceneMismatch();
      const user = await getUser(app.db, caller(request).userId);
      if (!user.phone) throw new BizError(Code.NOT_ENABLED, '该账号未绑定手机号');
      await consumeCode(app.db, app.clock, { channel: 'sms', scene: s, target: user.phone, code: request.query.verifyCode, ip: request.ip });
      return ok({ verifyCodeToken: await issueProof(app.db, app.clock, 'sms_verified', s, user.id) }, '验证成功');
    },
  );
};

export default smsRoutes;
