import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
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
    /**
     * A route's guard (given as its `preHandler`; run in onRequest, see runGuardsFirst): a valid
     * token is required (50003 / 100001 / 100010 otherwise).
     */
    requireAuth: preHandlerAsyncHookHandler;
    /** A route's guard (as requireAuth): reads the token when present; a bad token is treated as none. */
    optionalAuth: preHandlerAsyncHookHandler;
    /** A route's guard (as requireAuth): a valid token with one of the roles (FORBIDDEN otherwise). */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

/** The caller of a route guarded by requireAuth. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new BizError(Code.NO_TOKEN, '请先登录');
  return request.auth;
}

/** The guards the auth and permissions plugins hand out: whether each requires a token. */
const guards = new WeakMap<object, 'required' | 'optional'>();

/** Mark a hook as an authentication guard (see runGuardsFirst); `required` when it needs a token. */
export function authGuard<T extends object>(hook: T, kind: 'required' | 'optional' = 'required'): T {
  guards.set(hook, kind);
  return hook;
}

/** The route option phases a guard may be given in; runGuardsFirst moves it from them to onRequest. */
const LATER_PHASES = ['preValidation', 'preHandler'] as const;

/**
 * Authentication before anything else about the request: a route's guards (requireAuth,
 * requireRole, requirePermission, optionalAuth), given in its `preHandler` (or `preValidation`),
 * are run in `onRequest` instead, before the body is parsed and before the body, query and path
 * parameters are validated. So an anonymous caller of a signed-in operation gets 50003 (and a bad
 * token 100001 / 100010, a caller without the role FORBIDDEN) whatever it sent, and never a
 * parameter error that describes the operation's fields; a caller who may use it still gets 50005
 * naming the field. request.auth is set before validation, and so before every handler as before.
 * A guard that requires a token is also written into the operation's OpenAPI `security`.
 */
function runGuardsFirst(route: RouteOptions) {
  const moved: unknown[] = [];
  for (const phase of LATER_PHASES) {
    const hooks = route[phase];
    if (!hooks) continue;
    const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
    const kept = list.filter((hook) => !(typeof hook === 'function' && guards.has(hook)));
    if (kept.length === list.length) continue;
    moved.push(...list.filter((hook) => !kept.includes(hook)));
    (route as unknown as Record<string, unknown>)[phase] = kept.length ? kept : undefined;
  }
  if (!moved.length) return;
  const first = route.onRequest;
  const earlier: unknown[] = first ? (Array.isArray(first) ? first : [first]) : [];
  (route as unknown as Record<string, unknown>).onRequest = [...earlier, ...moved];
  if (moved.some((hook) => guards.get(hook as object) === 'required')) {
    route.schema = { ...route.schema, security: [{ token: [] }] } as typeof route.schema;
  }
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  const changes = await UserChanges.open(app.database);
  app.decorate('userChanges', changes);
  app.addHook('onClose', () => changes.close());
  const resolveSession = createSessionResolver(app.db, app.clock, changes);

  app.addHook('onRoute', runGuardsFirst);

  const requireAuth: preHandlerAsyncHookHandler = authGuard(async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new BizError(Code.NO_TOKEN, '请先登录');
    request.auth = await resolveSession(token);
  });

  const optionalAuth: preHandlerAsyncHookHandler = authGuard(async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    try {
      request.auth = await resolveSession(token);
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
    }
  }, 'optional');

  app.decorate('requireAuth', requireAuth);
  app.decorate('optionalAuth', optionalAuth);
  app.decorate('requireRole', (...roles: Role[]) => {
    const guard: preHandlerAsyncHookHandler = async function (request, reply) {
      await requireAuth.call(this, request, reply);
      if (!caller(request).roles.some((role) => roles.includes(role))) throw forbidden();
    };
    return authGuard(guard);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
