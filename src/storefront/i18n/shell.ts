import { addResources } from '../../shared/i18n';

/**
 * The storefront shell's texts (namespace `storefront`): header, menus and footer, which every
 * public page shows. A page's own texts come with its code (login.ts, user.ts, …).
 */
export const shellText = {
  nav: {
    home: '首页',
    gpuMarket: '弹性GPU',
    mall: '裸金属市场',
    aiMarket: 'AI市场',
    modelMarket: '模型市场',
    datasetMarket: '数据集市场',
    aiSpace: 'AI空间',
    knowledge: '知识库',
    article: 'AI百科',
    news: '新闻资讯',
    about: '关于我们',
    hot: 'HOT',
    docs: '文档中心',
    workbench: '控制台',
    contact: '联系我们',
    consultation: '业务咨询',
    feedback: '问题反馈',
    supportEmail: '客服邮箱',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    mainNav: '主导航',
    login: '登录',
    register: '注册',
    skipToContent: '跳到主要内容',
  },
  footer: {
    products: '产品',
    productsAll: '全部产品',
    gpu: '弹性GPU',
    mall: '裸金属市场',
    models: 'AI模型市场',
    solutions: '解决方案',
    solutionHome: '算力租赁',
    solutionPeak: '削峰填谷',
    solutionModel: '大模型推理',
    news: '资讯',
    newsCompany: '公司新闻',
    newsKnowledge: '知识库',
    newsArticle: 'AI百科',
    about: '关于',
    aboutUs: '关于我们',
    aboutContact: '联系方式',
    contact: '联系我们',
    phone: '商务电话',
    email: '客服邮箱',
    address: '公司地址',
    wechat: '关注公众号',
    qrFailed: '二维码加载失败',
    copyright: '© {{year}} {{company}} 版权所有',
  },
} as const;

addResources('storefront', shellText);
