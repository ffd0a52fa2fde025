/**
 * The audit log's actions and object types in Chinese, for the operator's page and its CSV export
 * alike (issue 25: no raw key such as `content.publish` or `review:supply_plan` reaches a reader).
 * Every action and object type the gateway records has an entry; audit-labels.test.ts scans the
 * gateway's code for them.
 */

/** What each kind of review item is about (REVIEW_KINDS in contracts/review.ts). */
export const REVIEW_KIND_NAMES: Record<string, string> = {
  certification: '实名认证',
  credit: '授信申请',
  supplier: '供应商资料',
  supply_plan: '供应方案',
  demand: '需求',
  model: '模型',
  dataset: '数据集',
  invoice: '发票抬头',
  model_access: '模型访问申请',
};

/** Actions, by their key `<area>.<verb>`; an area alone is a filter prefix (every action of that area). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  review: '审核',
  'review.approve': '审核通过',
  'review.reject': '审核驳回',
  'review.claim': '认领审核',
  'review.release': '释放审核',
  'review.view_personal': '查看未脱敏的审核资料',
  goods: '商品',
  'goods.create': '新建商品',
  'goods.update': '修改商品',
  'goods.on_sale': '商品上架',
  'goods.off_sale': '商品下架',
  price: '价格',
  'price.update': '修改价格',
  'price.schedule': '定时调价',
  'price.cancel': '取消调价',
  host: '主机',
  'host.create': '新建主机',
  'host.update': '修改主机',
  'host.online': '主机上线',
  'host.maintenance': '主机维护',
  region: '地域',
  'region.create': '新建地域',
  'region.update': '修改地域',
  maintenance: '维护',
  'maintenance.plan': '计划维护',
  'maintenance.cancel': '取消维护',
  content: '内容',
  'content.create': '新建内容',
  'content.update': '修改内容',
  'content.publish': '发布内容',
  'content.schedule': '定时发布',
  'content.unschedule': '取消定时发布',
  'content.archive': '下线内容',
  'content.restore': '恢复为草稿',
  'content.report': '上传报告',
  'content.image': '上传图片',
  cards: '卡券',
  'cards.issue': '发行卡券',
  'cards.export': '导出卡密',
  'cards.revoke': '作废卡券',
  user: '用户',
  'user.roles': '修改角色',
  'user.lock': '锁定账号',
  'user.unlock': '解锁账号',
  'user.signout': '强制下线',
  inbox: '收件箱',
  'inbox.reply': '回复留言',
  invoice: '发票',
  'invoice.accept': '受理开票',
  'invoice.reject': '驳回开票',
  'invoice.issue': '开具发票',
  'invoice.reverse': '红冲发票',
  'invoice.reissue': '重开发票',
  model: '模型',
  'model.create': '新建模型',
  'model.update': '修改模型',
  'model.submit': '提交模型审核',
  'model.withdraw': '撤回模型审核',
  'model.unpublish': '下架模型',
  'model.file.upload': '上传模型文件',
  'model.file.remove': '删除模型文件',
  dataset: '数据集',
  'dataset.create': '新建数据集',
  'dataset.update': '修改数据集',
  'dataset.submit': '提交数据集审核',
  'dataset.withdraw': '撤回数据集审核',
  'dataset.unpublish': '下架数据集',
  'dataset.file.upload': '上传数据集文件',
  'dataset.file.remove': '删除数据集文件',
};

/** Object types; review items are `review:<kind>`. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: '用户',
  card_batch: '卡券批次',
  goods: '商品',
  goods_spec: '商品规格',
  price_schedule: '调价计划',
  region: '地域',
  host: '主机',
  host_maintenance: '主机维护',
  consultation: '业务咨询',
  feedback: '问题反馈',
  questionnaire: '问卷',
  invoice_request: '开票申请',
  'ai.model': '模型',
  'ai.dataset': '数据集',
  'content.announcement': '公告',
  'content.knowledge': '知识库',
  'content.article': '文章',
  'content.news': '新闻',
  'content.carousel': '轮播图',
  'content.agreement': '协议',
  'content.image': '图片',
  ...Object.fromEntries(Object.entries(REVIEW_KIND_NAMES).map(([kind, name]) => [`review:${kind}`, `${name}审核`])),
};

/** An action's label; a key nobody labelled yet is shown as it is rather than hidden. */
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** An object type's label. */
export const auditTargetLabel = (targetType: string) => AUDIT_TARGET_LABELS[targetType] ?? targetType;
