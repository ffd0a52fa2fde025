import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { DetailFilter, MonthlyBill } from '../../../src/shared/contracts/bills';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ObjectStorage } from '../../lib/storage';
import { signedDocumentsBetween } from '../contract/lifecycle';
import { invoiceDocumentPdf, issuedInvoicesBetween } from '../invoice/month-invoices';
import { contractPdf } from '../mall/contract-pdf';
import { contractsSignedBetween } from '../mall/queries';
import { getUser } from '../user/repository';
import { detailCsv } from './bill-export';
import { billPeriod, detailRow, monthlyBill } from './bills';
import { detailRows } from './bill-queries';
import { statementPdf } from './statement-pdf';

/** The statement's by-instance part: every instance of the month (a user has far fewer than this). */
const STATEMENT_INSTANCES = 5000;
/** The bill lines in the pack: the finest cut, per hour and billing item. */
const PACK_LINES: Omit<DetailFilter, 'month'> = { granularity: 'hour', dimension: 'item' };

/** The monthly statement of a user as a PDF (of `bill` when the caller has it already). */
export async function monthStatement(db: Db, clock: Clock, userId: number, month: string, known?: MonthlyBill): Promise<Buffer> {
  const period = billPeriod(clock, userId, month);
  const [bill, instances, user] = await Promise.all([
    known ?? monthlyBill(db, clock, userId, month),
    detailRows(db, period.window, { month, granularity: 'month', dimension: 'instance' }, STATEMENT_INSTANCES, 0),
    getUser(db, userId),
  ]);
  return statementPdf({
    bill,
    instances: instances.map(detailRow),
    account: { id: user.id, name: user.name, userName: user.userName },
    generatedAt: toShanghaiIso(clock.now()).slice(0, 19).replace('T', ' '),
  });
}

/** The file names inside a month's pack. */
export const packNames = (month: string) => ({ statement: `statement-${month}.pdf`, lines: `bill-lines-${month}.csv`, readme: 'README.txt' });

/**
 * The accountant pack of a month as a ZIP, streamed: the statement PDF, the bill lines CSV (per
 * hour and billing item), the invoices issued (and reversed) in the month, the rental contracts
 * signed in it and the online contracts signed in it (their signed, hashed documents) as PDFs, and a README listing them. Entries are written one after another, so at
 * most one document is held at a time; a failure part-way destroys the stream (a broken download,
 * never a short archive taken for whole). The period is checked before anything is streamed.
 */
export function accountantPack(db: Db, clock: Clock, storage: ObjectStorage, userId: number, month: string): Readable {
  const period = billPeriod(clock, userId, month);
  const names = packNames(month);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const add = async (source: Buffer | Readable | string, name: string) => {
    const written = once(archive, 'entry');
    archive.append(source, { name, date: clock.now() });
    await written;
  };
  void (async () => {
    const { from, to } = period.window;
    const [invoices, contracts] = await Promise.all([issuedInvoicesBetween(db, userId, from, to), contractsSignedBetween(db, userId, from, to)]);
    const listed: string[] = [];
    const bill = await monthlyBill(db, clock, userId, month);
    await add(await monthStatement(db, clock, userId, month, bill), names.statement);
    listed.push(`${names.statement}\t月度对账单（应付合计 ¥${bill.totals.amount}）`);
    await add(detailCsv(db, period, { month, ...PACK_LINES }), names.lines);
    listed.push(`${names.lines}\t账单明细（按小时、按计费项）`);
    for (const invoice of invoices) {
      const name = `invoices/${invoice.invoiceNo}${invoice.red ? '-red' : ''}.pdf`;
      await add(await invoiceDocumentPdf(invoice), name);
      listed.push(`${name}\t${invoice.red ? '红字发票' : '电子发票'} ${invoice.invoiceNo}（${invoice.row.titleName}，¥${invoice.row.amount}）`);
    }
    for (const contract of contracts) {
      const name = `contracts/${contract.contract.id}.pdf`;
      await add(await contractPdf(contract), name);
      listed.push(`${name}\t${contract.contract.title}（¥${contract.contract.amount}）`);
    }
    for await (const { row, bytes } of signedDocumentsBetween(db, storage, userId, from, to)) {
      const name = `contracts/${row.id}.pdf`;
      await add(bytes, name);
      listed.push(`${name}\t${row.title}（v${row.templateVersion}${row.amount ? `，¥${row.amount}` : ''}，SHA-256 ${row.sha256}）`);
    }
    const readme = [
      `算力市场 · ${month} 会计资料包`,
      `出账截至 ${bill.through}${bill.closed ? '（本月已全部出账）' : '（后付费用量 T+1 出账）'}，生成于 ${toShanghaiIso(clock.now()).slice(0, 19).replace('T', ' ')}（北京时间）`,
      '',
      ...listed,
      '',
    ].join('\r\n');
    await add(`\uFEFF${readme}`, names.readme);
    await archive.finalize();
  })().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return archive;
}
