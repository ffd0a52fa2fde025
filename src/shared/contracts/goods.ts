/**
 * 管理 › 商品与价格 (issue 13): the operators' side of the elastic GPU market — offers and their
 * tidal price ranges, scheduled price changes, regions, hosts and their maintenance windows.
 * Every endpoint needs the `goods:manage` permission.
 */
import { z } from 'zod';
import { GOODS_SALE_STATUSES, GOODS_SOURCES, GOODS_SUPPLIERS, HOST_SETTABLE_STATUSES, HOST_STATUSES, MAINTENANCE_STATES, PRICE_SCHEDULE_STATUSES } from '../core/compute';
import { id, IsoTime, keyword, Page, PageQuery, Person, RecordId, text, TimeParam, UnitPrice } from './common';
import { GoodsTimeRange, OfferColumns, SpecRangeInput } from './market';

export { GOODS_SALE_STATUSES, HOST_STATUSES, PRICE_SCHEDULE_STATUSES };
export const GoodsSaleStatus = z.enum(GOODS_SALE_STATUSES);
export type GoodsSaleStatus = z.infer<typeof GoodsSaleStatus>;
export const HostStatus = z.enum(HOST_STATUSES);
export type HostStatus = z.infer<typeof HostStatus>;
export const PriceScheduleStatus = z.enum(PRICE_SCHEDULE_STATUSES);
export type PriceScheduleStatus = z.infer<typeof PriceScheduleStatus>;

const count = z.number().int().min(0);
/** A day's ranges as sent: 1–24 windows of "HH:mm" and a price, checked against the shared rule. */
const TimeRanges = z.array(SpecRangeInput).min(1, '至少需要一个价格时段').max(24, '最多24个价格时段');
const note = z.string().trim().max(200).default('');

// ---- Regions ------------------------------------------------------------------------------

export const RegionCode = z.string().trim().regex(/^[a-z][a-z0-9-]{1,31}$/, '地域编码为2–32位小写字母、数字或连字符，以字母开头');
export const RegionParams = z.object({ code: RegionCode });
export const RegionQuery = PageQuery.extend({ keyword });
export type RegionQuery = z.input<typeof RegionQuery>;
export const RegionAddBody = z.object({ code: RegionCode, name: text(32), city: text(32), sort: z.number().int().min(0).max(9999).default(0) });
export type RegionAddBody = z.input<typeof RegionAddBody>;
export const RegionUpdateBody = z.object({ name: text(32).optional(), city: text(32).optional(), sort: z.number().int().min(0).max(9999).optional() });
export type RegionUpdateBody = z.input<typeof RegionUpdateBody>;

export const AdminRegion = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  sort: z.number().int(),
  goodsCount: count,
  onSaleCount: count,
});
export type AdminRegion = z.infer<typeof AdminRegion>;
export const AdminRegionPage = Page(AdminRegion);

// ---- Goods --------------------------------------------------------------------------------

/** An offer's own columns, as operators edit them. */
const GoodsColumns = z.object({
  regionCode: RegionCode,
  gpuType: text(32),
  aliasGpuType: text(64),
  gpuTypeMapping: text(128),
  gpuVram: z.number().int().min(1).max(1024),
  cpuCore: z.number().int().min(1).max(512),
  ramSize: z.number().int().min(1).max(8192),
  storageSpace: z.number().int().min(1).max(100_000),
  maxGpuNumber: z.number().int().min(1, '单机卡数至少为1').max(16, '单机卡数最多16'),
  cudaVersion: z.string().trim().regex(/^\d{1,2}\.\d{1,2}$/, 'CUDA 版本格式如 12.4'),
  supplier: z.enum(GOODS_SUPPLIERS),
  source: z.enum(GOODS_SOURCES),
  homeTag: z.boolean(),
  sort: z.number().int().min(0).max(9999),
});

/** A new offer, with its first spec: the spec's name and the day's ranges. */
export const GoodsAddBody = GoodsColumns.extend({
  homeTag: z.boolean().default(false),
  sort: z.number().int().min(0).max(9999).default(0),
  specName: text(32).default('按量计费'),
  timeRanges: TimeRanges,
});
export type GoodsAddBody = z.input<typeof GoodsAddBody>;
export type GoodsAddInput = z.infer<typeof GoodsAddBody>;

export const GoodsUpdateBody = GoodsColumns.partial();
export type GoodsUpdateBody = z.input<typeof GoodsUpdateBody>;
export type GoodsUpdateInput = z.infer<typeof GoodsUpdateBody>;

export const AdminGoodsQuery = PageQuery.extend({ keyword, regionCode: z.string().max(32).optional(), status: GoodsSaleStatus.optional() });
export type AdminGoodsQuery = z.input<typeof AdminGoodsQuery>;

/** An offer as the back office lists it: its columns, its hosts' cards and its prices. */
export const AdminGoods = z.object({
  id: RecordId,
  regionCode: z.string(),
  regionName: z.string(),
  ...OfferColumns.shape,
  sort: z.number().int(),
  status: GoodsSaleStatus,
  /** The supplier whose plan the offer comes from (null: the platform's own). */
  supplierUserId: RecordId.nullable(),
  createdAt: IsoTime,
  hostCount: count,
  /** Cards of all its hosts, in use, and free (total − used). */
  gpuTotal: count,
  gpuUsed: count,
  gpuFree: count,
  /** Free cards on hosts that take cards now (online, outside maintenance). */
  gpuAvailable: count,
  lowestPrice: UnitPrice.nullable(),
  highestPrice: UnitPrice.nullable(),
  runningInstances: count,
  scheduledChanges: count,
});
export type AdminGoods = z.infer<typeof AdminGoods>;
export const AdminGoodsPage = Page(AdminGoods);

