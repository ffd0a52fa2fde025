import type { BillProduct, BillTotals, DetailFilter, DetailPage, DetailQuery, DetailRow, MonthlyBill } from '../../../src/shared/contracts/bills';
import { BILL_PRODUCT_NAMES } from '../../../src/shared/core/bills';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { DAY, shanghaiDayStart } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound, paramError } from '../../lib/envelope';
import { issuedInvoicesBetween } from '../invoice/month-invoices';
import { contractsSignedBetween } from '../mall/queries';
import { detailRows, detailTotals, firstBilledMonth, ownsBilledThing, productSums, type BillWindow, type DetailGroup } from './bill-queries';

export const PRODUCT_NAMES = BILL_PRODUCT_NAMES;
export const CONSUMPTION_NAMES = { prepaid: '预付费', postpaid: '后付费' } as const;
const RANGE_NAMES: Record<string, string> = { day: '日间', night: '夜间', peak: '高峰', flat: '平段', valley: '低谷', no_gpu: '无卡', storage: '存储' };
const TERM_NAMES: Record<string, string> = { month: '月', quarter: '季', year: '年' };
const USAGE_UNITS: Record<BillProduct, string> = { gpu: '卡时', gpu_free: '小时', storage: '小时', prepaid: '期', model_service: '卡时', bare_metal: '台·期' };

/** The billing item a line is for: the product's meter and, on metered hours, its price window. */
function itemName(product: BillProduct, range: string): string {
  const window = RANGE_NAMES[range] ?? range;
  switch (product) {
    case 'gpu':
      return `GPU 卡时·${window}`;
    case 'model_service':
      return `推理副本卡时·${window}`;
    case 'gpu_free':
      return '无卡模式运行时长';
    case 'storage':
      return '关机存储时长';
    case 'prepaid':
      return '包年包月费用';
    case 'bare_metal':
      return `裸金属租赁（按${TERM_NAMES[range] ?? range}）`;
  }
}

/** Trailing zeros off a usage figure ("12.5000" → "12.5"). */
const trim = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
const MIN_MONTH = '2020-01';

export interface BillPeriod {
  month: string;
  window: BillWindow;
  /** The last day whose postpaid use is billed, "YYYY-MM-DD" (the day before the cut, or the month's last day). */
  through: string;
  closed: boolean;
}

const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - 8 * 3600_000), to: new Date(Date.UTC(y, m, 1) - 8 * 3600_000) };
};

/**
 * The window a month (and optionally one day of it) covers, checked: a month from 2020-01 up to
 * the current one, a day inside that month and not after today. Postpaid use is billed T+1.
 */
export function billPeriod(clock: Clock, userId: number, month: string, day?: string): BillPeriod {
  const now = clock.now();
  const current = chinaDay(now).slice(0, 7);
  if (month < MIN_MONTH || month > current) throw paramError('month', `账期超出范围（${MIN_MONTH} 至 ${current}）`);
  const { from, to } = monthBounds(month);
  const cut = shanghaiDayStart(now);
  let window: BillWindow = { userId, from, to, cut };
  if (day !== undefined) {
    if (day.slice(0, 7) !== month) throw paramError('day', '日期不在所选账期内');
    const dayFrom = new Date(`${day}T00:00:00+08:00`);
    if (Number.isNaN(dayFrom.getTime()) || chinaDay(dayFrom) !== day) throw paramError('day', '日期不存在');
    if (day > chinaDay(now)) throw paramError('day', '日期不能晚于今天');
    window = { ...window, from: dayFrom, to: new Date(dayFrom.getTime() + DAY) };
  }
  const closed = to.getTime() <= cut.getTime();
  return { month, window, through: closed ? chinaDay(new Date(to.getTime() - DAY)) : chinaDay(new Date(cut.getTime() - DAY)), closed };
}

const totals = (listFen: number, deductionFen: number): BillTotals => ({
  listAmount: fromMinor(listFen),
  deduction: fromMinor(deductionFen),
  amount: fromMinor(listFen - deductionFen),
});

/** A grouped row as answered: names, the usage trimmed, the amount after deductions. */
export function detailRow(row: DetailGroup): DetailRow {
  const product = row.product as BillProduct;
  const byItem = row.range_label !== null;
  return {
    period: row.period,
    product,
    productName: PRODUCT_NAMES[product],
    consumptionType: row.consumption_type,
    instanceId: row.instance_id,
    instanceName: row.instance_name,
    regionCode: row.region_code,
    regionName: row.region_name,
    item: byItem ? itemName(product, row.range_label!) : null,
    unitPrice: byItem ? row.unit_price : null,
    usage: trim(row.usage),
    usageUnit: USAGE_UNITS[product],
    ...totals(toMinor(row.list_amount), toMinor(row.deduction)),
  };
}

/** The detail bill's window, with the instance filter checked: another user's instance is not found. */
export async function detailWindow(db: Db, clock: Clock, userId: number, filter: DetailFilter): Promise<BillPeriod> {
  const period = billPeriod(clock, userId, filter.month, filter.day);
  if (filter.instanceId && !(await ownsBilledThing(db, userId, filter.instanceId))) throw notFound('实例不存在');
  return period;
}

/** One page of the detail bill, with the sums of every line the filter matches. */
export async function detailPage(db: Db, clock: Clock, userId: number, query: DetailQuery): Promise<DetailPage> {
  const period = await detailWindow(db, clock, userId, query);
  const [rows, sums] = await Promise.all([detailRows(db, period.window, query, query.size, (query.current - 1) * query.size), detailTotals(db, period.window, query)]);
  return {
    records: rows.map(detailRow),
    total: sums.total,
    current: query.current,
    size: query.size,
    pages: Math.ceil(sums.total / query.size),
    totals: totals(toMinor(sums.listAmount), toMinor(sums.deduction)),
    through: period.through,
  };
}

/** The monthly bill: the month per product and consumption type, its totals, and what its accountant pack holds. */
export async function monthlyBill(db: Db, clock: Clock, userId: number, month: string): Promise<MonthlyBill> {
  const period = billPeriod(clock, userId, month);
  const { from, to } = period.window;
  const [sums, invoices, contracts] = await Promise.all([productSums(db, period.window), issuedInvoicesBetween(db, userId, from, to), contractsSignedBetween(db, userId, from, to)]);
  let listFen = 0;
  let deductionFen = 0;
  const products = sums.map((row) => {
    const list = toMinor(row.list_amount);
    const deduction = toMinor(row.deduction);
    listFen += list;
    deductionFen += deduction;
    const product = row.product as BillProduct;
    return { product, productName: PRODUCT_NAMES[product], consumptionType: row.consumption_type, lines: row.lines, ...totals(list, deduction) };
  });
  return { month, through: period.through, closed: period.closed, products, totals: totals(listFen, deductionFen), invoices: invoices.length, contracts: contracts.length };
}

/** The months a user can pick, newest first: from the first billed month (at most 24 back) to this one. */
export async function billMonths(db: Db, clock: Clock, userId: number): Promise<string[]> {
  const current = chinaDay(clock.now()).slice(0, 7);
  const first = (await firstBilledMonth(db, userId)) ?? current;
  const months: string[] = [];
  let [y, m] = current.split('-').map(Number) as [number, number];
  while (months.length < 24) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key <= first || key <= MIN_MONTH) break;
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
  }
  return months;
}
