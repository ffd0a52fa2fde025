/** The bare-metal mall and the demand board (issue 15): enumerations both sides use. */
import { z } from 'zod';
import { checkCode, checkPhone } from '../core/validation';
import { HOURS_PER_MONTH, MALL_ORDER_STATUSES, TERM_COUNT_MAX, TERM_MONTHS, TERMS } from '../core/mall';
import { csvParam, flagParam, IsoTime, keyword, Money, Page, PageQuery, RecordId, ruled, text, UnitPrice } from './common';

export { HOURS_PER_MONTH, MALL_ORDER_STATUSES, TERM_COUNT_MAX, TERM_MONTHS, TERMS };
export const Term = z.enum(TERMS);
export type Term = z.infer<typeof Term>;

export const GOODS_STATUSES = ['on_sale', 'off_sale'] as const;

export const MallOrderStatus = z.enum(MALL_ORDER_STATUSES);

export const CONTRACT_STATUSES = ['signed', 'active', 'ended', 'terminated'] as const;

export const INQUIRY_STATUSES = ['open', 'quoted', 'closed'] as const;

/**
 * A demand's life (documented in the README): pending_review → open → quoted → contracted →
 * fulfilled; or rejected (review), expired (past its deadline), cancelled (by the buyer).
 */
export const DEMAND_STATUSES = ['pending_review', 'rejected', 'open', 'quoted', 'contracted', 'fulfilled', 'expired', 'cancelled'] as const;
export const DemandStatus = z.enum(DEMAND_STATUSES);
export type DemandStatus = z.infer<typeof DemandStatus>;

export const QUOTE_STATUSES = ['open', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export const QuoteStatus = z.enum(QUOTE_STATUSES);

/** What a match points at: elastic GPU goods, bare-metal goods, or a published plan's idle windows. */
export const MATCH_KINDS = ['elastic', 'bare_metal', 'plan'] as const;

// ---- Shared pieces ---------------------------------------------------------------------------



/** A calendar day in China time, "2025-12-01". */
export const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
/** A price as a person types it: up to eight digits and two places. */
const MoneyInput = z.string().trim().regex(/^-?\d{1,8}(\.\d{1,2})?$/, '金额格式不正确').refine((v) => Number(v) > 0, '金额须大于0');
/** A price per GPU-hour as typed: up to four places; zero or less is refused with its own message. */
const UnitPriceInput = (what: string) =>
  z.string().trim().regex(/^-?\d{1,8}(\.\d{1,4})?$/, `${what}格式不正确`).refine((v) => Number(v) > 0, `${what}须大于0`);

/** goodsBaseId and demandGoodsBaseId as they appear in paths (SPEC §3). */
export const GoodsBaseId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, '编号格式不正确');
export const GoodsBaseIdParams = z.object({ goodsBaseId: GoodsBaseId });
export const DemandBaseIdParams = z.object({ demandGoodsBaseId: GoodsBaseId });

// ---- The mall's goods -----------------------------------------------------------------------

export const MALL_ORDER_FIELDS = ['priceMonth', 'gpuHourPrice', 'gpuCount', 'gpuVram', 'deliveryLeadDays', 'stock', 'createdAt'] as const;
export type MallOrderField = (typeof MALL_ORDER_FIELDS)[number];

export const MallGoodsQuery = PageQuery.extend({
  regionCode: z.string().max(32).optional(),
  gpuModel: csvParam.optional(),
  gpuCountMin: z.coerce.number().int().min(1).max(64).optional(),
  /** Highest monthly price of one machine, in yuan. */
  priceMonthMax: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, '金额格式不正确').optional(),
  infiniband: flagParam.optional(),
  inStock: flagParam.optional(),
  keyword,
  orderField: z.enum(MALL_ORDER_FIELDS).optional(),
});
export type MallGoodsRequest = { [K in keyof z.input<typeof MallGoodsQuery>]?: string | number };

/** What the mall says of a supplier: how long they have sold and how they delivered. */
export const SupplierRecord = z.object({
  name: z.string(),
  since: IsoTime.nullable(),
  ordersTotal: z.number().int(),
  ordersDelivered: z.number().int(),
  /** Delivered within the lead time, percent of delivered orders; null before the first delivery. */
  onTimeRate: z.number().int().min(0).max(100).nullable(),
});

/** A bare-metal machine's hardware, as the mall and supply plans answer it. */
export const MachineHardware = z.object({
  gpuModel: z.string(),
  gpuCount: z.number().int(),
  gpuVram: z.number().int(),
  cpuModel: z.string(),
  cpuCores: z.number().int(),
  ramGb: z.number().int(),
  diskGb: z.number().int(),
});

