/** Elastic GPU orders, container instances, images and bill lines (issue 6, SPEC §7 order, container). */
import { z } from 'zod';
import {
  BILL_KINDS,
  IDEMPOTENCY_HEADER,
  INSTANCE_ACTIONS,
  INSTANCE_STATUSES,
  ORDER_FAILURE_REASONS,
  ORDER_STATUSES,
  SAVE_STATES,
  START_MODES,
  TRANSITIONAL_STATUSES,
  TRANSITIONS,
} from '../core/compute';
import { id, IsoTime, Money, Page, PageQuery, RecordId, text, TimeParam, UnitPrice } from './common';
import { BillingMode, PeriodUnit } from './market';

export { BILL_KINDS, IDEMPOTENCY_HEADER, INSTANCE_ACTIONS, INSTANCE_STATUSES, ORDER_FAILURE_REASONS, ORDER_STATUSES, SAVE_STATES, START_MODES, TRANSITIONAL_STATUSES, TRANSITIONS };

export const InstanceStatus = z.enum(INSTANCE_STATUSES);
export type InstanceStatus = z.infer<typeof InstanceStatus>;
export const Transition = z.enum(TRANSITIONS);
export const StartMode = z.enum(START_MODES);
export type StartMode = z.infer<typeof StartMode>;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const OrderFailureReason = z.enum(ORDER_FAILURE_REASONS);
export type OrderFailureReason = z.infer<typeof OrderFailureReason>;
export const SaveState = z.enum(SAVE_STATES);
export type SaveState = z.infer<typeof SaveState>;
export const BillKind = z.enum(BILL_KINDS);
export type BillKind = z.infer<typeof BillKind>;

/** orderBaseId: GO, the Shanghai time to the second, six random digits. */
export const OrderBaseId = z.string().regex(/^GO\d{20}$/, '订单号格式不正确');
/** An instance's or an image's name: up to 40 characters, no control characters. */
export const InstanceName = text(40).refine((v) => [...v].every((c) => c.charCodeAt(0) >= 32), '名称不能包含控制字符');

// ---- Orders -------------------------------------------------------------------------------

export const CreateOrderBody = z
  .object({
    goodsId: id,
    gpuNumber: z.number().int().min(1, '卡数至少为1').max(16, '卡数超出单机上限'),
    billingMode: BillingMode,
    periodUnit: PeriodUnit.optional(),
    periodCount: z.number().int().min(1, '周期数至少为1').max(12, '周期数最多为12').optional(),
    imageId: id,
    instanceName: InstanceName.optional(),
  })
  .refine((b) => b.billingMode !== 'common' || b.periodUnit, { message: '包年包月须选择周期', path: ['periodUnit'] });
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;

/** `Idempotency-Key`: the same key with the same request answers the same order, never a second one; with another request, a 50005. */
export const CreateOrderHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/, '幂等键格式不正确')
    .optional(),
});

export const OrderCreated = z.object({
  orderBaseId: OrderBaseId,
  instanceId: RecordId.nullable(),
  status: OrderStatus,
  /** Paid up front (prepaid); 0.00 for pay-as-you-go, which its bill lines pay. */
  amount: Money,
  billingMode: BillingMode,
});
export type OrderCreated = z.infer<typeof OrderCreated>;

/** `data` of a refused order or start (code -1), by `reason`. */
export const OutOfStock = z.object({ reason: z.literal('out_of_stock') });
export const InsufficientFunds = z.object({
  reason: z.literal('insufficient_funds'),
  /** What the order or start needs now, what can be spent, and what running instances hold. */
  needed: Money,
  available: Money,
  frozen: Money,
});
export type InsufficientFunds = z.infer<typeof InsufficientFunds>;
/** A stopped instance's host has no free cards: start without GPU, or move (when another host can take it). */
export const HostFull = z.object({ reason: z.literal('host_full'), options: z.array(StartMode) });
export type HostFull = z.infer<typeof HostFull>;
/** `migrate` found no other host with enough free cards. */
export const NoCapacity = z.object({ reason: z.literal('no_capacity') });
export const OrderFailure = z.discriminatedUnion('reason', [OutOfStock, InsufficientFunds, HostFull]);
export type OrderFailure = z.infer<typeof OrderFailure>;

export const OrderQuery = PageQuery.extend({ status: OrderStatus.optional() });

export const OrderRecord = z.object({
  orderBaseId: OrderBaseId,
  orderType: z.string(),
  status: OrderStatus,
  billingMode: BillingMode,
  periodUnit: PeriodUnit.nullable(),
  periodCount: z.number().int().nullable(),
  gpuType: z.string(),
  gpuNumber: z.number().int(),
  amount: Money,
  instanceName: z.string(),
  instanceId: RecordId.nullable(),
  createdAt: IsoTime,
});
export type OrderRecord = z.infer<typeof OrderRecord>;
export const OrderPage = Page(OrderRecord);
export type OrderPage = z.infer<typeof OrderPage>;

