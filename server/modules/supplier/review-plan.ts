import { Code } from '../../../src/shared/core/codes';
import { formatYuan, toMinor } from '../../../src/shared/core/money';
import { saleTimeText } from '../../../src/shared/core/supplier';
import type { PlanMachine } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import type { ReviewKindHandler } from '../review/registry';
import { onMarket, STATUS_LABEL } from './plan-states';
import { contentOfRow } from './plan-view';
import { putOnSale } from './publish-plan';
import { findPlan, lockPlan, regionNames, setPlan } from './queries';

const PRICE = 4;
const cardHour = (price: string | undefined) => (price ? `${formatYuan(toMinor(price, PRICE), PRICE)}/卡时` : '—');

/** One machine as its reviewer checks it: the card, CPU, memory, disk, network, where it is, its address and its prices. */
function machineText(m: PlanMachine, region: string): string {
  const prices =
    m.resourceType === 'TG_ECS'
      ? `日间 ${cardHour(m.prices.day)}，夜间 ${cardHour(m.prices.night)}`
      : `月付 ${m.prices.month ? formatYuan(m.prices.month) : '—'}，季付 ${m.prices.quarter ? formatYuan(m.prices.quarter) : '—'}，年付 ${m.prices.year ? formatYuan(m.prices.year) : '—'}`;
  return [
    `${m.resourceType === 'TG_ECS' ? '弹性 GPU' : '裸金属'} ${m.gpuModel} ×${m.gpuCount} 卡（显存 ${m.gpuVram}G），${m.quantity} 台`,
    `CPU ${m.cpuModel} ${m.cpuCores} 核，内存 ${m.ramGb}G，硬盘 ${m.diskGb}G，带宽 ${m.bandwidthMbps}Mbps`,
    `${region}，公网 IP ${m.publicIp || '未填写'}，SSH 端口 ${m.sshPort}`,
    `驱动 ${m.driverVersion}，CUDA ${m.cudaVersion}`,
    prices,
  ].join('\n');
}

/**
 * 供应方案 in the review centre (subject id = plan id). A pass makes a new plan review_pass (the
 * supplier publishes it), or approves a published plan's revision into its live version, which the
 * market then sells at once. A failure keeps the reason.
 */
export function supplyPlanReview(onMarketChanged: () => void): ReviewKindHandler {
  return {
    kind: 'supply_plan',
    label: '供应方案',
    approveTemplates: ['机器配置与验机报告一致，定价合理'],
    rejectTemplates: [
      '验机报告缺失或不清晰，请上传完整的验机报告',
      '机器照片与配置不符，请补充清晰的机器照片',
      '定价明显偏离市场，请调整后重新提交',
      '公网 IP 或 SSH 端口无法连通，请核对后重新提交',
    ],

    async describe(db, item) {
      const row = await findPlan(db, Number(item.subjectId));
      if (!row) return { fields: [], evidence: [] };
      const names = await regionNames(db, [...new Set(row.machines.map((m) => m.regionCode))]);
      const machines = row.machines.map((m, index) => ({ label: `机器 ${index + 1}`, value: machineText(m, names.get(m.regionCode) ?? `未知地域 ${m.regionCode}`) }));
      const reports = row.files.some((file) => file.kind === 'report');
      const photos = row.files.some((file) => file.kind === 'photo');
      return {
        fields: [
          { label: '方案名称', value: row.planName },
          { label: '审核内容', value: onMarket(row) ? '已发布方案的修订' : '新方案' },
          { label: '预期周收入', value: formatYuan(row.expectedIncomeWeekly) },
          { label: '保底周收入', value: formatYuan(row.minIncomeWeekly) },
          { label: '出售时段', value: saleTimeText(row.saleTime.windows, row.saleTime.endDate) },
          ...(machines.length ? machines : [{ label: '机器', value: '—' }]),
        ],
        // Reasons about what this plan shows: the report and photos only when some were uploaded.
        approveTemplates: [reports ? '机器配置与验机报告一致，定价合理' : '机器配置完整，定价合理'],
        rejectTemplates: [
          reports ? '验机报告不清晰或与配置不符，请上传完整的验机报告' : '未上传验机报告，请上传完整的验机报告',
          ...(photos ? ['机器照片与配置不符，请补充清晰的机器照片'] : ['未上传机器照片，请补充清晰的机器照片']),
          '定价明显偏离市场，请调整后重新提交',
          '公网 IP 或 SSH 端口无法连通，请核对后重新提交',
        ],
        evidence: row.files.map((file) => ({
          label: file.name,
          url: `/gateway/v1/oss/review/${row.id}?key=${encodeURIComponent(file.key)}`,
          type: file.contentType === 'application/pdf' ? ('pdf' as const) : ('image' as const),
        })),
      };
    },

    async apply(tx, { item, approved, reason, clock }) {
      const row = await lockPlan(tx, Number(item.subjectId));
      if (!row) throw new BizError(Code.NOT_FOUND, '供应方案不存在');
      const now = clock.now();
      if (onMarket(row)) {
        if (row.revisionStatus !== 'pending_review') throw new BizError(Code.ERROR, '该方案的修订已不在审核中');
        if (approved) {
          const live = contentOfRow(row);
          await setPlan(tx, row.id, { live, revisionStatus: null, reason: null, reviewedAt: now });
          if (row.status === 'published') {
            await putOnSale(tx, row, live);
            onMarketChanged();
          }
        } else {
          await setPlan(tx, row.id, { revisionStatus: 'review_failed', reason, reviewedAt: now });
        }
        return;
      }
      if (row.status !== 'pending_review') throw new BizError(Code.ERROR, `该方案当前状态为「${STATUS_LABEL[row.status]}」，不在审核中`);
      await setPlan(tx, row.id, approved ? { status: 'review_pass', live: contentOfRow(row), reason: null, reviewedAt: now } : { status: 'review_failed', reason, reviewedAt: now });
    },

    outcome(item, { approved, reason }) {
      return approved
        ? {
            title: '供应方案审核通过',
            body: `您的供应方案「${item.title}」已通过审核，可以发布上架。`,
            link: '/bss-profit',
            sms: `【算力市场】您的供应方案「${item.title}」已通过审核，请登录工作台发布上架。`,
          }
        : {
            title: '供应方案审核未通过',
            body: `您的供应方案「${item.title}」未通过审核，原因：${reason}。`,
            link: '/bss-profit',
            sms: `【算力市场】您的供应方案「${item.title}」未通过审核，原因：${reason}。`,
          };
    },
  };
}
