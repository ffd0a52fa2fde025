import type { z } from 'zod';
import { OVER_INVOICEABLE, type InvoiceRequest, type InvoiceRequestQuery } from '../../../src/shared/contracts/invoice';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { recordAudit } from '../audit/service';
import type { Messenger } from '../notify/messenger';
import { invoiceableOf } from './amount';
import { invoicePdf } from './invoice-pdf';
import { lockUserRequests, moveRequest, nextInvoiceNo, requestPage, requestRow, titleOf, type RequestRow } from './request-queries';
import { REQUEST_NOT_FOUND, requestView, taxBreakdown } from './requests';

/**
 * The finance back office's work on invoice requests: accept, issue, reject with a reason,
 * reverse an issued invoice with a red one (its amount becomes invoiceable again) and issue it
 * anew. Each step moves the request only from the statuses it may leave, under a row lock, and
 * leaves an audit row; an issued invoice is e-mailed to the address the request gave.
 */
export interface IssuingDeps {
  db: Db;
  clock: Clock;
  messenger: Messenger;
}
export interface Operator {
  userId: number;
  ip: string;
}

const SCOPE_ITEM: Record<RequestRow['scope'], (ref: string) => string> = {
  order: (ref) => `*信息技术服务*算力服务费（订单 ${ref.slice(ref.indexOf(':') + 1)}）`,
  month: (ref) => `*信息技术服务*算力服务费（${ref}）`,
  amount: () => '*信息技术服务*算力服务费',
};

export async function adminRequests(db: Db, query: z.infer<typeof InvoiceRequestQuery>) {
  const page = await requestPage(db, query);
  return { ...page, records: page.records.map((row) => requestView(row.request, row.userName)) };
}

async function locked(tx: Tx, id: number): Promise<RequestRow> {
  const row = await requestRow(tx, id, undefined, true);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

const wrongState = (row: RequestRow, action: string) => new BizError(Code.ERROR, `发票申请当前状态不可${action}`, { status: row.status });

/** Move a request from the statuses given, with its audit row; a request in any other status is refused. */
async function step(deps: IssuingDeps, operator: Operator, id: number, action: string, verb: string, change: (tx: Tx, row: RequestRow) => Promise<Partial<RequestRow>>, from: readonly RequestRow['status'][]) {
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (!from.includes(row.status)) throw wrongState(row, verb);
    const values = { ...(await change(tx, row)), updatedAt: deps.clock.now() };
    const moved = await moveRequest(tx, id, from, values);
    if (!moved) throw wrongState(row, verb);
    await recordAudit(tx, deps.clock, { actorId: operator.userId, action: `invoice.${action}`, targetType: 'invoice_request', targetId: id, before: { status: row.status }, after: { status: moved.status, invoiceNo: moved.invoiceNo, reason: moved.reason }, ip: operator.ip });
    return moved;
  });
}

/** The buyer as the title says now; the title must still exist and have passed review. */
async function buyerOf(tx: Tx, row: RequestRow) {
  const title = row.titleId === null ? undefined : await titleOf(tx, row.userId, row.titleId);
  if (!title) throw new BizError(Code.ERROR, '发票抬头已被删除，请驳回后由用户重新申请');
  if (title.status !== 'approved') throw new BizError(Code.ERROR, '发票抬头尚未通过审核，请先在审核中心处理');
  return { kind: title.kind, title: title.title, taxNo: title.taxNo, address: title.address, phone: title.phone, bank: title.bank, bankAccount: title.bankAccount };
}

async function mailInvoice(deps: IssuingDeps, row: RequestRow, link: string) {
  await deps.messenger.send({
    channel: 'email',
    to: row.email,
    scene: 'invoiceIssued',
    content: `【算力市场】您申请的电子发票已开具：发票号码 ${row.invoiceNo}，抬头 ${row.titleName}，价税合计 ${formatYuan(row.amount)}。PDF 可在费用中心 › 发票管理下载：${link}`,
    link,
  });
}

export const acceptRequest = (deps: IssuingDeps, operator: Operator, id: number) =>
  step(deps, operator, id, 'accept', '受理', async () => ({ status: 'issuing' }), ['submitted']).then((row) => requestView(row));

export const rejectRequest = (deps: IssuingDeps, operator: Operator, id: number, reason: string) =>
  step(deps, operator, id, 'reject', '驳回', async () => ({ status: 'rejected', reason }), ['submitted', 'issuing']).then((row) => requestView(row));

/** Issue the invoice (submitted or being issued), then e-mail it. */
export async function issueRequest(deps: IssuingDeps, operator: Operator, id: number, link: string): Promise<InvoiceRequest> {
  const row = await step(
    deps,
    operator,
    id,
    'issue',
    '开具',
    async (tx) => ({ status: 'issued', buyer: await buyerOf(tx, await locked(tx, id)), invoiceNo: await nextInvoiceNo(tx, deps.clock.now()), issuedBy: operator.userId, issuedAt: deps.clock.now(), reason: null }),
    ['submitted', 'issuing'],
  );
  await mailInvoice(deps, row, link);
  return requestView(row);
}

/** 红冲: a red invoice reverses an issued one; its amount is invoiceable again. */
export const reverseRequest = (deps: IssuingDeps, operator: Operator, id: number, reason: string) =>
  step(deps, operator, id, 'reverse', '红冲', async (tx) => ({ status: 'reversed', redNo: await nextInvoiceNo(tx, deps.clock.now()), reversedAt: deps.clock.now(), reason }), ['issued', 'reissued']).then((row) =>
    requestView(row),
  );

/** Issue a reversed request again (to the title as it is now), if its amount is still invoiceable. */
export async function reissueRequest(deps: IssuingDeps, operator: Operator, id: number, link: string): Promise<InvoiceRequest> {
  const row = await step(
    deps,
    operator,
    id,
    'reissue',
    '重开',
    async (tx, before) => {
      await lockUserRequests(tx, before.userId);
      const { invoiceable } = await invoiceableOf(tx, before.userId);
      if (toMinor(before.amount) > invoiceable) throw new BizError(Code.ERROR, `${OVER_INVOICEABLE}（当前可开 ${formatYuan(invoiceable)}）`);
      return { status: 'reissued', buyer: await buyerOf(tx, before), invoiceNo: await nextInvoiceNo(tx, deps.clock.now()), issuedBy: operator.userId, issuedAt: deps.clock.now() };
    },
    ['reversed'],
  );
  await mailInvoice(deps, row, link);
  return requestView(row);
}

/** The invoice of a request as a PDF: the blue one, or the red one that reversed it. */
export function requestPdf(row: RequestRow, red: boolean): Promise<Buffer> {
  const number = red ? row.redNo : row.invoiceNo;
  if (!number || !row.buyer || (red ? !row.reversedAt : !row.issuedAt)) throw new BizError(Code.ERROR, '发票尚未开具');
  const at = red ? row.reversedAt! : row.issuedAt!;
  const amountFen = toMinor(row.amount);
  const { exTax, tax } = taxBreakdown(amountFen);
  return invoicePdf({
    invoiceNo: number,
    date: new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10),
    kind: row.invoiceKind,
    buyer: row.buyer,
    amountFen,
    exTaxFen: exTax,
    taxFen: tax,
    item: SCOPE_ITEM[row.scope](row.ref),
    ...(red ? { reverses: row.invoiceNo! } : {}),
  });
}
