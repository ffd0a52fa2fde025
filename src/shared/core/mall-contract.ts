import { formatYuan } from './money';
import { toShanghaiIso } from './time';
import { TERM_MONTHS, type TermKey } from './mall';

/*
 * The bare-metal lease contract's text, one function for the gateway that signs it and the order
 * confirmation that shows it before the buyer agrees, so what is agreed is what is signed.
 */

export interface ContractInput {
  /** The contract's number; the confirmation shows it as to be given at signing. */
  id: string;
  buyer: string;
  supplier: string;
  subject: string;
  spec: string;
  termText: string;
  quantity: number;
  amountFen: number;
  startsAt: Date;
  endsAt: Date;
  deliverBy: Date;
}

const TERM_UNIT: Record<TermKey, string> = { month: '月', quarter: '季度', year: '年' };

/** "3 个月（共 3 个月）", "1 个年（共 12 个月）". */
export const termText = (term: TermKey, termCount: number) => `${termCount} 个${TERM_UNIT[term]}（共 ${TERM_MONTHS[term] * termCount} 个月）`;

/** Months after `start` (calendar months; a contract's end). */
export const addMonths = (start: Date, months: number) => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

/** The goods' configuration as the contract states it. */
export const goodsSpecText = (g: { gpuCount: number; gpuModel: string; gpuVram: number; cpuModel: string; cpuCores: number; ramGb: number; diskGb: number }, regionName: string) =>
  `${g.gpuCount} × ${g.gpuModel} ${g.gpuVram}GB，${g.cpuModel}（${g.cpuCores} 核），内存 ${g.ramGb}GB，硬盘 ${g.diskGb}GB，${regionName}`;

/** The contract's text: who, what, for how long and for how much, frozen when signed. */
export function contractText(input: ContractInput): string {
  return [
    `# 裸金属算力租赁合同（${input.id}）`,
    '',
    `- 承租方（甲方）：${input.buyer}`,
    `- 出租方（乙方）：${input.supplier}`,
    `- 标的：${input.subject}`,
    `- 配置：${input.spec}`,
    `- 租期：${input.termText}，数量 ${input.quantity} 台`,
    `- 合同金额：${formatYuan(input.amountFen)}（已由甲方通过平台账户余额及授信支付，平台托管）`,
    `- 起止：${toShanghaiIso(input.startsAt).slice(0, 10)} 至 ${toShanghaiIso(input.endsAt).slice(0, 10)}`,
    `- 交付期限：乙方应于 ${toShanghaiIso(input.deliverBy).slice(0, 10)} 前交付机器并提供登录方式；逾期交付的，甲方可申请取消并全额退款。`,
    '',
    '1. 乙方保证机器配置与商品页描述一致，租期内提供 7×24 小时运维支持。',
    '2. 甲方不得将机器用于违反中华人民共和国法律法规的用途。',
    '3. 租期自交付之日起计算；平台于交付确认后按周与乙方结算。',
    '4. 乙方开始交付前，甲方可取消订单，已付款项原路退回（余额退回余额，授信退回授信额度）。',
    '5. 本合同经平台电子签署，与纸质合同具有同等效力。',
  ].join('\n');
}
