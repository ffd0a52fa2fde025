import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForgetBody, ResetBody, ResetByEmailBody, ResetEmailBody, UserPhone, UserPhoneQuery } from '../../../src/shared/contracts/account';
import { answers, Empty } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { clearTokenCookie } from '../auth/cookie';

const PASSWORD_RESET = '密码已重置，请使用新密码登录';

/** Passwords: finding the account's phone, resetting by SMS or e-mailed link, changing one's own. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user/getUserPhone',
    { schema: { tags: ['user'], summary: '找回密码：验证码的去处（脱敏的手机号或邮箱）', querystring: UserPhoneQuery, response: answers(UserPhone) } },
    async (request) => {
      const { channel, masked } = await app.accounts.resetRecipient(request.query.userName);
      return ok(channel === 'sms' ? { phone: masked } : { email: masked });
    },
  );

  app.post(
    '/v1/user/forgetPwd',
    { schema: { tags: ['user'], summary: '找回密码（用户名、手机号或邮箱，及发到其手机或邮箱的验证码）', body: ForgetBody, response: answers(Empty) } },
    async (request) => {
      const password = await app.secrets.newPassword(request.body);
      const recipient = await app.accounts.resetRecipient(request.body.userName);
      let user: Awaited<ReturnType<typeof recipient.account>> | undefined;
      await app.verifyCodes.consume({
        channel: recipient.channel,
        scene: 'forgetPwd',
        target: recipient.target,
        code: request.body.verifyCode,
        ip: request.ip,
        // A typed phone or e-mail with no account is told only to the holder of a right code, which is kept.
        beforeSpending: async () => {
          user = await recipient.account();
        },
      });
      await app.accounts.changePassword(user!.id, password);
      await app.accounts.clearFailures(user!.id);
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
};

export default passwordRoutes;
