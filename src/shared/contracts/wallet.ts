/** Wallet, card redemption, benefits and recharges (SPEC §3 wallet, §7 wallet, cards, payment). */
import { z } from 'zod';
import { CARD_KINDS } from '../core/cards';
import { checkCardCode, checkCardNumber } from '../core/validation';
import { IsoTime, Money, Page, PageQuery, RecordId, ruled, TimeParam } from './common';

// ---- Wallet -------------------------------------------------------------------------------

/** SPEC §3 wallet: what can be spent (balance, available credit) and what running instances hold. */
export const Wallet = z.object({
  balanceAmount: Money,
  availableCreditLimit: Money,
  freezeBalanceAmount: Money,
  freezeCreditLimit: Money,
  totalCreditLimit: Money,
});
export type Wallet = z.infer<typeof Wallet>;

export const WalletQuery = z.object({ userBaseId: z.string().max(32).optional() });

/** income: a supplier's settled statement; repayment: the bank says the user repaid credit drawn (restores available credit). */
export const WALLET_TRANSACTION_TYPES = ['recharge', 'redeem', 'consume', 'refund', 'credit', 'freeze', 'unfreeze', 'income', 'repayment'] as const;
export const WalletTransactionType = z.enum(WALLET_TRANSACTION_TYPES);
export type WalletTransactionType = z.infer<typeof WalletTransactionType>;

export const TransactionQuery = PageQuery.extend({
  type: WalletTransactionType.optional(),
  createdAtMin: TimeParam.optional(),
  createdAtMax: TimeParam.optional(),
});

/** One line of 收支明细: a signed amount (negative leaves the wallet), and what of it was credit. */
export const WalletTransaction = z.object({
  id: RecordId,
  type: WalletTransactionType,
  amount: Money,
  creditAmount: Money,
  balanceAfter: Money,
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: IsoTime,
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;
export const TransactionPage = Page(WalletTransaction);

// ---- Cards and benefits -------------------------------------------------------------------

export const RedeemBody = z.object({ cardNumber: ruled(checkCardNumber, 64), cardCode: ruled(checkCardCode, 64) });
export type RedeemBody = z.infer<typeof RedeemBody>;

/** What a card gives: balance (`amount`), GPU card-hours or AI photo images (`quantity`). */
export { CARD_KINDS };
export const CardKind = z.enum(CARD_KINDS);

export const Redeemed = z.object({
  cardNumber: z.string(),
  kind: CardKind,
  amount: Money,
  quantity: z.number().int(),
  title: z.string(),
});
export type Redeemed = z.infer<typeof Redeemed>;

export const BENEFIT_KINDS = ['photo_api_images', 'gpu_card_hours'] as const;
export const BenefitKind = z.enum(BENEFIT_KINDS);
export type BenefitKind = z.infer<typeof BenefitKind>;

export const Benefit = z.object({
  id: RecordId,
  kind: BenefitKind,
  quantity: z.number().int(),
  /** Units used (photo_api_images). */
  used: z.number().int(),
  /** Card-minutes used (gpu_card_hours). */
  usedMinutes: z.number().int(),
  /** Left, in the kind's unit (card-hours to two places). */
  remaining: z.number(),
  /** Past its expiry by the gateway's clock: nothing of it can be spent. */
  expired: z.boolean(),
  source: z.string(),
  title: z.string(),
  expiresAt: IsoTime.nullable(),
  createdAt: IsoTime,
});
export type Benefit = z.infer<typeof Benefit>;

// ---- Recharges ----------------------------------------------------------------------------

export const TradeNo = z.string().regex(/^TR\d{20}$/, '支付订单号格式不正确');

export const RechargeBody = z.object({
  amount: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, '金额格式不正确')
    .refine((v) => Number(v) >= 1 && Number(v) <= 100_000, '单次充值金额须在1至100000元之间'),
});

export const TRADE_STATUSES = ['awaiting', 'paid', 'cancelled', 'expired'] as const;
export const TradeStatus = z.enum(TRADE_STATUSES);

/** A recharge awaiting payment through a channel (SPEC §7 tradeOrders). */
export const Trade = z.object({
  tradeNo: TradeNo,
  kind: z.string(),
  amount: Money,
  status: TradeStatus,
  channel: z.string(),
  createdAt: IsoTime,
  expiresAt: IsoTime,
  paidAt: IsoTime.nullable(),
  /** What the cashier's QR code encodes; only when the trade is created. */
  qrContent: z.string().optional(),
});
export type Trade = z.infer<typeof Trade>;

export const TradeQuery = z.object({ tradeNo: TradeNo });
export const TradeParams = z.object({ tradeNo: TradeNo });
