import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code } from '../../../src/shared/core/codes';
import { checkAccount, checkCode, checkEmail, checkPassword, checkPhone, checkUsername, maskPhone } from '../../../src/shared/core/validation';
import { getDecoyHash, verifyPassword } from '../../lib/crypto';
import { alreadyExists, BizError, notFound, ok, paramError } from '../../lib/envelope';
import { ruled } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import { clearTokenCookie, setTokenCookie } from '../auth/cookie';
import { createSession, revokeSession } from '../auth/sessions';
import { certificationSummary } from '../certification/service';
import { decryptAllOnce, decryptOnce } from '../secret/service';
import { consumeCode } from '../sms/service';
import { changePassword, createUser, findByEmail, findByPhone, findByUserName, issueProof, spendProof } from './accounts';
import { clearFailures, loginKey, recordFailure, reserveLogin } from './login-guard';
import { cancelTicket, confirmTicket, createTicket, pollTicket, scanTicket } from './qr';
import { findByAccount, getUser, loadUserView, loadUserViewById, type UserRow, type UserView } from './repository';

const sealed = {
  /** AES-ECB ciphertexts (base64) made with the secret named by secretKey. */
  password: z.string().min(1, '请输入登录密码').max(512),
  secretKey: z.string().min(1).max(64),
};
const sealedPair = { ...sealed, confirmPassword: z.string().min(1, '请输入确认密码').max(512) };

const LoginBody = z.object({ userName: z.string().trim().min(1, '请输入账号').max(64), ...sealed });
const PhoneLoginBody = z.object({ phone: ruled(checkPhone, 32), verifyCode: ruled(checkCode, 16) });
const agreement = z.literal(true, { error: '请阅读并同意用户协议与隐私政策' });
const RegisterByPhoneBody = z.object({ phone: ruled(checkPhone, 32), verifyCode: ruled(checkCode, 16), agreement, ...sealedPair });
const RegisterBody = z.object({
  userName: ruled(checkUsername, 64),
  email: ruled(checkEmail, 128),
  emailCode: ruled(checkCode, 16),
  agreement,
  ...sealedPair,
});
const ForgetBody = z.object({ userName: ruled(checkAccount, 64), verifyCode: ruled(checkCode, 16), ...sealedPair });
const ResetBody = z.object({
  /** The token verifyAuth answered after the SMS step. */
  verifyCode: z.string().min(1).max(200),
  captchaId: z.string().max(64).optional(),
  captchaSecondaryToken: z.string().max(200).optional(),
  ...sealedPair,
});
const ResetEmailBody = z.object({ account: z.string().trim().min(1, '请输入用户名或邮箱').max(128) });
const ResetByEmailBody = z.object({ token: z.string().min(1).max(200), ...sealedPair });
const Ticket = z.object({ ticket: z.uuid({ error: '二维码无效' }) });

