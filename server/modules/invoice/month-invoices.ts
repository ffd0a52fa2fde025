import { and, asc, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceRequests as r } from '../../db/schema';
import { requestPdf } from './issuing';
import type { RequestRow } from './request-queries';

/** One electronic invoice document: a blue invoice issued, or a red one that reversed it. */
export interface InvoiceDocumentRef {
  row: RequestRow;
  red: boolean;
  invoiceNo: string;
}

/**
 * The invoices a user was issued in [from, to) — the blue ones issued and the red ones reversing
 * them in that window — oldest first, for the month's accountant pack.
 */
export async function issuedInvoicesBetween(db: Db, userId: number, from: Date, to: Date): Promise<InvoiceDocumentRef[]> {
  const inWindow = (column: typeof r.issuedAt) => and(gte(column, from), lt(column, to));
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.userId, userId), or(and(isNotNull(r.invoiceNo), inWindow(r.issuedAt)), and(isNotNull(r.redNo), inWindow(r.reversedAt)))))
    .orderBy(asc(r.id));
  const documents: InvoiceDocumentRef[] = [];
  for (const row of rows) {
    if (row.invoiceNo && row.issuedAt && row.issuedAt >= from && row.issuedAt < to) documents.push({ row, red: false, invoiceNo: row.invoiceNo });
    if (row.redNo && row.reversedAt && row.reversedAt >= from && row.reversedAt < to) documents.push({ row, red: true, invoiceNo: row.redNo });
  }
  return documents;
}

/** The PDF of one of them, as the user downloads it from /bss-invoice. */
export const invoiceDocumentPdf = (ref: InvoiceDocumentRef): Promise<Buffer> => requestPdf(ref.row, ref.red);
