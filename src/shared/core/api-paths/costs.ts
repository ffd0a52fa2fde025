/** Gateway paths called by the costs feature (see ../api-paths.ts). */

export const costs = {
  overview: '/v1/costs/overview',
  recordSummary: '/v1/costs/records/summary',
  recordExport: '/v1/costs/records/export',
} as const;

export const budget = {
  list: '/v1/budget/list',
  add: '/v1/budget/add',
  update: '/v1/budget/update/:id',
  delete: '/v1/budget/delete/:id',
  lowBalance: '/v1/budget/lowBalance',
} as const;

export const credit = {
  summary: '/v1/credit/summary',
} as const;
