/** Gateway paths called by the content feature (see ../api-paths.ts). */

export const activity = {
  getBroadcastInfo: '/v1/activity/getBroadcastInfo',
  getConsultationPhone: '/v1/activity/getConsultationPhone',
  checkNewUseActivity: '/v1/activity/checkNewUseActivity',
  getNewUserActivityPayInfo: '/v1/activity/getNewUserActivityPayInfo',
} as const;

export const agreement = {
  detail: '/v1/agreement/:docKey',
} as const;

export const article = {
  page: '/v1/article/page',
  detail: '/v1/article/detail/:articleBaseId',
} as const;

export const consultation = {
  add: '/v1/consultation/add',
} as const;

export const contentAdmin = {
  action: '/v1/contentAdmin/:contentKind/:contentAction/:id',
  add: '/v1/contentAdmin/:contentKind/add',
  detail: '/v1/contentAdmin/:contentKind/detail/:id',
  page: '/v1/contentAdmin/:contentKind/page',
  update: '/v1/contentAdmin/:contentKind/update/:id',
  knowledgeReport: '/v1/contentAdmin/knowledge/report/:id',
  image: '/v1/contentAdmin/image',
} as const;

export const creditApplication = {
  add: '/v1/creditApplication/add',
  mine: '/v1/creditApplication/mine',
} as const;

export const feedback = {
  add: '/v1/feedback/add',
} as const;

export const news = {
  detail: '/v1/news/detail/:newsBaseId',
  page: '/v1/news/page',
} as const;

export const other = {
  aiKnowledgeGetAiKnowledge4ConsolePage: '/v1/other/ai_knowledge/getAiKnowledge4ConsolePage',
  aiKnowledgeGetAiKnowledge4ConsoleDetail: '/v1/other/ai_knowledge/getAiKnowledge4ConsoleDetail',
  aiKnowledgeDownload: '/v1/other/ai_knowledge/download',
} as const;

export const qrCode = {
  getOrCodeList: '/v1/qrCode/getOrCodeList',
} as const;

export const questionnaire = {
  add: '/v1/questionnaire/add',
  mine: '/v1/questionnaire/mine',
} as const;

export const club = {
  search: '/v1/club/search',
} as const;
