/** 分析页: the platform's figures by China-time day. */
import { z } from 'zod';
import { Money } from './common';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** At most this many days in one request. */
export const ANALYSIS_MAX_DAYS = 366;

export const AnalysisQuery = z
  .object({ from: Day.optional(), to: Day.optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to) {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
      else if (days >= ANALYSIS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `一次最多查询${ANALYSIS_MAX_DAYS}天` });
    }
  });
export type AnalysisQuery = z.input<typeof AnalysisQuery>;

const Figures = z.object({
  registrations: z.number().int().min(0),
  /** Certifications passed. */
  certifications: z.number().int().min(0),
  orders: z.number().int().min(0),
  /** GPU card-hours billed, two places. */
  gpuHours: z.string().regex(/^\d+\.\d{2}$/),
  /** Revenue, in yuan: what was charged for GPU metering, bare metal and the API (card-hours excluded). */
  revenue: Money,
  /** The revenue by kind: GPU instances (pay-as-you-go and prepaid terms), bare-metal orders, the API (model services, AI photo calls). */
  revenueGpu: Money,
  revenueBareMetal: Money,
  revenueApi: Money,
  /** Cash received: wallet recharges paid (money in, not revenue until spent). */
  cashIn: Money,
  /** Paid to suppliers by their weekly statements (income and floor), not revenue. */
  supplierPayout: Money,
  /** GPU card-hours of benefits spent, two places, and the part of the bills they covered (not revenue). */
  cardHoursSpent: z.string().regex(/^\d+\.\d{2}$/),
  cardHoursCovered: Money,
  /** Coupons (cards) redeemed into wallets, in yuan (not cash received). */
  couponsRedeemed: Money,
});


export const AnalysisDay = Figures.extend({ date: Day });
export type AnalysisDay = z.infer<typeof AnalysisDay>;

export const Analysis = z.object({ from: Day, to: Day, days: z.array(AnalysisDay), totals: Figures });
export type Analysis = z.infer<typeof Analysis>;
