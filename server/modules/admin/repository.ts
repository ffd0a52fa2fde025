import { and, arrayContains, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROLES, type RegisterType, type Role } from '../../../src/shared/contracts/account';
import { PERMISSIONS, type AdminUser, type AdminUserDetail, type Overview, type SysUserInfo, type UserListQuery, type UserStatus } from '../../../src/shared/contracts/admin';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db, Tx } from '../../db/client';
import { instances, sessions, users } from '../../db/schema';
import { DAY, type Clock } from '../../lib/clock';
import { BizError, forbidden, notFound } from '../../lib/envelope';
import { Code } from '../../../src/shared/core/codes';
import { orderBy, paginate } from '../../lib/paging';
import { revokeUserSessions } from '../../plugins/sessions';
import { userChanged } from '../../plugins/user-cache';
import { recordAudit } from '../audit/service';
import { revokeLiveSessions } from '../auth/revoke-sessions';
import { setUserRoles, setUserStatus, softDeleteUser } from '../user/account-writes';
import { countAll, int, likeContains } from '../../lib/sql';

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
          .select({ total: int(sql`count(distinct ${sessions.userId})`) })
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
              sql`${users.userName} ilike ${likeContains(q.keyword)}`,
              sql`${users.name} ilike ${likeContains(q.keyword)}`,
              sql`${users.phone} like ${likeContains(q.keyword)}`,
              sql`${users.email} ilike ${likeContains(q.keyword)}`,
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
      if (!(await softDeleteUser(db, user.id, clock.now()))) throw notFound('用户不存在');
      await revokeUserSessions(db, clock, user.id);
    },
  };
}

/** Who is acting, for the audit trail. */
export interface Actor {
  userId: number;
  ip: string;
}

/** An account as the audit trail records it before and after a change. */
const auditView = (user: Pick<UserRow, 'roles' | 'status'>, activeSessions?: number) => ({
  roles: [...user.roles],
  status: user.status,
  ...(activeSessions === undefined ? {} : { activeSessions }),
});

/**
 * 用户 › 角色、锁定、会话 (users:manage): each change in one transaction with its audit row
 * (before and after), the account's sessions and cached session data dropped once it commits.
 * An operator can neither take away their own operator role nor lock themselves out.
 */
export function userAdminRepository(db: Db, clock: Clock, admin: ReturnType<typeof adminRepository>) {
  const liveSessions = (tx: Db | Tx, userId: number, now: Date) =>
    tx
      .select({ total: countAll })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .then(([row]) => row?.total ?? 0);
  /** Lock the account's row for the change; not found for a deleted or unknown one. */
  const lockRow = async (tx: Tx, id: number): Promise<UserRow> => {
    const [row] = await tx.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).for('update');
    if (!row) throw notFound('用户不存在');
    return row;
  };

  return {
    async setRoles(actor: Actor, id: number, roles: Role[]): Promise<AdminUserDetail> {
      const ordered = ROLES.filter((role) => roles.includes(role));
      if (id === actor.userId && !ordered.includes('operator')) throw forbidden('不能移除自己的运营角色');
      await db.transaction(async (tx) => {
        const before = await lockRow(tx, id);
        const same = before.roles.length === ordered.length && ordered.every((role) => before.roles.includes(role));
        if (same) return;
        const now = clock.now();
        await setUserRoles(tx, id, ordered, now);
        await recordAudit(tx, clock, { actorId: actor.userId, action: 'user.roles', targetType: 'user', targetId: id, before: auditView(before), after: auditView({ ...before, roles: ordered }), ip: actor.ip });
      });
      userChanged(id);
      return admin.user(id);
    },

    /** Lock an account: it cannot sign in, and every session it has ends now. */
    async lock(actor: Actor, id: number, reason = ''): Promise<AdminUserDetail> {
      if (id === actor.userId) throw forbidden('不能锁定自己的账号');
      await db.transaction(async (tx) => {
        const before = await lockRow(tx, id);
        if (before.status === 'disabled') throw new BizError(Code.ERROR, '该账号已被锁定');
        const now = clock.now();
        const sessionsBefore = await liveSessions(tx, id, now);
        await setUserStatus(tx, id, 'disabled', now);
        await revokeLiveSessions(tx, id, now);
        await recordAudit(tx, clock, {
          actorId: actor.userId,
          action: 'user.lock',
          targetType: 'user',
          targetId: id,
          before: auditView(before, sessionsBefore),
          after: { ...auditView({ ...before, status: 'disabled' }, 0), ...(reason ? { reason } : {}) },
          ip: actor.ip,
        });
      });
      userChanged(id);
      return admin.user(id);
    },

    async unlock(actor: Actor, id: number): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const before = await lockRow(tx, id);
        if (before.status !== 'disabled') throw new BizError(Code.ERROR, '该账号未被锁定');
        await setUserStatus(tx, id, 'active', clock.now());
        await recordAudit(tx, clock, { actorId: actor.userId, action: 'user.unlock', targetType: 'user', targetId: id, before: auditView(before), after: auditView({ ...before, status: 'active' }), ip: actor.ip });
      });
      userChanged(id);
      return admin.user(id);
    },

    /** Sign a user out everywhere: every live session ends (the operator's own too, if they ask). */
    async signOut(actor: Actor, id: number): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const before = await lockRow(tx, id);
        const now = clock.now();
        const sessionsBefore = await liveSessions(tx, id, now);
        await revokeLiveSessions(tx, id, now);
        await recordAudit(tx, clock, { actorId: actor.userId, action: 'user.signout', targetType: 'user', targetId: id, before: auditView(before, sessionsBefore), after: auditView(before, 0), ip: actor.ip });
      });
      userChanged(id);
      return admin.user(id);
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;
export type UserAdminRepository = ReturnType<typeof userAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminRepository;
    userAdmin: UserAdminRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const admin = adminRepository(app.db, app.clock);
    app.decorate('admin', admin);
    app.decorate('userAdmin', userAdminRepository(app.db, app.clock, admin));
  },
  {
    name: 'admin-repository',
    dependencies: ['db'],
  },
);
