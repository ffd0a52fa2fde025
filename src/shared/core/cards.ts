/** What a redeem card gives: balance (an amount), GPU card-hours or AI photo images (a quantity). */
export const CARD_KINDS = ['balance', 'card_hours', 'photo_images'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A card batch is active until an operator revokes it. */
export const CARD_BATCH_STATUSES = ['active', 'revoked'] as const;
export type CardBatchStatus = (typeof CARD_BATCH_STATUSES)[number];
