import { addResources } from '../../shared/i18n';

/** The rest of the home page: bare metal, AI market, AI space, news and the call to action (home/HomeMore.tsx). */
export const homeMoreText = {
  home: {
    bare: {
      eyebrow: '裸金属 · 需求撮合',
      title: '整机独享的裸金属，需求发布即撮合',
      mallTitle: '裸金属市场',
      mallText: '8 卡 A800、H800、RTX 4090 整机独享，支持 RoCE / InfiniBand 组网，按月或按年租用，适合大规模训练与私有化部署。',
      mallAction: '浏览裸金属',
      demandTitle: '算力需求广场',
      demandText: '写下型号、数量、租期和预算，认证供应商 24 小时内报价；平台托管资金、验收后结算，交易有保障。',
      demandAction: '查看需求',
    },
    market: {
      eyebrow: 'AI 市场',
      title: '模型与数据集，开箱即用',
      modelTitle: '模型市场',
      modelText: '通义千问、DeepSeek、Llama、Stable Diffusion 等开源模型一键部署为在线服务，也可上架自研模型获得收益。',
      modelAction: '逛模型市场',
      datasetTitle: '数据集市场',
      datasetText: '覆盖中文对话、代码、医疗、金融、自动驾驶等领域的高质量数据集，授权清晰，可直接挂载到训练容器。',
      datasetAction: '逛数据集市场',
    },
    space: {
      eyebrow: 'AI 空间',
      title: '研究报告与 AI 百科',
      text: '算力市场研究院定期发布行业报告与技术指南，AI 百科用通俗的语言讲清楚大模型背后的概念。',
      knowledgeTitle: '知识库',
      knowledgeText: '行业报告、选型指南与合规指引，免费阅读下载。',
      articleTitle: 'AI 百科',
      articleText: 'Transformer、LoRA、量化、RAG……从概念到实践。',
      latest: '最新发布',
    },
    news: {
      eyebrow: '新闻资讯',
      title: '平台动态',
      more: '更多新闻',
    },
    cta: {
      title: '准备好开始了吗？',
      text: '注册即可领取新用户算力福利；大规模或长期需求，欢迎联系商务顾问获取专属报价。',
      primary: '免费注册',
      secondary: '业务咨询',
      console: '进入控制台',
    },
  },
} as const;

addResources('storefront', homeMoreText);
