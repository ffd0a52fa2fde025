/** Real-name certification (SPEC §4): the user's submission and its state. */
import { z } from 'zod';
import { checkEmail, checkPhone } from '../core/validation';
import { CertificationStatus, CertificationType } from './account';
import { id, IsoTime, ruled, text } from './common';

export const CertifyBody = z.object({
  type: z.enum(['personal', 'enterprise'], { error: '请选择个人认证或企业认证' }),
  name: text(64),
  code: z.string().trim().length(18, '证件号码须为18位'),
  /** Enterprise only: the business licence as a data: URL (PNG, JPG or WebP, at most 2 MB). */
  licenseImage: z.string().max(3_000_000).optional(),
  /** A company's contact; a person is their own contact (their name and the account's phone), so these are optional then. */
  contactName: text(32).optional(),
  contactPhone: ruled(checkPhone, 32).optional(),
  contactEmail: ruled(checkEmail, 128).optional(),
}).superRefine((body, ctx) => {
  if (body.type !== 'enterprise') return;
  const missing = { contactName: '请填写联系人', contactPhone: '请填写联系人手机号', contactEmail: '请填写联系人邮箱' } as const;
  for (const field of Object.keys(missing) as (keyof typeof missing)[]) {
    if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: missing[field] });
  }
});
export type CertifyBody = z.infer<typeof CertifyBody>;

/** A submission is taken: it waits for an operator. */
export const CertifySubmitted = z.object({ certificationStatus: z.literal('in_review') });
export type CertifySubmitted = z.infer<typeof CertifySubmitted>;

/** A certification that exists: waiting for review, refused or passed. */
export const REVIEWABLE_STATUSES = ['in_review', 'review_failed', 'review_pass'] as const satisfies readonly CertificationStatus[];
export const ReviewableStatus = z.enum(REVIEWABLE_STATUSES);
export type ReviewableStatus = z.infer<typeof ReviewableStatus>;

/** SPEC §7 certifyAllInfo: nothing submitted yet, or everything with identity values masked. */
export const CertificationDetail = z.union([
  z.object({ certificationStatus: z.literal('unverified') }),
  z.object({
    certificationStatus: ReviewableStatus,
    certificationType: CertificationType,
    certificationName: z.string(),
    maskedCertificationName: z.string(),
    certificationCode: z.string(),
    hasLicense: z.boolean(),
    contactName: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
    /** Why the review failed. */
    reason: z.string().nullable(),
    submittedAt: IsoTime,
    reviewedAt: IsoTime.nullable(),
  }),
]);
export type CertificationDetail = z.infer<typeof CertificationDetail>;

/** SPEC §7 certifyBaseInfo: the state, and once passed the certified name and masked code. */
export const CertificationBase = z.object({
  certificationStatus: CertificationStatus,
  type: CertificationType.nullable(),
  /** The masked ID or credit code; '' before anything was submitted. */
  code: z.string(),
  certificationName: z.string(),
});
export type CertificationBase = z.infer<typeof CertificationBase>;

// ---- Operator review (decisions go through the review centre, contracts/review.ts) ----------

/** The user whose business licence an operator opens. */
export const CertificationParams = z.object({ id });
