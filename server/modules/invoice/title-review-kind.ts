import { eq } from 'drizzle-orm';
import { invoiceTitles } from '../../db/schema';
import { describeRow, setOnSubject, type ReviewKindHandler } from '../review/registry';

const TAXPAYER: Record<string, string> = { general: '一般纳税人', small: '小规模纳税人' };

/**
 * 发票抬头 in the review centre: a company title that is not the user's certified organisation is
 * checked by finance before an invoice is issued to it. The decision sets the title's status.
 */
export const titleReview: ReviewKindHandler = {
  kind: 'invoice',
  label: '发票抬头',
  approveTemplates: ['抬头与税号核验一致'],
  rejectTemplates: ['抬头与统一社会信用代码不一致，请核对', '无法核验该企业，请先完成企业认证', '开户行或账号信息有误，请修改'],

  describe: describeRow(
    (db, id) => db.select().from(invoiceTitles).where(eq(invoiceTitles.id, id)),
    (row) => ({
      fields: [
        { label: '发票抬头', value: row.title },
        { label: '统一社会信用代码', value: row.taxNo },
        { label: '发票类型', value: row.invoiceKind === 'special' ? '增值税专用发票' : '增值税普通发票' },
        { label: '纳税人类型', value: row.taxpayerType ? TAXPAYER[row.taxpayerType]! : '—' },
        { label: '注册地址', value: row.address || '—' },
        { label: '注册电话', value: row.phone || '—' },
        { label: '开户银行', value: row.bank || '—' },
        { label: '银行账号', value: row.bankAccount || '—' },
      ],
      evidence: [],
    }),
  ),

  async apply(tx, { item, approved, reason, clock }) {
    const values = { status: approved ? ('approved' as const) : ('rejected' as const), reviewReason: approved ? null : reason, updatedAt: clock.now() };
    await setOnSubject(tx, item, invoiceTitles, invoiceTitles.id, values, '发票抬头不存在');
  },

  outcome(item, { approved, reason }) {
    const name = item.title.replace(/^发票抬头：/, '');
    return approved
      ? { title: '发票抬头已通过审核', body: `发票抬头「${name}」已通过审核，可用于开票。`, link: '/bss-invoice', sms: `【算力市场】您的发票抬头「${name}」已通过审核，可用于开票。` }
      : { title: '发票抬头未通过审核', body: `发票抬头「${name}」未通过审核，原因：${reason}。`, link: '/bss-invoice', sms: `【算力市场】您的发票抬头「${name}」未通过审核，原因：${reason}。` };
  },
};
