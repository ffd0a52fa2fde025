import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { benefits } from '../../db/schema';
import { int } from '../../lib/sql';

/**
 * The free AI-photo images a user holds (the 20 granted at sign-up, and those of photo cards):
 * benefits of kind photo_api_images, spent one image at a time by the photo API.
 */
function usablePhotoImages(userId: number, now: Date) {
  return and(
    eq(benefits.userId, userId),
    eq(benefits.kind, 'photo_api_images'),
    lt(benefits.used, benefits.quantity),
    or(isNull(benefits.expiresAt), gt(benefits.expiresAt, now)),
  );
}

/** Free images a user can still use now. */
export async function photoImagesLeft(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ left: int(sql`coalesce(sum(${benefits.quantity} - ${benefits.used}), 0)`) })
    .from(benefits)
    .where(usablePhotoImages(userId, now));
  return row?.left ?? 0;
}

/**
 * Spend one free image inside the caller's transaction, soonest expiry first. The row is locked
 * and the CHECK keeps `used` within `quantity`, so parallel calls never spend one image twice.
 * Answers whether an image was spent (false: none left, nothing changed).
 */
export async function spendPhotoImage(tx: Tx, userId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: benefits.id })
    .from(benefits)
    .where(usablePhotoImages(userId, now))
    .orderBy(sql`${benefits.expiresAt} asc nulls last`, asc(benefits.id))
    .limit(1)
    .for('update');
  if (!row) return false;
  const spent = await tx
    .update(benefits)
    .set({ used: sql`${benefits.used} + 1` })
    .where(and(eq(benefits.id, row.id), lt(benefits.used, benefits.quantity)))
    .returning({ id: benefits.id });
  return spent.length > 0;
}
