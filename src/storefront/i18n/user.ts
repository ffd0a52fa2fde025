import { addResources } from '../../shared/i18n';

/** The signed-in visitor's menu in the header (loaded with it). */
export const userMenuText = {
  user: {
    menu: '用户菜单',
    id: 'ID',
    copyId: '复制用户ID',
    showPhone: '查看手机号',
    changePassword: '修改密码',
    myCoupons: '我的卡券',
    recharge: '账户充值',
    myOrders: '我的订单',
    myDemands: '我的需求',
    costOverview: '费用总览',
    logout: '退出登录',
  },
} as const;

addResources('storefront', userMenuText);
