/**
 * Every gateway path the browser calls, once, as the gateway declares it (Fastify's `:param`, under
 * /gateway). The client's operations (src/shared/features/<domain>/api) name a path from here and
 * fill it with apiPath; tests/gateway/client-paths.test.ts checks that the gateway serves each with
 * the method the operation uses. Grouped by the path's first segment after /v1.
 */

export const API = {
  accessPoint: {
    add: '/v1/accessPoint/add',
    rotate: '/v1/accessPoint/rotate/:id',
    status: '/v1/accessPoint/status/:id',
    playground: '/v1/accessPoint/playground/:id',
  },
  activity: {
    getBroadcastInfo: '/v1/activity/getBroadcastInfo',
    getConsultationPhone: '/v1/activity/getConsultationPhone',
  },
  adminUser: {
    lock: '/user/lock/:id',
    roles: '/user/roles/:id',
    signout: '/user/signout/:id',
    unlock: '/user/unlock/:id',
  },
  ai: {
    modelPage: '/v1/ai/model/page',
    modelFilters: '/v1/ai/model/filters',
    modelDetail: '/v1/ai/model/detail/:modelId',
    modelFit: '/v1/ai/model/fit/:modelId',
    modelLike: '/v1/ai/model/like/:modelId',
    modelUnlike: '/v1/ai/model/unlike/:modelId',
  },
  agreement: {
    detail: '/v1/agreement/:docKey',
  },
  analysis: {
    daily: '/v1/analysis/daily',
  },
  announcement: {
    page: '/v1/announcement/page',
  },
  article: {
    page: '/v1/article/page',
    detail: '/v1/article/detail/:articleBaseId',
  },
  apiCall: {
    export: '/v1/apiCall/export',
  },
  audit: {
    export: '/v1/audit/export',
  },
  benefit: {
    list: '/v1/benefit/list',
  },
  calendar: {
    events: '/v1/calendar/events',
  },
  captcha: {
    generateCaptcha: '/v1/captcha/generateCaptcha',
    isBeginVerify: '/v1/captcha/isBeginVerify',
    verifyCaptcha: '/v1/captcha/verifyCaptcha',
  },
  cardBatch: {
    add: '/v1/cardBatch/add',
    exported: '/v1/cardBatch/exported/:id',
    redemptions: '/v1/cardBatch/redemptions/:id',
    revoke: '/v1/cardBatch/revoke/:id',
  },
  cardExchange: {
    useCardExchange: '/v1/cardExchange/useCardExchange',
  },
  carousel: {
    list: '/v1/carousel/list',
  },
  consultation: {
    add: '/v1/consultation/add',
  },
  costs: {
    overview: '/v1/costs/overview',
    recordSummary: '/v1/costs/records/summary',
    recordExport: '/v1/costs/records/export',
  },
  container: {
    action: '/v1/container/:instanceAction/:id',
    sshPassword: '/v1/container/sshPassword/:id',
    update: '/v1/container/update/:id',
  },
  container_goods: {
    containerGoods4ConsolePage: '/v1/container_goods/containerGoods4ConsolePage',
    detail: '/v1/container_goods/detail/:goodsId',
    gpuTypes: '/v1/container_goods/gpuTypes',
    homeTagGoodsPage: '/v1/container_goods/homeTagGoods/page',
    selectGoodsRegions: '/v1/container_goods/selectGoodsRegions',
    specUpdate: '/v1/container_goods/spec/update/:specId',
  },
  containerGoods: {
    add: '/v1/containerGoods/add',
    detail: '/v1/containerGoods/detail/:id',
    offSale: '/v1/containerGoods/offSale/:id',
    onSale: '/v1/containerGoods/onSale/:id',
    update: '/v1/containerGoods/update/:id',
  },
  contentAdmin: {
    action: '/v1/contentAdmin/:contentKind/:contentAction/:id',
    add: '/v1/contentAdmin/:contentKind/add',
    detail: '/v1/contentAdmin/:contentKind/detail/:id',
    page: '/v1/contentAdmin/:contentKind/page',
    update: '/v1/contentAdmin/:contentKind/update/:id',
    knowledgeReport: '/v1/contentAdmin/knowledge/report/:id',
  },
  creditApplication: {
    add: '/v1/creditApplication/add',
    mine: '/v1/creditApplication/mine',
  },
  demandGoods: {
    cancel: '/v1/demandGoods/cancel/:id',
    detail: '/v1/demandGoods/detail/:id',
    myDetail: '/v1/demandGoods/my/detail/:id',
    myPage: '/v1/demandGoods/my/page',
    page: '/v1/demandGoods/page',
    publish: '/v1/demandGoods/publish',
    supplierMatches: '/v1/demandGoods/supplierMatches',
  },
  demandQuote: {
    accept: '/v1/demandQuote/accept/:id',
    add: '/v1/demandQuote/add',
    reject: '/v1/demandQuote/reject/:id',
  },
  dev: {
    pay: '/dev/pay/:tradeNo',
  },
  email: {
    sendVerifyCode: '/v1/email/sendVerifyCode',
  },
  feedback: {
    add: '/v1/feedback/add',
  },
  host: {
    setStatus: '/v1/host/:hostStatus/:id',
    add: '/v1/host/add',
    update: '/v1/host/update/:id',
  },
  hostMaintenance: {
    add: '/v1/hostMaintenance/add',
    cancel: '/v1/hostMaintenance/cancel/:id',
  },
  image: {
    page: '/v1/image/page',
    public: '/v1/image/public',
  },
  inbox: {
    handle: '/v1/inbox/:inboxKind/handle/:id',
    counts: '/v1/inbox/counts',
    page: '/v1/inbox/page',
  },
  mall: {
    goodsDetail: '/v1/mall/goods/detail/:goodsBaseId',
    goodsFilters: '/v1/mall/goods/filters',
    goodsPage: '/v1/mall/goods/page',
    inquiryAdd: '/v1/mall/inquiry/add',
    orderCreate: '/v1/mall/order/create',
  },
  modelService: {
    add: '/v1/modelService/add',
    start: '/v1/modelService/start/:id',
    stop: '/v1/modelService/stop/:id',
  },
  news: {
    detail: '/v1/news/detail/:newsBaseId',
    page: '/v1/news/page',
  },
  notice: {
    page: '/v1/notice/page',
    read: '/v1/notice/read/:id',
    readAll: '/v1/notice/readAll',
    unreadCount: '/v1/notice/unreadCount',
  },
  order: {
    calculatePriceV2: '/v1/order/calculatePriceV2',
    createOrder: '/v1/order/createOrder',
    page: '/v1/order/page',
  },
  oss: {
    getOssSecret: '/v1/oss/getOssSecret',
    getSeoFileUrl: '/v1/oss/getSeoFileUrl',
  },
  other: {
    aiKnowledgeGetAiKnowledge4ConsolePage: '/v1/other/ai_knowledge/getAiKnowledge4ConsolePage',
    aiKnowledgeGetAiKnowledge4ConsoleDetail: '/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail',
  },
  permissions: {
    matrix: '/v1/permissions/matrix',
    mine: '/v1/permissions/mine',
  },
  priceSchedule: {
    add: '/v1/priceSchedule/add',
    cancel: '/v1/priceSchedule/cancel/:id',
  },
  profile: {
    avatar: '/v1/profile/avatar',
    sessionsRevoke: '/v1/profile/sessions/revoke/:id',
    sessionsRevokeOthers: '/v1/profile/sessions/revokeOthers',
  },
  qrCode: {
    getOrCodeList: '/v1/qrCode/getOrCodeList',
  },
  questionnaire: {
    add: '/v1/questionnaire/add',
    mine: '/v1/questionnaire/mine',
  },
  region: {
    add: '/v1/region/add',
    page: '/v1/region/page',
    update: '/v1/region/update/:code',
  },
  resourceSupplier: {
    addResourceSupplier: '/v1/resourceSupplier/addResourceSupplier',
    getResourceSupplierInfo: '/v1/resourceSupplier/getResourceSupplierInfo',
    updateResourceSupplier: '/v1/resourceSupplier/updateResourceSupplier',
  },
  resourceSupplierPlan: {
    action: '/v1/resourceSupplierPlan/:planAction/:id',
    addPlan: '/v1/resourceSupplierPlan/addPlan',
    estimate: '/v1/resourceSupplierPlan/estimate',
    getPlanInfo: '/v1/resourceSupplierPlan/getPlanInfo/:id',
    updatePlan: '/v1/resourceSupplierPlan/updatePlan',
  },
  review: {
    approve: '/v1/review/approve/:id',
    batch: '/v1/review/batch',
    claim: '/v1/review/claim/:id',
    detail: '/v1/review/detail/:id',
    kinds: '/v1/review/kinds',
    page: '/v1/review/page',
    reject: '/v1/review/reject/:id',
    release: '/v1/review/release/:id',
    stats: '/v1/review/stats',
  },
  secret: {
    generateSecret: '/v1/secret/generateSecret',
  },
  sms: {
    lockStatus: '/v1/sms/lockStatus',
    sendVerifyCode: '/v1/sms/sendVerifyCode',
    sendVerifyCodeByUserName: '/v1/sms/sendVerifyCodeByUserName',
    verifyAuth: '/v1/sms/verifyAuth',
  },
  supplierStatement: {
    file: '/v1/supplierStatement/:statementFile/:id',
    confirm: '/v1/supplierStatement/confirm/:id',
    detail: '/v1/supplierStatement/detail/:id',
    dispute: '/v1/supplierStatement/dispute/:id',
    overview: '/v1/supplierStatement/overview',
  },
  tradeOrders: {
    cancelPay: '/v1/tradeOrders/cancelPay',
    getPayResult: '/v1/tradeOrders/getPayResult',
  },
  user: {
    certificationCertify: '/v1/user/certification/certify',
    certificationCertifyAllInfo: '/v1/user/certification/certifyAllInfo',
    forgetPwd: '/v1/user/forgetPwd',
    getUserInfo: '/v1/user/getUserInfo',
    getUserPhone: '/v1/user/getUserPhone',
    login: '/v1/user/login',
    loginByPhone: '/v1/user/loginByPhone',
    loginStatusAndCertificationInfo: '/v1/user/loginStatusAndCertificationInfo',
    logout: '/v1/user/logout',
    qrLoginCancel: '/v1/user/qrLogin/cancel',
    qrLoginConfirm: '/v1/user/qrLogin/confirm',
    qrLoginCreate: '/v1/user/qrLogin/create',
    qrLoginPoll: '/v1/user/qrLogin/poll',
    qrLoginScan: '/v1/user/qrLogin/scan',
    register: '/v1/user/register',
    registerByPhone: '/v1/user/registerByPhone',
    resetPwd: '/v1/user/resetPwd',
    resetPwdByEmail: '/v1/user/resetPwdByEmail',
    sendResetEmail: '/v1/user/sendResetEmail',
  },
  wallet: {
    getWalletByUserBaseId: '/v1/wallet/getWalletByUserBaseId',
    getWalletRechargePayInfo: '/v1/wallet/getWalletRechargePayInfo',
  },
} as const;

/** The parameter names of a path pattern: `'/a/:id/b/:kind'` → `'id' | 'kind'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its parameters filled in, each encoded as one segment. */
export function apiPath<P extends string>(pattern: P, params: Record<ParamNames<P>, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`apiPath: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
