import type { Readable } from 'node:stream';
import type { DetailFilter, DetailRow } from '../../../src/shared/contracts/bills';
import type { Db } from '../../db/client';
import { CONSUMPTION_NAMES, detailRow, type BillPeriod } from './bills';
import { detailRows } from './bill-queries';
import { csvStream } from './export';

export const DETAIL_CSV_HEADER = [
  '账期',
  '产品',
  '消费类型',
  '实例ID',
  '实例名称',
  '地域',
  '计费项',
  '单价（元）',
  '用量',
  '用量单位',
  '原价（元）',
  '卡时/优惠券抵扣（元）',
  '应付金额（元）',
] as const;
const BATCH = 2000;

export const detailCells = (row: DetailRow): string[] => [
  row.period,
  row.productName,
  CONSUMPTION_NAMES[row.consumptionType],
  row.instanceId,
  row.instanceName,
  row.regionName ?? '',
  row.item ?? '',
  row.unitPrice ?? '',
  row.usage,
  row.usageUnit,
  row.listAmount,
  row.deduction,
  row.amount,
];

/** The detail bill's rows, batch by batch in the page's order. */
async function* detailBatches(db: Db, period: BillPeriod, filter: DetailFilter): AsyncGenerator<DetailRow[]> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await detailRows(db, period.window, filter, BATCH, offset);
    if (rows.length > 0) yield rows.map(detailRow);
    if (rows.length < BATCH) return;
  }
}

/** Every row of the detail bill the filter matches as CSV, streamed (the records export's writer). */
export const detailCsv = (db: Db, period: BillPeriod, filter: DetailFilter): Readable => csvStream(DETAIL_CSV_HEADER, detailBatches(db, period, filter), detailCells);
