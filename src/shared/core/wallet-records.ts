/**
 * How an income and expense record (/bss-Wallet) is named to a person, the same on the page and in
 * its CSV export: its type, and the channel the money moved through.
 */
export type RecordType = 'recharge' | 'redeem' | 'consume' | 'refund' | 'credit' | 'freeze' | 'unfreeze' | 'income' | 'repayment';

export const RECORD_TYPE_LABELS: Record<RecordType, string> = {
  recharge: '充值',
  redeem: '卡券兑换',
  consume: '消费',
  refund: '退款',
  credit: '授信额度',
  freeze: '冻结',
  unfreeze: '解冻',
  income: '供应商收入',
  repayment: '授信还款',
};

export const RECORD_CHANNELS = ['online', 'card', 'balance', 'credit', 'mixed', 'bank', 'settlement', 'original'] as const;
export type RecordChannel = (typeof RECORD_CHANNELS)[number];

export const RECORD_CHANNEL_LABELS: Record<RecordChannel, string> = {
  online: '在线支付',
  card: '卡券',
  balance: '余额',
  credit: '授信额度',
  mixed: '余额+授信',
  bank: '银行授信',
  settlement: '结算入账',
  original: '原路退回',
};

/** The channel of a record: how a recharge was paid, or what of the wallet an amount moved. */
export function recordChannel(record: { type: RecordType; amount: string; creditAmount: string }): RecordChannel {
  switch (record.type) {
    case 'recharge':
      return 'online';
    case 'redeem':
      return 'card';
    case 'credit':
    case 'repayment':
      return 'bank';
    case 'income':
      return 'settlement';
    case 'refund':
      return 'original';
    default: {
      const amount = Math.abs(Number(record.amount));
      const credit = Math.abs(Number(record.creditAmount));
      if (credit === 0) return 'balance';
      return credit >= amount ? 'credit' : 'mixed';
    }
  }
}

/** The reference of a record as shown: "订单 OD…", "账单 1234", "支付单 TR…". */
const REF_LABELS: Record<string, string> = {
  trade: '支付单',
  order: '订单',
  bill: '账单',
  mall_order: '裸金属订单',
  instance: '实例',
  card: '卡券',
  credit_application: '授信申请',
  bank_notice: '银行还款通知',
  supplier_statement: '结算单',
  seed: '演示数据',
};

export const recordReference = (refType: string | null, refId: string | null): string =>
  refType && refId ? `${REF_LABELS[refType] ?? refType} ${refId}` : '';

/** The CSV export's columns, in order. */
export const RECORD_CSV_HEADER = ['时间', '类型', '金额（元）', '其中授信（元）', '余额（元）', '渠道', '关联单据', '说明'] as const;
