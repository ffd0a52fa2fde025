import { and, eq } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, PRICE, toMinor } from '../../../src/shared/core/money';
import { demands, regions } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { describeRow, type ReviewKindHandler } from '../review/registry';

const minutes = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * 需求发布 in the review centre: a new demand waits here (pending_review); an approval puts it on
 * the public board (open) and starts matching it, a rejection closes it with the reason.
 */
export const demandReview: ReviewKindHandler = {
  kind: 'demand',
  label: '需求发布',
  approveTemplates: ['需求信息完整真实，准予发布'],
  rejectTemplates: ['需求描述不清晰，请补充具体配置与用途', '联系人信息无法核实，请填写真实有效的联系方式', '最高单价明显偏离市场行情，请调整后重新发布', '需求内容含有违规信息'],

  describe: describeRow(
    (db, id) => db.select({ demand: demands, regionName: regions.name }).from(demands).leftJoin(regions, eq(regions.code, demands.regionCode)).where(eq(demands.id, id)),
    (row) => {
      const d = row.demand;
      return {
        fields: [
          { label: '需求编号', value: d.demandGoodsBaseId },
          { label: '标题', value: d.title },
          { label: 'GPU型号', value: d.gpuModels.length ? d.gpuModels.join('、') : '不限' },
          { label: 'GPU数量', value: `${d.gpuCount} 卡` },
          { label: '开始日期', value: d.startDate },
          { label: '使用方式', value: d.nightWindow ? `每晚 ${minutes(d.nightWindow.beginMinute)}–${minutes(d.nightWindow.endMinute)}${d.durationDays ? `，共 ${d.durationDays} 天` : ''}` : `连续 ${d.durationDays} 天` },
          { label: '地域', value: row.regionName ?? '不限' },
          { label: '最高单价', value: `${formatYuan(toMinor(d.maxUnitPrice, PRICE), PRICE)}/卡时` },
          { label: '交付截止', value: d.deliveryDeadline },
          { label: '联系人', value: d.contactName },
          { label: '联系电话', value: d.contactPhone, personal: true },
          { label: '备注', value: d.notes || '—' },
        ],
        evidence: [],
      };
    },
  ),

  async apply(tx, { item, approved, reason, clock }) {
    const now = clock.now();
    const [row] = await tx
      .update(demands)
      .set(approved ? { status: 'open', reason: null, updatedAt: now } : { status: 'rejected', reason, updatedAt: now, closedAt: now })
      .where(and(eq(demands.id, Number(item.subjectId)), eq(demands.status, 'pending_review')))
      .returning({ id: demands.id });
    if (!row) throw new BizError(Code.ERROR, '该需求已不在待审核状态（可能已取消或过期）');
  },

  outcome(item, { approved, reason }) {
    return approved
      ? {
          title: '需求已发布',
          body: `您的需求「${item.title}」已通过审核，已在需求大厅公开，供应商可向您报价。`,
          link: '/my/demands',
          sms: `【算力市场】您的需求「${item.title}」已通过审核并发布，供应商报价后我们将通知您。`,
        }
      : {
          title: '需求未通过审核',
          body: `您的需求「${item.title}」未通过审核，原因：${reason}。`,
          link: '/my/demands',
          sms: `【算力市场】您的需求「${item.title}」未通过审核，原因：${reason}。`,
        };
  },
};
