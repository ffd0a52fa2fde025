import { addResources } from '../../shared/i18n';
import { BILLING_UNIT, NIGHT_HOURS, SEGMENT_RULE } from '../../shared/core/tidal-window';

/** Titles and summaries of the 13 news entries (SPEC §3); the bodies are in news-bodies. */
export const newsListText = {
  newsList: {
    'tidal-all-models': {
      title: '弹性 GPU 夜间潮汐价覆盖全部机型',
      desc: `自 11 月 20 日起，弹性 GPU 容器每日 ${NIGHT_HOURS} 运行的时长按潮汐价计费，${SEGMENT_RULE}。`,
    },
    'white-paper': {
      title: '《算力削峰填谷白皮书（2025）》正式发布',
      desc: '白皮书基于 12 个数据中心一年的负载数据，系统阐述峰谷结合的算力采购方法，并给出 400 卡集群 24 个月降本 17% 的完整测算。',
    },
    'h800-cluster-online': {
      title: 'H800 八卡裸金属服务器在华东一区上线',
      desc: '每台 8 张 H800 80GB，400Gb/s NDR InfiniBand 互联，支持按月、按季、按年租用整机，满足大模型预训练需求。',
    },
    'ai-photo-api': {
      title: 'AI 写真 API 开放公测，注册即送 20 张',
      desc: '开发者通过访问点即可调用证件照、职业照与风格写真生成能力，单张平均出图 4 秒，新注册用户可免费生成 20 张。',
    },
    'credit-recharge-launch': {
      title: '携手合作银行推出授信充值，企业可先用算力后还款',
      desc: '通过企业认证的用户可在线申请 1 万至 500 万元的银行授信额度，额度仅用于平台消费，由用户直接向银行还款。',
    },
    'supplier-settlement': {
      title: '资源供应商计划升级：结算周期缩短至 T+7',
      desc: '供应商的收益结算周期从 T+30 缩短至 T+7，同时上线收益方案与账单明细，闲置资源可一键参与潮汐时段售卖。',
    },
    'waic-2025': {
      title: '算力市场亮相 2025 世界人工智能大会',
      desc: '在上海世博展览馆，算力市场展示了潮汐调度与算力撮合平台，并与多家智算中心签署资源合作协议。',
    },
    'level3-protection': {
      title: '平台通过网络安全等级保护三级测评',
      desc: '算力市场平台顺利通过网络安全等级保护 2.0 三级测评，在身份鉴别、访问控制、数据加密与安全审计等方面达到国家标准要求。',
    },
    'ai-market-launch': {
      title: 'AI 模型与数据集市场上线',
      desc: '首批上架开源大模型、行业微调模型与高质量数据集，支持一键部署为模型服务，创作者可获得持续收益。',
    },
    'demand-square': {
      title: '裸金属需求广场上线，发布需求 24 小时内获得报价',
      desc: '企业可发布 GPU 型号、数量、租期和预算，经过认证的供应商在 24 小时内报价，平台托管资金、验收后结算。',
    },
    'university-program': {
      title: '高校科研算力扶持计划启动，每个课题组最高 5 万卡时',
      desc: '面向全国高校与科研院所的 AI 课题组，经审核可获得最高 5 万卡时的算力资助，以及专属技术支持。',
    },
    'rtx4090-shanghai': {
      title: 'RTX 4090 覆盖全部四个可用区',
      desc: `华东一区、华北一区、华南一区与西南一区均可租用 RTX 4090 弹性 GPU，${BILLING_UNIT}、随开随停。`,
    },
    'platform-launch': {
      title: '算力市场正式上线：让每一张 GPU 都物尽其用',
      desc: '算力市场正式上线，提供弹性 GPU 容器、裸金属租赁与算力需求撮合服务，首批接入华东、华北、华南与西南的可用区。',
    },
  },
} as const;

addResources('storefront', newsListText);
