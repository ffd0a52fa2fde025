/** Gateway paths called by the cards feature (see ../api-paths.ts). */

export const cardBatch = {
  add: '/v1/cardBatch/add',
  exported: '/v1/cardBatch/exported/:id',
  redemptions: '/v1/cardBatch/redemptions/:id',
  revoke: '/v1/cardBatch/revoke/:id',
} as const;
