import { addResources } from '../../shared/i18n';

/** The AI space (dark): the knowledge library and the AI encyclopedia. */
export const clubText = {
  club: {
    tabs: { knowledge: 'AI 知识库', article: 'AI 百科' },
    tabsLabel: 'AI 空间',
    search: '搜索',
    searchPlaceholder: '搜索知识库与 AI 百科',
    results: '共 {{count}} 篇',
    loading: '正在加载…',
    empty: '暂无内容',
    emptySearch: '没有找到与“{{keyword}}”相关的内容',
    loadFailed: '加载失败，请稍后重试',
    views: '{{count}} 次浏览',
    downloads: '{{count}} 次下载',
    pages: '{{count}} 页',
    previous: '上一篇',
    nextItem: '下一篇',
    related: '相关推荐',
    download: '下载报告 PDF',
    downloadLogin: '登录后下载报告 PDF',
    downloading: '正在下载…',
    notFound: '内容不存在或已下架',
    back: '返回列表',
  },
  knowledge: {
    title: 'AI 知识库 - 白皮书与行业报告免费下载 - 算力市场',
    description: '算力价格指数、大模型算力需求、GPU 选型与潮汐调度等白皮书和行业报告，按发布时间排列，免费阅读与下载。',
    eyebrow: 'AI 空间',
    heading: 'AI 知识库',
    lead: '白皮书、行业报告与选型指南，最新发布的排在最前，报告免费下载。',
    breadcrumb: 'AI 知识库',
  },
  article: {
    title: 'AI 百科 - 大模型、GPU 与算力知识 - 算力市场',
    description: '从大模型推理显存到 GPU 架构与集群网络，用通俗的文章讲清 AI 算力的关键概念。',
    eyebrow: 'AI 空间',
    heading: 'AI 百科',
    lead: '大模型、GPU 与算力调度的关键概念，一篇讲清一个问题。',
    breadcrumb: 'AI 百科',
  },
} as const;

addResources('storefront', clubText);
