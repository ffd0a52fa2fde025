/**
 * Access points (接入点) and the public API behind them (issue 23): an access point is a product
 * plus an API key with its own limits; every call through the key is logged (API 调用日志).
 */
import { z } from 'zod';
import { IsoTime, Money, Page, PageQuery, RecordId, TimeParam, UnitPrice, text } from './common';
import { ID_PHOTO_BACKGROUNDS, ID_PHOTO_SIZES, PORTRAIT_STYLES, type IdPhotoBackground, type IdPhotoSize, type PortraitStyle } from '../core/photo';

export {
  ID_PHOTO_BACKGROUNDS,
  ID_PHOTO_SIZES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PORTRAIT_STYLES,
  type IdPhotoBackground,
  type IdPhotoSize,
  type PortraitStyle,
} from '../core/photo';

/** What an access point opens: the AI photo API, or the OpenAI-compatible gateway to the owner's model services. */
export const API_PRODUCTS = ['photo_api', 'model_service'] as const;
export const ApiProduct = z.enum(API_PRODUCTS);
export type ApiProduct = z.infer<typeof ApiProduct>;

/** What one image of the photo API costs from the wallet once the free images are used up (yuan, 4 places). */
export const PHOTO_UNIT_PRICE = '0.1000';

export const SPEND_PERIODS = ['day', 'week', 'month'] as const;
export const SpendPeriod = z.enum(SPEND_PERIODS);
export type SpendPeriod = z.infer<typeof SpendPeriod>;

export const ACCESS_POINT_STATUSES = ['active', 'disabled'] as const;
export type AccessPointStatus = (typeof ACCESS_POINT_STATUSES)[number];

/** The most IP ranges one key may name. */
export const IP_RANGES_MAX = 20;

/** An IPv4 or IPv6 range in CIDR notation ("203.0.113.0/24"; one address is "/32"). */
export const Cidr = z.union([z.cidrv4(), z.cidrv6()], { error: 'IP 段格式不正确，请填写 CIDR，如 203.0.113.0/24' });

const positiveLimit = (max: number) => z.number().int().min(1).max(max).nullable();

export const AccessPointLimits = z.object({
  /** Requests per minute; null: no limit of its own. */
  rpm: positiveLimit(6000),
  /** Images per day (China time); null: no limit of its own. */
  imagesPerDay: positiveLimit(1_000_000),
  /** A cap on what the key may spend per period, in yuan; null: no cap. */
  spendCap: Money.nullable(),
  spendCapPeriod: SpendPeriod.nullable(),
  /** Only the free images: once they are used up, calls are refused rather than charged. */
  freeOnly: z.boolean(),
});

/** The limits a key and a whole account share; null: no limit. */
const LIMIT_FIELDS = {
  rpm: positiveLimit(6000),
  imagesPerDay: positiveLimit(1_000_000),
  spendCap: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, '消费上限须为金额，最多两位小数')
    .nullable(),
  spendCapPeriod: SpendPeriod.nullable(),
};

/** A spending cap comes with its period, and is above zero. */
function checkSpendCap(body: { spendCap: string | null; spendCapPeriod: string | null }, ctx: z.RefinementCtx) {
  if ((body.spendCap === null) !== (body.spendCapPeriod === null)) {
    ctx.addIssue({ code: 'custom', path: ['spendCapPeriod'], message: '消费上限与周期须同时填写' });
  }
  if (body.spendCap !== null && Number(body.spendCap) <= 0) ctx.addIssue({ code: 'custom', path: ['spendCap'], message: '消费上限须大于 0' });
}

export const AccessPointBody = z
  .object({
    name: text(40),
    product: ApiProduct,
    /** Until when the key works; null: no expiry. */
    expiresAt: TimeParam.nullable(),
    ipRanges: z.array(Cidr).max(IP_RANGES_MAX),
    ...LIMIT_FIELDS,
    freeOnly: z.boolean(),
  })
  .superRefine(checkSpendCap);
export type AccessPointBody = z.input<typeof AccessPointBody>;

