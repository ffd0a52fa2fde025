import { and, arrayContains, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROLES, type RegisterType, type Role } from '../../../src/shared/contracts/account';
import { PERMISSIONS, type AdminUser, type AdminUserDetail, type Overview, type SysUserInfo, type UserListQuery, type UserStatus } from '../../../src/shared/contracts/admin';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { instances, sessions, users } from '../../db/schema';
import { DAY, type Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/envelope';
import { countAll, orderBy, paginate } from '../../lib/paging';
import { revokeUserSessions } from '../auth/sessions';

type UserRow = typeof users.$inferSelect;

/**
 * An account as listed, its phone masked. The text columns hold only the contract's values (roles,
 * status and register type are written by registration, the seed and this back office).
 */
const listView = (user: UserRow): AdminUser => ({
  id: user.id,
  userBaseId: String(user.id),
  userName: user.userName,
  name: user.name || user.userName,
  phone: user.phone ? maskPhone(user.phone) : '',
  email: user.email ?? '',
  roles: user.roles as Role[],
  status: user.status as UserStatus,
  registerType: user.registerType as RegisterType,
  createdAt: toShanghaiIso(user.createdAt),
});

/** LIKE with the user's text taken literally. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's reads and its one write (deleting an account), over one db and clock. */
export function adminRepository(db: Db, clock: Clock) {
  const liveUser = async (id: number): Promise<UserRow> => {
    const [row] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
    if (!row) throw notFound('用户不存在');
    return row;
  };

  return {
    async operator(userId: number): Promise<SysUserInfo> {
      const me = await liveUser(userId);
      return { user: { ...listView(me), phone: me.phone ?? '' }, roles: me.roles as Role[], permissions: [...PERMISSIONS] };
    },

    async overview(): Promise<Overview> {
      const now = clock.now();
      const live = isNull(users.deletedAt);
      const [[all], [recent], byRole, [activeSessions], [running]] = await Promise.all([
        db.select({ total: countAll }).from(users).where(live),
        db.select({ total: countAll }).from(users).where(and(live, gte(users.createdAt, new Date(now.getTime() - 7 * DAY)))),
        db
          .select({ role: sql<string>`unnest(${users.roles})`, total: countAll })
          .from(users)
          .where(live)
          .groupBy(sql`1`),
        db
          .select({ total: sql<number>`count(distinct ${sessions.userId})::int` })
          .from(sessions)
          .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - DAY)))),
        db.select({ total: countAll }).from(instances).where(and(eq(instances.status, 'running'), isNull(instances.releasedAt))),
      ]);
      const roles = Object.fromEntries(ROLES.map((role) => [role, byRole.find((r) => r.role === role)?.total ?? 0])) as Record<Role, number>;
      return {
        users: all?.total ?? 0,
        newUsers7d: recent?.total ?? 0,
        activeUsers24h: activeSessions?.total ?? 0,
        runningInstances: running?.total ?? 0,
        roles,
      };
    },

    async users(q: UserListQuery) {
      const where = and(
        isNull(users.deletedAt),
        q.keyword
          ? or(
              sql`${users.userName} ilike ${likeText(q.keyword)}`,
              sql`${users.name} ilike ${likeText(q.keyword)}`,
              sql`${users.phone} like ${likeText(q.keyword)}`,
              sql`${users.email} ilike ${likeText(q.keyword)}`,
            )
          : undefined,
        q.role ? arrayContains(users.roles, [q.role]) : undefined,
      );
      const order = orderBy(q, { createdAt: users.createdAt, userName: users.userName, id: users.id }, desc(users.id));
      const page = await paginate(db, db.select().from(users).where(where).orderBy(order).$dynamic(), q);
      return { ...page, records: page.records.map(listView) };
    },

    async user(id: number): Promise<AdminUserDetail> {
      const user = await liveUser(id);
      const now = clock.now();
      const [[liveSessions], [lastSeen], [ownInstances]] = await Promise.all([
        db
          .select({ total: countAll })
          .from(sessions)
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
        db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.lastSeenAt)).limit(1),
        db
          .select({ total: countAll })
          .from(instances)
          .where(and(eq(instances.userId, user.id), isNull(instances.releasedAt))),
      ]);
      return {
        ...listView(user),
        phone: user.phone ?? '',
        avatarUrl: user.avatarUrl ?? '',
        updatedAt: toShanghaiIso(user.updatedAt),
        activeSessions: liveSessions?.total ?? 0,
        lastSeenAt: isoOrNull(lastSeen?.at),
        instances: ownInstances?.total ?? 0,
      };
    },

    /**
     * Soft delete: orders and bills keep pointing at the row; the account can no longer sign in and
     * its sessions die. Neither oneself nor another operator can be deleted.
     */
    async deleteUser(id: number, byUserId: number): Promise<void> {
      if (id === byUserId) throw forbidden('不能删除自己的账号');
      const user = await liveUser(id);
      if (user.roles.includes('operator')) throw forbidden('不能删除运营账号');
      const now = clock.now();
      const [row] = await db
        .update(users)
        .set({ deletedAt: now, status: 'deleted', updatedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (!row) throw notFound('用户不存在');
      await revokeUserSessions(db, clock, user.id);
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('admin', adminRepository(app.db, app.clock));
  },
  {
    name: 'admin-repository',
    dependencies: ['db'],
  },
);