export const MallGoods = z.object({
  id: RecordId,
  goodsBaseId: z.string(),
  title: z.string(),
  ...MachineHardware.shape,
  nics: z.string(),
  infiniband: z.string(),
  bandwidthMbps: z.number().int(),
  regionCode: z.string(),
  regionName: z.string(),
  city: z.string(),
  deliveryLeadDays: z.number().int(),
  stock: z.number().int(),
  priceMonth: Money,
  priceQuarter: Money,
  priceYear: Money,
  /** The monthly price per GPU-hour (720 hours a month), the unit demands and the GPU market use. */
  gpuHourPrice: UnitPrice,
  description: z.string(),
  status: z.enum(GOODS_STATUSES),
  createdAt: IsoTime,
  supplier: SupplierRecord,
});
export type MallGoods = z.infer<typeof MallGoods>;
export const MallGoodsPage = Page(MallGoods);
export type MallGoodsPage = z.infer<typeof MallGoodsPage>;

export const MallFilterOptions = z.object({
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  gpuModels: z.array(z.string()),
});
export type MallFilterOptions = z.infer<typeof MallFilterOptions>;

// ---- Orders and contracts -------------------------------------------------------------------


export const MallOrderBody = z.object({
  goodsBaseId: GoodsBaseId,
  term: Term,
  termCount: z.number().int().min(1, '租期至少为1').max(36, '租期过长'),
  quantity: z.number().int().min(1, '数量至少为1台').max(100, '单次最多订购100台'),
});
export type MallOrderBody = z.infer<typeof MallOrderBody>;
export const MallOrderHeaders = z.object({ 'idempotency-key': z.string().max(64).optional() });

export const Contract = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  amount: Money,
  startsAt: IsoTime,
  endsAt: IsoTime,
  status: z.enum(CONTRACT_STATUSES),
  buyerName: z.string(),
  supplierName: z.string(),
  createdAt: IsoTime,
});
export type Contract = z.infer<typeof Contract>;

export const MallOrder = z.object({
  orderBaseId: z.string(),
  source: z.enum(['mall', 'quote']),
  goodsBaseId: z.string().nullable(),
  title: z.string(),
  gpuModel: z.string(),
  gpuCount: z.number().int(),
  regionName: z.string(),
  supplierName: z.string(),
  demandGoodsBaseId: z.string().nullable(),
  term: Term,
  termCount: z.number().int(),
  quantity: z.number().int(),
  unitPrice: Money,
  amount: Money,
  paidBalance: Money,
  paidCredit: Money,
  status: MallOrderStatus,
  deliverBy: IsoTime,
  deliveredAt: IsoTime.nullable(),
  deliveryNote: z.string().nullable(),
  startsAt: IsoTime.nullable(),
  endsAt: IsoTime.nullable(),
  createdAt: IsoTime,
  contractId: z.string().nullable(),
  buyerName: z.string(),
});
export type MallOrder = z.infer<typeof MallOrder>;
export const MallOrderPage = Page(MallOrder);
export const MallOrderDetail = MallOrder.extend({ contract: Contract.nullable() });
export type MallOrderDetail = z.infer<typeof MallOrderDetail>;
export const MallOrderQuery = PageQuery.extend({ status: MallOrderStatus.optional() });
export const OrderBaseIdParams = z.object({ id: GoodsBaseId });
export const DeliverBody = z.object({ note: text(500) });
export const ContractPage = Page(Contract);

// ---- Inquiries (询价) ------------------------------------------------------------------------

