import { eq, sql } from 'drizzle-orm';
import type { ROLES } from '../../../src/shared/core/roles';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { userChanged } from '../../plugins/user-cache';

/**
 * Give an account a role it has earned (a passed supplier application gives `supplier`), inside
 * the caller's transaction; an account that already holds it is left as it is. This gateway's
 * caches of the user are told at once (the database's trigger tells the others).
 */
export async function grantRole(tx: Tx, clock: Clock, userId: number, role: (typeof ROLES)[number]): Promise<void> {
  await tx
    .update(users)
    .set({ roles: sql`case when ${role}::text = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, ${role}::text) end`, updatedAt: clock.now() })
    .where(eq(users.id, userId));
  userChanged(userId);
}
