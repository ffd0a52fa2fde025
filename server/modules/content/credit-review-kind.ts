import { eq } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, toMinor } from '../../../src/shared/core/money';
import { creditApplications } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { grantCredit } from '../wallet/grant-credit';
import { describeRow, setOnSubject, type ReviewKindHandler } from '../review/registry';

/**
 * 授信申请 (/marketing/credit-recharge) in the review centre, decided by operators or finance. An
 * approval records the bank's line and reference and sets the wallet's credit in the same
 * transaction: the total becomes the granted line and what is available moves by the difference,
 * so credit already spent stays spent.
 */
export const creditReview: ReviewKindHandler = {
  kind: 'credit',
  label: '授信申请',
  approveTemplates: ['银行审批通过，额度已开通'],
  rejectTemplates: ['企业资质未通过银行审核', '申请额度超出银行可授信范围，请调整后重新申请', '资料不完整，请补充后重新申请'],
  approvalFields: [
    { name: 'amount', label: '授信额度（元）', required: true },
    { name: 'reference', label: '银行授信编号', required: true },
  ],

  describe: describeRow(
    (db, id) => db.select().from(creditApplications).where(eq(creditApplications.id, id)),
    (row) => ({
      fields: [
        { label: '企业名称', value: row.companyName },
        { label: '统一社会信用代码', value: row.creditCode },
        { label: '联系人', value: row.contactName },
        { label: '联系电话', value: row.contactPhone, personal: true },
        { label: '期望额度', value: formatYuan(row.expectedAmount) },
        { label: '用途', value: row.purpose },
        // Once granted, the line itself (the bank's reference shows with the item).
        ...(row.approvedAmount ? [{ label: '授信额度', value: formatYuan(row.approvedAmount) }] : []),
      ],
      evidence: [],
    }),
  ),

  async apply(tx, { item, approved, reason, amount, reference, clock }) {
    const now = clock.now();
    const values = { status: approved ? ('approved' as const) : ('rejected' as const), approvedAmount: approved ? amount : null, bankReference: reference, reason, decidedAt: now };
    const application = await setOnSubject(tx, item, creditApplications, creditApplications.id, values, '授信申请不存在');
    if (!approved) return;
    const granted = toMinor(amount!);
    if (granted <= 0) throw new BizError(Code.PARAM, '授信额度须大于0');
    await grantCredit(tx, clock, {
      userId: application.userId,
      lineFen: granted,
      refType: 'credit_application',
      refId: `${application.id}:${item.round}`,
      remark: `银行授信额度 ${formatYuan(granted)}（${reference}）`,
    });
  },

  outcome(_item, { approved, reason, amount }) {
    return approved
      ? {
          title: '授信申请已通过',
          body: `您的授信申请已通过，授信额度 ${formatYuan(amount!)} 已到账，可用于平台内消费。`,
          link: '/dashboard',
          sms: `【算力市场】您的授信申请已通过，授信额度${formatYuan(amount!)}已开通，可在平台内消费。`,
        }
      : {
          title: '授信申请未通过',
          body: `您的授信申请未通过，原因：${reason}。`,
          link: '/marketing/credit-recharge',
          sms: `【算力市场】您的授信申请未通过，原因：${reason}。`,
        };
  },
};