export const InquiryBody = z.object({
  goodsBaseId: GoodsBaseId,
  quantity: z.number().int().min(1, '数量至少为1台').max(1000, '数量过大'),
  startDate: DateText,
  months: z.number().int().min(1, '租期至少1个月').max(60, '租期最长60个月'),
  message: text(1000),
});
export const InquiryReplyBody = z.object({ quotedUnitPrice: MoneyInput, reply: text(1000) });
export const Inquiry = z.object({
  id: RecordId,
  goodsBaseId: z.string(),
  goodsTitle: z.string(),
  buyerName: z.string(),
  quantity: z.number().int(),
  startDate: z.string(),
  months: z.number().int(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /** Per machine and month, as the supplier quoted it. */
  quotedUnitPrice: Money.nullable(),
  reply: z.string().nullable(),
  repliedAt: IsoTime.nullable(),
  createdAt: IsoTime,
});
export type Inquiry = z.infer<typeof Inquiry>;
export const InquiryPage = Page(Inquiry);

// ---- Demands ------------------------------------------------------------------------------

export const NIGHT_MINUTES = z.number().int().min(0).max(1439);
export const NightWindow = z.object({ beginMinute: NIGHT_MINUTES, endMinute: NIGHT_MINUTES });
export const DEMAND_NOTES_MAX = 2000;

export const DemandPublishBody = z.object({
  title: text(60),
  /** Empty: any GPU model. */
  gpuModels: z.array(z.string().trim().min(1).max(64)).max(10, '最多选择10种型号').default([]),
  gpuCount: z.number().int().min(1, 'GPU数量至少为1').max(100_000, 'GPU数量过大'),
  startDate: DateText,
  durationDays: z.number().int().min(1, '使用时长至少1天').max(3650, '使用时长最长10年').nullable().default(null),
  nightWindow: NightWindow.nullable().default(null),
  regionCode: z.string().max(32).nullable().default(null),
  /** Per GPU-hour. */
  maxUnitPrice: UnitPriceInput('最高单价'),
  deliveryDeadline: DateText,
  notes: z.string().max(DEMAND_NOTES_MAX, `备注不能超过${DEMAND_NOTES_MAX}字`).default(''),
  contactName: text(32),
  contactPhone: ruled(checkPhone, 11),
  verifyCode: ruled(checkCode, 6),
});
export type DemandPublishBody = z.input<typeof DemandPublishBody>;

export const DEMAND_ORDER_FIELDS = ['createdAt', 'maxUnitPrice', 'gpuCount', 'deliveryDeadline'] as const;
export const DemandBoardQuery = PageQuery.extend({
  gpuModel: z.string().trim().max(64).optional(),
  regionCode: z.string().max(32).optional(),
  gpuCountMin: z.coerce.number().int().min(1).max(100_000).optional(),
  keyword,
  orderField: z.enum(DEMAND_ORDER_FIELDS).optional(),
});
export type DemandBoardRequest = { [K in keyof z.input<typeof DemandBoardQuery>]?: string | number };
export const MyDemandQuery = PageQuery.extend({ status: DemandStatus.optional() });

export const Demand = z.object({
  demandGoodsBaseId: z.string(),
  title: z.string(),
  gpuModels: z.array(z.string()),
  gpuCount: z.number().int(),
  startDate: z.string(),
  durationDays: z.number().int().nullable(),
  nightWindow: NightWindow.nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  maxUnitPrice: UnitPrice,
  deliveryDeadline: z.string(),
  notes: z.string(),
  /** Masked on the board (张**, 138****0001); in full for the buyer. */
  contactName: z.string(),
  contactPhone: z.string(),
  buyerName: z.string(),
  status: DemandStatus,
  reason: z.string().nullable(),
  quoteCount: z.number().int(),
  matchCount: z.number().int(),
  createdAt: IsoTime,
  /** Whether the caller is this demand's buyer. */
  mine: z.boolean(),
});
export type Demand = z.infer<typeof Demand>;
export const DemandPage = Page(Demand);

export const DemandQuoteBody = z.object({
  demandGoodsBaseId: GoodsBaseId,
  goodsBaseId: GoodsBaseId.nullable().default(null),
  unitPrice: UnitPriceInput('报价单价'),
  term: Term,
  startDate: DateText,
  minCommitmentMonths: z.number().int().min(1, '最短承诺期至少1个月').max(36, '最短承诺期最长36个月'),
  validUntil: DateText,
  note: z.string().trim().max(1000).default(''),
});
export type DemandQuoteBody = z.input<typeof DemandQuoteBody>;

export const DemandQuote = z.object({
  id: RecordId,
  demandGoodsBaseId: z.string(),
  demandTitle: z.string(),
  supplierName: z.string(),
  supplier: SupplierRecord,
  goodsBaseId: z.string().nullable(),
  goodsTitle: z.string().nullable(),
  unitPrice: UnitPrice,
  /** unitPrice − the demand's maximum: negative is under budget. */
  priceDiff: UnitPrice,
  term: Term,
  startDate: z.string(),
  minCommitmentMonths: z.number().int(),
  validUntil: IsoTime,
  note: z.string(),
  status: QuoteStatus,
  /** What accepting costs: the GPUs at this price for the minimum commitment. */
  commitmentAmount: Money,
  createdAt: IsoTime,
  decidedAt: IsoTime.nullable(),
});
export type DemandQuote = z.infer<typeof DemandQuote>;
export const DemandQuotePage = Page(DemandQuote);

export const MatchKind = z.enum(MATCH_KINDS);
export const DemandMatch = z.object({
  kind: MatchKind,
  resourceId: RecordId,
  title: z.string(),
  gpuModel: z.string(),
  regionName: z.string(),
  unitPrice: UnitPrice,
  priceDiff: UnitPrice,
  /** Where to buy it: a mall detail, the GPU market, or the supplier's plan (quote it). */
  goodsBaseId: z.string().nullable(),
  matchedAt: IsoTime,
});
export type DemandMatch = z.infer<typeof DemandMatch>;

export const MyDemandDetail = Demand.extend({
  quotes: z.array(DemandQuote),
  matches: z.array(DemandMatch),
  acceptedQuoteId: z.number().int().nullable(),
  orderBaseId: z.string().nullable(),
});
export type MyDemandDetail = z.infer<typeof MyDemandDetail>;

/** Accepting a quote answers the order it made. */
export const QuoteAccepted = z.object({ orderBaseId: z.string(), contractId: z.string() });

/** A supplier's view on /bss-profit: open demands their goods or plans could fill. */
export const SupplierDemandMatch = z.object({
  demandGoodsBaseId: z.string(),
  demandTitle: z.string(),
  gpuCount: z.number().int(),
  maxUnitPrice: UnitPrice,
  kind: MatchKind,
  resourceId: RecordId,
  resourceTitle: z.string(),
  unitPrice: UnitPrice,
  priceDiff: UnitPrice,
});
export type SupplierDemandMatch = z.infer<typeof SupplierDemandMatch>;
export const SupplierDemandMatchPage = Page(SupplierDemandMatch);

