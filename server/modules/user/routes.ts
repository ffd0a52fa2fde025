import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgetBody,
  LoginBody,
  LoginResult,
  LoginStatus,
  PhoneLoginBody,
  QrDecision,
  QrPoll,
  QrScan,
  QrTicket,
  QrTicketBody,
  QrTicketQuery,
  RegisterBody,
  RegisterByPhoneBody,
  ResetBody,
  ResetByEmailBody,
  ResetEmailBody,
  UserInfo,
  UserPhone,
  UserPhoneQuery,
  type LoginType,
} from '../../../src/shared/contracts/account';
import { answers, Empty } from '../../../src/shared/contracts/common';
import { Code } from '../../../src/shared/core/codes';
import { maskPhone } from '../../../src/shared/core/validation';
import { alreadyExists, BizError, notFound, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { clearTokenCookie, setTokenCookie } from '../auth/cookie';
import type { UserRow } from './service';

const PASSWORD_RESET = '密码已重置，请使用新密码登录';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Start a session for a user who proved who they are: the token in the answer and its cookie. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, loginType: LoginType): Promise<LoginResult> {
    if (user.status !== 'active') throw new BizError(Code.NOT_ENABLED, '账号已停用，请联系客服');
    const token = await app.sessions.create({ userId: user.id, loginType, userAgent: request.headers['user-agent'], ip: request.ip });
    setTokenCookie(reply, token);
    return { token, userInfo: await app.accounts.view(user) };
  }

  app.post(
    '/v1/user/login',
    { schema: { tags: ['user'], summary: '账号密码登录', body: LoginBody, response: answers(LoginResult) } },
    async (request, reply) => {
      const { userName, password, secretKey } = request.body;
      const plain = await app.secrets.decrypt(secretKey, password);
      const user = await app.accounts.authenticate(userName, plain);
      return ok(await signIn(request, reply, user, 'password'), '登录成功');
    },
  );

  app.post(
    '/v1/user/loginByPhone',
    { schema: { tags: ['user'], summary: '手机验证码登录', body: PhoneLoginBody, response: answers(LoginResult) } },
    async (request, reply) => {
      const { phone, verifyCode } = request.body;
      await app.verifyCodes.consume({ channel: 'sms', scene: 'phoneLogin', target: phone, code: verifyCode, ip: request.ip });
      const user = await app.accounts.findByPhone(phone);
      if (!user) throw new BizError(Code.NOT_FOUND, '该手机号尚未注册，请先注册');
      return ok(await signIn(request, reply, user, 'phone'), '登录成功');
    },
  );

  app.post(
    '/v1/user/registerByPhone',
    { schema: { tags: ['user'], summary: '手机号注册', body: RegisterByPhoneBody, response: answers(LoginResult) } },
    async (request, reply) => {
      const password = await app.secrets.newPassword(request.body);
      const { phone, verifyCode } = request.body;
      await app.verifyCodes.consume({ channel: 'sms', scene: 'register', target: phone, code: verifyCode, ip: request.ip });
      if (await app.accounts.findByPhone(phone)) throw alreadyExists('该手机号已注册，请直接登录');
      const user = await app.accounts.create({ phone, password, registerType: 'register_phone' });
      return ok(await signIn(request, reply, user, 'register_phone'), '注册成功');
    },
  );

  app.post(
    '/v1/user/register',
    { schema: { tags: ['user'], summary: '账号注册', body: RegisterBody, response: answers(LoginResult) } },
    async (request, reply) => {
      const password = await app.secrets.newPassword(request.body);
      const { userName, emailCode } = request.body;
      const email = request.body.email.toLowerCase();
      await app.verifyCodes.consume({ channel: 'email', scene: 'register', target: email, code: emailCode, ip: request.ip });
      if (await app.accounts.findByUserName(userName)) throw alreadyExists('该用户名已被使用');
      if (await app.accounts.findByEmail(email)) throw alreadyExists('该邮箱已注册');
      const user = await app.accounts.create({ userName, email, password, registerType: 'register' });
      return ok(await signIn(request, reply, user, 'register'), '注册成功');
    },
  );

  app.post(
    '/v1/user/logout',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '退出登录', response: answers(Empty) } },
    async (request, reply) => {
      await app.sessions.revoke(caller(request).sessionId);
      clearTokenCookie(reply);
      return ok(null, '退出登录成功');
    },
  );

  app.get(
    '/v1/user/getUserInfo',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '当前用户信息', response: answers(UserInfo) } },
    async (request) => ok(await app.accounts.info(caller(request).userId)),
  );

  app.get(
    '/v1/user/loginStatusAndCertificationInfo',
    { preHandler: app.optionalAuth, schema: { tags: ['user'], summary: '登录状态与实名信息', response: answers(LoginStatus) } },
    async (request) => ok(await app.accounts.loginStatus(request.auth)),
  );

  app.get(
    '/v1/user/getUserPhone',
    { schema: { tags: ['user'], summary: '找回密码：账号绑定的手机号（脱敏）', querystring: UserPhoneQuery, response: answers(UserPhone) } },
    async (request) => {
      const user = await app.accounts.findByUserName(request.query.userName);
      if (!user) throw notFound('账号不存在');
      if (!user.phone) throw new BizError(Code.NOT_ENABLED, '该账号未绑定手机号，请使用邮箱找回');
      return ok({ phone: maskPhone(user.phone) });
    },
  );

  app.post(
    '/v1/user/forgetPwd',
    { schema: { tags: ['user'], summary: '短信找回密码', body: ForgetBody, response: answers(Empty) } },
    async (request) => {
      const password = await app.secrets.newPassword(request.body);
      const user = await app.accounts.findByUserName(request.body.userName);
      if (!user?.phone) throw notFound('账号不存在');
      await app.verifyCodes.consume({ channel: 'sms', scene: 'forgetPwd', target: user.phone, code: request.body.verifyCode, ip: request.ip });
      await app.accounts.changePassword(user.id, password);
      await app.accounts.clearFailures(user.id);
      return ok(null, PASSWORD_RESET);
    },
  );

  app.post(
    '/v1/user/sendResetEmail',
    { schema: { tags: ['user'], summary: '邮件找回密码：发送重置链接', body: ResetEmailBody, response: answers(Empty) } },
    async (request) => {
      const user = await app.accounts.findByNameOrEmail(request.body.account);
      // The answer is the same whether or not the account exists.
      if (user?.email) {
        const token = await app.accounts.issueProof('email_reset', 'forgetPwd', user.id);
        const origin = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        const link = `${origin}/login?mode=reset&token=${encodeURIComponent(token)}`;
        await app.messenger.send({
          channel: 'email',
          to: user.email,
          scene: 'forgetPwd',
          content: `您好，${user.userName}：您正在重置算力市场账号的登录密码。请在30分钟内打开以下链接设置新密码：${link} 如非本人操作，请忽略本邮件，您的密码不会改变。`,
          link,
        });
      }
      return ok(null, '如该账号已绑定邮箱，重置邮件已发送，请查收');
    },
  );

  app.post(
    '/v1/user/resetPwdByEmail',
    { schema: { tags: ['user'], summary: '邮件链接重置密码', body: ResetByEmailBody, response: answers(Empty) } },
    async (request) => {
      const password = await app.secrets.newPassword(request.body);
      const userId = await app.accounts.spendProof('email_reset', 'forgetPwd', request.body.token);
      await app.accounts.changePassword(userId, password);
      await app.accounts.clearFailures(userId);
      return ok(null, PASSWORD_RESET);
    },
  );

  app.post(
    '/v1/user/resetPwd',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '修改密码（短信验证后）', body: ResetBody, response: answers(Empty) } },
    async (request, reply) => {
      const password = await app.secrets.newPassword(request.body);
      const me = caller(request);
      // Only the user the proof was issued to can spend it: someone else's try leaves it usable.
      await app.accounts.spendProof('sms_verified', 'resetPwd', request.body.verifyCode, me.userId);
      await app.accounts.changePassword(me.userId, password);
      clearTokenCookie(reply);
      return ok(null, '密码修改成功');
    },
  );

  // QR sign-in: the desktop creates and polls; a signed-in phone scans, then confirms or cancels.
  app.post(
    '/v1/user/qrLogin/create',
    { schema: { tags: ['user'], summary: '扫码登录：生成二维码', response: answers(QrTicket) } },
    async (request) => ok(await app.accounts.qr.create({ ip: request.ip, agent: request.headers['user-agent'] ?? '' })),
  );

  app.get(
    '/v1/user/qrLogin/poll',
    { schema: { tags: ['user'], summary: '扫码登录：电脑端轮询', querystring: QrTicketQuery, response: answers(QrPoll) } },
    async (request, reply) => {
      const result = await app.accounts.qr.poll(request.query.ticket);
      if (result.status !== 'confirmed' || !result.userId) return ok({ status: result.status });
      const user = await app.accounts.get(result.userId);
      return ok({ status: 'confirmed' as const, ...(await signIn(request, reply, user, 'qr')) });
    },
  );

  app.get(
    '/v1/user/qrLogin/scan',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端查看', querystring: QrTicketQuery, response: answers(QrScan) } },
    async (request) => ok(await app.accounts.qr.scan(request.query.ticket)),
  );

  app.post(
    '/v1/user/qrLogin/confirm',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端确认', body: QrTicketBody, response: answers(QrDecision) } },
    async (request) => ok(await app.accounts.qr.confirm(request.body.ticket, caller(request).userId), '已确认登录'),
  );

  app.post(
    '/v1/user/qrLogin/cancel',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端取消', body: QrTicketBody, response: answers(QrDecision) } },
    async (request) => ok(await app.accounts.qr.cancel(request.body.ticket, caller(request).userId), '已取消登录'),
  );
};

export default userRoutes;
