/**
 * Suppliers (issue 14): their profile and review, supply plans, statements. Enumerations of
 * SPEC §3 and §4; each endpoint's schemas join this file with the supplier feature.
 */
import { z } from 'zod';
import { IsoTime, keyword, Money, Page, PageQuery, RecordId, text, UnitPrice } from './common';
import { EMAIL_RE, PHONE_RE } from '../core/validation';
import { MachineHardware } from './mall';
import { BANK_ACCOUNT_RE, overlappingWindow, PLAN_ACTIONS, PLAN_FILE_MAX_BYTES, PLAN_FILE_TYPES, SAVE_STATES } from '../core/supplier';

export { BANK_ACCOUNT_RE, PLAN_FILE_MAX_BYTES, PLAN_FILE_TYPES, SAVE_STATES };
export { SUPPLIER_AGREEMENT_ID, SUPPLIER_AGREEMENT_VERSION, MINUTES_PER_WEEK, weekIntervals, overlappingWindow } from '../core/supplier';

/** SPEC §4 supplier review status. */
export const SUPPLIER_STATUSES = ['pending_review', 'review_failed', 'review_pass'] as const;
export const SupplierStatus = z.enum(SUPPLIER_STATUSES);
export type SupplierStatus = z.infer<typeof SupplierStatus>;

/** SPEC §3 source: what a plan offers — physical machines (the default) or capacity behind an open API. */
export const PLAN_TYPES = ['physical_machine', 'open_api'] as const;
export const PlanType = z.enum(PLAN_TYPES);

/** SPEC §3 resource type: how a machine is sold. TG_BMS bare metal (the mall), TG_ECS elastic GPU containers, … */
export const RESOURCE_TYPES = ['TG_BMS', 'TG_ECS', 'TG_KE', 'TG_EIP', 'TG_VPC', 'TG_LB', 'TG_BLOCK_STORAGE', 'TG_FILE_STORAGE', 'TG_OSS'] as const;
export const ResourceType = z.enum(RESOURCE_TYPES);

/** SPEC §3 supplier (the upstream channel a good comes from). */
export const SUPPLIER_CHANNELS = ['xunmeng', 'qingdao', 'daocloud', 'gpugeek'] as const;


/**
 * A supply plan's life (documented in the README): draft → pending_review → review_failed | review_pass
 * → published ⇄ unpublished; deleted only while nothing is rented. A published plan edited is a
 * revision under review while the published version keeps selling.
 */
export const PLAN_STATUSES = ['draft', 'pending_review', 'review_failed', 'review_pass', 'published', 'unpublished'] as const;
export const PlanStatus = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof PlanStatus>;

/** A published plan's pending revision, if any. */
export const REVISION_STATUSES = ['draft', 'pending_review', 'review_failed'] as const;

export { PLAN_ACTIONS } from '../core/supplier';

/** A weekly statement's life: draft → issued → confirmed | disputed → settled. */
export const STATEMENT_STATUSES = ['draft', 'issued', 'confirmed', 'disputed', 'settled'] as const;
export const StatementStatus = z.enum(STATEMENT_STATUSES);

/** Statement lines: income, the platform's fee, what the platform paid for renters' card-hours (平台补贴), adjustments, the guaranteed floor. */
export const STATEMENT_LINE_KINDS = ['gross', 'fee', 'covered', 'adjustment', 'floor'] as const;

/** How exports (CSV, PDF) name a statement's state and its lines: never the raw key. */
export const STATEMENT_STATUS_NAMES: Record<(typeof STATEMENT_STATUSES)[number], string> = { draft: '草稿', issued: '待确认', confirmed: '已确认', disputed: '有异议', settled: '已结算' };
export const STATEMENT_LINE_KIND_NAMES: Record<(typeof STATEMENT_LINE_KINDS)[number], string> = {
  gross: '收入',
  fee: '平台服务费',
  covered: '平台补贴',
  adjustment: '调整',
  floor: '保底补足',
};

/** A host's state over time, for availability: who caused an outage matters for the floor. */
export const HOST_STATES = ['online', 'maintenance', 'offline'] as const;
export const OUTAGE_CAUSES = ['supplier', 'platform'] as const;

// ---- Endpoints ----------------------------------------------------------------------------



/** POST addResourceSupplier / PATCH updateResourceSupplier. */
export const SupplierProfileBody = z.object({
  contactName: text(32),
  contactPhone: z.string().trim().regex(PHONE_RE, '请输入正确格式的手机号'),
  contactEmail: z.string().trim().max(128).regex(EMAIL_RE, '请输入正确格式的邮箱'),
  bankAccountName: text(64),
  bankName: text(64),
  bankBranch: text(64),
  bankAccountNo: z
    .string()
    .max(40)
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => BANK_ACCOUNT_RE.test(value), '银行账号应为10–30位数字'),
  /** The applicant ticked 我已阅读并同意《资源供应商协议》. */
  agreementAccepted: z.literal(true, { error: '请阅读并同意《资源供应商协议》' }),
});
export type SupplierProfileBody = z.input<typeof SupplierProfileBody>;

