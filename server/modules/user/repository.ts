import { eq, isNull, or, sql, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, users } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { certificationSummary, summarize } from '../certification/service';

export type UserRow = typeof users.$inferSelect;

/** Find a live account by what a person types as "account": user name, phone or e-mail. */
export async function findByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const lowered = account.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(sql`lower(${users.userName}) = ${lowered}`, eq(users.phone, account.trim()), sql`lower(${users.email}) = ${lowered}`),
      ),
    )
    .limit(1);
  return row;
}

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound('用户不存在');
  return row;
}

/** A live user and their certification in one query (getUserInfo runs on every workbench load). */
export async function loadUserViewById(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, certification: { status: certifications.status, name: certifications.name, type: certifications.type } })
    .from(users)
    .leftJoin(certifications, eq(certifications.userId, users.id))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound('用户不存在');
  return userView(row.user, summarize(row.certification));
}

/** The user as the client stores it (SPEC §3 stored user info) plus roles. */
export async function loadUserView(db: Db, user: UserRow) {
  return userView(user, await certificationSummary(db, user.id));
}

export function userView(user: UserRow, certification: { certificationStatus: string; certificationName: string }) {
  return {
    userBaseId: String(user.id),
    userName: user.userName,
    name: user.name || user.userName,
    phone: user.phone ?? '',
    email: user.email ?? '',
    avatarUrl: user.avatarUrl ?? '',
    roles: user.roles,
    registerType: user.registerType,
    certificationStatus: certification.certificationStatus,
    certificationName: certification.certificationName,
    createdAt: user.createdAt,
  };
}
export type UserView = ReturnType<typeof userView>;

