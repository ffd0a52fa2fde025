import { addResources } from '../../shared/i18n';

/** The home page (/) and the words public pages share. */
export const homeText = {
  ui: {
    learnMore: '了解更多',
    viewAll: '查看全部',
    breadcrumb: '面包屑导航',
    previous: '上一张',
    next: '下一张',
    pause: '暂停轮播',
    play: '继续轮播',
    loginFirst: '登录后参与',
    yuan: '元',
    dateFormat: '{{y}}年{{m}}月{{d}}日',
  },
  announcement: {
    label: '平台公告',
    close: '关闭公告',
  },
  home: {
    title: '算力市场 - 企业级 GPU 算力租赁与交易平台',
    description:
      '弹性GPU容器按小时计费，夜间潮汐价低至五折；裸金属整机租赁与需求撮合；AI模型与数据集市场、AI空间知识库。面向企业的GPU算力租赁与交易平台。',
    carouselLabel: '平台活动',
    slideLabel: '第 {{index}} 张，共 {{total}} 张',
    slides: {
      questionnaire: {
        tag: '新用户福利',
        title: '完成问卷，领 10 卡时 GPU 算力',
        text: '注册后花 3 分钟填写调研问卷，即可领取 10 卡时弹性 GPU 算力，RTX 4090、A100 等全部机型通用。',
        action: '立即领取',
        alt: '问卷与 GPU 算力卡时奖励插图',
      },
      certification: {
        tag: '企业服务',
        title: '企业认证，解锁对公结算与授信额度',
        text: '完成企业实名认证，即可对公转账、开具增值税专用发票、签署电子合同，并申请银行授信充值额度。',
        action: '去认证',
        alt: '企业认证盾牌与办公楼插图',
      },
      photo: {
        tag: 'AI 写真 API',
        title: '一张自拍，秒出专业形象照',
        text: '证件照、职业照、风格写真一次接入，按张计费、秒级出图；注册即送 20 张免费额度，开发者即刻可用。',
        action: '免费试用',
        alt: 'AI 写真效果示意插图',
      },
      space: {
        tag: 'AI 空间',
        title: '行业报告与 AI 百科，免费下载',
        text: '大模型算力需求、GPU 选型、潮汐算力经济学……算力市场研究院的报告与 AI 百科持续更新，全部免费阅读下载。',
        action: '进入 AI 空间',
        alt: 'AI 知识库报告插图',
      },
    },
    intro: {
      heading: '企业级 GPU 算力租赁与交易平台',
      text: '从单卡实验到千卡训练，从白天高峰到夜间潮汐，在一个平台上找到合适的算力。',
      stats: [
        { value: '20+', label: '主流 GPU 型号' },
        { value: '12', label: '国内可用区' },
        { value: '5 折', label: '夜间潮汐价低至' },
        { value: '秒级', label: '容器开机' },
      ],
    },
    gpu: {
      eyebrow: '弹性 GPU · 削峰填谷',
      title: '白天保障峰值，夜间潮汐更省',
      text: '弹性 GPU 容器按小时计费、随开随停。每日 00:00–08:00 的潮汐时段价格低至白天的一半：把可中断的训练、批量推理与数据处理放到夜间，核心业务常驻、峰值按需扩容，综合算力成本可降低 20~30%。',
      points: [
        { title: '按小时计费', text: '精确到小时出账，关机即停止计费，不为空闲时间买单。' },
        { title: '夜间潮汐价', text: '00:00–08:00 下单按潮汐价计费，最低至白天价格的五折。' },
        { title: '秒级开机', text: '预置 PyTorch、TensorFlow、vLLM 等镜像，开机即可训练。' },
        { title: '数据持久化', text: '数据盘与私有镜像独立保存，关机不丢失，随时恢复环境。' },
      ],
      chartTitle: '一天中的 GPU 价格（示意）',
      chartDay: '白天价',
      chartNight: '潮汐价',
      chartAlt: '24 小时价格示意：00:00 至 08:00 为潮汐时段，价格约为白天的一半',
      action: '租用弹性 GPU',
      secondary: '了解削峰填谷方案',
    },
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

addResources('storefront', homeText);
