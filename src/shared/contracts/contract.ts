import { z } from 'zod';
import { IsoTime, Money, Page, PageQuery, RecordId, text } from './common';
import { CONTRACT_KINDS, FRAMEWORK_TERMS, ONLINE_CONTRACT_KINDS, ONLINE_CONTRACT_STATUSES, SIGNATURE_METHODS, SIGNATURE_PNG_MAX_BYTES, VERIFY_PDF_MAX_BYTES } from '../core/contract';

/**
 * Online contracts of 合同管理 (/bss-contract): framework (框架协议), recharge (充值协议) and
 * consumption (消费协议) contracts generated from versioned templates, signed by the user with an
 * SMS code, counter-signed by the platform, their final PDF's SHA-256 recorded. The mall's rental
 * contracts (租赁合同) are listed beside them.
 */
export {
  CONTRACT_KINDS,
  FRAMEWORK_TERMS,
  ONLINE_CONTRACT_KINDS,
  ONLINE_CONTRACT_STATUSES,
  SIGNATURE_METHODS,
  SIGNATURE_PNG_HEIGHT,
  SIGNATURE_PNG_MAX_BYTES,
  SIGNATURE_PNG_WIDTH,
  VERIFY_PDF_MAX_BYTES,
} from '../core/contract';
export type { ContractKind, OnlineContractKind, OnlineContractStatus, SignatureMethod } from '../core/contract';

export const ContractId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, '合同编号格式不正确');
export const ContractIdParams = z.object({ id: ContractId });

export const ContractListQuery = PageQuery.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(ONLINE_CONTRACT_STATUSES).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type ContractListQuery = z.infer<typeof ContractListQuery>;

/** One row of the list: an online contract, or a rental one with its state in the same words. */
export const ContractItem = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  title: z.string(),
  partyName: z.string(),
  counterparty: z.string(),
  amount: Money.nullable(),
  startsAt: IsoTime.nullable(),
  endsAt: IsoTime.nullable(),
  status: z.enum(ONLINE_CONTRACT_STATUSES),
  sha256: z.string().nullable(),
  createdAt: IsoTime,
});
export type ContractItem = z.infer<typeof ContractItem>;
export const ContractItemPage = Page(ContractItem);

export const ContractParty = z.object({
  type: z.enum(['personal', 'enterprise']),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type ContractParty = z.infer<typeof ContractParty>;

export const OnlineContract = ContractItem.extend({
  kind: z.enum(ONLINE_CONTRACT_KINDS),
  templateVersion: z.number().int(),
  content: z.string(),
  party: ContractParty,
  refId: z.string().nullable(),
  signatureMethod: z.enum(SIGNATURE_METHODS).nullable(),
  signerName: z.string().nullable(),
  signedAt: IsoTime.nullable(),
  platformSignedAt: IsoTime.nullable(),
  effectiveAt: IsoTime.nullable(),
  endedAt: IsoTime.nullable(),
  terminateReason: z.string().nullable(),
  /** Masked phone the signing code goes to. */
  signPhone: z.string(),
});
export type OnlineContract = z.infer<typeof OnlineContract>;

/** A published template: the version new contracts of its kind are generated from. */
export const ContractTemplate = z.object({ kind: z.enum(ONLINE_CONTRACT_KINDS), version: z.number().int(), title: z.string() });
export type ContractTemplate = z.infer<typeof ContractTemplate>;

export const GenerateContractBody = z.object({
  kind: z.enum(ONLINE_CONTRACT_KINDS),
  /** The user's address as the contract names it (the certification has none). */
  address: text(200, 5),
  /** framework: the term in months. */
  months: z
    .number()
    .int()
    .refine((m) => (FRAMEWORK_TERMS as readonly number[]).includes(m), '合同期限须为 12、24 或 36 个月')
    .optional(),
  /** recharge / consumption: the wallet record (收支明细) the contract covers. */
  recordId: RecordId.optional(),
});
export type GenerateContractBody = z.infer<typeof GenerateContractBody>;

export const SignContractBody = z.object({
  method: z.enum(SIGNATURE_METHODS),
  /** typed: the signer's name as written. */
  name: text(30, 2).optional(),
  /** drawn: the signature as a PNG data URL. */
  image: z
    .string()
    .max(Math.ceil((SIGNATURE_PNG_MAX_BYTES * 4) / 3) + 64, '签名图片不能超过 200 KB')
    .optional(),
  verifyCode: z.string().regex(/^\d{6}$/, '请输入6位短信验证码'),
});
export type SignContractBody = z.infer<typeof SignContractBody>;

export const TerminateContractBody = z.object({ reason: text(200, 2) });
export type TerminateContractBody = z.infer<typeof TerminateContractBody>;

export const VerifyContractBody = z.object({
  /** The PDF as a data URL (data:application/pdf;base64,…). */
  file: z.string().min(1).max(Math.ceil((VERIFY_PDF_MAX_BYTES * 4) / 3) + 64, '文件不能超过 5 MB'),
});
export type VerifyContractBody = z.infer<typeof VerifyContractBody>;

export const VerifyContractResult = z.object({
  sha256: z.string(),
  match: z.boolean(),
  contractId: z.string().nullable(),
  title: z.string().nullable(),
  signedAt: IsoTime.nullable(),
});
export type VerifyContractResult = z.infer<typeof VerifyContractResult>;
