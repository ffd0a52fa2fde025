/** Gateway paths called by the wallet feature (see ../api-paths.ts). */

export const benefit = {
  list: '/v1/benefit/list',
} as const;

export const cardExchange = {
  useCardExchange: '/v1/cardExchange/useCardExchange',
} as const;

export const dev = {
  pay: '/dev/pay/:tradeNo',
} as const;

export const tradeOrders = {
  cancelPay: '/v1/tradeOrders/cancelPay',
  getPayResult: '/v1/tradeOrders/getPayResult',
} as const;

export const wallet = {
  getWalletByUserBaseId: '/v1/wallet/getWalletByUserBaseId',
  getWalletRechargePayInfo: '/v1/wallet/getWalletRechargePayInfo',
  transactionPage: '/v1/wallet/transaction/page',
} as const;
