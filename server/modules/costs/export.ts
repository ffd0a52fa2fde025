import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
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

/** One record's CSV cells, in RECORD_CSV_HEADER's order; the time in China time, as on the page. */
function recordCells(row: RecordRow): string[] {
  return [
    toShanghaiIso(row.createdAt).slice(0, 19).replace('T', ' '),
    RECORD_TYPE_LABELS[row.type],
    row.amount,
    row.creditAmount,
    row.balanceAfter,
    RECORD_CHANNEL_LABELS[recordChannel(row)],
    recordReference(row.refType, row.refId),
    row.remark,
  ];
}

/**
 * Rows as CSV (UTF-8 with BOM so spreadsheets read the Chinese), streamed batch by batch: memory
 * stays at one batch whatever the count. A failure part-way destroys the stream, so the client
 * sees a broken download, never a short file taken for whole.
 */
export function csvStream<T>(header: readonly string[], batches: AsyncIterable<T[]>, line: (row: T) => string[]): Readable {
  async function* lines() {
    yield `\uFEFF${header.join(',')}\r\n`;
    for await (const batch of batches) yield batch.map((row) => `${line(row).map(cell).join(',')}\r\n`).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Every record the filter matches as CSV, streamed. */
export function recordsCsv(db: Db, userId: number, filter: RecordFilter): Readable {
  return csvStream(RECORD_CSV_HEADER, streamRecords(db, userId, filter), recordCells);
}

/** Figures stay numbers in the spreadsheet, shown to the fen. */
const MONEY_COLUMNS = new Set([3, 4, 5]);

/**
 * Every record the filter matches as an XLSX workbook, written by exceljs's streaming
 * WorkbookWriter row by row as the batches arrive: each row is committed (flushed into the zip
 * stream) at once, so memory stays at one batch whatever the count. A failure part-way destroys
 * the stream, so the download breaks rather than ending short.
 */
export function recordsXlsx(db: Db, userId: number, filter: RecordFilter): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('收支明细', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RECORD_CSV_HEADER.map((header, i) => ({
    header,
    width: [20, 10, 14, 14, 14, 10, 28, 40][i],
    ...(MONEY_COLUMNS.has(i + 1) ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const batch of streamRecords(db, userId, filter)) {
      for (const row of batch) {
        sheet
          .addRow([
            toShanghaiIso(row.createdAt).slice(0, 19).replace('T', ' '),
            RECORD_TYPE_LABELS[row.type],
            Number(row.amount),
            Number(row.creditAmount),
            Number(row.balanceAfter),
            RECORD_CHANNEL_LABELS[recordChannel(row)],
            recordReference(row.refType, row.refId),
            row.remark,
          ])
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
