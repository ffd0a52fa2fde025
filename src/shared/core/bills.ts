/** The bills' fixed lists (SPEC §2 /bss-bill), without zod: the browser imports these. */

/** What a bill line was for: the compute kinds, the model services and the bare-metal rentals. */
export const BILL_PRODUCTS = ['gpu', 'gpu_free', 'storage', 'prepaid', 'model_service', 'bare_metal'] as const;
export type BillProduct = (typeof BILL_PRODUCTS)[number];

export const BILL_PRODUCT_NAMES: Record<BillProduct, string> = {
  gpu: '弹性GPU（按量）',
  gpu_free: '弹性GPU·无卡模式',
  storage: '关机存储',
  prepaid: '弹性GPU（包年包月）',
  model_service: '模型服务',
  bare_metal: '裸金属租赁',
};

/** prepaid: paid for a term ahead (包年包月, bare-metal rentals); postpaid: metered and billed after use (按量). */
export const CONSUMPTION_TYPES = ['prepaid', 'postpaid'] as const;

/** The detail bill's rows: one per billing item (its unit price) or one per instance, per month, day or hour. */
export const BILL_GRANULARITIES = ['month', 'day', 'hour'] as const;
export const BILL_DIMENSIONS = ['item', 'instance'] as const;
