import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, answersFile, Empty, IdParams } from '../../../src/shared/contracts/common';
import {
  Avatar,
  AvatarHeaders,
  FileParams,
  Profile,
  ProfileBody,
  SessionPage,
  SessionQuery,
} from '../../../src/shared/contracts/profile';
import { ok, paramError } from '../../lib/envelope';
import { CONTENT_TYPES } from '../../lib/storage';
import { caller } from '../../plugins/auth';
import { AVATAR_MAX_BYTES } from './repository';

const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream'];

/**
 * The user centre (profile, avatar, sessions). Everything acts on the caller only: no route here
 * takes a user id, and a session id is always checked against the caller.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  // Avatars arrive as the raw image body (no multipart parser needed); the declared type only
  // selects this parser, the real type is sniffed from the bytes.
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/v1/profile/info',
    { ...auth, schema: { tags: ['profile'], summary: '个人资料', response: answers(Profile) } },
    async (request) => ok(await app.profiles.info(caller(request).userId)),
  );

  app.patch(
    '/v1/profile/update',
    { ...auth, schema: { tags: ['profile'], summary: '修改个人资料', body: ProfileBody, response: answers(Profile) } },
    async (request) => {
      const { userId } = caller(request);
      const email = request.body.email.trim().toLowerCase() || null;
      // The e-mail signs in and receives password resets, so a new one must be proven to be the
      // caller's by a code sent to it before anything about it is told.
      if (email && (await app.profiles.isNewEmail(userId, email))) {
        if (!request.body.verifyCode) throw paramError('verifyCode', '请输入验证码');
        await app.verifyCodes.consume({ channel: 'email', scene: 'changeEmail', target: email, code: request.body.verifyCode, ip: request.ip });
      }
      return ok(await app.profiles.update(userId, { name: request.body.name, email }), '资料已保存');
    },
  );

  app.post(
    '/v1/profile/avatar',
    {
      ...auth,
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags: ['profile'],
        summary: '上传头像（请求体为图片本身：PNG、JPEG、WebP 或 GIF，不超过 2 MB）',
        headers: AvatarHeaders,
        response: answers(Avatar),
      },
    },
    async (request) => ok(await app.profiles.setAvatar(caller(request).userId, request.body), '头像已更新'),
  );

  app.get(
    '/v1/oss/file/*',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['profile'],
        summary: '读取上传的文件（私有文件仅本人与运营可读）',
        params: FileParams,
        response: answersFile('文件本身', Object.values(CONTENT_TYPES)),
      },
    },
    async (request, reply) => {
      const file = await app.profiles.file(request.params['*'], request.auth);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        // Public names are content-addressed and never change meaning, so they can be cached for
        // good; private files are never stored by a cache.
        .header('cache-control', file.public ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .send(file.bytes);
    },
  );

  app.get(
    '/v1/profile/sessions',
    { ...auth, schema: { tags: ['profile'], summary: '我的登录会话', querystring: SessionQuery, response: answers(SessionPage) } },
    async (request) => {
      const me = caller(request);
      return ok(await app.sessions.page(me.userId, me.sessionId, request.query));
    },
  );

  app.post(
    '/v1/profile/sessions/revokeOthers',
    { ...auth, schema: { tags: ['profile'], summary: '退出其他设备', response: answers(Empty) } },
    async (request) => {
      const me = caller(request);
      await app.sessions.revokeAllOf(me.userId, me.sessionId);
      return ok(null, '已退出其他设备');
    },
  );

  app.post(
    '/v1/profile/sessions/revoke/:id',
    { ...auth, schema: { tags: ['profile'], summary: '退出某一设备', params: IdParams, response: answers(Empty) } },
    async (request) => {
      const me = caller(request);
      if (request.params.id === me.sessionId) throw paramError('id', '当前会话请使用退出登录');
      await app.sessions.revokeOwn(me.userId, request.params.id);
      return ok(null, '已退出该设备');
    },
  );
};

export default profileRoutes;
