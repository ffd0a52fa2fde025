/** Gateway paths called by the compute feature (see ../api-paths.ts). */

export const container = {
  action: '/v1/container/:instanceAction/:id',
  sshPassword: '/v1/container/sshPassword/:id',
  update: '/v1/container/update/:id',
} as const;

export const container_goods = {
  containerGoods4ConsolePage: '/v1/container_goods/containerGoods4ConsolePage',
  detail: '/v1/container_goods/detail/:goodsId',
  gpuTypes: '/v1/container_goods/gpuTypes',
  homeTagGoodsPage: '/v1/container_goods/homeTagGoods/page',
  selectGoodsRegions: '/v1/container_goods/selectGoodsRegions',
  specUpdate: '/v1/container_goods/spec/update/:specId',
} as const;

export const image = {
  page: '/v1/image/page',
  public: '/v1/image/public',
} as const;

export const order = {
  calculatePriceV2: '/v1/order/calculatePriceV2',
  createOrder: '/v1/order/createOrder',
  page: '/v1/order/page',
} as const;
