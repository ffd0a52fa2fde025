import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, contact, identity, money, ref, timestamps } from './columns';
import { PLAN_STATUSES, PLAN_TYPES, REVISION_STATUSES, STATEMENT_LINE_KINDS, STATEMENT_STATUSES, SUPPLIER_STATUSES } from '../../../src/shared/contracts/supplier';
import { userRef } from './user';

/**
 * A resource supplier's profile (SPEC §7 resourceSupplier): one per account, reviewed in the review
 * centre. It rests on the account's real-name certification; the bank account is where settled
 * statements would be paid out, and the agreement version is the one in force when accepted.
 */
export const resourceSuppliers = pgTable('resource_suppliers', {
  userId: userRef('user_id').primaryKey(),
  status: text('status', { enum: SUPPLIER_STATUSES }).notNull().default('pending_review'),
  ...contact,
  bankAccountName: text('bank_account_name').notNull(),
  bankName: text('bank_name').notNull(),
  bankBranch: text('bank_branch').notNull(),
  bankAccountNo: text('bank_account_no').notNull(),
  agreementVersion: text('agreement_version').notNull(),
  agreementAcceptedAt: at('agreement_accepted_at').notNull(),
  reason: text('reason'),
  submittedAt: at('submitted_at').notNull(),
  reviewedAt: at('reviewed_at'),
  ...timestamps,
});

/** One machine of a plan, as the supplier describes it (SPEC §3 physical machine param list). */
export interface PlanMachine {
  /** Stable within the plan; hosts and goods made from it keep it. */
  key: string;
  /** TG_BMS: sold whole in the mall; TG_ECS: its GPUs sold as elastic containers. */
  resourceType: 'TG_BMS' | 'TG_ECS';
  gpuModel: string;
  gpuCount: number;
  gpuVram: number;
  cpuModel: string;
  cpuCores: number;
  ramGb: number;
  diskGb: number;
  bandwidthMbps: number;
  regionCode: string;
  publicIp: string;
  sshPort: number;
  driverVersion: string;
  cudaVersion: string;
  nics?: string;
  infiniband?: string;
  quantity: number;
  /** Asking prices: per card-hour by tidal window (elastic), per term (bare metal). */
  prices: { day?: string; night?: string; month?: string; quarter?: string; year?: string };
}

/** Weekly windows when the plan's machines are for sale, plus an end date (SPEC §3 saleTime). */
export interface SaleTime {
  /** weekday 1 (Monday)–7, minutes from midnight Shanghai time; a window may wrap past midnight. */
  windows: { weekday: number; beginMinute: number; endMinute: number }[];
  endDate: string;
}

/** An uploaded file of a plan (SPEC §3 oss file params): machine photos, inspection reports. */
export interface PlanFile {
  key: string;
  name: string;
  kind: 'photo' | 'report';
  contentType: string;
  size: number;
}

/** The part of a plan that review approves and publishing sells. */
export interface PlanContent {
  planType: (typeof PLAN_TYPES)[number];
  planName: string;
  expectedIncomeWeekly: string;
  minIncomeWeekly: string;
  saleTime: SaleTime;
  machines: PlanMachine[];
  files: PlanFile[];
}

/**
 * A supply plan (SPEC §7 resourceSupplierPlan). The editable content is in the columns; `live` is
 * the version on sale once published. Editing a published plan makes a revision (revision_status)
 * that goes through review while `live` keeps selling.
 */
