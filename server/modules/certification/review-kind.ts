import { eq } from 'drizzle-orm';
import { certifications } from '../../db/schema';
import { userChanged } from '../../plugins/user-cache';
import { describeRow, setOnSubject, type ReviewKindHandler } from '../review/registry';

const TYPE_LABEL: Record<string, string> = { personal: '个人认证', enterprise: '企业认证' };

/**
 * 实名认证 in the review centre. The subject is the applicant's certification row (subject id =
 * user id); a pass sets review_pass, which is what puts the certified name in the storefront banner.
 */
export const certificationReview: ReviewKindHandler = {
  kind: 'certification',
  label: '实名认证',
  approveTemplates: ['资料齐全，企业名称与统一社会信用代码与营业执照一致', '姓名与身份证号核验一致'],
  rejectTemplates: [
    '企业名称或统一社会信用代码与营业执照不一致，请核对后重新提交',
    '营业执照图片不清晰，请上传清晰完整的照片',
    '营业执照已过期或被吊销，请提交有效证照',
    '未上传营业执照，请上传清晰完整的照片',
    '姓名与身份证号核验不一致，请核对后重新提交',
    '联系人信息无法核实，请填写真实有效的联系方式',
  ],

  describe: describeRow(
    (db, userId) => db.select().from(certifications).where(eq(certifications.userId, userId)),
    (row) => {
      const enterprise = row.type === 'enterprise';
      // In full: the reviewer compares the name and code with the licence image (the view is audited).
      return {
        fields: [
          { label: '认证类型', value: TYPE_LABEL[row.type] ?? row.type },
          { label: enterprise ? '企业名称' : '姓名', value: row.name, personal: true },
          { label: enterprise ? '统一社会信用代码' : '身份证号', value: row.code, personal: true },
          { label: '联系人', value: row.contactName },
          { label: '联系电话', value: row.contactPhone, personal: true },
          { label: '联系邮箱', value: row.contactEmail, personal: true },
        ],
        evidence: row.licenseUrl ? [{ label: '营业执照', url: `/gateway/v1/user/certification/license/${row.userId}`, type: 'image' as const }] : [],
        // A person has no licence; a company's name and code are checked against it.
        approveTemplates: [enterprise ? '资料齐全，企业名称与统一社会信用代码与营业执照一致' : '姓名与身份证号核验一致'],
        rejectTemplates: enterprise
          ? ['企业名称或统一社会信用代码与营业执照不一致，请核对后重新提交', ...(row.licenseUrl ? ['营业执照图片不清晰，请上传清晰完整的照片', '营业执照已过期或被吊销，请提交有效证照'] : ['未上传营业执照，请上传清晰完整的照片']), '联系人信息无法核实，请填写真实有效的联系方式']
          : ['姓名与身份证号核验不一致，请核对后重新提交', '联系人信息无法核实，请填写真实有效的联系方式'],
      };
    },
  ),

  async apply(tx, { item, approved, reason, operatorId, clock }) {
    const values = { status: approved ? ('review_pass' as const) : ('review_failed' as const), reason: approved ? null : reason, reviewedAt: clock.now(), reviewedBy: operatorId };
    const row = await setOnSubject(tx, item, certifications, certifications.userId, values, '认证申请不存在');
    userChanged(row.userId);
  },

  outcome(item, { approved, reason }) {
    return approved
      ? {
          title: '实名认证已通过',
          body: `您提交的实名认证「${item.title}」已通过审核。`,
          link: '/certification',
          sms: `【算力市场】您的实名认证已通过审核，认证主体：${item.title}。`,
        }
      : {
          title: '实名认证未通过',
          body: `您提交的实名认证未通过审核，原因：${reason}。请修改后重新提交。`,
          link: '/certification',
          sms: `【算力市场】您的实名认证未通过审核，原因：${reason}。请登录后修改资料重新提交。`,
        };
  },
};
