import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../src/shared/contracts/account';
import type { UserStatus } from '../../../src/shared/contracts/admin';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './service';

/**
 * The account changes other modules make (the back office, the user centre), written here because
 * the user module owns the users table. Each takes the caller's db or transaction; none checks who
 * may make the change (the caller does) nor drops cached user data (the caller does, once it commits).
 */

const liveUser = (id: number) => and(eq(users.id, id), isNull(users.deletedAt));

/** Replace a live account's roles. */
export async function setUserRoles(tx: Db | Tx, id: number, roles: Role[], now: Date): Promise<void> {
  await tx.update(users).set({ roles, updatedAt: now }).where(liveUser(id));
}

/** Lock (`disabled`) or unlock (`active`) a live account. */
export async function setUserStatus(tx: Db | Tx, id: number, status: Extract<UserStatus, 'active' | 'disabled'>, now: Date): Promise<void> {
  await tx.update(users).set({ status, updatedAt: now }).where(liveUser(id));
}

/** Soft-delete a live account; false when it was already gone. */
export async function softDeleteUser(tx: Db | Tx, id: number, now: Date): Promise<boolean> {
  const [row] = await tx.update(users).set({ deletedAt: now, status: 'deleted', updatedAt: now }).where(liveUser(id)).returning({ id: users.id });
  return Boolean(row);
}

/** Save a live account's nickname and contact e-mail; answers the row, or undefined when it is gone. */
export async function updateContact(tx: Db | Tx, id: number, change: { name: string; email: string | null }, now: Date): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set({ name: change.name, email: change.email, updatedAt: now }).where(liveUser(id)).returning();
  return row;
}

/** Point an account at its new avatar. */
export async function setAvatarUrl(tx: Db | Tx, id: number, avatarUrl: string, now: Date): Promise<void> {
  await tx.update(users).set({ avatarUrl, updatedAt: now }).where(eq(users.id, id));
}
