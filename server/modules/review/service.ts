import { and, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { ApproveBody, ReviewKind } from '../../../src/shared/contracts/review';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, MINUTE } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import { reviewEvents, reviewItems, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { recordAudit } from '../audit/service';
import type { Messenger } from '../notify/messenger';
import { createNotice } from '../notice/service';
import type { Decision, ReviewItemRow, ReviewRegistry } from './registry';
import { countAll } from '../../lib/sql';

/** How long a claim holds an item for its operator; an abandoned claim lapses by itself. */
export const CLAIM_MINUTES = 30;

export interface ReviewDeps {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  registry: ReviewRegistry;
}

/** Whether an operator may act on items of a kind (from the permission matrix). */
export type KindAllowed = (kind: ReviewKind) => boolean;

const claimLapsedBefore = (clock: Clock) => new Date(clock.now().getTime() - CLAIM_MINUTES * MINUTE);

/**
 * Put an application in the queue, inside the transaction that records it. A subject already
 * waiting is refreshed in place (its data changed while pending); one that was decided before opens
 * its next round. Answers the pending item.
 */
export async function openReview(
  tx: Tx,
  clock: Clock,
  input: { kind: ReviewKind; subjectId: string | number; applicantId: number; title: string },
): Promise<ReviewItemRow> {
  const subjectId = String(input.subjectId);
  const now = clock.now();
  const [waiting] = await tx
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, input.kind), eq(reviewItems.subjectId, subjectId), eq(reviewItems.status, 'pending')))
    .for('update');
  if (waiting) {
    const [row] = await tx.update(reviewItems).set({ title: input.title }).where(eq(reviewItems.id, waiting.id)).returning();
    await tx.insert(reviewEvents).values({ itemId: waiting.id, action: 'submitted', actorId: input.applicantId, note: '申请人更新了申请内容', at: now });
    return row!;
  }
  const [{ rounds } = { rounds: 0 }] = await tx
    .select({ rounds: countAll })
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, input.kind), eq(reviewItems.subjectId, subjectId)));
  const [row] = await tx
    .insert(reviewItems)
    .values({ kind: input.kind, subjectId, applicantId: input.applicantId, title: input.title, round: rounds + 1, submittedAt: now })
    .returning();
  await tx.insert(reviewEvents).values({ itemId: row!.id, action: 'submitted', actorId: input.applicantId, note: rounds > 0 ? `第${rounds + 1}次提交` : null, at: now });
  return row!;
}

/** The applicant takes a pending application back (e.g. a supplier cancels a plan's review). */
export async function withdrawReview(tx: Tx, clock: Clock, kind: ReviewKind, subjectId: string | number, actorId: number): Promise<boolean> {
  const [row] = await tx
    .update(reviewItems)
    .set({ status: 'withdrawn', decidedAt: clock.now(), claimedBy: null, claimedAt: null })
    .where(and(eq(reviewItems.kind, kind), eq(reviewItems.subjectId, String(subjectId)), eq(reviewItems.status, 'pending')))
    .returning();
  if (!row) return false;
  await tx.insert(reviewEvents).values({ itemId: row.id, action: 'withdrawn', actorId, note: null, at: clock.now() });
  return true;
}

async function itemOrNotFound(db: Db | Tx, id: number): Promise<ReviewItemRow> {
  const [row] = await db.select().from(reviewItems).where(eq(reviewItems.id, id));
  if (!row) throw notFound('审核事项不存在');
  return row;
}

async function nameOf(db: Db | Tx, userId: number | null): Promise<string> {
  if (!userId) return '';
  const [row] = await db.select({ userName: users.userName, name: users.name }).from(users).where(eq(users.id, userId));
  return row ? row.name || row.userName : '';
}

