/** Invoices (SPEC §2 /bss-invoice): the titles an invoice is made out to. */
import { z } from 'zod';
import { isCreditCode } from '../core/credit-code';
import { IsoTime, RecordId } from './common';

/** individual: a person (普票 only); company: an organisation with its tax number. */
export const INVOICE_TITLE_KINDS = ['individual', 'company'] as const;
/** normal: 增值税普通发票; special: 增值税专用发票. */
export const INVOICE_KINDS = ['normal', 'special'] as const;
/** general: 一般纳税人; small: 小规模纳税人. */
export const TAXPAYER_TYPES = ['general', 'small'] as const;
/** Titles a user may keep. */
export const MAX_INVOICE_TITLES = 20;

export const CREDIT_CODE_MESSAGE = '请输入正确的18位统一社会信用代码';
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
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type InvoiceTitle = z.infer<typeof InvoiceTitle>;
