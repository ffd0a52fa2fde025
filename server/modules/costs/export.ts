import { Readable } from 'node:stream';
import type { RecordFilter } from '../../../src/shared/contracts/costs';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { RECORD_CHANNEL_LABELS, RECORD_CSV_HEADER, RECORD_TYPE_LABELS, recordChannel, recordReference } from '../../../src/shared/core/wallet-records';
import type { Db } from '../../db/client';
import { streamRecords, type RecordRow } from '../wallet/records';

const cell = (value: string) => {
  // A leading =, +, - or @ would be a formula in a spreadsheet (a negative amount stays a number).
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One record as a CSV line, in RECORD_CSV_HEADER's order; the time in China time, as on the page. */
export function recordLine(row: RecordRow): string {
  return [
    toShanghaiIso(row.createdAt).slice(0, 19).replace('T', ' '),
    RECORD_TYPE_LABELS[row.type],
    row.amount,
    row.creditAmount,
    row.balanceAfter,
    RECORD_CHANNEL_LABELS[recordChannel(row)],
    recordReference(row.refType, row.refId),
    row.remark,
  ]
    .map(cell)
    .join(',');
}

/**
 * Every record the filter matches as CSV (UTF-8 with BOM so spreadsheets read the Chinese),
 * streamed batch by batch: memory stays at one batch whatever the count. A failure part-way
 * destroys the stream, so the client sees a broken download, never a short file taken for whole.
 */
export function recordsCsv(db: Db, userId: number, filter: RecordFilter): Readable {
  async function* lines() {
    yield `\uFEFF${RECORD_CSV_HEADER.join(',')}\r\n`;
    for await (const batch of streamRecords(db, userId, filter)) yield batch.map((row) => `${recordLine(row)}\r\n`).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}
