import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult, LoginType } from '../../../src/shared/contracts/account';
import { Code } from '../../../src/shared/core/codes';
import { BizError } from '../../lib/envelope';
import { setTokenCookie } from '../auth/cookie';
import type { UserRow } from './service';

/**
 * Start a session for a user who proved who they are (password, code, QR): the token in the
 * answer and in its cookie. A stopped account is refused.
 */
export const signInWith =
  (app: FastifyInstance) =>
  async (request: FastifyRequest, reply: FastifyReply, user: UserRow, loginType: LoginType): Promise<LoginResult> => {
    if (user.status !== 'active') throw new BizError(Code.NOT_ENABLED, '账号已停用，请联系客服');
    const token = await app.sessions.create({ userId: user.id, loginType, userAgent: request.headers['user-agent'], ip: request.ip });
    setTokenCookie(reply, token);
    return { token, userInfo: await app.accounts.view(user) };
  };
