import { addResources } from '../../shared/i18n';

/** The public error pages (/error/403, /error/404). */
export const errorsText = {
  errors: {
    forbiddenTitle: '无权访问 - 算力市场',
    notFoundTitle: '页面不存在 - 算力市场',
    forbiddenText: '您的账号没有访问此页面的权限。如需开通，请联系企业管理员或客服。',
    notFoundText: '页面可能已被移动或删除，请检查链接是否正确，或从以下入口继续浏览。',
    back: '返回上一页',
    suggestions: '您可能在找',
    links: { gpu: '弹性 GPU', news: '新闻资讯', consultation: '业务咨询', about: '关于我们' },
  },
} as const;

addResources('storefront', errorsText);
