import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, cascade, identity, money, ref, timestamps } from './columns';
import { INVOICE_KINDS, INVOICE_SCOPES, INVOICE_STATUSES, INVOICE_TITLE_KINDS, TAXPAYER_TYPES, TITLE_STATUSES, type InvoiceBuyer } from '../../../src/shared/contracts/invoice';
import { userRef, users } from './user';

/**
 * The titles a user's invoices are made out to (SPEC §2 /bss-invoice): a person (普票 only) or a
 * company with its unified social credit code; 专票 only for the user's certified organisation, with
 * every field.
 */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: identity(),
    userId: userRef('user_id', cascade).notNull(),
    kind: text('kind', { enum: INVOICE_TITLE_KINDS }).notNull(),
    invoiceKind: text('invoice_kind', { enum: INVOICE_KINDS }).notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    taxpayerType: text('taxpayer_type', { enum: TAXPAYER_TYPES }),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    /** A company title that differs from the certified organisation waits for the review centre. */
    status: text('status', { enum: TITLE_STATUSES }).notNull().default('approved'),
    reviewReason: text('review_reason'),
    ...timestamps,
  },
  (t) => [index('invoice_titles_user_idx').on(t.userId, t.id)],
);

/**
 * Invoice requests and the invoices issued for them: submitted → issuing → issued | rejected;
 * issued → reversed (红冲) → reissued. The amount counts as invoiced while submitted, issuing,
 * issued or reissued; the buyer is copied from the title when the invoice is issued.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: identity(1000),
    userId: userRef('user_id', cascade).notNull(),
    titleId: ref('title_id', () => invoiceTitles.id, { onDelete: 'set null' }),
    titleName: text('title_name').notNull(),
    invoiceKind: text('invoice_kind', { enum: INVOICE_KINDS }).notNull(),
    scope: text('scope', { enum: INVOICE_SCOPES }).notNull(),
    /** month: YYYY-MM; order: order:<id> | mall_order:<id>; amount: empty. */
    ref: text('ref').notNull().default(''),
    amount: money('amount').notNull(),
    email: text('email').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('submitted'),
    reason: text('reason'),
    invoiceNo: text('invoice_no'),
    redNo: text('red_no'),
    buyer: jsonb('buyer').$type<InvoiceBuyer>(),
    issuedBy: ref('issued_by', () => users.id),
    issuedAt: at('issued_at'),
    reversedAt: at('reversed_at'),
    ...timestamps,
  },
  (t) => [
    index('invoice_requests_user_idx').on(t.userId, t.id),
    index('invoice_requests_status_idx').on(t.status, t.id),
    check('invoice_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);