/** getResourceSupplierInfo: the caller's profile (the bank account masked), or none yet. */
export const SupplierProfile = z.object({
  applied: z.boolean(),
  status: SupplierStatus.nullable(),
  /** The account's real-name certification, which the profile rests on. */
  certificationStatus: z.string(),
  certificationName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  bankAccountName: z.string(),
  bankName: z.string(),
  bankBranch: z.string(),
  bankAccountNoMasked: z.string(),
  agreementVersion: z.string().nullable(),
  agreementAcceptedAt: IsoTime.nullable(),
  currentAgreementVersion: z.string(),
  reason: z.string().nullable(),
  submittedAt: IsoTime.nullable(),
  reviewedAt: IsoTime.nullable(),
});
export type SupplierProfile = z.infer<typeof SupplierProfile>;

// ---- Plans --------------------------------------------------------------------------------

/** Non-negative money as typed: up to two places. */
const MoneyInput = z
  .string()
  .trim()
  .regex(/^-?\d{1,10}(\.\d{1,2})?$/, '金额格式不正确，最多两位小数')
  .refine((value) => !value.startsWith('-'), '金额不能为负数');
const PriceInput = z
  .string()
  .trim()
  .regex(/^-?\d{1,8}(\.\d{1,4})?$/, '价格格式不正确，最多四位小数')
  .refine((value) => !value.startsWith('-') && Number(value) > 0, '价格须大于0');

/** A weekly window: weekday 1 (Monday)–7, minutes from midnight (Shanghai); end ≤ begin wraps past midnight. */
export const SaleWindow = z.object({
  weekday: z.number().int().min(1, '星期应为1–7').max(7, '星期应为1–7'),
  beginMinute: z.number().int().min(0).max(1439),
  endMinute: z.number().int().min(1).max(1440),
});
export type SaleWindow = z.infer<typeof SaleWindow>;

export const SaleTimeInput = z
  .object({
    windows: z.array(SaleWindow).max(28, '最多28个时段'),
    endDate: z.string().regex(/^\d{4}-\d\d-\d\d$/, '结束日期格式应为 YYYY-MM-DD'),
  })
  .superRefine((value, ctx) => {
    const index = overlappingWindow(value.windows);
    if (index >= 0) ctx.addIssue({ code: 'custom', path: ['windows', index], message: '出售时段与其他时段重叠' });
  });

export const MachineResourceType = z.enum(['TG_ECS', 'TG_BMS']);
export const MachineInput = z
  .object({
    key: z.string().regex(/^[a-z0-9]{1,16}$/).optional(),
    resourceType: MachineResourceType.default('TG_ECS'),
    gpuModel: text(32),
    gpuCount: z.number().int().min(1, 'GPU 卡数至少为1').max(16, 'GPU 卡数最多16'),
    gpuVram: z.number().int().min(1).max(1024),
    cpuModel: text(64),
    cpuCores: z.number().int().min(1).max(1024),
    ramGb: z.number().int().min(1).max(16384),
    diskGb: z.number().int().min(1).max(1_000_000),
    bandwidthMbps: z.number().int().min(1).max(100_000),
    regionCode: z.string().trim().min(1).max(32),
    /** May be left empty in a draft; needed before the plan goes to review. */
    publicIp: z.string().trim().regex(/^((\d{1,3}\.){3}\d{1,3})?$/, '公网 IP 格式不正确'),
    sshPort: z.number().int().min(1).max(65535),
    driverVersion: text(32),
    cudaVersion: z.string().trim().regex(/^\d{1,2}\.\d{1,2}$/, 'CUDA 版本格式如 12.4'),
    quantity: z.number().int().min(1, '台数至少为1').max(100),
    prices: z.object({
      day: PriceInput.optional(),
      night: PriceInput.optional(),
      month: MoneyInput.optional(),
      quarter: MoneyInput.optional(),
      year: MoneyInput.optional(),
    }),
  })
  .superRefine((machine, ctx) => {
    const need = machine.resourceType === 'TG_ECS' ? (['day', 'night'] as const) : (['month', 'quarter', 'year'] as const);
    for (const name of need) if (!machine.prices[name]) ctx.addIssue({ code: 'custom', path: ['prices', name], message: '请填写价格' });
  });
export type MachineInput = z.input<typeof MachineInput>;

