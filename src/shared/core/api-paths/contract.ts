/** Gateway paths called by the contract feature (see ../api-paths.ts). */

export const contract = {
  allPage: '/v1/contract/all/page',
  /** The mall's rental contract (its text). */
  detail: '/v1/contract/detail/:id',
  onlineDetail: '/v1/contract/online/detail/:id',
  onlineGenerate: '/v1/contract/online/generate',
  onlinePdf: '/v1/contract/online/pdf/:id',
  onlineSign: '/v1/contract/online/sign/:id',
  onlineSubmit: '/v1/contract/online/submit/:id',
  onlineTemplates: '/v1/contract/online/templates',
  onlineTerminate: '/v1/contract/online/terminate/:id',
  onlineVerify: '/v1/contract/online/verify',
} as const;
