import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../src/shared/contracts/account';
import { Code } from '../../src/shared/core/codes';
import { BizError, forbidden } from '../lib/envelope';
import { createSessionResolver, tokenFromHeader, type AuthContext } from './sessions';
import { UserChanges } from './user-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by requireAuth / optionalAuth. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** This gateway's feed of user changes, for caches of what users' rows say (see UserCache). */
    userChanges: UserChanges;
    /** preHandler: a valid token is required (50003 / 100001 / 100010 otherwise). */
    requireAuth: preHandlerAsyncHookHandler;
    /** preHandler: reads the token when present; a bad token is treated as none. */
    optionalAuth: preHandlerAsyncHookHandler;
    /** preHandler: a valid token with one of the roles (FORBIDDEN otherwise). */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

/** The caller of a route guarded by requireAuth. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new BizError(Code.NO_TOKEN, '请先登录');
  return request.auth;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  const changes = await UserChanges.open(app.database);
  app.decorate('userChanges', changes);
  app.addHook('onClose', () => changes.close());
  const resolveSession = createSessionResolver(app.db, app.clock, changes);

  const requireAuth: preHandlerAsyncHookHandler = async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new BizError(Code.NO_TOKEN, '请先登录');
    request.auth = await resolveSession(token);
  };

  const optionalAuth: preHandlerAsyncHookHandler = async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    try {
      request.auth = await resolveSession(token);
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
    }
  };

  app.decorate('requireAuth', requireAuth);
  app.decorate('optionalAuth', optionalAuth);
  app.decorate('requireRole', (...roles: Role[]) => {
    const guard: preHandlerAsyncHookHandler = async function (request, reply) {
      await requireAuth.call(this, request, reply);
      if (!caller(request).roles.some((role) => roles.includes(role))) throw forbidden();
    };
    return guard;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
