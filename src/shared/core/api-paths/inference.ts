/** Gateway paths called by the inference feature (see ../api-paths.ts). */

export const accessPoint = {
  add: '/v1/accessPoint/add',
  rotate: '/v1/accessPoint/rotate/:id',
  status: '/v1/accessPoint/status/:id',
  playground: '/v1/accessPoint/playground/:id',
  playgroundPortrait: '/v1/accessPoint/playground/:id/portrait',
  accountLimits: '/v1/accessPoint/accountLimits',
} as const;

export const apiCall = {
  export: '/v1/apiCall/export',
  stats: '/v1/apiCall/stats',
  recent: '/v1/apiCall/recent',
} as const;

export const modelService = {
  add: '/v1/modelService/add',
  start: '/v1/modelService/start/:id',
  stop: '/v1/modelService/stop/:id',
} as const;
