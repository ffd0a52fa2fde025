/** Gateway paths called by the costs feature (see ../api-paths.ts). */

export const costs = {
  overview: '/v1/costs/overview',
  recordSummary: '/v1/costs/records/summary',
  recordExport: '/v1/costs/records/export',
  recordExportXlsx: '/v1/costs/records/exportXlsx',
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

export const invoice = {
  amount: '/v1/invoice/amount',
  options: '/v1/invoice/options',
  requestCreate: '/v1/invoice/request/create',
  requestPage: '/v1/invoice/request/page',
  requestPdf: '/v1/invoice/request/pdf/:id',
  titleCreate: '/v1/invoice/title/create',
  titleDelete: '/v1/invoice/title/delete/:id',
  titleList: '/v1/invoice/title/list',
  titleUpdate: '/v1/invoice/title/update/:id',
} as const;

export const invoiceAdmin = {
  accept: '/v1/invoiceAdmin/accept/:id',
  issue: '/v1/invoiceAdmin/issue/:id',
  page: '/v1/invoiceAdmin/page',
  pdf: '/v1/invoiceAdmin/pdf/:id',
  reissue: '/v1/invoiceAdmin/reissue/:id',
  reject: '/v1/invoiceAdmin/reject/:id',
  reverse: '/v1/invoiceAdmin/reverse/:id',
} as const;

export const bills = {
  months: '/v1/costs/bill/months',
  monthly: '/v1/costs/bill/monthly',
  detail: '/v1/costs/bill/detail',
  detailExport: '/v1/costs/bill/detail/export',
  statement: '/v1/costs/bill/statement',
  pack: '/v1/costs/bill/pack',
} as const;