export const OrderParams = z.object({ orderBaseId: OrderBaseId });
export const OrderDetail = OrderRecord.extend({
  areaInfo: z.string(),
  imageName: z.string().nullable(),
  /** What its bill lines have charged so far. */
  billedAmount: Money,
  instanceStatus: InstanceStatus.nullable(),
  paidAt: IsoTime.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

// ---- Instances ----------------------------------------------------------------------------

export const InstanceQuery = PageQuery.extend({ status: InstanceStatus.optional() });

/**
 * What the workbench shows of an instance: price now, what it has cost (billed plus accrued since
 * the last bill), the SSH command, and for stopped ones the daily storage cost and auto-release
 * time. The password is not here; it is revealed on demand by its own call.
 */
export const Instance = z.object({
  id: RecordId,
  name: z.string(),
  status: InstanceStatus,
  pendingAction: Transition.nullable(),
  orderBaseId: OrderBaseId,
  goodsId: RecordId,
  gpuType: z.string(),
  gpuNumber: z.number().int(),
  /** Cards held now: 0 while stopped or started without GPU. */
  gpuHeld: z.number().int(),
  gpuVram: z.number().int(),
  regionCode: z.string(),
  areaInfo: z.string(),
  billingMode: BillingMode,
  imageId: RecordId.nullable(),
  imageName: z.string().nullable(),
  priceNow: UnitPrice.nullable(),
  hourlyNow: Money,
  runningSeconds: z.number().int(),
  costSoFar: Money,
  sshCommand: z.string(),
  jupyterUrl: z.string(),
  createdAt: IsoTime,
  startedAt: IsoTime.nullable(),
  stoppedAt: IsoTime.nullable(),
  expiresAt: IsoTime.nullable(),
  autoReleaseAt: IsoTime.nullable(),
  stoppedDailyCost: Money.nullable(),
  /** What a day stopped costs (the data disk's storage), shown before stopping. */
  storageDailyCost: Money,
});
export type Instance = z.infer<typeof Instance>;
export const InstancePage = Page(Instance);
export type InstancePage = z.infer<typeof InstancePage>;

export const StartBody = z.object({ mode: StartMode.default('gpu') }).nullish();
export const NameBody = z.object({ name: InstanceName });
export type NameBody = z.infer<typeof NameBody>;
export const SshPassword = z.object({ password: z.string() });
export type SshPassword = z.infer<typeof SshPassword>;

// ---- Images -------------------------------------------------------------------------------

/** What every image is: its name, framework and size. */
const Image = z.object({ id: RecordId, name: z.string(), framework: z.string(), sizeGb: Money });

export const PublicImage = Image.extend({ description: z.string() });
export type PublicImage = z.infer<typeof PublicImage>;

/** A private image, saved from a stopped instance. */
export const PrivateImage = Image.extend({
  saveState: SaveState,
  sourceInstanceId: RecordId.nullable(),
  sourceInstanceName: z.string().nullable(),
  createdAt: IsoTime,
});
export type PrivateImage = z.infer<typeof PrivateImage>;
export const ImagePage = Page(PrivateImage);
export type ImagePage = z.infer<typeof ImagePage>;

// ---- Bills --------------------------------------------------------------------------------

export const BillQuery = PageQuery.extend({
  instanceId: id.optional(),
  orderBaseId: OrderBaseId.optional(),
  kind: BillKind.optional(),
  startTime: TimeParam.optional(),
  endTime: TimeParam.optional(),
});

/** What an instance cost for one hour and price window (or a prepaid term). */
export const BillLine = z.object({
  id: RecordId,
  /** The instance billed, or (kind model_service) the model service whose replica time this is. */
  instanceId: RecordId.nullable(),
  modelServiceId: RecordId.nullable(),
  instanceName: z.string(),
  orderBaseId: OrderBaseId.nullable(),
  kind: BillKind,
  periodStart: IsoTime,
  periodEnd: IsoTime,
  minutes: z.number().int(),
  gpuNumber: z.number().int(),
  /** Per card-hour (gpu), per hour (gpu_free, storage), or the term's price (prepaid). */
  unitPrice: UnitPrice,
  rangeLabel: z.string(),
  amount: Money,
  /** GPU card-minutes spent on the line, and the part of `amount` they paid. */
  cardMinutes: z.number().int(),
  covered: Money,
  /** What the wallet could not pay when it ran dry. */
  shortfall: Money,
  createdAt: IsoTime,
});
export type BillLine = z.infer<typeof BillLine>;

/** A page of bill lines, with the sums of every line the filters match (not only this page). */
export const BillPage = Page(BillLine).extend({ totalAmount: Money, totalCovered: Money, totalShortfall: Money });
export type BillPage = z.infer<typeof BillPage>;
