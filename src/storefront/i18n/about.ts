import { addResources } from '../../shared/i18n';
import { BILLING_UNIT } from '../../shared/core/tidal-window';

/** /about-us and /products. */
export const aboutText = {
  about: {
    title: '关于我们 - 算力市场',
    description: '算力市场是面向企业的GPU算力租赁与交易平台，连接算力需求与闲置资源，提供弹性GPU、裸金属、需求撮合与AI市场服务。',
    eyebrow: '关于我们',
    heading: '让每一张 GPU 都物尽其用',
    lead: '算力市场连接企业的算力需求与数据中心的闲置资源：用按用量计费的弹性 GPU、整机独享的裸金属和透明的需求撮合，让企业用得起、供应商卖得出。',
    usTitle: '公司简介',
    us: [
      '{{company}}成立于 2024 年，总部位于上海张江。我们的团队来自云计算、数据中心与金融科技行业，长期从事大规模 GPU 集群的建设、调度与运营。',
      '我们看到，一边是模型团队在高峰期排队等卡，另一边是大量 GPU 在夜间和业务低谷时闲置。算力市场把分散在各地数据中心的资源接入同一个平台，用统一的计量、定价与结算，让算力像水电一样按需取用。',
      '2025 年 1 月平台正式上线以来，已接入华东、华北、华南与西南的可用区和资源供应商，服务互联网、金融、制造、医疗与高校科研等领域的企业和开发者。',
    ],
    // The figures come from the data (platform-figures.json, then the gateway): labels only here.
    stats: { regions: '可用区', suppliers: '资源供应商', gpuModels: '在售 GPU 型号', support: '技术支持', supportValue: '7×24' },
    valuesTitle: '使命与价值观',
    values: [
      { title: '使命', text: '降低 AI 创新的算力门槛，让每一张 GPU 都物尽其用。' },
      { title: '愿景', text: '成为企业首选的算力交易与调度平台。' },
      { title: '价值观', text: '客户第一、透明可信、长期主义、工程师精神。' },
    ],
    historyTitle: '发展历程',
    history: [
      { date: '2025-11', text: '夜间潮汐价覆盖全部弹性 GPU 机型；发布《算力削峰填谷白皮书（2025）》。' },
      { date: '2025-10', text: '华东一区 H800 八卡裸金属服务器上线；AI 写真 API 开放公测。' },
      { date: '2025-09', text: '携手合作银行推出授信充值服务。' },
      { date: '2025-08', text: '资源供应商结算周期缩短至 T+7。' },
      { date: '2025-07', text: '通过网络安全等级保护三级测评；亮相 2025 世界人工智能大会。' },
      { date: '2025-06', text: 'AI 模型与数据集市场上线。' },
      { date: '2025-05', text: '裸金属需求广场上线。' },
      { date: '2025-03', text: 'RTX 4090 弹性 GPU 覆盖全部四个可用区。' },
      { date: '2025-01', text: '算力市场正式上线，首批接入华东、华北、华南与西南的可用区。' },
    ],
    trustTitle: '资质与安全',
    trust: [
      { title: '增值电信业务经营许可', text: '持有互联网数据中心与在线数据处理业务经营许可。' },
      { title: '等保三级', text: '平台通过网络安全等级保护 2.0 三级测评。' },
      { title: '数据境内存储', text: '全部算力节点位于中国境内，数据不出境。' },
      { title: '资金托管', text: '需求撮合交易由平台托管资金，验收后结算。' },
    ],
    contactTitle: '联系我们',
    contactLead: '商务合作、资源入驻、媒体采访，欢迎与我们联系。',
    address: '公司地址',
    phone: '商务电话',
    email: '客服邮箱',
    hours: '服务时间',
    hoursValue: '技术支持 7×24 小时；商务咨询 工作日 9:00–18:00',
    consult: '在线业务咨询',
    feedback: '提交问题反馈',
    copyEmail: '复制邮箱',
  },
  products: {
    title: '全部产品 - 算力市场',
    description: '算力市场的全部产品：弹性GPU容器、裸金属服务器、算力需求广场、AI模型与数据集市场、模型服务与AI写真API。',
    eyebrow: '产品与服务',
    heading: '从一张卡到一个集群',
    lead: '覆盖实验、训练、推理与部署的全流程算力产品，按需组合，统一计费与结算。',
    items: {
      gpu: {
        title: '弹性 GPU 容器',
        text: `RTX 4090、A100、H800 等多种机型，${BILLING_UNIT}、秒级开机，夜间潮汐时段价格更低。`,
        features: ['预置主流深度学习镜像', '数据盘与私有镜像持久保存', 'JupyterLab 与 SSH 直连'],
        action: '租用 GPU',
      },
      bare: {
        title: '裸金属服务器',
        text: '8 卡整机独享，RoCE / InfiniBand 高速组网，按月或按年租用，适合大规模训练与私有化部署。',
        features: ['整机独享，性能无损', '支持定制网络与存储', '对公结算与合同'],
        action: '浏览裸金属',
      },
      demand: {
        title: '算力需求广场',
        text: '发布型号、数量、租期与预算，认证供应商 24 小时内报价，平台托管资金，验收后结算。',
        features: ['多家报价一目了然', '资金托管更安心', '定制化交付'],
        action: '发布需求',
      },
      model: {
        title: 'AI 模型市场',
        text: '主流开源大模型一键部署为在线服务，也可上架自研模型获得持续收益。',
        features: ['一键部署在线服务', '按调用或时长计费', '模型创作者分成'],
        action: '逛模型市场',
      },
      dataset: {
        title: '数据集市场',
        text: '覆盖对话、代码、医疗、金融、自动驾驶等领域的高质量数据集，授权清晰、即取即用。',
        features: ['来源与授权可追溯', '可直接挂载训练', '支持私有发布'],
        action: '逛数据集市场',
      },
      photo: {
        title: 'AI 写真 API',
        text: '证件照、职业照与风格写真生成能力，通过访问点以 API 调用，注册即送 20 张。',
        features: ['单张约 4 秒出图', '30+ 模板', '照片用后即删'],
        action: '创建访问点',
      },
    },
    scenesTitle: '按场景选择',
    scenes: [
      { title: '大模型训练', text: 'H800 / A800 八卡整机，裸金属租用，配合潮汐时段做评测与数据处理。' },
      { title: '推理与部署', text: '弹性 GPU 随时扩缩容，模型市场一键部署，流量高峰按需扩容。' },
      { title: 'AIGC 创作', text: 'RTX 4090 单卡即可运行主流图像生成模型，夜间批量出图更省。' },
      { title: '科研与教学', text: `${BILLING_UNIT}、随开随停，高校课题组可申请科研算力扶持。` },
    ],
    consult: '不确定怎么选？联系顾问',
  },
} as const;

addResources('storefront', aboutText);
