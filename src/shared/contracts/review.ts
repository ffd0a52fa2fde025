/**
 * The review centre (管理 › 审核中心): one queue for every kind of application. A kind registers
 * itself on the server (server/modules/review/registry.ts); these are the kinds the product has.
 */
import { z } from 'zod';
import { REVIEW_STATUSES } from '../core/review';
import { IsoTime, keyword, Page, PageQuery, Person, RecordId, text } from './common';

export const REVIEW_KINDS = ['certification', 'credit', 'supplier', 'supply_plan', 'demand', 'model', 'dataset', 'invoice', 'model_access'] as const;
export const ReviewKind = z.enum(REVIEW_KINDS);
export type ReviewKind = z.infer<typeof ReviewKind>;

/**
 * pending: waiting for a decision (it may be claimed by one operator meanwhile);
 * approved / rejected: decided, with the reason; withdrawn: the applicant took it back.
 * A rejected application that is corrected and sent again opens a new item (its round + 1).
 */
export { REVIEW_STATUSES };
export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const REVIEW_ACTIONS = ['submitted', 'claimed', 'released', 'approved', 'rejected', 'withdrawn'] as const;
export const ReviewAction = z.enum(REVIEW_ACTIONS);

export const ReviewQuery = PageQuery.extend({
  kind: ReviewKind.optional(),
  status: ReviewStatus.optional(),
  /** Only items this operator holds. */
  mine: z.enum(['true', 'false']).optional(),
  /** Part of the applicant's user name or the item's title. */
  keyword,
});
/** The queue's filters as a client sends them. */
export type ReviewQueryInput = z.input<typeof ReviewQuery>;

export const ReviewItem = z.object({
  id: RecordId,
  kind: ReviewKind,
  kindLabel: z.string(),
  subjectId: z.string(),
  title: z.string(),
  status: ReviewStatus,
  round: z.number().int().min(1),
  applicant: Person,
  submittedAt: IsoTime,
  /** Seconds it has waited (pending), or waited before its decision. */
  waitedSeconds: z.number().int().min(0),
  claimedBy: Person.nullable(),
  claimExpiresAt: IsoTime.nullable(),
  decidedBy: Person.nullable(),
  decidedAt: IsoTime.nullable(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;
export const ReviewPage = Page(ReviewItem);

/** One line of what was applied for, already masked where SPEC masks it. */
/**
 * One line of the applicant's data. `personal`: shown to the reviewer unmasked because they must
 * compare it with the evidence (a name, a credit code, a phone); each view of such a record is
 * written to the audit log.
 */
export const ReviewField = z.object({ label: z.string(), value: z.string(), personal: z.boolean().optional() });
/** Evidence an operator opens: an image or a document, served only to operators. */
export const ReviewEvidence = z.object({ label: z.string(), url: z.string(), type: z.enum(['image', 'pdf', 'link']) });
export type ReviewEvidence = z.infer<typeof ReviewEvidence>;

export const ReviewEvent = z.object({
  id: RecordId,
  action: ReviewAction,
  actor: Person.nullable(),
  note: z.string().nullable(),
  at: IsoTime,
});
export type ReviewEvent = z.infer<typeof ReviewEvent>;

/** What a decision of this kind asks for beyond a reason. */
export const ApprovalField = z.object({ name: z.enum(['amount', 'reference']), label: z.string(), required: z.boolean() });
export type ApprovalField = z.infer<typeof ApprovalField>;

export const ReviewDetail = z.object({
  item: ReviewItem,
  fields: z.array(ReviewField),
  evidence: z.array(ReviewEvidence),
  history: z.array(ReviewEvent),
  /** Earlier rounds of the same application, newest first. */
  earlier: z.array(ReviewItem),
  approveTemplates: z.array(z.string()),
  rejectTemplates: z.array(z.string()),
  approvalFields: z.array(ApprovalField),
});
export type ReviewDetail = z.infer<typeof ReviewDetail>;

export const ApproveBody = z.object({
  reason: text(500, 0).optional(),
  /** A credit approval: the limit granted, in yuan. */
  amount: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, '金额格式不正确')
    .optional(),
  /** A credit approval: the bank's reference for the line. */
  reference: text(64).optional(),
});
export type ApproveBody = z.infer<typeof ApproveBody>;

/** A refusal always says why: the applicant reads it. */
const rejectReason = z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(500, '驳回原因不能超过500字');

export const RejectBody = z.object({ reason: rejectReason });
export type RejectBody = z.infer<typeof RejectBody>;

export const BatchBody = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(100),
    action: z.enum(['claim', 'release', 'approve', 'reject']),
    reason: text(500, 0).optional(),
  })
  .refine((body) => body.action !== 'reject' || Boolean(body.reason), { path: ['reason'], message: '请填写驳回原因' });
export type BatchBody = z.infer<typeof BatchBody>;

export const BatchResult = z.array(z.object({ id: RecordId, ok: z.boolean(), message: z.string() }));
export type BatchResult = z.infer<typeof BatchResult>;

export const KindStats = z.object({
  kind: ReviewKind,
  label: z.string(),
  pending: z.number().int(),
  /** Seconds the oldest pending item has waited; null when none waits. */
  oldestSeconds: z.number().int().nullable(),
  medianSeconds: z.number().int().nullable(),
  decidedToday: z.number().int(),
});
export const ReviewStats = z.object({ kinds: z.array(KindStats), total: KindStats.omit({ kind: true, label: true }) });
export type ReviewStats = z.infer<typeof ReviewStats>;

export const ReviewKindInfo = z.object({
  kind: ReviewKind,
  label: z.string(),
  permission: z.string(),
  /** The kind's usual reasons, offered when deciding several items at once. */
  approveTemplates: z.array(z.string()),
  rejectTemplates: z.array(z.string()),
});
export type ReviewKindInfo = z.infer<typeof ReviewKindInfo>;
export const ReviewKinds = z.array(ReviewKindInfo);