export const AdminSpec = z.object({ specId: RecordId, name: z.string(), timeRanges: z.array(GoodsTimeRange) });
export type AdminSpec = z.infer<typeof AdminSpec>;
export const AdminGoodsDetail = AdminGoods.extend({ specs: z.array(AdminSpec) });
export type AdminGoodsDetail = z.infer<typeof AdminGoodsDetail>;

/** Replace a spec's ranges at once (PATCH /v1/container_goods/spec/update/{id}). */
export const SpecRangesBody = z.object({ timeRanges: TimeRanges, note });

// ---- Price schedules ----------------------------------------------------------------------

export const PriceScheduleQuery = PageQuery.extend({ specId: id.optional(), goodsId: id.optional(), status: PriceScheduleStatus.optional() });
export type PriceScheduleQuery = z.input<typeof PriceScheduleQuery>;
export const PriceScheduleAddBody = z.object({ specId: id, effectiveAt: TimeParam, timeRanges: TimeRanges, note });
export type PriceScheduleAddBody = z.input<typeof PriceScheduleAddBody>;

/** A price change of a spec: scheduled for later, applied (at its time, or at once when edited), or cancelled. */
export const PriceSchedule = z.object({
  id: RecordId,
  specId: RecordId,
  specName: z.string(),
  goodsId: RecordId,
  goodsName: z.string(),
  regionName: z.string(),
  timeRanges: z.array(GoodsTimeRange),
  /** What the spec had before it applied. */
  replacedRanges: z.array(GoodsTimeRange).nullable(),
  effectiveAt: IsoTime,
  status: PriceScheduleStatus,
  note: z.string(),
  createdBy: Person.nullable(),
  createdAt: IsoTime,
  appliedAt: IsoTime.nullable(),
});
export type PriceSchedule = z.infer<typeof PriceSchedule>;
export const PriceSchedulePage = Page(PriceSchedule);

// ---- Hosts --------------------------------------------------------------------------------

export const AdminHostQuery = PageQuery.extend({ goodsId: id.optional(), regionCode: z.string().max(32).optional(), status: HostStatus.optional(), keyword });
export type AdminHostQuery = z.input<typeof AdminHostQuery>;

const GpuTotal = z.number().int().min(1, '总卡数至少为1').max(64, '总卡数最多64');
export const HostAddBody = z.object({
  goodsId: id,
  name: text(64),
  sshHost: text(128),
  gpuTotal: GpuTotal,
  status: z.enum(HOST_SETTABLE_STATUSES).default('online'),
});
export type HostAddBody = z.input<typeof HostAddBody>;
export const HostUpdateBody = z.object({ name: text(64).optional(), sshHost: text(128).optional(), gpuTotal: GpuTotal.optional() });
export type HostUpdateBody = z.input<typeof HostUpdateBody>;

export { MAINTENANCE_STATES };
export const MaintenanceState = z.enum(MAINTENANCE_STATES);
export type MaintenanceState = z.infer<typeof MaintenanceState>;

const WindowBrief = z.object({ id: RecordId, startsAt: IsoTime, endsAt: IsoTime, note: z.string() });

export const AdminHost = z.object({
  id: RecordId,
  goodsId: RecordId,
  goodsName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  name: z.string(),
  sshHost: z.string(),
  gpuTotal: count,
  gpuUsed: count,
  gpuFree: count,
  status: HostStatus,
  /** Inside a planned maintenance window now. */
  inMaintenance: z.boolean(),
  /** Takes new cards now: online and outside maintenance. */
  takesCards: z.boolean(),
  /** The window in force now, or the next one planned. */
  nextMaintenance: WindowBrief.nullable(),
  runningInstances: count,
  supplierUserId: RecordId.nullable(),
});
export type AdminHost = z.infer<typeof AdminHost>;
export const AdminHostPage = Page(AdminHost);

// ---- Maintenance windows ------------------------------------------------------------------

export const MaintenanceQuery = PageQuery.extend({ hostId: id.optional(), goodsId: id.optional(), state: MaintenanceState.optional() });
export type MaintenanceQuery = z.input<typeof MaintenanceQuery>;
export const MaintenanceAddBody = z
  .object({ hostId: id, startsAt: TimeParam, endsAt: TimeParam, note })
  .refine((body) => new Date(body.endsAt) > new Date(body.startsAt), { message: '结束时间须晚于开始时间', path: ['endsAt'] });
export type MaintenanceAddBody = z.input<typeof MaintenanceAddBody>;

export const MaintenanceWindow = WindowBrief.extend({
  hostId: RecordId,
  hostName: z.string(),
  goodsId: RecordId,
  goodsName: z.string(),
  regionName: z.string(),
  state: MaintenanceState,
  createdBy: Person.nullable(),
  createdAt: IsoTime,
});
export type MaintenanceWindow = z.infer<typeof MaintenanceWindow>;
export const MaintenancePage = Page(MaintenanceWindow);
