/** Invoices (SPEC §2 /bss-invoice): the titles an invoice is made out to. */
import { z } from 'zod';
import { isCreditCode } from '../core/credit-code';
import { CREDIT_CODE_MESSAGE, INVOICE_STATUSES } from '../core/invoice';
import { IsoTime, PageQuery, RecordId } from './common';

export { CREDIT_CODE_MESSAGE, INVOICE_STATUSES, INVOICE_STATUS_LABELS } from '../core/invoice';

/** individual: a person (普票 only); company: an organisation with its tax number. */
export const INVOICE_TITLE_KINDS = ['individual', 'company'] as const;
/** normal: 增值税普通发票; special: 增值税专用发票. */
export const INVOICE_KINDS = ['normal', 'special'] as const;
/** general: 一般纳税人; small: 小规模纳税人. */
export const TAXPAYER_TYPES = ['general', 'small'] as const;
/** approved: usable; reviewing: a company title that differs from the certified organisation, waiting in the review centre; rejected: refused there. */
export const TITLE_STATUSES = ['approved', 'reviewing', 'rejected'] as const;
/** Titles a user may keep. */
export const MAX_INVOICE_TITLES = 20;

export const SPECIAL_FIELDS_MESSAGE = '开具增值税专用发票须填写纳税人类型、注册地址、注册电话、开户银行和银行账号';

const field = (max: number, message: string) => z.string().trim().max(max, message);
const optional = (max: number, message: string) => field(max, message).optional().default('');

export const InvoiceTitleBody = z
  .object({
    kind: z.enum(INVOICE_TITLE_KINDS),
    invoiceKind: z.enum(INVOICE_KINDS),
    title: field(100, '发票抬头最多100个字符').min(2, '请输入发票抬头'),
    taxNo: optional(18, CREDIT_CODE_MESSAGE).transform((value) => value.toUpperCase()),
    taxpayerType: z.enum(TAXPAYER_TYPES).optional(),
    address: optional(200, '注册地址最多200个字符'),
    phone: optional(20, '注册电话最多20个字符').refine((value) => value === '' || /^[\d\-+() ]{5,20}$/.test(value), '请输入正确的注册电话'),
    bank: optional(100, '开户银行最多100个字符'),
    bankAccount: optional(34, '银行账号最多34位').refine((value) => value === '' || /^\d{8,34}$/.test(value.replace(/\s/g, '')), '请输入正确的银行账号'),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'individual') {
      if (body.invoiceKind === 'special') ctx.addIssue({ code: 'custom', path: ['invoiceKind'], message: '个人抬头仅可开具增值税普通发票' });
      if (body.taxNo) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: '个人抬头无需填写税号' });
      return;
    }
    if (!isCreditCode(body.taxNo)) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: CREDIT_CODE_MESSAGE });
    if (body.invoiceKind === 'special') {
      for (const key of ['taxpayerType', 'address', 'phone', 'bank', 'bankAccount'] as const) {
        if (!body[key]) ctx.addIssue({ code: 'custom', path: [key], message: SPECIAL_FIELDS_MESSAGE });
      }
    }
  });
export type InvoiceTitleBody = z.input<typeof InvoiceTitleBody>;