export const PlanFileInput = z.object({
  key: z.string().max(200),
  name: text(128),
  kind: z.enum(['photo', 'report']),
  contentType: z.enum(PLAN_FILE_TYPES, { error: '仅支持 PNG、JPG、WebP 图片或 PDF 文件' }),
  size: z.number().int().min(1).max(PLAN_FILE_MAX_BYTES, '文件不能超过 5 MB'),
});

const PlanFields = {
  planType: PlanType.default('physical_machine'),
  planName: text(64),
  expectedIncomeWeekly: MoneyInput,
  minIncomeWeekly: MoneyInput,
  saleTime: SaleTimeInput,
  machines: z.array(MachineInput).max(20, '一个方案最多20种机器'),
  files: z.array(PlanFileInput).max(20, '最多20个文件').default([]),
};
const incomeOrder = (value: { expectedIncomeWeekly: string; minIncomeWeekly: string }, ctx: z.RefinementCtx) => {
  if (/^\d/.test(value.minIncomeWeekly) && /^\d/.test(value.expectedIncomeWeekly) && Number(value.minIncomeWeekly) > Number(value.expectedIncomeWeekly)) {
    ctx.addIssue({ code: 'custom', path: ['minIncomeWeekly'], message: '保底周收入不能高于预期周收入' });
  }
};
export const PlanBody = z.object(PlanFields).superRefine(incomeOrder);
export type PlanBody = z.input<typeof PlanBody>;
/** updatePlan: the plan and, for autosave, the version the form last saw (an older one is refused). */
export const PlanUpdateBody = z.object({ id: RecordId, version: z.number().int().min(1).optional(), ...PlanFields }).superRefine(incomeOrder);
export type PlanUpdateBody = z.input<typeof PlanUpdateBody>;

export const PlanMachineView = z.object({
  key: z.string(),
  resourceType: MachineResourceType,
  ...MachineHardware.shape,
  bandwidthMbps: z.number().int(),
  regionCode: z.string(),
  publicIp: z.string(),
  sshPort: z.number().int(),
  driverVersion: z.string(),
  cudaVersion: z.string(),
  quantity: z.number().int(),
  prices: z.object({ day: z.string().optional(), night: z.string().optional(), month: z.string().optional(), quarter: z.string().optional(), year: z.string().optional() }),
});
export const PlanFileView = z.object({ key: z.string(), name: z.string(), kind: z.enum(['photo', 'report']), contentType: z.string(), size: z.number().int() });

