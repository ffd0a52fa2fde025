import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCode, checkEmail, maskPhone } from '../../../src/shared/core/validation';
import { sessions, users } from '../../db/schema';
import { BizError, notFound, ok, paramError } from '../../lib/envelope';
import { countAll, orderBy, paginate } from '../../lib/paging';
import { idParams, pageQuery, ruled, text } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import { revokeSession, revokeUserSessions } from '../auth/sessions';
import { userChanged } from '../auth/user-cache';
import { consumeCode } from '../sms/service';
import { getUser } from '../user/repository';
import { Code } from '../../../src/shared/core/codes';
import { CONTENT_TYPES, OBJECT_KEY, objectAccess, sniffImage } from '../../lib/storage';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const FILE_PREFIX = '/gateway/v1/oss/file/';
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream'];

const ProfileBody = z.object({
  name: text(32),
  /** Contact e-mail; an empty string clears it. */
  email: z.union([z.literal(''), ruled(checkEmail, 128)]),
  /** The code /v1/email/sendVerifyCode (scene changeEmail) sent to a new e-mail. */
  verifyCode: ruled(checkCode, 16).optional(),
});

const FileParams = z.object({ '*': z.string().max(200) });

const profileView = (user: typeof users.$inferSelect) => ({
  userBaseId: String(user.id),
  userName: user.userName,
  name: user.name || user.userName,
  email: user.email ?? '',
  avatarUrl: user.avatarUrl ?? '',
  phoneMasked: user.phone ? maskPhone(user.phone) : '',
  roles: user.roles,
  registerType: user.registerType,
  createdAt: user.createdAt,
});

/** The key behind one of our own file URLs, or null for anything else. */
const keyOf = (url: string | null): string | null =>
  url?.startsWith(FILE_PREFIX) && OBJECT_KEY.test(url.slice(FILE_PREFIX.length)) ? url.slice(FILE_PREFIX.length) : null;

/**
 * The user centre (profile, avatar, sessions). Everything acts on the caller only: no route here
 * takes a user id, and a session id is always checked against the caller.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;

  // Avatars arrive as the raw image body (no multipart parser needed); the declared type only
  // selects this parser, the real type is sniffed from the bytes.
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/v1/profile/info',
    { preHandler: app.requireAuth, schema: { tags: ['profile'], summary: '个人资料' } },
    async (request) => ok(profileView(await getUser(app.db, caller(request).userId))),
  );

  app.patch(
    '/v1/profile/update',
    { preHandler: app.requireAuth, schema: { tags: ['profile'], summary: '修改个人资料', body: ProfileBody } },
    async (request) => {
      const { userId } = caller(request);
      const email = request.body.email.trim().toLowerCase() || null;
      const current = await getUser(app.db, userId);
      // The e-mail signs in and receives password resets, so a new one must be proven to be the
      // caller's by a code sent to it. Only then is a taken address named: the mailbox owner may know.
      if (email && email !== current.email?.toLowerCase()) {
        if (!request.body.verifyCode) throw paramError('verifyCode', '请输入验证码');
        await consumeCode(app.db, app.clock, { channel: 'email', scene: 'changeEmail', target: email, code: request.body.verifyCode, ip: request.ip });
        const [taken] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
          .limit(1);
        if (taken) throw paramError('email', '该邮箱已被其他账号使用');
      }
      const [row] = await app.db
        .update(users)
        .set({ name: request.body.name, email, updatedAt: app.clock.now() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning();
      if (!row) throw notFound('用户不存在');
      userChanged(userId);
      return ok(profileView(row), '资料已保存');
    },
  );

  app.post(
    '/v1/profile/avatar',
    {
      preHandler: app.requireAuth,
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags: ['profile'],
        summary: '上传头像（请求体为图片本身：PNG、JPEG、WebP 或 GIF，不超过 2 MB）',
        headers: z.object({ 'content-type': z.string().max(100) }),
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw paramError('file', '请选择要上传的图片');
      const type = sniffImage(bytes);
      if (!type) throw paramError('file', '仅支持 PNG、JPEG、WebP 或 GIF 图片');
      // Named by content: the same image gives the same key, and a URL can never show other bytes.
      const key = `avatars/${userId}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type.ext}`;
      await storage.put(key, bytes, type.contentType);
      const before = await getUser(app.db, userId);
      const avatarUrl = FILE_PREFIX + key;
      await app.db.update(users).set({ avatarUrl, updatedAt: app.clock.now() }).where(eq(users.id, userId));
      userChanged(userId);
      const old = keyOf(before.avatarUrl);
      if (old && old !== key) await storage.remove(old);
      return ok({ avatarUrl }, '头像已更新');
    },
  );

  app.get(
    '/v1/oss/file/*',
    { preHandler: app.optionalAuth, schema: { tags: ['profile'], summary: '读取上传的文件（私有文件仅本人与运营可读）', params: FileParams } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!OBJECT_KEY.test(key)) throw notFound('文件不存在');
      const access = objectAccess(key);
      // A private file is answered as missing to anyone but its owner and operators, so its
      // existence is not told either.
      if (!access.public && !(request.auth && (request.auth.userId === access.ownerId || request.auth.roles.includes('operator')))) {
        throw notFound('文件不存在');
      }
      const bytes = await storage.get(key);
      if (!bytes) throw notFound('文件不存在');
      const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
      return reply
        .header('content-type', CONTENT_TYPES[ext])
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        // Public names are content-addressed and never change meaning, so they can be cached for
        // good; private files are never stored by a cache.
        .header('cache-control', access.public ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .send(bytes);
    },
  );

  app.get(
    '/v1/profile/sessions',
    { preHandler: app.requireAuth, schema: { tags: ['profile'], summary: '我的登录会话', querystring: pageQuery } },
    async (request) => {
      const me = caller(request);
      const now = app.clock.now();
      const where = and(eq(sessions.userId, me.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
      const order = orderBy(request.query, { lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt }, desc(sessions.lastSeenAt));
      const page = await paginate(
        app.db
          .select({
            id: sessions.id,
            loginType: sessions.loginType,
            userAgent: sessions.userAgent,
            ip: sessions.ip,
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
          })
          .from(sessions)
          .where(where)
          .orderBy(order, desc(sessions.id))
          .$dynamic(),
        app.db.select({ total: countAll }).from(sessions).where(where),
        request.query,
      );
      return ok({ ...page, records: page.records.map((s) => ({ ...s, current: s.id === me.sessionId })) });
    },
  );

  app.post(
    '/v1/profile/sessions/revokeOthers',
    { preHandler: app.requireAuth, schema: { tags: ['profile'], summary: '退出其他设备' } },
    async (request) => {
      const me = caller(request);
      await revokeUserSessions(app.db, app.clock, me.userId, me.sessionId);
      return ok(null, '已退出其他设备');
    },
  );

  app.post(
    '/v1/profile/sessions/revoke/:id',
    { preHandler: app.requireAuth, schema: { tags: ['profile'], summary: '退出某一设备', params: idParams } },
    async (request) => {
      const me = caller(request);
      if (request.params.id === me.sessionId) throw paramError('id', '当前会话请使用退出登录');
      // Someone else's session looks exactly like a missing one: ids reveal nothing.
      const [row] = await app.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, me.userId), isNull(sessions.revokedAt)))
        .limit(1);
      if (!row) throw new BizError(Code.NOT_FOUND, '会话不存在或已退出');
      await revokeSession(app.db, app.clock, row.id);
      return ok(null, '已退出该设备');
    },
  );
};

export default profileRoutes;
