import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { CertificationStatus, CertificationType } from '../../../src/shared/contracts/account';
import type { CertificationBase, CertificationDetail, CertifyBody, ReviewableStatus } from '../../../src/shared/contracts/certification';
import { maskEmail, maskIdNumber, maskName } from '../../../src/shared/core/identity';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { certifications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { alreadyExists, notFound, paramError } from '../../lib/envelope';
import { decodeImageDataUrl, sniffImage, type ObjectStorage } from '../../lib/storage';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { userChanged } from '../../plugins/user-cache';
import { openReview } from '../review/service';

export const LICENSE_MAX_BYTES = 2 * 1024 * 1024;

export async function getCertification(db: Db, userId: number) {
  const [row] = await db.select().from(certifications).where(eq(certifications.userId, userId));
  return row ?? null;
}

/** Status and name as the rest of the product shows them (user view, banner). */
export async function certificationSummary(db: Db, userId: number) {
  return summarize(await getCertification(db, userId));
}

/** The contact a user submitted with their certification, or null before any. */
export async function certificationContact(db: Db, userId: number) {
  const row = await getCertification(db, userId);
  return row ? { contactName: row.contactName, contactPhone: row.contactPhone, contactEmail: row.contactEmail } : null;
}

export interface CertificationSummary {
  certificationStatus: CertificationStatus;
  certificationName: string;
  certificationType: CertificationType | null;
}

/** The summary of a certification row (or of none). */
export function summarize(row: { status: ReviewableStatus; name: string; type: CertificationType } | null): CertificationSummary {
  return {
    certificationStatus: row?.status ?? 'unverified',
    certificationName: row?.status === 'review_pass' ? row.name : '',
    certificationType: row?.type ?? null,
  };
}

/** Submit, or resubmit after a failed review. In review or passed: nothing to submit. */
async function submitCertification(db: Db, clock: Clock, storage: ObjectStorage, userId: number, input: CertifyBody) {
  const current = await getCertification(db, userId);
  if (current?.status === 'in_review') throw alreadyExists('认证资料审核中，请勿重复提交');
  if (current?.status === 'review_pass') throw alreadyExists('您已完成实名认证');

  let licenseUrl: string | null = null;
  if (input.type === 'enterprise') {
    if (!input.licenseImage) throw paramError('licenseImage', '请上传营业执照');
    const bytes = decodeImageDataUrl(input.licenseImage);
    const image = bytes && sniffImage(bytes);
    if (!bytes || !image || image.ext === 'gif') throw paramError('licenseImage', '营业执照须为 PNG、JPG 或 WebP 图片');
    if (bytes.length > LICENSE_MAX_BYTES) throw paramError('licenseImage', '营业执照图片不能超过 2 MB');
    licenseUrl = `certification/${userId}/${randomBytes(16).toString('hex')}.${image.ext}`;
    await storage.put(licenseUrl, bytes, image.contentType);
  }

  const now = clock.now();
  const values = {
    type: input.type,
    status: 'in_review' as const,
    name: input.name,
    code: input.code.toUpperCase(),
    licenseUrl,
    // A person is their own contact: their name; the account's phone and e-mail stand in (loginStatus).
    contactName: input.contactName ?? input.name,
    contactPhone: input.contactPhone ?? '',
    contactEmail: input.contactEmail ?? '',
    reason: null,
    submittedAt: now,
    reviewedAt: null,
    reviewedBy: null,
  };
  // The insert-or-resubmit is one statement guarded by status, so two racing submissions cannot
  // both land and a passed certification cannot be overwritten. The review centre's item opens in
  // the same transaction (a resubmission after a refusal opens the next round).
  const taken = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(certifications)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: certifications.userId, set: values, setWhere: sql`${certifications.status} = 'review_failed'` })
      .returning({ status: certifications.status });
    if (rows.length === 0) return false;
    await openReview(tx, clock, { kind: 'certification', subjectId: userId, applicantId: userId, title: input.name });
    return true;
  });
  if (!taken) throw alreadyExists('认证资料审核中，请勿重复提交');
  userChanged(userId);
  return { certificationStatus: 'in_review' as const };
}

/** certifyAllInfo: everything, with identity values masked. */
async function certificationDetail(db: Db, userId: number): Promise<CertificationDetail> {
  const row = await getCertification(db, userId);
  if (!row) return { certificationStatus: 'unverified' };
  return {
    certificationStatus: row.status,
    certificationType: row.type,
    certificationName: row.name,
    maskedCertificationName: maskName(row.name),
    certificationCode: maskIdNumber(row.code),
    hasLicense: Boolean(row.licenseUrl),
    contactName: row.contactName,
    contactPhone: maskPhone(row.contactPhone),
    contactEmail: maskEmail(row.contactEmail),
    reason: row.reason,
    submittedAt: toShanghaiIso(row.submittedAt),
    reviewedAt: isoOrNull(row.reviewedAt),
  };
}

async function licenseImage(db: Db, storage: ObjectStorage, userId: number) {
  const row = await getCertification(db, userId);
  if (!row?.licenseUrl) throw notFound('营业执照不存在');
  const bytes = await storage.get(row.licenseUrl);
  const image = bytes && sniffImage(bytes);
  if (!bytes || !image) throw notFound('营业执照不存在');
  return { bytes, contentType: image.contentType };
}

/** Real-name certification: the user's own submission and state (operators decide it in the review centre). */
export function certificationRepository(db: Db, clock: Clock, storage: ObjectStorage) {
  return {
    detail: (userId: number) => certificationDetail(db, userId),

    /** SPEC §7 certifyBaseInfo. */
    async base(userId: number): Promise<CertificationBase> {
      const detail = await certificationDetail(db, userId);
      const summary = await certificationSummary(db, userId);
      return {
        certificationStatus: detail.certificationStatus,
        type: summary.certificationType,
        code: 'certificationCode' in detail ? detail.certificationCode : '',
        certificationName: summary.certificationName,
      };
    },

    /** The company a user is certified as (passed enterprise certification), in full; null otherwise. */
    async certifiedCompany(userId: number): Promise<{ name: string; code: string } | null> {
      const row = await getCertification(db, userId);
      return row?.status === 'review_pass' && row.type === 'enterprise' ? { name: row.name, code: row.code } : null;
    },

    submit: (userId: number, input: CertifyBody) => submitCertification(db, clock, storage, userId, input),
    /** The business licence image of a user's certification. */
    license: (userId: number) => licenseImage(db, storage, userId),
  };
}

export type CertificationRepository = ReturnType<typeof certificationRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    certifications: CertificationRepository;
  }
}

export default repositoryPlugin('certifications', (app) => certificationRepository(app.db, app.clock, app.storage), { name: 'certification-repository' });
