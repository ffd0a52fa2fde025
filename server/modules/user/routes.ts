import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDecoyHash, verifyPassword } from '../../lib/crypto';
import { BizError, ok } from '../../lib/envelope';
import { Code } from '../../../src/shared/core/codes';
import { caller } from '../../plugins/auth';
import { createSession, revokeSession } from '../auth/sessions';
import { decryptOnce } from '../secret/service';
import { assertNotLocked, clearFailures, recordFailure } from './login-guard';
import { findByAccount, getUser, userView } from './repository';

const LoginBody = z.object({
  userName: z.string().trim().min(1, '请输入账号').max(64),
  /** AES-ECB ciphertext of the password, base64, made with the secret named by secretKey. */
  password: z.string().min(1, '请输入登录密码').max(512),
  secretKey: z.string().min(1).max(64),
});

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/user/login',
    { schema: { tags: ['user'], summary: '账号密码登录', body: LoginBody } },
    async (request) => {
      const { userName, password, secretKey } = request.body;
      const plain = await decryptOnce(app.db, app.clock, secretKey, password);
      const user = await findByAccount(app.db, userName);
      const accountKey = user ? `u:${user.id}` : `n:${userName.toLowerCase()}`;
      await assertNotLocked(app.db, app.clock, accountKey);
      const matches = await verifyPassword(plain, user?.passwordHash ?? (await getDecoyHash()));
      if (!user || !matches) return recordFailure(app.db, app.clock, accountKey);
      if (user.status !== 'active') throw new BizError(Code.NOT_ENABLED, '账号已停用，请联系客服');
      await clearFailures(app.db, accountKey);
      const token = await createSession(app.db, app.clock, {
        userId: user.id,
        loginType: 'password',
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return ok({ token, userInfo: userView(user) }, '登录成功');
    },
  );

  app.post(
    '/v1/user/logout',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '退出登录' } },
    async (request) => {
      await revokeSession(app.db, app.clock, caller(request).sessionId);
      return ok(null, '退出登录成功');
    },
  );

  app.get(
    '/v1/user/getUserInfo',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '当前用户信息' } },
    async (request) => ok(userView(await getUser(app.db, caller(request).userId))),
  );

  app.get(
    '/v1/user/loginStatusAndCertificationInfo',
    { preHandler: app.optionalAuth, schema: { tags: ['user'], summary: '登录状态与实名信息' } },
    async (request) => {
      if (!request.auth) return ok({ loginStatus: 'logout' });
      const user = await getUser(app.db, request.auth.userId);
      return ok({
        loginStatus: 'login',
        loginType: request.auth.loginType,
        phone: user.phone ?? '',
        certificationStatus: 'unverified',
        certificationName: '',
        type: null,
        contactEmail: user.email ?? '',
        contactName: user.name,
        contactPhone: user.phone ?? '',
      });
    },
  );
};

export default userRoutes;
