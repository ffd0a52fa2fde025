import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { benefits } from '../../db/schema';

export type BenefitKind = 'photo_api_images' | 'gpu_card_hours';

export interface Grant {
  userId: number;
  kind: BenefitKind;
  quantity: number;
  /** Where it comes from; a user gets each (source, kind) once. */
  source: string;
  title: string;
  expiresAt?: Date | null;
}

/** Grant a benefit once. Answers true when granted now, false when this source already granted it. */
export async function grantBenefit(db: Db | Tx, grant: Grant): Promise<boolean> {
  const rows = await db
    .insert(benefits)
    .values({ ...grant, expiresAt: grant.expiresAt ?? null })
    .onConflictDoNothing({ target: [benefits.userId, benefits.source, benefits.kind] })
    .returning({ id: benefits.id });
  return rows.length > 0;
}

export async function hasBenefitFrom(db: Db, userId: number, source: string): Promise<boolean> {
  const [row] = await db
    .select({ id: benefits.id })
    .from(benefits)
    .where(and(eq(benefits.userId, userId), eq(benefits.source, source)))
    .limit(1);
  return Boolean(row);
}

export async function listBenefits(db: Db, userId: number) {
  return db.select().from(benefits).where(eq(benefits.userId, userId)).orderBy(desc(benefits.id));
}
