import type { z } from 'zod';
import { INVOICE_TAX_RATE, OVER_INVOICEABLE, type InvoiceRequest, type InvoiceRequestBody, type InvoiceRequestQuery } from '../../../src/shared/contracts/invoice';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, fromMinor, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { moneySums } from '../wallet/invoiceable';
import { invoiceableOf, scopeLeft } from './amount';
import { insertRequest, invoicedByRef, lockUserRequests, requestPage, requestRow, titleOf, type RequestRow } from './request-queries';
import { TITLE_NOT_FOUND } from './titles';

export const REQUEST_NOT_FOUND = '发票申请不存在';

/** The amount split into the amount excluding tax and the tax at 6 %, to the fen (the tax rounded, the rest excluding it). */
export function taxBreakdown(amountFen: number): { exTax: number; tax: number } {
  const exTax = Math.round(amountFen / (1 + INVOICE_TAX_RATE));
  return { exTax, tax: amountFen - exTax };
}

export function requestView(row: RequestRow, userName?: string): InvoiceRequest {
  const { exTax, tax } = taxBreakdown(toMinor(row.amount));
  return {
    id: row.id,
    userId: row.userId,
    ...(userName === undefined ? {} : { userName }),
    titleId: row.titleId,
    titleName: row.titleName,
    invoiceKind: row.invoiceKind,
    scope: row.scope,
    ref: row.ref,
    amount: row.amount,
    amountExTax: fromMinor(exTax),
    tax: fromMinor(tax),
    email: row.email,
    remark: row.remark,
    status: row.status,
    reason: row.reason,
    invoiceNo: row.invoiceNo,
    redNo: row.redNo,
    buyer: row.buyer,
    issuedAt: isoOrNull(row.issuedAt),
    reversedAt: isoOrNull(row.reversedAt),
    createdAt: toShanghaiIso(row.createdAt),
    updatedAt: toShanghaiIso(row.updatedAt),
  };
}

/** China-time month "YYYY-MM" as the instants it starts and ends. */
function monthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, mon - 1, 1) - 8 * 3600_000), to: new Date(Date.UTC(year, mon, 1) - 8 * 3600_000) };
}

/** What the scope allows now, in fen, inside the request lock: never above the invoiceable amount. */
async function allowedFen(tx: Tx, userId: number, body: z.output<typeof InvoiceRequestBody>): Promise<number> {
  const { invoiceable } = await invoiceableOf(tx, userId);
  if (body.scope === 'amount') return invoiceable;
  const sums =
    body.scope === 'month'
      ? await moneySums(tx, userId, monthRange(body.ref))
      : await moneySums(tx, userId, { refType: body.ref.slice(0, body.ref.indexOf(':')), refId: body.ref.slice(body.ref.indexOf(':') + 1) });
  const spent = sums.spentBalance + sums.spentCredit - sums.refundedBalance - sums.refundedCredit;
  return scopeLeft(spent, (await invoicedByRef(tx, userId)).get(body.ref) ?? 0, invoiceable);
}

/**
 * A request for an invoice: per order, per month or for an amount, made out to one of the user's
 * titles (not one refused in review). The user's requests are serialised by a lock held for the
 * transaction, and what is left is computed inside it, so two requests at once never invoice more
 * than the invoiceable amount.
 */
export async function createRequest(db: Db, clock: Clock, userId: number, body: z.output<typeof InvoiceRequestBody>): Promise<InvoiceRequest> {
  return db.transaction(async (tx) => {
    const title = await titleOf(tx, userId, body.titleId);
    if (!title) throw notFound(TITLE_NOT_FOUND);
    if (title.status === 'rejected') throw new BizError(Code.ERROR, `发票抬头未通过审核${title.reviewReason ? `：${title.reviewReason}` : ''}，请修改后再申请`);
    await lockUserRequests(tx, userId);
    const allowed = await allowedFen(tx, userId, body);
    const wanted = body.scope === 'amount' ? toMinor(body.amount!) : allowed;
    if (wanted <= 0) throw new BizError(Code.ERROR, body.scope === 'amount' ? '开票金额须大于0' : '该范围内暂无可开票金额');
    if (wanted > allowed) throw new BizError(Code.ERROR, `${OVER_INVOICEABLE}（当前可开 ${formatYuan(allowed)}）`, { invoiceable: fromMinor(allowed) });
    const now = clock.now();
    const row = await insertRequest(tx, {
      userId,
      titleId: title.id,
      titleName: title.title,
      invoiceKind: title.invoiceKind,
      scope: body.scope,
      ref: body.scope === 'amount' ? '' : body.ref,
      amount: fromMinor(wanted),
      email: body.email,
      remark: body.remark,
      createdAt: now,
      updatedAt: now,
    });
    return requestView(row);
  });
}

export async function requestsOf(db: Db, userId: number, query: z.infer<typeof InvoiceRequestQuery>) {
  const page = await requestPage(db, query, userId);
  return { ...page, records: page.records.map((row) => requestView(row.request)) };
}

/** The user's own request; another user's id is not found. */
export async function ownRequest(db: Db, userId: number, id: number): Promise<RequestRow> {
  const row = await requestRow(db, id, userId);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}