export const supplyPlans = pgTable(
  'supply_plans',
  {
    id: identity(800001),
    supplierId: userRef('supplier_id').notNull(),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull().default('physical_machine'),
    planName: text('plan_name').notNull(),
    expectedIncomeWeekly: money('expected_income_weekly').notNull(),
    minIncomeWeekly: money('min_income_weekly').notNull(),
    saleTime: jsonb('sale_time').$type<SaleTime>().notNull(),
    machines: jsonb('machines').$type<PlanMachine[]>().notNull(),
    files: jsonb('files').$type<PlanFile[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: PLAN_STATUSES }).notNull().default('draft'),
    revisionStatus: text('revision_status', { enum: REVISION_STATUSES }),
    live: jsonb('live').$type<PlanContent>(),
    reason: text('reason'),
    /** Bumped by every save: an autosave with an older version is refused (no lost update). */
    version: integer('version').notNull().default(1),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    publishedAt: at('published_at'),
    deletedAt: at('deleted_at'),
    ...timestamps,
  },
  (t) => [
    index('supply_plans_supplier_idx').on(t.supplierId, t.id),
    index('supply_plans_status_idx').on(t.status),
    check('supply_plans_income', sql`${t.minIncomeWeekly} >= 0 and ${t.expectedIncomeWeekly} >= ${t.minIncomeWeekly}`),
  ],
);

/**
 * When a plan was on sale: a row opens when the plan is published and closes when it is taken off
 * sale or deleted. The weekly floor is pro-rated by these periods (issue 25: a plan on sale for six
 * minutes was paid the whole week's floor).
 */
export const supplyPlanSalePeriods = pgTable(
  'supply_plan_sale_periods',
  {
    id: identity(),
    planId: ref('plan_id', () => supplyPlans.id).notNull(),
    from: at('from').notNull(),
    /** Null while the plan is on sale. */
    until: at('until'),
  },
  (t) => [index('supply_plan_sale_periods_plan_idx').on(t.planId, t.from), check('supply_plan_sale_periods_order', sql`${t.until} is null or ${t.until} >= ${t.from}`)],
);

/**
 * Every object stored under an upload policy (SPEC §7 getOssSecret), one row per key. Each policy
 * names a fresh random key, so inserting the key is what spends the policy: a replay finds the key
 * taken and stores nothing. A plan's files must be keys recorded here for the plan's supplier.
 */
export const ossUploads = pgTable(
  'oss_uploads',
  {
    key: text('key').primaryKey(),
    userId: userRef('user_id').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [index('oss_uploads_user_idx').on(t.userId)],
);

/**
 * A plan's weekly statement (Asia/Shanghai weeks, Monday 00:00), built once per plan and week by the
 * background worker: the unique key makes a second builder's insert a no-op.
 */
export const supplierStatements = pgTable(
  'supplier_statements',
  {
    id: identity(600001),
    planId: ref('plan_id', () => supplyPlans.id).notNull(),
    supplierId: userRef('supplier_id').notNull(),
    weekStart: date('week_start').notNull(),
    gross: money('gross').notNull(),
    fee: money('fee').notNull(),
    feeRate: numeric('fee_rate', { precision: 5, scale: 4 }).notNull(),
    /** Paid by card-hours or coupons: not the supplier's income, shown apart. */
    covered: money('covered').notNull(),
    adjustments: money('adjustments').notNull().default('0'),
    floorTopUp: money('floor_top_up').notNull().default('0'),
    net: money('net').notNull(),
    /** Minutes the machines were meant to be for sale that week, and those lost to supplier outages. */
    soldMinutes: integer('sold_minutes').notNull(),
    /** Minutes the plan was on sale (published) that week: the floor is pro-rated by them over the week's 10,080. */
    listedMinutes: integer('listed_minutes').notNull().default(10080),
    outageMinutes: integer('outage_minutes').notNull(),
    status: text('status', { enum: STATEMENT_STATUSES }).notNull().default('issued'),
    disputeReason: text('dispute_reason'),
    issuedAt: at('issued_at'),
    confirmedAt: at('confirmed_at'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('supplier_statements_once').on(t.planId, t.weekStart), index('supplier_statements_supplier_idx').on(t.supplierId, t.weekStart)],
);

export const supplierStatementLines = pgTable(
  'supplier_statement_lines',
  {
    id: identity(),
    statementId: ref('statement_id', () => supplierStatements.id, cascade).notNull(),
    kind: text('kind', { enum: STATEMENT_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    /** What the line comes from: an order id, a bill line, an outage. */
    ref: text('ref'),
  },
  (t) => [index('supplier_statement_lines_idx').on(t.statementId)],
);