/** Why an item cannot be acted on now: decided already, or held by another operator. */
async function refusal(db: Db | Tx, clock: Clock, id: number, operatorId: number): Promise<BizError> {
  const row = await itemOrNotFound(db, id);
  if (row.status !== 'pending') {
    const who = await nameOf(db, row.decidedBy);
    const what = { approved: '已通过', rejected: '已驳回', withdrawn: '已被申请人撤回', pending: '' }[row.status];
    return new BizError(Code.ERROR, `该申请${who ? `已由 ${who} 处理：` : ''}${what}`, { status: row.status });
  }
  if (row.claimedBy && row.claimedBy !== operatorId && row.claimedAt && row.claimedAt >= claimLapsedBefore(clock)) {
    return new BizError(Code.ERROR, `该申请正由 ${await nameOf(db, row.claimedBy)} 审核，请处理其他申请`, { claimedBy: row.claimedBy });
  }
  return new BizError(Code.ERROR, '该申请状态已变化，请刷新后重试');
}

/** Pending, and free for this operator: unclaimed, claimed by them, or a lapsed claim. */
const freeFor = (clock: Clock, id: number, operatorId: number) =>
  and(
    eq(reviewItems.id, id),
    eq(reviewItems.status, 'pending'),
    or(isNull(reviewItems.claimedBy), eq(reviewItems.claimedBy, operatorId), lt(reviewItems.claimedAt, claimLapsedBefore(clock))),
  );

function assertAllowed(allowed: KindAllowed, kind: ReviewKind) {
  if (!allowed(kind)) throw new BizError(Code.FORBIDDEN, '您没有审核此类申请的权限');
}

/**
 * Take or give back the claim on an item by one guarded UPDATE, with its history event and audit row
 * in the same transaction.
 */
async function changeClaim(
  deps: ReviewDeps,
  allowed: KindAllowed,
  operatorId: number,
  id: number,
  ip: string,
  change: { claim: boolean; where: SQL | undefined },
): Promise<void> {
  const { db, clock } = deps;
  const before = await itemOrNotFound(db, id);
  assertAllowed(allowed, before.kind);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviewItems)
      .set(change.claim ? { claimedBy: operatorId, claimedAt: clock.now() } : { claimedBy: null, claimedAt: null })
      .where(change.where)
      .returning();
    if (!row) throw await refusal(tx, clock, id, operatorId);
    await tx.insert(reviewEvents).values({ itemId: id, action: change.claim ? 'claimed' : 'released', actorId: operatorId, note: null, at: clock.now() });
    await recordAudit(tx, clock, {
      actorId: operatorId,
      action: change.claim ? 'review.claim' : 'review.release',
      targetType: `review:${row.kind}`,
      targetId: row.id,
      before: { claimedBy: before.claimedBy, claimedAt: isoOrNull(before.claimedAt) },
      after: { claimedBy: row.claimedBy, claimedAt: isoOrNull(row.claimedAt) },
      ip,
    });
  });
}

/** Claim an item: while the claim holds, no other operator can decide it. */
export const claimReview = (deps: ReviewDeps, allowed: KindAllowed, operatorId: number, id: number, ip = ''): Promise<void> =>
  changeClaim(deps, allowed, operatorId, id, ip, { claim: true, where: freeFor(deps.clock, id, operatorId) });

/** Give a claimed item back to the queue. */
export const releaseReview = (deps: ReviewDeps, allowed: KindAllowed, operatorId: number, id: number, ip = ''): Promise<void> =>
  changeClaim(deps, allowed, operatorId, id, ip, {
    claim: false,
    where: and(eq(reviewItems.id, id), eq(reviewItems.status, 'pending'), eq(reviewItems.claimedBy, operatorId)),
  });

/**
 * Decide an item. One guarded UPDATE takes it (pending, and not held by another operator), so of
 * two operators deciding at once exactly one succeeds; the kind applies the decision, the history,
 * the audit row and the applicant's notice are written in the same transaction. The SMS goes after
 * the commit.
 */
