import { Tag } from 'antd';
import type { InvoiceRequest } from '../../../shared/contracts/invoice';
import { INVOICE_STATUS_LABELS } from '../../../shared/core/invoice';

const COLORS: Record<InvoiceRequest['status'], string> = { submitted: 'blue', issuing: 'processing', issued: 'success', rejected: 'error', reversed: 'warning', reissued: 'success' };

/** A request's status as a coloured tag. */
export function StatusTag({ status }: { status: InvoiceRequest['status'] }) {
  return (
    <Tag color={COLORS[status]} data-testid="invoice-status">
      {INVOICE_STATUS_LABELS[status]}
    </Tag>
  );
}

/** What a request invoices, in words: a month, an order or an amount. */
export function scopeText(request: Pick<InvoiceRequest, 'scope' | 'ref'>, labels: { month: string; order: string; amount: string }): string {
  if (request.scope === 'amount') return labels.amount;
  const ref = request.scope === 'order' ? request.ref.slice(request.ref.indexOf(':') + 1) : request.ref;
  return `${labels[request.scope]} · ${ref}`;
}

/** Whether a blue invoice can be downloaded, and whether a red one. */
export const hasInvoice = (request: InvoiceRequest) => request.invoiceNo !== null && (request.status === 'issued' || request.status === 'reissued' || request.status === 'reversed');
export const hasRedInvoice = (request: InvoiceRequest) => request.redNo !== null && request.status === 'reversed';
