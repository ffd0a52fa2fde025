/** Gateway paths called by the inbox feature (see ../api-paths.ts). */

export const inbox = {
  handle: '/v1/inbox/:inboxKind/handle/:id',
  counts: '/v1/inbox/counts',
  page: '/v1/inbox/page',
} as const;
