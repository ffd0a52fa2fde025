import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import { maskEmail, maskIdNumber, maskName } from '../../../src/shared/core/identity';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { certifications, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { alreadyExists, BizError, notFound, paramError } from '../../lib/envelope';
import { decodeImageDataUrl, sniffImage, type ObjectStorage } from '../../lib/storage';
import type { PageParams } from '../../lib/zod';
import { countAll, paginate } from '../../lib/paging';
import { userChanged } from '../auth/user-cache';

export type CertificationStatus = 'unverified' | 'in_review' | 'review_failed' | 'review_pass';
export const LICENSE_MAX_BYTES = 2 * 1024 * 1024;

export interface CertifyInput {
  type: 'personal' | 'enterprise';
  name: string;
  code: string;
  licenseImage?: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

export async function getCertification(db: Db, userId: number) {
  const [row] = await db.select().from(certifications).where(eq(certifications.userId, userId));
  return row ?? null;
}

/** Status and name as the rest of the product shows them (user view, banner). */
export async function certificationSummary(db: Db, userId: number) {
  return summarize(await getCertification(db, userId));
}

/** The summary of a certification row (or of none). */
export function summarize(row: { status: string; name: string; type: string } | null) {
  return {
    certificationStatus: (row?.status ?? 'unverified') as CertificationStatus,
    certificationName: row?.status === 'review_pass' ? row.name : '',
    certificationType: row?.type ?? null,
  };
}

/** Submit, or resubmit after a failed review. In review or passed: nothing to submit. */
export async function submitCertification(db: Db, clock: Clock, storage: ObjectStorage, userId: number, input: CertifyInput) {
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
    status: 'in_review',
    name: input.name,
    code: input.code.toUpperCase(),
    licenseUrl,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    reason: null,
    submittedAt: now,
    reviewedAt: null,
    reviewedBy: null,
  };
  // The insert-or-resubmit is one statement guarded by status, so two racing submissions cannot
  // both land and a passed certification cannot be overwritten.
  const rows = await db
    .insert(certifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: certifications.userId, set: values, setWhere: sql`${certifications.status} = 'review_failed'` })
    .returning({ status: certifications.status });
  if (rows.length === 0) throw alreadyExists('认证资料审核中，请勿重复提交');
  userChanged(userId);
  return { certificationStatus: 'in_review' as const };
}

/** certifyAllInfo: everything, with identity values masked. */
export async function certificationDetail(db: Db, userId: number) {
  const row = await getCertification(db, userId);
  if (!row) return { certificationStatus: 'unverified' as const };
  return {
    certificationStatus: row.status as CertificationStatus,
    certificationType: row.type,
    certificationName: row.name,
    maskedCertificationName: maskName(row.name),
    certificationCode: maskIdNumber(row.code),
    hasLicense: Boolean(row.licenseUrl),
    contactName: row.contactName,
    contactPhone: maskPhone(row.contactPhone),
    contactEmail: maskEmail(row.contactEmail),
    reason: row.reason,
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt,
  };
}

/** An operator passes or fails a certification in review. */
export async function reviewCertification(db: Db, clock: Clock, operatorId: number, userId: number, decision: { pass: boolean; reason?: string }) {
  if (!decision.pass && !decision.reason?.trim()) throw paramError('reason', '请填写未通过的原因');
  const [row] = await db
    .update(certifications)
    .set({
      status: decision.pass ? 'review_pass' : 'review_failed',
      reason: decision.pass ? null : decision.reason!.trim(),
      reviewedAt: clock.now(),
      reviewedBy: operatorId,
    })
    .where(and(eq(certifications.userId, userId), eq(certifications.status, 'in_review')))
    .returning({ status: certifications.status });
  if (!row) {
    const exists = await getCertification(db, userId);
    if (!exists) throw notFound('认证申请不存在');
    throw new BizError(Code.EXISTS, '该认证已审核');
  }
  userChanged(userId);
  return { certificationStatus: row.status };
}

export async function certificationPage(db: Db, params: PageParams & { status?: string }) {
  const where = params.status ? eq(certifications.status, params.status) : undefined;
  return paginate(
    db
      .select({
        userBaseId: sql<string>`${certifications.userId}::text`,
        userName: users.userName,
        type: certifications.type,
        status: certifications.status,
        name: certifications.name,
        code: certifications.code,
        contactName: certifications.contactName,
        contactPhone: certifications.contactPhone,
        hasLicense: sql<boolean>`${certifications.licenseUrl} is not null`,
        reason: certifications.reason,
        submittedAt: certifications.submittedAt,
        reviewedAt: certifications.reviewedAt,
      })
      .from(certifications)
      .innerJoin(users, eq(users.id, certifications.userId))
      .where(where)
      .orderBy(desc(certifications.submittedAt))
      .$dynamic(),
    db.select({ total: countAll }).from(certifications).where(where),
    params,
  );
}

export async function licenseImage(db: Db, storage: ObjectStorage, userId: number) {
  const row = await getCertification(db, userId);
  if (!row?.licenseUrl) throw notFound('营业执照不存在');
  const bytes = await storage.get(row.licenseUrl);
  const image = bytes && sniffImage(bytes);
  if (!bytes || !image) throw notFound('营业执照不存在');
  return { bytes, contentType: image.contentType };
}
