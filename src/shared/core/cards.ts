import { formatYuan } from './money';
/** What a redeem card gives: balance (an amount), GPU card-hours or AI photo images (a quantity). */
export const CARD_KINDS = ['balance', 'card_hours', 'photo_images'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A card batch is active until an operator revokes it. */
export const CARD_BATCH_STATUSES = ['active', 'revoked'] as const;
export type CardBatchStatus = (typeof CARD_BATCH_STATUSES)[number];

/** What a redeemed card credited, as its success message says it: 已到账 ¥100.00 余额 / 10 卡时 / 20 张 AI 证件照. */
export function creditedText(card: { kind: CardKind; amount: string; quantity: number }): string {
  if (card.kind === 'balance') return `兑换成功，已到账 ${formatYuan(card.amount)} 余额`;
  return `兑换成功，已到账 ${card.quantity} ${card.kind === 'card_hours' ? '卡时' : '张 AI 证件照'}`;
}
