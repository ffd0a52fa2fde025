/** What people send in that an operator answers (管理 › 收件箱). */
export const INBOX_KINDS = ['consultation', 'feedback', 'questionnaire'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** New (pending) until an operator handles it. */
export const INBOX_STATUSES = ['pending', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** How a reply reaches the person. */
export const REPLY_CHANNELS = ['sms', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
