import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, LoginResult, LoginStatus, PhoneLoginBody, RegisterBody, RegisterByPhoneBody, UserInfo } from '../../../src/shared/contracts/account';
import { answers, Empty } from '../../../src/shared/contracts/common';
import { Code } from '../../../src/shared/core/codes';
import { alreadyExists, BizError, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { clearTokenCookie } from '../auth/cookie';
import passwordRoutes from './password-routes';
import qrRoutes from './qr-routes';
import { signInWith } from './sign-in';

/** Accounts: signing in and up, signing out, who is signed in; then the password and QR sign-in routes. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIn = signInWith(app);

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
      let user: Awaited<ReturnType<typeof app.accounts.findByPhone>>;
      // Whether the phone has an account is told only to the holder of a right code, and the code
      // is kept for after they sign up.
      await app.verifyCodes.consume({
        channel: 'sms',
        scene: 'phoneLogin',
        target: phone,
        code: verifyCode,
        ip: request.ip,
        beforeSpending: async () => {
          user = await app.accounts.findByPhone(phone);
          if (!user) throw new BizError(Code.NOT_FOUND, '该手机号尚未注册，请先注册', { unregistered: true });
        },
      });
      return ok(await signIn(request, reply, user!, 'phone'), '登录成功');
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

  await app.register(passwordRoutes);
  await app.register(qrRoutes);
};

export default userRoutes;
