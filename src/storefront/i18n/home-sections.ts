import { addResources } from '../../shared/i18n';
import { BILLING_UNIT, NIGHT_HOURS, SEGMENT_RULE } from '../../shared/core/tidal-window';

/** The home page's elastic GPU section, the first below the carousel (home/HomeSections.tsx). */
export const homeSectionsText = {
  home: {
    gpu: {
      eyebrow: '弹性 GPU · 削峰填谷',
      title: '白天保障峰值，夜间潮汐更省',
      text: `弹性 GPU 容器${BILLING_UNIT}、随开随停。每日 ${NIGHT_HOURS} 为潮汐时段，价格低于白天：把可中断的训练、批量推理与数据处理放到夜间，核心业务常驻、峰值按需扩容。`,
      points: [
        { title: BILLING_UNIT, text: '用量精确到分钟，关机后只收存储费，不为空闲时间买单。' },
        { title: '夜间潮汐价', text: `${NIGHT_HOURS} 运行的时长按潮汐价计费；${SEGMENT_RULE}。` },
        { title: '秒级开机', text: '预置 PyTorch、TensorFlow、vLLM 等镜像，开机即可训练。' },
        { title: '数据持久化', text: '数据盘与私有镜像独立保存，关机不丢失，随时恢复环境。' },
      ],
      chartTitle: '一天中的 GPU 价格（示意）',
      chartDay: '白天价',
      chartNight: '潮汐价',
      chartAlt: `24 小时价格示意：${NIGHT_HOURS} 为潮汐时段，价格低于白天`,
      action: '租用弹性 GPU',
      secondary: '了解削峰填谷方案',
    },
  },
} as const;

addResources('storefront', homeSectionsText);