export const PlanView = z.object({
  id: RecordId,
  planType: PlanType,
  planName: z.string(),
  expectedIncomeWeekly: Money,
  minIncomeWeekly: Money,
  saleTime: z.object({ windows: z.array(SaleWindow), endDate: z.string() }),
  machines: z.array(PlanMachineView),
  files: z.array(PlanFileView),
  status: PlanStatus,
  revisionStatus: z.enum(REVISION_STATUSES).nullable(),
  reason: z.string().nullable(),
  version: z.number().int(),
  /** What the supplier may do now (SPEC §4 plan actions). */
  actions: z.array(z.enum(PLAN_ACTIONS)),
  gpuTotal: z.number().int(),
  /** Offers and hosts on the market made from it, and the cards rented now. */
  goodsIds: z.array(RecordId),
  gpuRented: z.number().int(),
  submittedAt: IsoTime.nullable(),
  reviewedAt: IsoTime.nullable(),
  publishedAt: IsoTime.nullable(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type PlanView = z.infer<typeof PlanView>;
export const PlanPage = Page(PlanView);
export const PlanQuery = PageQuery.extend({ status: PlanStatus.optional(), keyword });
export type PlanQuery = z.input<typeof PlanQuery>;

/** The income estimate as the supplier types (POST /v1/resourceSupplierPlan/estimate). */
export const EstimateBody = z.object({
  machines: z.array(MachineInput).max(20),
  saleTime: SaleTimeInput,
  minIncomeWeekly: MoneyInput.optional(),
});
export type EstimateBody = z.input<typeof EstimateBody>;
export const Estimate = z.object({
  /** Card-hours for sale in a week. */
  cardHours: z.number(),
  low: Money,
  typical: Money,
  high: Money,
  /** Comparable offers' price per card-hour: the lowest, median and highest found. */
  comparables: z.array(z.object({ gpuModel: z.string(), offers: z.number().int(), lowest: UnitPrice.nullable(), median: UnitPrice.nullable(), highest: UnitPrice.nullable() })),
  /** Set when minIncomeWeekly is above what the market supports (the typical estimate). */
  warning: z.string().nullable(),
});
export type Estimate = z.infer<typeof Estimate>;

// ---- Object storage (SPEC §7 getOssSecret, getSeoFileUrl) ----------------------------------

export const OssSecretQuery = z.object({
  fileName: text(128),
  contentType: z.enum(PLAN_FILE_TYPES, { error: '仅支持 PNG、JPG、WebP 图片或 PDF 文件' }),
  size: z.coerce.number().int().min(1).max(PLAN_FILE_MAX_BYTES, '文件不能超过 5 MB'),
});
/** A short-lived upload policy: the object's key and a signature over key, type, size and expiry. */
export const OssPolicy = z.object({
  key: z.string(),
  contentType: z.string(),
  maxSize: z.number().int(),
  expiresAt: IsoTime,
  policy: z.string(),
  signature: z.string(),
  /** Where to send the file (the local adapter: POST JSON {policy, signature, content} to it). */
  uploadUrl: z.string(),
});
export type OssPolicy = z.infer<typeof OssPolicy>;
export const OssUploadBody = z.object({ policy: z.string().max(2000), signature: z.string().max(200), content: z.string().max(8 * 1024 * 1024) });
export const OssUploaded = z.object({ key: z.string(), contentType: z.string(), size: z.number().int() });
export const OssFileUrlQuery = z.object({ key: z.string().max(200) });
export const OssFileUrl = z.object({ url: z.string(), expiresAt: IsoTime });
export const OssFileQuery = z.object({ key: z.string().max(200), expires: z.coerce.number().int(), sig: z.string().max(200) });

// ---- Vendor orders ------------------------------------------------------------------------

export const VenderOrder = z.object({
  orderBaseId: z.string(),
  kind: z.enum(['elastic', 'bare_metal']),
  planId: RecordId.nullable(),
  planName: z.string(),
  /** The renter, masked. */
  renter: z.string(),
  gpuType: z.string(),
  gpuNumber: z.number().int(),
  billingMode: z.string(),
  status: z.string(),
  amount: Money,
  fee: Money,
  share: Money,
  createdAt: IsoTime,
});
export type VenderOrder = z.infer<typeof VenderOrder>;
export const VenderOrderPage = Page(VenderOrder);
export const VenderOrderQuery = PageQuery.extend({ planId: z.coerce.number().int().positive().optional() });
export const VenderOrderDetail = VenderOrder.extend({
  feeRate: z.string(),
  instanceName: z.string().nullable(),
  instanceStatus: z.string().nullable(),
  hostName: z.string().nullable(),
  regionName: z.string(),
  lines: z.array(z.object({ periodStart: IsoTime, periodEnd: IsoTime, minutes: z.number().int(), rangeLabel: z.string(), amount: Money, covered: Money })),
});
export type VenderOrderDetail = z.infer<typeof VenderOrderDetail>;
export const OrderBaseIdParams = z.object({ orderBaseId: z.string().min(1).max(64) });

// ---- Statements ---------------------------------------------------------------------------

export const StatementLine = z.object({ id: RecordId, kind: z.enum(STATEMENT_LINE_KINDS), description: z.string(), amount: Money, ref: z.string().nullable() });
export const Statement = z.object({
  id: RecordId,
  planId: RecordId,
  planName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  gross: Money,
  fee: Money,
  feeRate: z.string(),
  covered: Money,
  adjustments: Money,
  floorTopUp: Money,
  net: Money,
  minIncomeWeekly: Money,
  soldMinutes: z.number().int(),
  outageMinutes: z.number().int(),
  /** Minutes the plan was on sale that week, of 10,080: the floor is pro-rated by them. */
  listedMinutes: z.number().int(),
  /** The weekly floor pro-rated by the minutes on sale: what the floor tops the week up to. */
  proratedMinimum: Money,
  status: StatementStatus,
  disputeReason: z.string().nullable(),
  issuedAt: IsoTime.nullable(),
  confirmedAt: IsoTime.nullable(),
  settledAt: IsoTime.nullable(),
  createdAt: IsoTime,
});
export type Statement = z.infer<typeof Statement>;
export const StatementDetail = Statement.extend({ lines: z.array(StatementLine), netInWords: z.string() });
export type StatementDetail = z.infer<typeof StatementDetail>;
export const StatementPage = Page(Statement);
export const StatementQuery = PageQuery.extend({ planId: z.coerce.number().int().positive().optional(), status: StatementStatus.optional() });
export const DisputeBody = z.object({ reason: text(500) });

/** The earnings overview on /bss-profit. */
export const EarningsOverview = z.object({
  thisWeek: Money,
  lastWeeks: z.array(z.object({ weekStart: z.string(), net: Money })),
  /** Share of sold card-minutes rented, by hour of day (0–23), over the last four weeks. */
  occupancyByHour: z.array(z.number().min(0).max(1)),
  settledTotal: Money,
});
export type EarningsOverview = z.infer<typeof EarningsOverview>;
