import { addResources } from '../../shared/i18n';

/** /connect: problem feedback from signed-in users. */
export const connectText = {
  connect: {
    title: '问题反馈 - 算力市场',
    description: '向算力市场提交产品问题与改进建议：计费、性能、账号与功能问题，技术团队1个工作日内处理。',
    eyebrow: '问题反馈',
    heading: '遇到问题？告诉我们',
    lead: '无论是容器连接、计费账单还是功能建议，您的每一条反馈都会由技术团队在 1 个工作日内处理。',
    gateTitle: '登录后提交反馈',
    gateText: '问题反馈需要登录已绑定手机号的账号，以便我们查看您的实例与账单并及时回复处理进展。',
    login: '登录',
    register: '注册账号',
    type: '问题类型',
    typeRequired: '请选择问题类型',
    types: {
      product: '产品功能',
      billing: '计费与账单',
      performance: '性能与稳定性',
      account: '账号与认证',
      suggestion: '产品建议',
      other: '其他',
    },
    content: '问题描述',
    contentPlaceholder: '请描述问题发生的时间、涉及的实例或订单，以及您看到的现象，越具体越便于我们定位。',
    contentRequired: '请描述您遇到的问题',
    contentShort: '请至少输入{{min}}个字，描述越具体越便于我们定位问题',
    contact: '联系方式（选填）',
    contactPlaceholder: '手机号或邮箱，默认使用账号绑定的手机号',
    pageUrl: '问题页面（选填）',
    pageUrlPlaceholder: '例如 /container 或完整的页面链接',
    submit: '提交反馈',
    submitting: '提交中…',
    successTitle: '反馈已提交',
    successText: '感谢您帮助我们改进！技术团队将在 1 个工作日内处理，并通过 {{contact}} 与您联系。',
    again: '继续提交反馈',
    urgentTitle: '紧急问题',
    urgentText: '实例无法访问、数据异常等紧急问题，请直接拨打 7×24 小时技术支持热线：',
    helpTitle: '自助排查',
    helpText: '常见问题的排查方法已整理在知识库中，也许能更快解决您的问题。',
    helpLink: '前往知识库',
  },
} as const;

addResources('storefront', connectText);
