import type { InvoiceableAmount, InvoiceOptions } from '../../../src/shared/contracts/invoice';
import { fromMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { moneySums, paidOrders, spendByMonth, type MoneySums } from '../wallet/invoiceable';
import { invoicedFen, invoicedByRef } from './request-queries';

/** The invoiceable amount's parts, in fen. */
export interface InvoiceableFen {
  spent: number;
  notInvoiceable: number;
  refunded: number;
  unspentRecharge: number;
  invoiced: number;
  invoiceable: number;
}

/**
 * The invoiceable amount from the wallet's sums (SPEC §2 /bss-invoice): money actually spent −
 * already invoiced − refunded. Consumption from the balance is paid first by the money that was
 * not paid for (redeemed cards, supplier income), then by recharged money, so a recharge counts
 * only once it is spent and never beyond what was recharged; consumption on the bank's credit
 * line counts in full. Card-hours and coupons pay without reaching the wallet, so they never count.
 */
export function invoiceableFen(sums: MoneySums, invoiced: number): InvoiceableFen {
  const netBalance = Math.max(0, sums.spentBalance - sums.refundedBalance);
  const netCredit = Math.max(0, sums.spentCredit - sums.refundedCredit);
  const cashSpent = Math.min(Math.max(0, netBalance - sums.gifted), sums.recharged);
  const refunded = sums.refundedBalance + sums.refundedCredit;
  // What was spent and not refunded, shown with the refunds it is net of.
  const net = cashSpent + netCredit;
  return {
    spent: net + refunded,
    notInvoiceable: Math.min(netBalance, sums.gifted),
    refunded,
    unspentRecharge: sums.recharged - cashSpent,
    invoiced,
    invoiceable: Math.max(0, net - invoiced),
  };
}

/** A user's invoiceable amount now, on the caller's transaction when given one (under the request lock). */
export async function invoiceableOf(db: Db | Tx, userId: number): Promise<InvoiceableFen> {
  const [sums, invoiced] = await Promise.all([moneySums(db, userId), invoicedFen(db, userId)]);
  return invoiceableFen(sums, invoiced);
}

export const invoiceableView = (parts: InvoiceableFen): InvoiceableAmount => ({
  spent: fromMinor(parts.spent),
  notInvoiceable: fromMinor(parts.notInvoiceable),
  refunded: fromMinor(parts.refunded),
  unspentRecharge: fromMinor(parts.unspentRecharge),
  invoiced: fromMinor(parts.invoiced),
  invoiceable: fromMinor(parts.invoiceable),
});

/** What a month's or an order's request may ask for: its net spend less what it was already invoiced for, within the invoiceable amount. */
export const scopeLeft = (spentFen: number, invoicedForRef: number, invoiceable: number) => Math.max(0, Math.min(spentFen - invoicedForRef, invoiceable));

/** The months and orders a request can name, each with what is left to invoice. */
export async function invoiceOptions(db: Db, userId: number): Promise<InvoiceOptions> {
  const [amount, months, orders, byRef] = await Promise.all([invoiceableOf(db, userId), spendByMonth(db, userId), paidOrders(db, userId), invoicedByRef(db, userId)]);
  return {
    months: months
      .filter((m) => m.spentFen > 0)
      .map((m) => ({ key: m.month, label: m.month, spent: fromMinor(m.spentFen), invoiceable: fromMinor(scopeLeft(m.spentFen, byRef.get(m.month) ?? 0, amount.invoiceable)) })),
    orders: orders
      .filter((o) => o.spentFen > 0)
      .map((o) => ({ key: o.ref, label: o.remark || o.ref, spent: fromMinor(o.spentFen), invoiceable: fromMinor(scopeLeft(o.spentFen, byRef.get(o.ref) ?? 0, amount.invoiceable)) })),
  };
}
