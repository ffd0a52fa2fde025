/** Gateway paths called by the goods feature (see ../api-paths.ts). */

export const calendar = {
  events: '/v1/calendar/events',
} as const;

export const containerGoods = {
  add: '/v1/containerGoods/add',
  detail: '/v1/containerGoods/detail/:id',
  offSale: '/v1/containerGoods/offSale/:id',
  onSale: '/v1/containerGoods/onSale/:id',
  update: '/v1/containerGoods/update/:id',
} as const;

export const host = {
  setStatus: '/v1/host/:hostStatus/:id',
  add: '/v1/host/add',
  update: '/v1/host/update/:id',
} as const;

export const hostMaintenance = {
  add: '/v1/hostMaintenance/add',
  cancel: '/v1/hostMaintenance/cancel/:id',
} as const;

export const priceSchedule = {
  add: '/v1/priceSchedule/add',
  cancel: '/v1/priceSchedule/cancel/:id',
} as const;

export const region = {
  add: '/v1/region/add',
  page: '/v1/region/page',
  update: '/v1/region/update/:code',
} as const;
