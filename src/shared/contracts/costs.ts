/** The cost centre (SPEC §2 /bss-overview, /bss-Wallet): the overview and the income and expense records. */
import { z } from 'zod';
import { Money, TimeParam } from './common';
import { Wallet, WalletTransactionType } from './wallet';

/** What the spend is split by on the overview. */
export const SPEND_PRODUCTS = ['gpu', 'gpu_free', 'storage', 'prepaid', 'bare_metal'] as const;
export const SpendProduct = z.enum(SPEND_PRODUCTS);
export type SpendProduct = z.infer<typeof SpendProduct>;

/** One part of a month's spend: its key (product, instance id, region, GPU type), its label and amount. */
export const SpendSlice = z.object({ key: z.string(), label: z.string(), amount: Money });
export type SpendSlice = z.infer<typeof SpendSlice>;

/** One calendar month (China time) of the trend. */
export const SpendMonth = z.object({ month: z.string().regex(/^\d{4}-\d\d$/), amount: Money });
export type SpendMonth = z.infer<typeof SpendMonth>;

/**
 * Tidal savings of the month so far, from the GPU bill lines: what they would have cost at the
 * offer's day price (its dearest window), what was billed, the difference, and the card-hours
 * billed in the cheaper windows.
 */
export const TidalSavings = z.object({ atDayPrices: Money, billed: Money, saved: Money, nightCardHours: z.number() });
export type TidalSavings = z.infer<typeof TidalSavings>;

export const CostOverview = z.object({
  /** The month shown, "2026-11" (China time). */
  month: z.string(),
  wallet: Wallet,
  /** Spent this month up to now, and over the same stretch of last month. */
  spentThisMonth: Money,
  spentLastMonthSameDays: Money,
  /** (this − last) / last, null when last month's stretch spent nothing. */
  monthOnMonth: z.number().nullable(),
  /** Spend per day over the last 7 days (or the days of the month so far when fewer). */
  dailyBurn: Money,
  /** This month so far plus the burn for the days left. */
  forecast: Money,
  /** How many days the balance and available credit last at the burn; null when nothing burns. */
  daysLeft: z.number().nullable(),
  byProduct: z.array(SpendSlice),
  byInstance: z.array(SpendSlice),
  byRegion: z.array(SpendSlice),
  byGpuType: z.array(SpendSlice),
  /** The last 12 months, oldest first, this month last. */
  trend: z.array(SpendMonth),
  tidal: TidalSavings,
});
export type CostOverview = z.infer<typeof CostOverview>;

/** The records' filter, shared by the page, its summary and its export. */
export const RecordFilter = z.object({
  type: WalletTransactionType.optional(),
  createdAtMin: TimeParam.optional(),
  createdAtMax: TimeParam.optional(),
});
export type RecordFilter = z.infer<typeof RecordFilter>;

/** One month's movements of one type: how many and their sum (signed). */
export const RecordSummaryRow = z.object({ month: z.string(), type: WalletTransactionType, count: z.number().int(), amount: Money });
export type RecordSummaryRow = z.infer<typeof RecordSummaryRow>;
export const RecordSummary = z.array(RecordSummaryRow);