/** The limits of a whole account, over all its access points; null: no limit. */
export const AccountLimitsBody = z.object(LIMIT_FIELDS).superRefine(checkSpendCap);
export type AccountLimitsBody = z.input<typeof AccountLimitsBody>;

export const AccountLimits = z.object({
  rpm: z.number().int().nullable(),
  imagesPerDay: z.number().int().nullable(),
  spendCap: Money.nullable(),
  spendCapPeriod: SpendPeriod.nullable(),
  usage: z.object({
    /** Calls and images (the photo API's units; tokens for model services) in the last 60 s. */
    callsLastMinute: z.number().int().min(0),
    unitsLastMinute: z.number().int().min(0),
    imagesToday: z.number().int().min(0),
    /** Spent in the spending cap's current period. */
    spentInPeriod: Money,
  }),
});
export type AccountLimits = z.infer<typeof AccountLimits>;

export const AccessPointUsage = z.object({
  callsToday: z.number().int().min(0),
  imagesToday: z.number().int().min(0),
  spentToday: Money,
  callsThisMonth: z.number().int().min(0),
  imagesThisMonth: z.number().int().min(0),
  spentThisMonth: Money,
  /** Calls in the last 60 seconds, beside the key's RPM. */
  callsLastMinute: z.number().int().min(0),
  /** The account's free AI-photo images left (shared by all its keys). */
  freeImagesLeft: z.number().int().min(0),
});
export type AccessPointUsage = z.infer<typeof AccessPointUsage>;

export const AccessPoint = AccessPointLimits.extend({
  id: RecordId,
  name: z.string(),
  product: ApiProduct,
  status: z.enum(ACCESS_POINT_STATUSES),
  /** The key with all but its first and last characters hidden: it is shown whole only once. */
  maskedKey: z.string(),
  expiresAt: IsoTime.nullable(),
  /** Past its expiry: refused like a disabled key. */
  expired: z.boolean(),
  ipRanges: z.array(z.string()),
  lastUsedAt: IsoTime.nullable(),
  rotatedAt: IsoTime.nullable(),
  createdAt: IsoTime,
});
export type AccessPoint = z.infer<typeof AccessPoint>;
export const AccessPointPage = Page(AccessPoint);

export const AccessPointDetail = AccessPoint.extend({
  usage: AccessPointUsage,
  /** What one image costs from the wallet once the free images are used up. */
  unitPrice: UnitPrice,
});
export type AccessPointDetail = z.infer<typeof AccessPointDetail>;

/** A new or rotated key: the only answer that carries it whole. */
export const AccessPointWithKey = AccessPoint.extend({ key: z.string() });
export type AccessPointWithKey = z.infer<typeof AccessPointWithKey>;

export const AccessPointStatusBody = z.object({ status: z.enum(ACCESS_POINT_STATUSES) });

export const AccessPointQuery = PageQuery.extend({ keyword: z.string().trim().max(40).optional() });
export type AccessPointQuery = z.input<typeof AccessPointQuery>;

// ---- The call log -------------------------------------------------------------------------

export const CALL_OUTCOMES = ['success', 'error'] as const;

export const ApiCall = z.object({
  id: RecordId,
  requestId: z.string(),
  accessPointId: RecordId.nullable(),
  accessPointName: z.string(),
  product: ApiProduct,
  endpoint: z.string(),
  /** The HTTP status answered. */
  status: z.number().int(),
  latencyMs: z.number().int().min(0),
  units: z.number().int().min(0),
  unitPrice: UnitPrice,
  cost: Money,
  free: z.boolean(),
  clientIp: z.string(),
  error: z.string().nullable(),
  createdAt: IsoTime,
});
export type ApiCall = z.infer<typeof ApiCall>;
export const ApiCallPage = Page(ApiCall);

