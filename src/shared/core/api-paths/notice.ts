/** Gateway paths called by the notice feature (see ../api-paths.ts). */

export const notice = {
  page: '/v1/notice/page',
  read: '/v1/notice/read/:id',
  readAll: '/v1/notice/readAll',
  unreadCount: '/v1/notice/unreadCount',
} as const;
