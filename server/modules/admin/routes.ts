import { and, arrayContains, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskPhone } from '../../../src/shared/core/validation';
import { instances, sessions, users } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { forbidden, notFound, ok } from '../../lib/envelope';
import { countAll, orderBy, paginate } from '../../lib/paging';
import { idParams, pageQuery } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import { revokeUserSessions, type Role } from '../auth/sessions';

const ROLES = ['renter', 'supplier', 'operator'] as const satisfies readonly Role[];

/** What an operator may do in the back office; the console shows these on the permission page. */
export const OPERATOR_PERMISSIONS = ['sys:user:list', 'sys:user:view', 'sys:user:delete', 'sys:overview:view'];

const UserListQuery = pageQuery.extend({
  /** Part of the user name, name, phone or e-mail. */
  keyword: z.string().trim().max(64).optional(),
  role: z.enum(ROLES).optional(),
});

type UserRow = typeof users.$inferSelect;

const listView = (user: UserRow) => ({
  id: user.id,
  userBaseId: String(user.id),
  userName: user.userName,
  name: user.name || user.userName,
  phone: user.phone ? maskPhone(user.phone) : '',
  email: user.email ?? '',
  roles: user.roles,
  status: user.status,
  registerType: user.registerType,
  createdAt: user.createdAt,
});

/** LIKE with the user's text taken literally. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office of SPEC §7 (admin/sys_user, user/{id}, user/delete, user/list): operators
 * only. Everyone else gets FORBIDDEN (403) from requireRole before a handler runs.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = app.requireRole('operator');

  const liveUser = async (id: number): Promise<UserRow> => {
    const [row] = await app.db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
    if (!row) throw notFound('用户不存在');
    return row;
  };

  app.get(
    '/admin/sys_user/info',
    { preHandler: operatorOnly, schema: { tags: ['admin'], summary: '当前运营账号信息' } },
    async (request) => {
      const me = await liveUser(caller(request).userId);
      return ok({ user: { ...listView(me), phone: me.phone ?? '' }, roles: me.roles, permissions: OPERATOR_PERMISSIONS });
    },
  );

  app.get(
    '/admin/overview',
    { preHandler: operatorOnly, schema: { tags: ['admin'], summary: '平台概况' } },
    async () => {
      const now = app.clock.now();
      const live = isNull(users.deletedAt);
      const [[all], [recent], byRole, [activeSessions], [running]] = await Promise.all([
        app.db.select({ total: countAll }).from(users).where(live),
        app.db.select({ total: countAll }).from(users).where(and(live, gte(users.createdAt, new Date(now.getTime() - 7 * DAY)))),
        app.db
          .select({ role: sql<string>`unnest(${users.roles})`, total: countAll })
          .from(users)
          .where(live)
          .groupBy(sql`1`),
        app.db
          .select({ total: sql<number>`count(distinct ${sessions.userId})::int` })
          .from(sessions)
          .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - DAY)))),
        app.db.select({ total: countAll }).from(instances).where(and(eq(instances.status, 'running'), isNull(instances.releasedAt))),
      ]);
      const roles = Object.fromEntries(ROLES.map((role) => [role, byRole.find((r) => r.role === role)?.total ?? 0]));
      return ok({
        users: all?.total ?? 0,
        newUsers7d: recent?.total ?? 0,
        activeUsers24h: activeSessions?.total ?? 0,
        runningInstances: running?.total ?? 0,
        roles,
      });
    },
  );

  app.get(
    '/user/list',
    { preHandler: operatorOnly, schema: { tags: ['admin'], summary: '用户列表', querystring: UserListQuery } },
    async (request) => {
      const { keyword, role } = request.query;
      const where = and(
        isNull(users.deletedAt),
        keyword
          ? or(
              sql`${users.userName} ilike ${likeText(keyword)}`,
              sql`${users.name} ilike ${likeText(keyword)}`,
              sql`${users.phone} like ${likeText(keyword)}`,
              sql`${users.email} ilike ${likeText(keyword)}`,
            )
          : undefined,
        role ? arrayContains(users.roles, [role]) : undefined,
      );
      const order = orderBy(request.query, { createdAt: users.createdAt, userName: users.userName, id: users.id }, desc(users.id));
      const page = await paginate(
        app.db.select().from(users).where(where).orderBy(order).$dynamic(),
        app.db.select({ total: countAll }).from(users).where(where),
        request.query,
      );
      return ok({ ...page, records: page.records.map(listView) });
    },
  );

  app.get(
    '/user/:id',
    { preHandler: operatorOnly, schema: { tags: ['admin'], summary: '用户详情', params: idParams } },
    async (request) => {
      const user = await liveUser(request.params.id);
      const now = app.clock.now();
      const [[liveSessions], [lastSeen], [ownInstances]] = await Promise.all([
        app.db
          .select({ total: countAll })
          .from(sessions)
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
        app.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id))
          .orderBy(desc(sessions.lastSeenAt))
          .limit(1),
        app.db
          .select({ total: countAll })
          .from(instances)
          .where(and(eq(instances.userId, user.id), isNull(instances.releasedAt))),
      ]);
      return ok({
        ...listView(user),
        phone: user.phone ?? '',
        avatarUrl: user.avatarUrl ?? '',
        updatedAt: user.updatedAt,
        activeSessions: liveSessions?.total ?? 0,
        lastSeenAt: lastSeen?.at ?? null,
        instances: ownInstances?.total ?? 0,
      });
    },
  );

  app.delete(
    '/user/delete/:id',
    { preHandler: operatorOnly, schema: { tags: ['admin'], summary: '删除用户', params: idParams } },
    async (request) => {
      const me = caller(request);
      if (request.params.id === me.userId) throw forbidden('不能删除自己的账号');
      const user = await liveUser(request.params.id);
      if (user.roles.includes('operator')) throw forbidden('不能删除运营账号');
      // Soft delete: orders and bills keep pointing at the row; the account can no longer sign in.
      const [row] = await app.db
        .update(users)
        .set({ deletedAt: app.clock.now(), status: 'deleted', updatedAt: app.clock.now() })
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (!row) throw notFound('用户不存在');
      await revokeUserSessions(app.db, app.clock, user.id);
      return ok(null, '用户已删除');
    },
  );
};

export default adminRoutes;
