/** The choices the public forms offer, shared by the storefront and the gateway that checks them. */
export const CONSULTATION_SOURCES = ['consultation', 'white-paper', 'partners'] as const;
export type ConsultationSource = (typeof CONSULTATION_SOURCES)[number];

export const DEMAND_TYPES = ['gpu_rental', 'bare_metal', 'ai_market', 'supply', 'white_paper', 'partnership', 'other'] as const;
export type DemandType = (typeof DEMAND_TYPES)[number];

export const FEEDBACK_TYPES = ['product', 'billing', 'performance', 'account', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const CONSULTATION_CONTENT_MAX = 1000;
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 1000;

/** The bank credit line a user may ask for, in yuan. */
export const CREDIT_MIN_YUAN = 10_000;
export const CREDIT_MAX_YUAN = 5_000_000;
