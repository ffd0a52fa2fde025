/** The bare-metal mall and the demand board (issue 15): enumerations both sides use. */
import { z } from 'zod';

/** Rental terms of bare-metal goods. */
export const TERMS = ['month', 'quarter', 'year'] as const;
export const Term = z.enum(TERMS);
export type Term = z.infer<typeof Term>;

export const GOODS_STATUSES = ['on_sale', 'off_sale'] as const;

/** A mall order: paid, then delivered by the supplier within the lead time; or cancelled (refunded). */
export const MALL_ORDER_STATUSES = ['paid', 'delivering', 'delivered', 'cancelled'] as const;
export const MallOrderStatus = z.enum(MALL_ORDER_STATUSES);

export const CONTRACT_STATUSES = ['signed', 'active', 'ended', 'terminated'] as const;

export const INQUIRY_STATUSES = ['open', 'quoted', 'closed'] as const;

/**
 * A demand's life (documented in the README): pending_review → open → quoted → contracted →
 * fulfilled; or rejected (review), expired (past its deadline), cancelled (by the buyer).
 */
export const DEMAND_STATUSES = ['pending_review', 'rejected', 'open', 'quoted', 'contracted', 'fulfilled', 'expired', 'cancelled'] as const;
export const DemandStatus = z.enum(DEMAND_STATUSES);
export type DemandStatus = z.infer<typeof DemandStatus>;

export const QUOTE_STATUSES = ['open', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export const QuoteStatus = z.enum(QUOTE_STATUSES);

/** What a match points at: elastic GPU goods, bare-metal goods, or a published plan's idle windows. */
export const MATCH_KINDS = ['elastic', 'bare_metal', 'plan'] as const;
