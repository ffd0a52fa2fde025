import { addResources } from '../../shared/i18n';
import { NIGHT_HOURS } from '../../shared/core/tidal-window';

/** /marketing/questionnaire: question and option labels are keyed by the ids of shared/core/questionnaire. */
export const questionnaireText = {
  questionnaire: {
    title: '用户调研问卷 - 领取 10 卡时 GPU 算力 - 算力市场',
    description: '注册算力市场后完成3分钟调研问卷，即可领取10卡时弹性GPU算力，RTX 4090、A100等全部机型通用，每个账号限领一次。',
    eyebrow: '新用户福利',
    heading: '填写问卷，领取 {{hours}} 卡时 GPU 算力',
    lead: '花 3 分钟告诉我们您的算力使用情况，帮助我们把产品做得更好。提交后 {{hours}} 卡时 GPU 算力立即发放到您的卡券。',
    rulesTitle: '活动规则',
    rules: [
      '每个注册账号限领一次，完成全部必答题即可领取',
      '奖励为 {{hours}} 卡时弹性 GPU 算力，发放到“我的卡券”',
      '适用于全部弹性 GPU 机型，自发放之日起 90 天内有效',
      '卡时不可转让、不可兑现，活动最终解释权归平台所有',
    ],
    gateTitle: '登录后填写问卷',
    gateText: '问卷奖励发放到您的账号。还没有账号？注册只需 1 分钟。',
    login: '登录',
    register: '免费注册',
    progress: '已完成 {{done}} / {{total}} 题',
    required: '请回答此题',
    multiHint: '可多选',
    maxHint: '最多选 {{max}} 项',
    maxError: '最多选择{{max}}项',
    submit: '提交问卷，领取 {{hours}} 卡时',
    submitting: '提交中…',
    doneTitle: '奖励已发放',
    doneText: '感谢您的参与！{{hours}} 卡时 GPU 算力已发放到您的卡券，90 天内有效。',
    claimedTitle: '您已领取过问卷奖励',
    claimedText: '您于 {{date}} 完成问卷，{{hours}} 卡时 GPU 算力已发放到您的卡券。每个账号限领一次。',
    useNow: '去租用 GPU',
    coupons: '查看我的卡券',
    questions: {
      role: {
        title: '您的身份是？',
        options: { tech_lead: '企业技术负责人', algorithm: '算法 / 模型工程师', researcher: '高校或科研院所研究人员', student: '学生', indie: '独立开发者', ops: '运维 / 采购' },
      },
      industry: {
        title: '您所在的行业是？',
        options: { internet: '互联网', finance: '金融', manufacturing: '制造', healthcare: '医疗健康', education: '教育科研', autonomous: '自动驾驶', government: '政务与公共服务', other: '其他' },
      },
      teamSize: {
        title: '您的团队规模是？',
        options: { '1-10': '1–10 人', '11-50': '11–50 人', '51-200': '51–200 人', '201-1000': '201–1000 人', '1000+': '1000 人以上' },
      },
      workloads: {
        title: '您主要用 GPU 做什么？',
        options: { llm_training: '大模型预训练', llm_inference: '大模型推理与部署', fine_tuning: '模型微调', vision: '计算机视觉', aigc: 'AIGC 图像与视频生成', science: '科学计算', rendering: '渲染', other: '其他' },
      },
      gpuTypes: {
        title: '您常用哪些 GPU 型号？',
        options: { rtx4090: 'RTX 4090', a100: 'A100', h100: 'H100 / H800', l40s: 'L40S', a800: 'A800', rtx3090: 'RTX 3090', domestic: '国产加速卡', unsure: '还不确定' },
      },
      budget: {
        title: '您每月的算力预算大约是？',
        options: { lt5k: '5000 元以下', '5k-20k': '5000–2 万元', '20k-100k': '2 万–10 万元', '100k-500k': '10 万–50 万元', gt500k: '50 万元以上' },
      },
      priorities: {
        title: '选择算力平台时，您最看重哪些方面？',
        options: { price: '价格', availability: '资源充足、随时可租', stability: '稳定性', network: '网络与带宽', storage: '存储与数据传输', support: '技术支持响应', invoice: '对公结算与发票合同' },
      },
      tidal: {
        title: `为了更低的价格，您愿意在夜间潮汐时段（${NIGHT_HOURS}）运行任务吗？`,
        options: { yes_now: '愿意，已有适合的任务', yes_some: '部分任务可以', no: '不太愿意' },
      },
      channel: {
        title: '您是从哪里了解到算力市场的？',
        options: { search: '搜索引擎', friend: '朋友或同事推荐', community: '技术社区 / 公众号', event: '展会与活动', ad: '广告', other: '其他' },
      },
      suggestion: {
        title: '您对算力市场还有什么建议？（选填）',
        placeholder: '例如希望增加的机型、功能或计费方式',
      },
    },
  },
} as const;

addResources('storefront', questionnaireText);
