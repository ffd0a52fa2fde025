/** Gateway paths called by the supplier feature (see ../api-paths.ts). */

export const oss = {
  getOssSecret: '/v1/oss/getOssSecret',
  getSeoFileUrl: '/v1/oss/getSeoFileUrl',
} as const;

export const resourceSupplier = {
  addResourceSupplier: '/v1/resourceSupplier/addResourceSupplier',
  getResourceSupplierInfo: '/v1/resourceSupplier/getResourceSupplierInfo',
  updateResourceSupplier: '/v1/resourceSupplier/updateResourceSupplier',
} as const;

export const resourceSupplierPlan = {
  action: '/v1/resourceSupplierPlan/:planAction/:id',
  addPlan: '/v1/resourceSupplierPlan/addPlan',
  estimate: '/v1/resourceSupplierPlan/estimate',
  getPlanInfo: '/v1/resourceSupplierPlan/getPlanInfo/:id',
  updatePlan: '/v1/resourceSupplierPlan/updatePlan',
} as const;

export const supplierStatement = {
  file: '/v1/supplierStatement/:statementFile/:id',
  confirm: '/v1/supplierStatement/confirm/:id',
  detail: '/v1/supplierStatement/detail/:id',
  dispute: '/v1/supplierStatement/dispute/:id',
  overview: '/v1/supplierStatement/overview',
} as const;