export const InvoiceTitle = z.object({
  id: RecordId,
  kind: z.enum(INVOICE_TITLE_KINDS),
  invoiceKind: z.enum(INVOICE_KINDS),
  title: z.string(),
  taxNo: z.string(),
  taxpayerType: z.enum(TAXPAYER_TYPES).nullable(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  status: z.enum(TITLE_STATUSES),
  reviewReason: z.string().nullable(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type InvoiceTitle = z.infer<typeof InvoiceTitle>;

/** What a request invoices: one order, one China-time month's spend, or an amount of what is invoiceable. */
export const INVOICE_SCOPES = ['order', 'month', 'amount'] as const;
/** The statuses whose amount counts as invoiced (taken from the invoiceable amount). */
export const INVOICED_STATUSES = ['submitted', 'issuing', 'issued', 'reissued'] as const;
/** VAT on information technology services (现代服务 6 %). */
export const INVOICE_TAX_RATE = 0.06;
export const OVER_INVOICEABLE = '申请金额超过可开票金额';

/** The invoiceable amount and how it is made, in yuan (SPEC §2 /bss-invoice). */
export const InvoiceableAmount = z.object({
  /** Money actually spent: consumption paid from recharged money or the credit line, net of refunds. */
  spent: z.string(),
  /** Spent from redeemed cards or income: not invoiceable (card-hours never reach the wallet). */
  notInvoiceable: z.string(),
  refunded: z.string(),
  /** Recharged but not yet spent: invoiceable once spent. */
  unspentRecharge: z.string(),
  /** In requests submitted, being issued or issued. */
  invoiced: z.string(),
  invoiceable: z.string(),
});
export type InvoiceableAmount = z.infer<typeof InvoiceableAmount>;

export const InvoiceOption = z.object({ key: z.string(), label: z.string(), spent: z.string(), invoiceable: z.string() });
export type InvoiceOption = z.infer<typeof InvoiceOption>;
export const InvoiceOptions = z.object({ months: z.array(InvoiceOption), orders: z.array(InvoiceOption) });
export type InvoiceOptions = z.infer<typeof InvoiceOptions>;

export const InvoiceRequestBody = z
  .object({
    titleId: RecordId,
    scope: z.enum(INVOICE_SCOPES),
    /** scope month: "YYYY-MM"; scope order: "order:<id>" or "mall_order:<id>". */
    ref: z.string().trim().max(80).optional().default(''),
    /** scope amount: yuan, two places at most. */
    amount: z.string().trim().regex(/^\d{1,10}(\.\d{1,2})?$/, '请输入正确的金额').optional(),
    email: z.string().trim().email('请输入正确的邮箱').max(100),
    remark: z.string().trim().max(200, '备注最多200个字符').optional().default(''),
  })
  .superRefine((body, ctx) => {
    if (body.scope === 'amount' && !body.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: '请输入开票金额' });
    if (body.scope === 'month' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(body.ref)) ctx.addIssue({ code: 'custom', path: ['ref'], message: '请选择开票月份' });
    if (body.scope === 'order' && !/^(order|mall_order):[\w-]{1,60}$/.test(body.ref)) ctx.addIssue({ code: 'custom', path: ['ref'], message: '请选择订单' });
  });
export type InvoiceRequestBody = z.input<typeof InvoiceRequestBody>;

export const InvoiceBuyer = z.object({
  kind: z.enum(INVOICE_TITLE_KINDS),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
});
export type InvoiceBuyer = z.infer<typeof InvoiceBuyer>;

export const InvoiceRequest = z.object({
  id: RecordId,
  userId: RecordId,
  userName: z.string().optional(),
  titleId: RecordId.nullable(),
  titleName: z.string(),
  invoiceKind: z.enum(INVOICE_KINDS),
  scope: z.enum(INVOICE_SCOPES),
  ref: z.string(),
  amount: z.string(),
  amountExTax: z.string(),
  tax: z.string(),
  email: z.string(),
  remark: z.string(),
  status: z.enum(INVOICE_STATUSES),
  reason: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  redNo: z.string().nullable(),
  buyer: InvoiceBuyer.nullable(),
  issuedAt: IsoTime.nullable(),
  reversedAt: IsoTime.nullable(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type InvoiceRequest = z.infer<typeof InvoiceRequest>;

export const InvoiceRequestQuery = PageQuery.extend({ status: z.enum(INVOICE_STATUSES).optional() });
export const InvoiceDecisionBody = z.object({ reason: z.string().trim().min(2, '请填写原因').max(200, '原因最多200个字符') });
