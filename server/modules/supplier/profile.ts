import { eq } from 'drizzle-orm';
import { SUPPLIER_AGREEMENT_VERSION, type SupplierProfile, type SupplierProfileBody } from '../../../src/shared/contracts/supplier';
import { Code } from '../../../src/shared/core/codes';
import { isoOrNull } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { certifications, resourceSuppliers } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { alreadyExists, BizError, notFound } from '../../lib/envelope';
import { userChanged } from '../../plugins/user-cache';
import { describeRow, setOnSubject, type ReviewKindHandler } from '../review/registry';
import { openReview } from '../review/service';
import { grantRole } from '../user/grant-role';

type ProfileInput = Omit<SupplierProfileBody, 'agreementAccepted' | 'bankAccountNo'> & { bankAccountNo: string };

/** "6222 **** **** 1234": the first four and last four digits. */
export const maskAccount = (value: string) => (value.length <= 8 ? value : `${value.slice(0, 4)} **** ${value.slice(-4)}`);

async function certificationOf(db: Db, userId: number) {
  const [row] = await db.select().from(certifications).where(eq(certifications.userId, userId));
  return row ?? null;
}

/**
 * Apply (add) or correct and resubmit (update) the supplier profile. It rests on the account's
 * real-name certification, which must have passed; the agreement accepted is the one in force now.
 * While under review nothing can be changed; once passed, a change goes back to review (the role
 * stays until an operator decides otherwise).
 */
export async function saveProfile(db: Db, clock: Clock, userId: number, input: ProfileInput, mode: 'add' | 'update') {
  const certification = await certificationOf(db, userId);
  if (certification?.status !== 'review_pass') throw new BizError(Code.ERROR, '请先完成实名认证，认证通过后再申请成为供应商');
  const now = clock.now();
  const values = {
    status: 'pending_review' as const,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    bankAccountName: input.bankAccountName,
    bankName: input.bankName,
    bankBranch: input.bankBranch,
    bankAccountNo: input.bankAccountNo,
    agreementVersion: SUPPLIER_AGREEMENT_VERSION,
    agreementAcceptedAt: now,
    reason: null,
    submittedAt: now,
    reviewedAt: null,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(resourceSuppliers).where(eq(resourceSuppliers.userId, userId)).for('update');
    if (mode === 'add' && current) throw alreadyExists('已提交过供应商申请，请修改资料后重新提交');
    if (mode === 'update' && !current) throw notFound('尚未申请成为供应商');
    if (current?.status === 'pending_review') throw new BizError(Code.ERROR, '供应商资料审核中（pending_review），请等待审核结果后再修改');
    if (current) await tx.update(resourceSuppliers).set(values).where(eq(resourceSuppliers.userId, userId));
    else await tx.insert(resourceSuppliers).values({ userId, ...values, createdAt: now });
    await openReview(tx, clock, { kind: 'supplier', subjectId: userId, applicantId: userId, title: certification.name });
    return { status: 'pending_review' as const };
  });
}

export async function profileView(db: Db, userId: number): Promise<SupplierProfile> {
  const [row] = await db.select().from(resourceSuppliers).where(eq(resourceSuppliers.userId, userId));
  const certification = await certificationOf(db, userId);
  const base = {
    certificationStatus: certification?.status ?? 'unverified',
    certificationName: certification?.status === 'review_pass' ? certification.name : '',
    currentAgreementVersion: SUPPLIER_AGREEMENT_VERSION,
  };
  if (!row) {
    return {
      ...base,
      applied: false,
      status: null,
      contactName: '',
      contactPhone: '',
      contactEmail: '',
      bankAccountName: '',
      bankName: '',
      bankBranch: '',
      bankAccountNoMasked: '',
      agreementVersion: null,
      agreementAcceptedAt: null,
      reason: null,
      submittedAt: null,
      reviewedAt: null,
    };
  }
  return {
    ...base,
    applied: true,
    status: row.status,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    bankAccountName: row.bankAccountName,
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    bankAccountNoMasked: maskAccount(row.bankAccountNo),
    agreementVersion: row.agreementVersion,
    agreementAcceptedAt: isoOrNull(row.agreementAcceptedAt),
    reason: row.reason,
    submittedAt: isoOrNull(row.submittedAt),
    reviewedAt: isoOrNull(row.reviewedAt),
  };
}

/**
 * 供应商入驻 in the review centre. The subject is the applicant's profile (subject id = user id);
 * a pass gives the account the `supplier` role (我的变现 appears), a failure keeps the reason for the
 * applicant to correct and resubmit.
 */
export const supplierReview: ReviewKindHandler = {
  kind: 'supplier',
  label: '供应商入驻',
  approveTemplates: ['资质齐全，结算账户与认证主体一致'],
  rejectTemplates: ['结算账户户名与认证主体不一致，请核对后重新提交', '开户行信息不完整，请填写开户支行', '联系人信息无法核实，请填写真实有效的联系方式'],

  describe: describeRow(
    (db, userId) => db.select().from(resourceSuppliers).where(eq(resourceSuppliers.userId, userId)),
    async (row, db) => {
      const certification = await certificationOf(db, row.userId);
      return {
        fields: [
          // In full: the reviewer checks the account holder against the certified name (the view is audited).
          { label: '认证主体', value: certification ? certification.name : '—', personal: certification !== undefined },
          { label: '联系人', value: row.contactName },
          { label: '联系电话', value: row.contactPhone, personal: true },
          { label: '联系邮箱', value: row.contactEmail, personal: true },
          { label: '结算账户户名', value: row.bankAccountName },
          { label: '开户银行', value: `${row.bankName} ${row.bankBranch}` },
          { label: '银行账号', value: row.bankAccountNo, personal: true },
          { label: '供应商协议版本', value: row.agreementVersion },
        ],
        evidence: [],
      };
    },
  ),

  async apply(tx, { item, approved, reason, clock }) {
    const values = { status: approved ? ('review_pass' as const) : ('review_failed' as const), reason: approved ? null : reason, reviewedAt: clock.now() };
    const { userId } = await setOnSubject(tx, item, resourceSuppliers, resourceSuppliers.userId, values, '供应商申请不存在');
    if (approved) await grantRole(tx, clock, userId, 'supplier');
    userChanged(userId);
  },

  outcome(_item, { approved, reason }) {
    return approved
      ? {
          title: '供应商入驻已通过',
          body: '您的供应商入驻申请已通过审核，可在「我的变现」中创建供应方案。',
          link: '/bss-profit',
          sms: '【算力市场】您的供应商入驻申请已通过审核，请登录工作台在「我的变现」中创建供应方案。',
        }
      : {
          title: '供应商入驻未通过',
          body: `您的供应商入驻申请未通过审核，原因：${reason}。请修改后重新提交。`,
          link: '/account/supplier',
          sms: `【算力市场】您的供应商入驻申请未通过审核，原因：${reason}。请登录后修改资料重新提交。`,
        };
  },
};
