/** Budgets and balance alerts of the cost overview (/bss-overview). */
import { z } from 'zod';
import { IsoTime, Money, RecordId } from './common';

export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const;
export const BudgetPeriod = z.enum(BUDGET_PERIODS);
export type BudgetPeriod = z.infer<typeof BudgetPeriod>;

/** What a budget is measured on: what was spent so far, or what the period will cost at the current burn. */
export const BUDGET_BASES = ['actual', 'forecast'] as const;
export const BudgetBasis = z.enum(BUDGET_BASES);
export type BudgetBasis = z.infer<typeof BudgetBasis>;

/** The shares of a budget that are alerted, once each per period. */
export const BUDGET_THRESHOLDS = [50, 80, 100] as const;

/** Most budgets one user keeps. */
export const BUDGETS_PER_USER = 10;

/** Yuan as typed: up to 10 digits and two places, above zero. */
const Amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, '金额格式不正确')
  .refine((v) => Number(v) > 0, '金额须大于0');

export const BudgetBody = z.object({
  name: z.string().trim().min(1, '请输入预算名称').max(30, '预算名称不超过30个字'),
  period: BudgetPeriod,
  basis: BudgetBasis,
  amount: Amount,
  /** At 100 %, stop the user's running pay-as-you-go instances. */
  stopAtLimit: z.boolean().default(false),
});
export type BudgetBody = z.infer<typeof BudgetBody>;

export const Budget = z.object({
  id: RecordId,
  name: z.string(),
  period: BudgetPeriod,
  basis: BudgetBasis,
  amount: Money,
  stopAtLimit: z.boolean(),
  /** The current period: "2026-11", "2026-Q4" or "2026", and its bounds. */
  periodKey: z.string(),
  periodStart: IsoTime,
  periodEnd: IsoTime,
  spent: Money,
  forecast: Money,
  /** spent or forecast, as the basis says, over the amount (0.5 = 50 %). */
  usage: z.number(),
  /** The thresholds already alerted this period. */
  alerted: z.array(z.number().int()),
  createdAt: IsoTime,
});
export type Budget = z.infer<typeof Budget>;

/** Alert when the balance and available credit together fall below `threshold` (null: off). */
export const LowBalanceBody = z.object({ threshold: Amount.nullable() });
export type LowBalanceBody = z.infer<typeof LowBalanceBody>;

export const LowBalance = z.object({ threshold: Money.nullable(), alertedAt: IsoTime.nullable() });
export type LowBalance = z.infer<typeof LowBalance>;

export const BUDGET_ALERT_KINDS = ['budget', 'low_balance'] as const;

export const BudgetAlert = z.object({
  id: RecordId,
  kind: z.enum(BUDGET_ALERT_KINDS),
  budgetId: RecordId.nullable(),
  budgetName: z.string().nullable(),
  periodKey: z.string(),
  /** Percent of the budget (budget alerts) or 0 (low balance). */
  threshold: z.number().int(),
  /** What was measured: the budget's spend or forecast, or the available amount. */
  measured: Money,
  createdAt: IsoTime,
});
export type BudgetAlert = z.infer<typeof BudgetAlert>;

export const BudgetOverview = z.object({ budgets: z.array(Budget), lowBalance: LowBalance, alerts: z.array(BudgetAlert) });
export type BudgetOverview = z.infer<typeof BudgetOverview>;
