/**
 * 管理 › 卡券: batches of redeem cards. Codes come from a CSPRNG, are answered once (when the batch
 * is issued) and stored only as hashes; a batch can be revoked; each batch has a redemption report.
 */
import { z } from 'zod';
import { IsoTime, keyword, Money, Page, PageQuery, Person, RecordId, text, TimeParam } from './common';
import { CARD_BATCH_STATUSES } from '../core/cards';
import { CardKind } from './wallet';

export { CARD_BATCH_STATUSES };

export const CardBatchStatus = z.enum(CARD_BATCH_STATUSES);
export type CardBatchStatus = z.infer<typeof CardBatchStatus>;

/** At most this many cards per batch (the table's check says the same). */
export const CARD_BATCH_MAX = 10000;

export const CardBatchQuery = PageQuery.extend({
  keyword,
  kind: CardKind.optional(),
  status: CardBatchStatus.optional(),
});
export type CardBatchQuery = z.input<typeof CardBatchQuery>;

export const CardBatchBody = z
  .object({
    name: text(64),
    kind: CardKind,
    /** balance: the yuan each card credits. */
    amount: z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, '面值格式不正确')
      .optional(),
    /** card_hours / photo_images: what each card grants. */
    quantity: z.number().int().min(1).max(100000).optional(),
    count: z.number().int().min(1).max(CARD_BATCH_MAX),
    validFrom: TimeParam.optional(),
    expiresAt: TimeParam.optional(),
    perUserLimit: z.number().int().min(1).max(CARD_BATCH_MAX).default(1),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'balance') {
      if (!body.amount || Number(body.amount) <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: '请填写大于0的面值' });
    } else if (!body.quantity) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: '请填写每张卡的数量' });
    }
    if (body.validFrom && body.expiresAt && Date.parse(body.expiresAt) <= Date.parse(body.validFrom)) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: '失效时间须晚于生效时间' });
    }
  });
export type CardBatchBody = z.input<typeof CardBatchBody>;
export type CardBatchInput = z.infer<typeof CardBatchBody>;

export const CardBatch = z.object({
  id: RecordId,
  name: z.string(),
  kind: CardKind,
  amount: Money,
  quantity: z.number().int(),
  count: z.number().int(),
  /** Cards of the batch redeemed so far. */
  redeemed: z.number().int().min(0),
  validFrom: IsoTime.nullable(),
  expiresAt: IsoTime.nullable(),
  perUserLimit: z.number().int(),
  status: CardBatchStatus,
  createdBy: Person.nullable(),
  createdAt: IsoTime,
  exportedAt: IsoTime.nullable(),
  revokedAt: IsoTime.nullable(),
});
export type CardBatch = z.infer<typeof CardBatch>;
export const CardBatchPage = Page(CardBatch);

/** One card as issued: its number and exchange code, in plain text this once. */
export const IssuedCard = z.object({ cardNumber: z.string(), cardCode: z.string() });
export type IssuedCard = z.infer<typeof IssuedCard>;

/** The answer to issuing a batch: the only time the codes are shown. */
export const IssuedBatch = z.object({ batch: CardBatch, cards: z.array(IssuedCard) });
export type IssuedBatch = z.infer<typeof IssuedBatch>;

export const RedemptionQuery = PageQuery.extend({ redeemed: z.enum(['yes', 'no']).optional() });
export type RedemptionQuery = z.input<typeof RedemptionQuery>;

/** A card of a batch in the redemption report: who redeemed it and when (nothing when unused). */
export const CardRedemption = z.object({
  cardNumber: z.string(),
  usedBy: Person.nullable(),
  usedAt: IsoTime.nullable(),
});
export const CardRedemptionPage = Page(CardRedemption);
export type CardRedemptionPage = z.infer<typeof CardRedemptionPage>;
