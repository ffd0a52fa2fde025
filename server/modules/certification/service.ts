import { and, eq } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db, Tx } from '../../db/client';
import { certifications } from '../../db/schema';
import { BizError } from '../../lib/envelope';

/** What the refusal says, and the reason the pages read to guide the user to /certification and back. */
export const CERTIFICATION_REQUIRED = 'certification_required';

/**
 * Refuse, unless the account's real-name certification has passed (review_pass): the law requires
 * a certified party before compute is ordered or sold. `what` names the act (订购算力, 成为供应商).
 */
export async function assertCertified(db: Db | Tx, userId: number, what: string): Promise<void> {
  const [row] = await db
    .select({ userId: certifications.userId })
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.status, 'review_pass')));
  if (row) return;
  throw new BizError(Code.ERROR, `请先完成实名认证：根据相关法律法规，${what}须先通过实名认证`, { reason: CERTIFICATION_REQUIRED });
}
