import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * End every live session of a user inside the caller's transaction (a lock, a forced sign-out),
 * so the change and its audit row commit together. The caller drops cached session data once it commits.
 */
export async function revokeLiveSessions(tx: Db | Tx, userId: number, now: Date): Promise<void> {
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
