import { http } from './client';
import type { Page } from '../core/paging';

/**
 * Elastic GPU (issue 6) as both faces see it: market offers, quotes, orders, instances, images
 * and bill lines. Money arrives as decimal strings; times as ISO strings with offset.
 */

export interface GoodsTimeRange {
  beginTime: string;
  endTime: string;
  unitPrice: string;
  label?: string;
}

export interface GoodsSpec {
  specId: number;
  name: string;
  containerGoodsSpecTimeRangeVOS: GoodsTimeRange[];
}

export interface GpuGoods {
  id: number;
  goodsBaseId: string;
  regionCode: string;
  areaInfo: string;
  city?: string | null;
  gpuType: string;
  aliasGpuType?: string | null;
  gpuTypeMapping?: string | null;
  gpuVram: number;
  cpuCore: number;
  ramSize: number;
  storageSpace: number;
  maxGpuNumber: number;
  gpuNumber: number;
  cudaVersion?: string | null;
  supplier?: string;
  source?: string;
  homeTag?: boolean;
  priceNow: string | null;
  lowestPrice: string | null;
  highestPrice: string | null;
  freeGpuNumber: number;
  maxFreeOnOneHost: number;
  specDetailList: GoodsSpec[];
}

export interface GoodsRegion {
  code: string;
  name: string;
  city?: string | null;
  sort?: number;
}

export interface GpuTypeOption {
  gpuType: string;
  gpuVram: number;
}

export type BillingMode = 'timed' | 'common';
export type PeriodUnit = 'day' | 'week' | 'month';

export interface QuoteLine {
  rangeLabel: string;
  beginTime: string;
  endTime: string;
  minutes: number;
  unitPrice: string;
  amount: string;
}

export interface TimedQuote {
  billingMode: 'timed';
  goodsId?: string | number;
  specId?: number;
  gpuNumber: number;
  durationHours: number;
  startTime: string;
  endTime: string;
  priceNow: string;
  hourlyNow: string;
  totalAmount: string;
  lines: QuoteLine[];
  cheapest: { startTime: string; totalAmount: string; saving: string } | null;
}

export interface PrepaidQuote {
  billingMode: 'common';
  gpuNumber: number;
  periodUnit: PeriodUnit;
  periodCount: number;
  startTime: string;
  endTime: string;
  priceNow: string;
  originalAmount: string;
  discountPercent: number;
  totalAmount: string;
  lines: QuoteLine[];
}

export type Quote = TimedQuote | PrepaidQuote;

export interface QuoteParams {
  goodsId: number;
  gpuNumber: number;
  billingMode: BillingMode;
  durationHours?: number;
  periodUnit?: PeriodUnit;
  periodCount?: number;
}

export interface PublicImage {
  id: number;
  name: string;
  framework?: string | null;
  description?: string | null;
  sizeGb?: string | number | null;
}

export type SaveState = 'saving' | 'saved' | 'failed';

export interface PrivateImage {
  id: number;
  name: string;
  sizeGb: string | number | null;
  saveState: SaveState;
  sourceInstanceId: number | null;
  sourceInstanceName: string | null;
  createdAt: string;
}

export type InstanceStatus = 'creating' | 'running' | 'stopping' | 'stopped' | 'starting' | 'releasing' | 'released' | 'failed';

/** States an instance passes through on its own; while any is shown the list polls. */
export const TRANSITIONAL_STATUSES: readonly InstanceStatus[] = ['creating', 'stopping', 'starting', 'releasing'];

export interface Instance {
  id: number;
  name: string;
  status: InstanceStatus;
  pendingAction?: string | null;
  orderBaseId: number | string;
  goodsId: number;
  gpuType: string;
  gpuNumber: number;
  gpuHeld?: number;
  gpuVram?: number;
  areaInfo: string;
  regionCode: string;
  billingMode: BillingMode;
  imageId?: number;
  imageName?: string | null;
  priceNow: string | null;
  hourlyNow: string | null;
  runningSeconds: number;
  costSoFar: string;
  sshCommand: string | null;
  jupyterUrl: string | null;
  createdAt: string;
  startedAt?: string | null;
  stoppedAt?: string | null;
  expiresAt?: string | null;
  autoReleaseAt?: string | null;
  stoppedDailyCost?: string | null;
}

export interface OrderCreated {
  orderBaseId: number | string;
  instanceId: number;
  status: string;
  amount: string;
  billingMode: BillingMode;
}

export interface CreateOrderBody {
  goodsId: number;
  gpuNumber: number;
  billingMode: BillingMode;
  periodUnit?: PeriodUnit;
  periodCount?: number;
  imageId: number;
  instanceName?: string;
}

export const computeKeys = {
  market: ['market'] as const,
  images: ['images'] as const,
};

export const getGoodsPage = (params: Record<string, string | number>) =>
  http.get<Page<GpuGoods>>('/v1/container_goods/containerGoods4ConsolePage', { params });
export const getGoodsDetail = (id: number) => http.get<GpuGoods>(`/v1/container_goods/detail/${id}`, { silent: true });
export const getGoodsRegions = () => http.get<GoodsRegion[]>('/v1/container_goods/selectGoodsRegions');
export const getGpuTypes = () => http.get<GpuTypeOption[]>('/v1/container_goods/gpuTypes');
export const getQuote = (params: QuoteParams) => http.get<Quote>('/v1/order/calculatePriceV2', { params, silent: true });
export const getPublicImages = () => http.get<PublicImage[]>('/v1/image/public', { silent: true });
export const getMyImages = () => http.get<Page<PrivateImage>>('/v1/image/page', { params: { current: 1, size: 100 }, silent: true });

/**
 * SPEC §7: order creation answers the full envelope and shows nothing; the caller decides what
 * to say. The key makes a repeated submit (double click, retry) answer the first order.
 */
export const createOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  http.post<{ code: number; data: unknown; msg: string }>('/v1/order/createOrder', body, {
    raw: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A random UUID, also where crypto.randomUUID is missing (plain-HTTP origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
