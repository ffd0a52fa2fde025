/** Gateway paths called by the costs feature (see ../api-paths.ts). */

export const costs = {
  overview: '/v1/costs/overview',
  recordSummary: '/v1/costs/records/summary',
  recordExport: '/v1/costs/records/export',
} as const;
