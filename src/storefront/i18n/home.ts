import { addResources } from '../../shared/i18n';
import { BILLING_UNIT } from '../../shared/core/tidal-window';

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
      `弹性GPU容器${BILLING_UNIT}，夜间潮汐时段价格更低；裸金属整机租赁与需求撮合；AI模型与数据集市场、AI空间知识库。面向企业的GPU算力租赁与交易平台。`,
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
      // The figures come from the data (platform-figures.json, then the gateway): labels only here.
      stats: { gpuModels: '在售 GPU 型号', regions: '可用区', lowestDiscount: '夜间潮汐价低至', discountValue: '{{value}} 折', boot: '容器开机', bootValue: '秒级' },
    },
  },
} as const;

addResources('storefront', homeText);
