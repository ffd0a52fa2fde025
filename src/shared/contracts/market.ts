/** The elastic GPU market: offers, regions, GPU types, tidal price windows and quotes (SPEC §3, §7). */
import { z } from 'zod';
import { BILLING_MODES, PERIOD_UNITS, RANGE_LABELS } from '../core/compute';
import { csvParam, flagParam, id, IdParams, IsoTime, Money, Page, PageQuery, RecordId, UnitPrice } from './common';

export { BILLING_MODES, PERIOD_UNITS, RANGE_LABELS };
export const BillingMode = z.enum(BILLING_MODES);
export type BillingMode = z.infer<typeof BillingMode>;
export const PeriodUnit = z.enum(PERIOD_UNITS);
export type PeriodUnit = z.infer<typeof PeriodUnit>;
export const RangeLabel = z.enum(RANGE_LABELS);
export type RangeLabel = z.infer<typeof RangeLabel>;

/** A price as an operator types it: up to eight digits and four places. */
const PriceInput = z.string().regex(/^\d{1,8}(\.\d{1,4})?$/, '金额格式不正确');
const cards = z.coerce.number().int().min(1, '卡数至少为1').max(16, '卡数超出单机上限');

// ---- Offers -------------------------------------------------------------------------------

export const GOODS_ORDER_FIELDS = ['priceNow', 'lowestPrice', 'gpuVram', 'freeGpuNumber', 'createdAt'] as const;
export type GoodsOrderField = (typeof GOODS_ORDER_FIELDS)[number];

export const GoodsQuery = PageQuery.extend({
  regionCode: z.string().max(32).optional(),
  gpuType: csvParam.optional(),
  gpuNumber: cards.optional(),
  gpuVramMin: z.coerce.number().int().min(1).max(1024).optional(),
  priceMax: PriceInput.optional(),
  available: flagParam.optional(),
  orderField: z.enum(GOODS_ORDER_FIELDS).optional(),
});
/** The listing's query as the client sends it (every value a string or number in the URL). */
export type GoodsRequest = { [K in keyof z.input<typeof GoodsQuery>]?: string | number };

/** One window of a spec (containerGoodsSpecTimeRangeVOS): "HH:mm" of the Shanghai day, wrapping past midnight. */
export const GoodsTimeRange = z.object({
  beginTime: z.string(),
  endTime: z.string(),
  unitPrice: UnitPrice,
  label: RangeLabel,
});
export type GoodsTimeRange = z.infer<typeof GoodsTimeRange>;

/** A price plan of an offer (specDetailList entry). */
export const GoodsSpec = z.object({ specId: RecordId, name: z.string(), containerGoodsSpecTimeRangeVOS: z.array(GoodsTimeRange) });
export type GoodsSpec = z.infer<typeof GoodsSpec>;

/** What an offer's machine is and where it comes from, as the market and the back office answer it. */
export const OfferColumns = z.object({
  gpuType: z.string(),
  aliasGpuType: z.string(),
  gpuTypeMapping: z.string(),
  gpuVram: z.number().int(),
  cpuCore: z.number().int(),
  ramSize: z.number().int(),
  storageSpace: z.number().int(),
  maxGpuNumber: z.number().int(),
  cudaVersion: z.string(),
  supplier: z.string(),
  source: z.string(),
  homeTag: z.boolean(),
});

/** SPEC §3 goods record: one GPU model in one region, its tidal prices and free cards. */
export const Goods = z.object({
  id: RecordId,
  goodsBaseId: z.string(),
  regionCode: z.string(),
  areaInfo: z.string(),
  city: z.string(),
  ...OfferColumns.shape,
  /** Cards one machine has (SPEC §3 gpuNumber). */
  gpuNumber: z.number().int(),
  /** Per card-hour: in force now, cheapest and dearest window. */
  priceNow: UnitPrice.nullable(),
  lowestPrice: UnitPrice.nullable(),
  highestPrice: UnitPrice.nullable(),
  /** Free cards in all, and on the emptiest host (what one instance can take). */
  freeGpuNumber: z.number().int(),
  maxFreeOnOneHost: z.number().int(),
  specDetailList: z.array(GoodsSpec),
});
export type Goods = z.infer<typeof Goods>;
export const GoodsPage = Page(Goods);
export type GoodsPage = z.infer<typeof GoodsPage>;

export const GoodsParams = IdParams;