export const ApiCallFilter = z.object({
  accessPointId: z.coerce.number().int().positive().optional(),
  outcome: z.enum(CALL_OUTCOMES).optional(),
  from: TimeParam.optional(),
  to: TimeParam.optional(),
});
export const ApiCallQuery = PageQuery.extend(ApiCallFilter.shape);
export type ApiCallQuery = z.input<typeof ApiCallQuery>;
export type ApiCallFilter = z.input<typeof ApiCallFilter>;

/** One bar of the call log's charts: an hour or a China-time day. */
export const ApiCallBucket = z.object({
  /** When the hour or day began. */
  at: IsoTime,
  calls: z.number().int().min(0),
  errors: z.number().int().min(0),
  spend: Money,
});
export type ApiCallBucket = z.infer<typeof ApiCallBucket>;

/** The charts of the call log, by the list's filters: the last 24 hours by hour, the last 30 days by day (within the filter's range). */
export const ApiCallStats = z.object({ hourly: z.array(ApiCallBucket), daily: z.array(ApiCallBucket) });
export type ApiCallStats = z.infer<typeof ApiCallStats>;

/** Each key's calls and units in the last 60 s and today, beside its limits, and the account's. */
export const ApiCallRecent = z.object({
  account: AccountLimits,
  keys: z.array(
    z.object({
      id: RecordId,
      name: z.string(),
      status: z.enum(ACCESS_POINT_STATUSES),
      rpm: z.number().int().nullable(),
      imagesPerDay: z.number().int().nullable(),
      callsLastMinute: z.number().int().min(0),
      unitsLastMinute: z.number().int().min(0),
      imagesToday: z.number().int().min(0),
    }),
  ),
});
export type ApiCallRecent = z.infer<typeof ApiCallRecent>;

// ---- The public API (/gateway/open/v1) ------------------------------------------------------

export const OpenUsage = z.object({
  accessPoint: z.object({ id: RecordId, name: z.string(), product: ApiProduct, expiresAt: IsoTime.nullable() }),
  limits: AccessPointLimits.extend({ ipRanges: z.array(z.string()) }),
  usage: AccessPointUsage,
  unitPrice: UnitPrice,
});
export type OpenUsage = z.infer<typeof OpenUsage>;

// ---- The AI photo API ----------------------------------------------------------------------

export const FaceBox = z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int(), height: z.number().int() });

export const PhotoResult = z.object({
  requestId: z.string(),
  /** The result as PNG, base64. */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Where the face is in the result. */
  faceBox: FaceBox,
  /** Images charged: 1. */
  units: z.number().int(),
  cost: Money,
  /** Paid from the free images rather than the wallet. */
  free: z.boolean(),
  freeImagesLeft: z.number().int().min(0),
});
export type PhotoResult = z.infer<typeof PhotoResult>;

/** The multipart form of an ID photo call, as documented (the file travels as `image`). */
export const IdPhotoForm = z.object({
  image: z.string().meta({ format: 'binary', description: '照片文件（JPEG、PNG 或 WebP，不超过 20 MB、边长不超过 10000 像素）' }),
  size: z.enum(Object.keys(ID_PHOTO_SIZES) as [IdPhotoSize, ...IdPhotoSize[]]).meta({ description: '1inch 295×413 | 2inch 413×579 | small1inch 260×378（300 dpi）' }),
  background: z.enum(Object.keys(ID_PHOTO_BACKGROUNDS) as [IdPhotoBackground, ...IdPhotoBackground[]]).meta({ description: 'blue #628bce | white #ffffff | red #d74532' }),
});

/** The multipart form of a portrait call (the file travels as `image`). */
export const PortraitForm = z.object({
  image: z.string().meta({ format: 'binary', description: '照片文件（JPEG、PNG 或 WebP，不超过 20 MB、边长不超过 10000 像素）' }),
  style: z.enum(Object.keys(PORTRAIT_STYLES) as [PortraitStyle, ...PortraitStyle[]]).meta({
    description: (Object.entries(PORTRAIT_STYLES) as [string, { label: string; description: string }][]).map(([name, style]) => `${name}：${style.label}，${style.description}`).join('；'),
  }),
});
