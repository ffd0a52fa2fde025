/** Gateway paths called by the mall feature (see ../api-paths.ts). */

export const demandGoods = {
  cancel: '/v1/demandGoods/cancel/:id',
  detail: '/v1/demandGoods/detail/:id',
  myDetail: '/v1/demandGoods/my/detail/:id',
  myPage: '/v1/demandGoods/my/page',
  page: '/v1/demandGoods/page',
  publish: '/v1/demandGoods/publish',
  supplierMatches: '/v1/demandGoods/supplierMatches',
} as const;

export const demandQuote = {
  accept: '/v1/demandQuote/accept/:id',
  add: '/v1/demandQuote/add',
  reject: '/v1/demandQuote/reject/:id',
} as const;

export const mall = {
  goodsDetail: '/v1/mall/goods/detail/:goodsBaseId',
  goodsFilters: '/v1/mall/goods/filters',
  goodsPage: '/v1/mall/goods/page',
  inquiryAdd: '/v1/mall/inquiry/add',
  orderCreate: '/v1/mall/order/create',
} as const;