/** Decrypt a new password and its confirmation with one secret; both must match and follow SPEC §5. */
async function newPassword(app: Parameters<FastifyPluginAsyncZod>[0], body: { password: string; confirmPassword: string; secretKey: string }) {
  const [password, confirm] = await decryptAllOnce(app.db, app.clock, body.secretKey, [body.password, body.confirmPassword]);
  const verdict = checkPassword(password);
  if (verdict) throw paramError('password', verdict);
  if (password !== confirm) throw paramError('confirmPassword', '密码不一致');
  return password!;
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, loginType: string, msg = '登录成功') {
    if (user.status !== 'active') throw new BizError(Code.NOT_ENABLED, '账号已停用，请联系客服');
    const token = await createSession(app.db, app.clock, {
      userId: user.id,
      loginType,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    setTokenCookie(reply, token);
    return ok({ token, userInfo: await loadUserView(app.db, user) }, msg);
  }

  app.post('/v1/user/login', { schema: { tags: ['user'], summary: '账号密码登录', body: LoginBody } }, async (request, reply) => {
    const { userName, password, secretKey } = request.body;
    const plain = await decryptOnce(app.db, app.clock, secretKey, password);
    const user = await findByAccount(app.db, userName);
    const accountKey = loginKey(user?.id, userName);
    // Counted before the (slow) hash check, so parallel guesses cannot outrun the lock.
    await reserveLogin(app.db, app.clock, accountKey);
    const matches = await verifyPassword(plain, user?.passwordHash ?? (await getDecoyHash()));
    if (!user || !matches) return recordFailure(app.db, app.clock, accountKey);
    await clearFailures(app.db, user.id);
    return signIn(request, reply, user, 'password');
  });

  app.post('/v1/user/loginByPhone', { schema: { tags: ['user'], summary: '手机验证码登录', body: PhoneLoginBody } }, async (request, reply) => {
    const { phone, verifyCode } = request.body;
    await consumeCode(app.db, app.clock, { channel: 'sms', scene: 'phoneLogin', target: phone, code: verifyCode, ip: request.ip });
    const user = await findByPhone(app.db, phone);
    if (!user) throw new BizError(Code.NOT_FOUND, '该手机号尚未注册，请先注册');
    return signIn(request, reply, user, 'phone');
  });

  app.post('/v1/user/registerByPhone', { schema: { tags: ['user'], summary: '手机号注册', body: RegisterByPhoneBody } }, async (request, reply) => {
    const password = await newPassword(app, request.body);
    const { phone, verifyCode } = request.body;
    await consumeCode(app.db, app.clock, { channel: 'sms', scene: 'register', target: phone, code: verifyCode, ip: request.ip });
    if (await findByPhone(app.db, phone)) throw alreadyExists('该手机号已注册，请直接登录');
    const user = await createUser(app.db, app.clock, { phone, password, registerType: 'register_phone' });
    return signIn(request, reply, user, 'register_phone', '注册成功');
  });

  app.post('/v1/user/register', { schema: { tags: ['user'], summary: '账号注册', body: RegisterBody } }, async (request, reply) => {
    const password = await newPassword(app, request.body);
    const { userName, email, emailCode } = request.body;
    await consumeCode(app.db, app.clock, { channel: 'email', scene: 'register', target: email.toLowerCase(), code: emailCode, ip: request.ip });
    if (await findByUserName(app.db, userName)) throw alreadyExists('该用户名已被使用');
    if (await findByEmail(app.db, email)) throw alreadyExists('该邮箱已注册');
    const user = await createUser(app.db, app.clock, { userName, email: email.toLowerCase(), password, registerType: 'register' });
    return signIn(request, reply, user, 'register', '注册成功');
  });

  app.post('/v1/user/logout', { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '退出登录' } }, async (request, reply) => {
    await revokeSession(app.db, app.clock, caller(request).sessionId);
    clearTokenCookie(reply);
    return ok(null, '退出登录成功');
  });

  // Asked on every workbench load: kept per user until their account or certification changes.
  const userViews = app.userChanges.cache<UserView>();
  app.get('/v1/user/getUserInfo', { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '当前用户信息' } }, async (request) => {
    const { userId } = caller(request);
    const view = await userViews.get(String(userId), async () => ({ userId, value: await loadUserViewById(app.db, userId) }));
    return ok(view);
  });

  app.get(
    '/v1/user/loginStatusAndCertificationInfo',
    { preHandler: app.optionalAuth, schema: { tags: ['user'], summary: '登录状态与实名信息' } },
    async (request) => {
      if (!request.auth) return ok({ loginStatus: 'logout' });
      const user = await getUser(app.db, request.auth.userId);
      const certification = await certificationSummary(app.db, user.id);
      return ok({
        loginStatus: 'login',
        loginType: request.auth.loginType,
        phone: user.phone ?? '',
        certificationStatus: certification.certificationStatus,
        certificationName: certification.certificationName,
        type: certification.certificationType,
        contactEmail: user.email ?? '',
        contactName: user.name || user.userName,
        contactPhone: user.phone ?? '',
      });
    },
  );

  app.get(
    '/v1/user/getUserPhone',
    { schema: { tags: ['user'], summary: '找回密码：账号绑定的手机号（脱敏）', querystring: z.object({ userName: ruled(checkAccount, 64) }) } },
    async (request) => {
      const user = await findByUserName(app.db, request.query.userName);
      if (!user) throw notFound('账号不存在');
      if (!user.phone) throw new BizError(Code.NOT_ENABLED, '该账号未绑定手机号，请使用邮箱找回');
      return ok({ phone: maskPhone(user.phone) });
    },
  );

  app.post('/v1/user/forgetPwd', { schema: { tags: ['user'], summary: '短信找回密码', body: ForgetBody } }, async (request) => {
    const password = await newPassword(app, request.body);
    const user = await findByUserName(app.db, request.body.userName);
    if (!user?.phone) throw notFound('账号不存在');
    await consumeCode(app.db, app.clock, { channel: 'sms', scene: 'forgetPwd', target: user.phone, code: request.body.verifyCode, ip: request.ip });
    await changePassword(app.db, app.clock, user.id, password);
    await clearFailures(app.db, user.id);
    return ok(null, '密码已重置，请使用新密码登录');
  });

  app.post('/v1/user/sendResetEmail', { schema: { tags: ['user'], summary: '邮件找回密码：发送重置链接', body: ResetEmailBody } }, async (request) => {
    const { account } = request.body;
    const user = account.includes('@') ? await findByEmail(app.db, account) : await findByUserName(app.db, account);
    // The answer is the same whether or not the account exists.
    if (user?.email) {
      const token = await issueProof(app.db, app.clock, 'email_reset', 'forgetPwd', user.id);
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
  });

  app.post('/v1/user/resetPwdByEmail', { schema: { tags: ['user'], summary: '邮件链接重置密码', body: ResetByEmailBody } }, async (request) => {
    const password = await newPassword(app, request.body);
    const userId = await spendProof(app.db, app.clock, 'email_reset', 'forgetPwd', request.body.token);
    await changePassword(app.db, app.clock, userId, password);
    await clearFailures(app.db, userId);
    return ok(null, '密码已重置，请使用新密码登录');
  });

  app.post(
    '/v1/user/resetPwd',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '修改密码（短信验证后）', body: ResetBody } },
    async (request, reply) => {
      const password = await newPassword(app, request.body);
      const me = caller(request);
      // Only the user the proof was issued to can spend it: someone else's try leaves it usable.
      await spendProof(app.db, app.clock, 'sms_verified', 'resetPwd', request.body.verifyCode, me.userId);
      await changePassword(app.db, app.clock, me.userId, password);
      clearTokenCookie(reply);
      return ok(null, '密码修改成功');
    },
  );

  // QR sign-in: the desktop creates and polls; a signed-in phone scans, then confirms or cancels.
  app.post('/v1/user/qrLogin/create', { schema: { tags: ['user'], summary: '扫码登录：生成二维码' } }, async (request) =>
    ok(await createTicket(app.db, app.clock, { ip: request.ip, agent: request.headers['user-agent'] ?? '' })),
  );

  app.get('/v1/user/qrLogin/poll', { schema: { tags: ['user'], summary: '扫码登录：电脑端轮询', querystring: Ticket } }, async (request, reply) => {
    const result = await pollTicket(app.db, app.clock, request.query.ticket);
    if (result.status === 'confirmed' && result.userId) {
      const user = await getUser(app.db, result.userId);
      const signedIn = await signIn(request, reply, user, 'qr');
      return ok({ status: 'confirmed', ...signedIn.data });
    }
    return ok({ status: result.status });
  });

  app.get(
    '/v1/user/qrLogin/scan',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端查看', querystring: Ticket } },
    async (request) => ok(await scanTicket(app.db, app.clock, request.query.ticket)),
  );

  app.post(
    '/v1/user/qrLogin/confirm',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端确认', body: Ticket } },
    async (request) => ok(await confirmTicket(app.db, app.clock, request.body.ticket, caller(request).userId), '已确认登录'),
  );

  app.post(
    '/v1/user/qrLogin/cancel',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端取消', body: Ticket } },
    async (request) => ok(await cancelTicket(app.db, app.clock, request.body.ticket, caller(request).userId), '已取消登录'),
  );
};

export default userRoutes;
