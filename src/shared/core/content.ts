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

// ---- Published content (管理 › 内容) -------------------------------------------------------

/** The kinds of content operators publish, each a page of 管理 › 内容. */
export const CONTENT_KINDS = ['announcement', 'knowledge', 'article', 'news', 'carousel', 'agreement'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The six fixed agreement ids of SPEC §2 (/support/agreement/{id}), in the order they are listed. */
export const AGREEMENT_IDS = ['privacy', 'registration', 'end-user', 'product-service', 'supplier', 'credit-recharge'] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];

/** The pages an announcement can show on (its applicablePages). */
export const ANNOUNCEMENT_PAGES = ['home', 'gpu-market', 'home-back', 'news'] as const;
export type AnnouncementPageKey = (typeof ANNOUNCEMENT_PAGES)[number];

/** Every published item's lifecycle (contracts/content-status.ts): DRAFT → SCHEDULED → PUBLISH → ARCHIVED. */
export const CONTENT_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISH', 'ARCHIVED'] as const;

/** The operator's lifecycle actions and the states each may start from (the effective state). */
export const CONTENT_ACTIONS = {
  publish: ['DRAFT', 'SCHEDULED'],
  schedule: ['DRAFT'],
  unschedule: ['SCHEDULED'],
  archive: ['PUBLISH'],
  restore: ['ARCHIVED'],
} as const satisfies Record<string, readonly ('DRAFT' | 'SCHEDULED' | 'PUBLISH' | 'ARCHIVED')[]>;
export type ContentAction = keyof typeof CONTENT_ACTIONS;

/** A knowledge item's downloadable report: a PDF of at most this many bytes. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

/** A knowledge item's cover or an article's thumbnail, uploaded: an image of at most this many bytes. */
export const COVER_MAX_BYTES = 2 * 1024 * 1024;
