import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreditApplication, CreditApplicationBody, CreditApplicationReceipt } from '../../../src/shared/contracts/content';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { creditApplications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { alreadyExists } from '../../lib/envelope';
import { openReview } from '../review/service';

/** A user's latest application for the bank credit line, or null when there is none. */
export async function myCreditApplication(db: Db, userId: number): Promise<CreditApplication | null> {
  const c = creditApplications;
  const [row] = await db
    .select({
      id: c.id,
      companyName: c.companyName,
      expectedAmount: c.expectedAmount,
      status: c.status,
      approvedAmount: c.approvedAmount,
      reason: c.reason,
      createdAt: c.createdAt,
      decidedAt: c.decidedAt,
    })
    .from(c)
    .where(eq(c.userId, userId))
    .orderBy(desc(c.id))
    .limit(1);
  return row ? { ...row, createdAt: toShanghaiIso(row.createdAt), decidedAt: isoOrNull(row.decidedAt) } : null;
}

/**
 * An application for the bank credit line; one in review per user. It joins the review centre's
 * queue in the same transaction; after a refusal the user applies anew.
 */
export async function applyForCredit(
  db: Db,
  clock: Clock,
  userId: number,
  body: z.infer<typeof CreditApplicationBody> & { companyName: string; creditCode: string },
): Promise<CreditApplicationReceipt> {
  const { agreed: _agreed, expectedAmount, ...fields } = body;
  const c = creditApplications;
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({ ...fields, expectedAmount: fromMinor(toMinor(expectedAmount)), userId, createdAt: clock.now() })
      // The only conflict possible is the one-pending-application-per-user index.
      .onConflictDoNothing()
      .returning({ id: c.id, status: c.status, createdAt: c.createdAt });
    if (row) await openReview(tx, clock, { kind: 'credit', subjectId: row.id, applicantId: userId, title: fields.companyName });
    return row;
  });
  if (!row) throw alreadyExists('您已有一份授信申请正在审核中，请等待银行审核结果，无需重复提交');
  return { ...row, createdAt: toShanghaiIso(row.createdAt) };
}
