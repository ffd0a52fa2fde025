/**
 * The elastic GPU business's enumerations, as plain values: the contracts build their zod enums
 * from these (src/shared/contracts/market.ts, compute.ts), and the browser, which takes only types
 * from the contracts, reads the same values here.
 */

/** How an order is paid: `timed` pay-as-you-go by the minute, `common` a prepaid term. */
export const BILLING_MODES = ['timed', 'common'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/**
 * Storage of a stopped instance: ¥0.0004 per GB-hour of its data disk (¥0.48 a day for 50 GB), in
 * units of ¥0.0001 like unit prices. The gateway bills it (compute/billing/rates.ts) and the texts
 * that speak of stopping quote it from here.
 */
export const STORAGE_PER_GB_HOUR = 4;
/** The storage fee per GB and day, in yuan with four decimals: "0.0096". */
export const STORAGE_PER_GB_DAY_YUAN = ((STORAGE_PER_GB_HOUR * 24) / 10000).toFixed(4);

/** Prepaid terms. */
export const PERIOD_UNITS = ['day', 'week', 'month'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** What a price window is called (tidal day and night, or peak, flat and valley). */
export const RANGE_LABELS = ['day', 'night', 'peak', 'flat', 'valley'] as const;
export type RangeLabel = (typeof RANGE_LABELS)[number];

/** An instance's life: creating → running → stopping → stopped → starting → running; releasing → released; failed. */
export const INSTANCE_STATUSES = ['creating', 'running', 'stopping', 'stopped', 'starting', 'releasing', 'released', 'failed'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** States an instance passes through on its own; while any is shown the list polls. */
export const TRANSITIONAL_STATUSES = ['creating', 'stopping', 'starting', 'releasing'] as const satisfies readonly InstanceStatus[];

export const isTransitional = (status: InstanceStatus): boolean => (TRANSITIONAL_STATUSES as readonly InstanceStatus[]).includes(status);

/** What the compute provider is asked to do; an instance's pending action while it is under way. */
export const TRANSITIONS = ['create', 'start', 'restart', 'stop', 'release', 'saveImage'] as const;
export type Transition = (typeof TRANSITIONS)[number];

/** How a stopped instance starts: with its cards, without GPU (cheap, to copy data off), or on another host. */
export const START_MODES = ['gpu', 'no_gpu', 'migrate'] as const;
export type StartMode = (typeof START_MODES)[number];

/** What the owner of an instance can do to it (`update` renames it). */
export const INSTANCE_ACTIONS = ['start', 'stop', 'restart', 'release', 'saveImage', 'update'] as const;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];

export const ORDER_STATUSES = ['paid', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order (or a start) was refused, in the failure answer's `data.reason`. */
export const ORDER_FAILURE_REASONS = ['out_of_stock', 'insufficient_funds', 'host_full', 'certification_required'] as const;
export type OrderFailureReason = (typeof ORDER_FAILURE_REASONS)[number];

export const SAVE_STATES = ['saving', 'saved', 'failed'] as const;
export type SaveState = (typeof SAVE_STATES)[number];

/** Bill lines: GPU time, time started without GPU, storage while stopped, a prepaid term. */
export const BILL_KINDS = ['gpu', 'gpu_free', 'storage', 'prepaid', 'model_service'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** The header that makes a repeated order (a double click, a retry) answer the first one. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Whether an offer takes new orders; taking it off sale leaves running instances as they are. */
export const GOODS_SALE_STATUSES = ['on_sale', 'off_sale'] as const;
export type GoodsSaleStatus = (typeof GOODS_SALE_STATUSES)[number];

/**
 * A host's state: online hosts take cards; in maintenance (set by an operator, or inside a planned
 * window) or offline (its supplier took it out) they take none, and what runs on them keeps running.
 */
export const HOST_STATUSES = ['online', 'maintenance', 'offline'] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];

/** What an operator may set a host to. */
export const HOST_SETTABLE_STATUSES = ['online', 'maintenance'] as const satisfies readonly HostStatus[];

/** Where an offer's machines come from (SPEC §3 supplier and source). */
export const GOODS_SUPPLIERS = ['xunmeng', 'qingdao', 'daocloud', 'gpugeek'] as const;
export const GOODS_SOURCES = ['physical_machine', 'open_api'] as const;

/** A scheduled price change: scheduled → applied once at its time, or cancelled before it. */
export const PRICE_SCHEDULE_STATUSES = ['scheduled', 'applied', 'cancelled'] as const;
export type PriceScheduleStatus = (typeof PRICE_SCHEDULE_STATUSES)[number];

/** A host maintenance window as seen now: not begun, under way, over. */
export const MAINTENANCE_STATES = ['upcoming', 'ongoing', 'ended'] as const;
