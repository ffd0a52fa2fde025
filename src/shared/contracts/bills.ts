/** Bills (SPEC §2 /bss-bill): the monthly bill by product, the detail bill, the statement and the accountant pack. */
import { z } from 'zod';
import { BILL_DIMENSIONS, BILL_GRANULARITIES, BILL_PRODUCTS, CONSUMPTION_TYPES } from '../core/bills';
import { Money, Page, PageQuery } from './common';

export { BILL_DIMENSIONS, BILL_GRANULARITIES, BILL_PRODUCT_NAMES, BILL_PRODUCTS, CONSUMPTION_TYPES } from '../core/bills';

export const BillProduct = z.enum(BILL_PRODUCTS);
export type BillProduct = z.infer<typeof BillProduct>;

export const ConsumptionType = z.enum(CONSUMPTION_TYPES);
export type ConsumptionType = z.infer<typeof ConsumptionType>;


/** A billing month, China time: "2026-11". */
export const BillMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '账期格式应为 YYYY-MM');
/** A day of the billing month, China time: "2026-11-27". */
export const BillDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式应为 YYYY-MM-DD');

export const MonthQuery = z.object({ month: BillMonth });
export type MonthQuery = z.infer<typeof MonthQuery>;

/** The detail bill's filter, shared by its page and its export. */
export const DetailFilter = z.object({
  month: BillMonth,
  /** Only this day of the month (its hours, or the day itself). */
  day: BillDay.optional(),
  granularity: z.enum(BILL_GRANULARITIES).default('day'),
  dimension: z.enum(BILL_DIMENSIONS).default('item'),
  product: BillProduct.optional(),
  consumptionType: ConsumptionType.optional(),
  /** An instance id, a model service id or a bare-metal order id, as the rows show it. */
  instanceId: z.string().trim().min(1).max(40).optional(),
  regionCode: z.string().trim().min(1).max(40).optional(),
});
export type DetailFilter = z.infer<typeof DetailFilter>;
export const DetailQuery = PageQuery.extend(DetailFilter.shape);
export type DetailQuery = z.infer<typeof DetailQuery>;

/** One row of the detail bill. Amount = 原价 (list amount) − deduction paid by card-hours or coupons + what was paid in cash. */
export const DetailRow = z.object({
  /** The period the row covers: "2026-11", "2026-11-27" or "2026-11-27 20:00". */
  period: z.string(),
  product: BillProduct,
  productName: z.string(),
  consumptionType: ConsumptionType,
  instanceId: z.string(),
  instanceName: z.string(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  /** The billing item (e.g. GPU 卡时·夜间); null on the by-instance rows, which sum every item. */
  item: z.string().nullable(),
  /** Per usage unit; null on by-instance rows. */
  unitPrice: z.string().nullable(),
  usage: z.string(),
  usageUnit: z.string(),
  /** The list amount before deductions. */
  listAmount: Money,
  /** Paid by card-hours or coupons. */
  deduction: Money,
  /** What the account paid (list amount − deduction). */
  amount: Money,
});
export type DetailRow = z.infer<typeof DetailRow>;

export const BillTotals = z.object({ listAmount: Money, deduction: Money, amount: Money });
export type BillTotals = z.infer<typeof BillTotals>;

export const DetailPage = Page(DetailRow).extend({ totals: BillTotals, through: z.string() });
export type DetailPage = z.infer<typeof DetailPage>;

/** The monthly bill: one row per product and consumption type, with the month's totals. */
export const MonthlyProductRow = z.object({
  product: BillProduct,
  productName: z.string(),
  consumptionType: ConsumptionType,
  lines: z.number().int(),
  listAmount: Money,
  deduction: Money,
  amount: Money,
});
export type MonthlyProductRow = z.infer<typeof MonthlyProductRow>;

export const MonthlyBill = z.object({
  month: BillMonth,
  /** The bill holds postpaid use up to the end of this day (T+1) and every prepaid purchase so far; "YYYY-MM-DD". */
  through: z.string(),
  /** Whether the month is over and every day of it billed. */
  closed: z.boolean(),
  products: z.array(MonthlyProductRow),
  totals: BillTotals,
  /** What the accountant pack of the month holds besides the statement and the lines. */
  invoices: z.number().int(),
  contracts: z.number().int(),
});
export type MonthlyBill = z.infer<typeof MonthlyBill>;

/** The months that can be chosen, newest first (from the first month with a bill line, at most 24). */
export const BillMonths = z.array(BillMonth);