export async function decideReview(
  deps: ReviewDeps,
  allowed: KindAllowed,
  operatorId: number,
  id: number,
  approved: boolean,
  body: ApproveBody & { reason?: string },
  ip = '',
): Promise<ReviewItemRow> {
  const { db, clock, registry } = deps;
  const before = await itemOrNotFound(db, id);
  assertAllowed(allowed, before.kind);
  const handler = registry.get(before.kind);
  const reason = body.reason?.trim() || null;
  if (!approved && !reason) throw paramError('reason', '请填写驳回原因');
  for (const field of handler.approvalFields ?? []) {
    if (approved && field.required && !body[field.name]) throw paramError(field.name, `请填写${field.label}`);
  }
  // Only what the kind asks for is recorded (an amount sent with a certification means nothing).
  const asks = (name: 'amount' | 'reference') => approved && (handler.approvalFields ?? []).some((field) => field.name === name);
  const amount = asks('amount') && body.amount ? fromMinor(toMinor(body.amount)) : null;
  const reference = asks('reference') ? body.reference?.trim() || null : null;

  const { item, outcome } = await db.transaction(async (tx) => {
    const now = clock.now();
    const [item] = await tx
      .update(reviewItems)
      .set({ status: approved ? 'approved' : 'rejected', decidedBy: operatorId, decidedAt: now, reason, reference, claimedBy: operatorId, claimedAt: now })
      .where(freeFor(clock, id, operatorId))
      .returning();
    if (!item) throw await refusal(tx, clock, id, operatorId);
    const decision: Decision = { item, operatorId, approved, reason, amount, reference, clock };
    await handler.apply(tx, decision);
    await tx.insert(reviewEvents).values({ itemId: id, action: approved ? 'approved' : 'rejected', actorId: operatorId, note: reason, at: now });
    await recordAudit(tx, clock, {
      actorId: operatorId,
      action: approved ? 'review.approve' : 'review.reject',
      targetType: `review:${item.kind}`,
      targetId: item.id,
      before: { status: before.status, claimedBy: before.claimedBy },
      after: { status: item.status, reason, amount, reference, subjectId: item.subjectId },
      ip,
    });
    const outcome = handler.outcome(item, decision);
    await createNotice(tx, clock, { userId: item.applicantId, category: 'review', title: outcome.title, body: outcome.body, link: outcome.link });
    return { item, outcome };
  });

  const [applicant] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, item.applicantId));
  if (applicant?.phone) {
    await deps.messenger.send({ channel: 'sms', to: applicant.phone, scene: `review_${approved ? 'approved' : 'rejected'}`, content: outcome.sms });
  }
  return item;
}

/** Act on several items at once; each is decided (or claimed) on its own, and each answers. */
export async function batchReview(
  deps: ReviewDeps,
  allowed: KindAllowed,
  operatorId: number,
  input: { ids: number[]; action: 'claim' | 'release' | 'approve' | 'reject'; reason?: string },
  ip = '',
) {
  const results: { id: number; ok: boolean; message: string }[] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      if (input.action === 'claim') await claimReview(deps, allowed, operatorId, id, ip);
      else if (input.action === 'release') await releaseReview(deps, allowed, operatorId, id, ip);
      else await decideReview(deps, allowed, operatorId, id, input.action === 'approve', { reason: input.reason }, ip);
      results.push({ id, ok: true, message: '操作成功' });
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return results;
}

/** The latest round of an applicant's application of a kind, for their own pages. */
export async function latestReview(db: Db, kind: ReviewKind, subjectId: string | number): Promise<ReviewItemRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, kind), eq(reviewItems.subjectId, String(subjectId))))
    .orderBy(desc(reviewItems.id))
    .limit(1);
  return row;
}

/** The latest round of each of these subjects of a kind (the back office's lists show their state). */
export async function latestReviews(db: Db | Tx, kind: ReviewKind, subjectIds: (string | number)[]): Promise<Map<string, ReviewItemRow>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([reviewItems.subjectId])
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, kind), inArray(reviewItems.subjectId, subjectIds.map(String))))
    .orderBy(reviewItems.subjectId, desc(reviewItems.id));
  return new Map(rows.map((row) => [row.subjectId, row]));
}