/** The home page's recommended offers (SPEC §7 homeTagGoods/page): page 1, size 100 by default. */
export const HomeTagGoodsBody = z.object({ current: z.number().int().min(1).default(1), size: z.number().int().min(1).max(100).default(100) }).nullish();

export const Region = z.object({ code: z.string(), name: z.string(), city: z.string(), sort: z.number().int() });
export type Region = z.infer<typeof Region>;

export const GpuTypeOption = z.object({ gpuType: z.string(), gpuVram: z.number().int() });
export type GpuTypeOption = z.infer<typeof GpuTypeOption>;

// ---- Price windows (operators) ------------------------------------------------------------

/** One window as an operator sends it ("08:00", "22:00", "2.5"); the day's windows are checked by the shared rule (core/tidal.ts). */
export const SpecRangeInput = z.object({ beginTime: z.string().max(5), endTime: z.string().max(5), unitPrice: PriceInput, label: RangeLabel });
export type SpecRangeInput = z.infer<typeof SpecRangeInput>;
/** A spec's windows after an edit (see contracts/goods.ts for the back office's calls). */
export const SpecUpdated = z.object({ specId: RecordId, timeRanges: z.array(SpecRangeInput) });

// ---- Quotes (calculatePriceV2) ------------------------------------------------------------

export const QuoteQuery = z
  .object({
    goodsId: id,
    gpuNumber: cards,
    billingMode: BillingMode.default('timed'),
    startTime: z.iso.datetime({ offset: true }).optional(),
    durationHours: z.coerce.number().min(1, '时长至少1小时').max(720, '时长最多720小时').optional(),
    periodUnit: PeriodUnit.optional(),
    periodCount: z.coerce.number().int().min(1).max(12).optional(),
  })
  .refine((q) => q.billingMode !== 'common' || q.periodUnit, { message: '包年包月须选择周期', path: ['periodUnit'] });
export type QuoteRequest = z.infer<typeof QuoteQuery>;

/** One line of a pay-as-you-go quote: a run of one price window. */
export const QuoteLine = z.object({
  rangeLabel: z.string(),
  beginTime: IsoTime,
  endTime: IsoTime,
  minutes: z.number().int(),
  unitPrice: UnitPrice,
  amount: Money,
});
export type QuoteLine = z.infer<typeof QuoteLine>;

const QuoteBase = z.object({
  goodsId: z.string(),
  specId: RecordId,
  gpuNumber: z.number().int(),
  startTime: IsoTime,
  endTime: IsoTime,
  /** Per card-hour now. */
  priceNow: UnitPrice,
  totalAmount: Money,
});

/** Pay-as-you-go: the cost line by line, and what starting in the next cheap window would cost. */
export const TimedQuote = QuoteBase.extend({
  billingMode: z.literal('timed'),
  durationHours: z.number(),
  /** Per hour for all cards at the current price. */
  hourlyNow: Money,
  lines: z.array(QuoteLine),
  cheapest: z.object({ startTime: IsoTime, totalAmount: Money, saving: Money }).nullable(),
});
export type TimedQuote = z.infer<typeof TimedQuote>;

/** A prepaid term at its discount. */
export const PrepaidQuote = QuoteBase.extend({
  billingMode: z.literal('common'),
  periodUnit: PeriodUnit,
  periodCount: z.number().int(),
  originalAmount: Money,
  /** Percent of the tidal day price paid (95 = 5 % off). */
  discountPercent: z.number().int(),
  lines: z.array(QuoteLine).length(0),
});
export type PrepaidQuote = z.infer<typeof PrepaidQuote>;

export const Quote = z.discriminatedUnion('billingMode', [TimedQuote, PrepaidQuote]);
export type Quote = z.infer<typeof Quote>;

/**
 * The platform's figures the public pages state (home, about): computed by the gateway from the
 * database, never written in copy (issue 25). The build bakes the same figures over the seed into
 * the prerendered pages (src/storefront/platform-figures.json); the page refreshes them after it
 * hydrates.
 */
export const PlatformStats = z.object({
  /** GPU models of the elastic market's offers on sale. */
  gpuModels: z.number().int().min(0),
  /** Regions with an offer on sale. */
  regions: z.number().int().min(0),
  /** Resource suppliers whose application passed review. */
  suppliers: z.number().int().min(0),
  /**
   * The lowest night price of an offer on sale as a share of its day price, in 折 to one place as
   * the market's offers state it ("4.5"); null when no offer has a cheaper window.
   */
  lowestDiscount: z.string().nullable(),
});
export type PlatformStats = z.infer<typeof PlatformStats>;
