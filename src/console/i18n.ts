import { addResources } from '../shared/i18n';

/** The workbench's texts (namespace `console`). */
export const consoleText = {
  title: '控制台 - 算力市场',
  groups: {
    resources: '我的资源',
    cost: '费用中心',
    statistics: '统计',
    monetize: '我的变现',
  },
  menu: {
    container: '容器实例',
  },
  header: {
    backToSite: '返回官网',
    collapse: '收起菜单',
    expand: '展开菜单',
    userMenu: '用户菜单',
    logout: '退出登录',
  },
  actions: {
    list: '列表',
    create: '新建',
    edit: '编辑',
    show: '详情',
  },
  container: {
    title: '容器实例',
    empty: '还没有容器实例',
    emptyHint: '在弹性 GPU 市场挑选显卡，几秒钟即可开机。',
    goMarket: '去租用 GPU',
  },
} as const;

addResources('console', consoleText);
