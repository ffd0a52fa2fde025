import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascade, identity, timestamps } from './columns';
import { INVOICE_KINDS, INVOICE_TITLE_KINDS, TAXPAYER_TYPES } from '../../../src/shared/contracts/invoice';
import { userRef } from './user';

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
    ...timestamps,
  },
  (t) => [index('invoice_titles_user_idx').on(t.userId, t.id)],
);
