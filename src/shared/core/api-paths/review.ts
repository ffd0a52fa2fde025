/** Gateway paths called by the review feature (see ../api-paths.ts). */

export const review = {
  approve: '/v1/review/approve/:id',
  batch: '/v1/review/batch',
  claim: '/v1/review/claim/:id',
  detail: '/v1/review/detail/:id',
  kinds: '/v1/review/kinds',
  page: '/v1/review/page',
  reject: '/v1/review/reject/:id',
  release: '/v1/review/release/:id',
  stats: '/v1/review/stats',
} as const;
