import type { Trade } from '../../../contracts/wallet';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** A recharge through the payment channel: the cashier's trade, its result, and cancelling it. */
export const createRecharge = (amount: string) => http.post<Trade>(API.wallet.getWalletRechargePayInfo, { amount });
export const getPayResult = (tradeNo: string) => http.get<Trade>(API.tradeOrders.getPayResult, { params: { tradeNo }, silent: true });
export const cancelPay = (tradeNo: string) => http.patch<Trade>(API.tradeOrders.cancelPay, { tradeNo });
/** The sandbox channel's "customer paid" step (dev tools only). */
export const sandboxPay = (tradeNo: string) => http.post<Trade>(apiPath(API.dev.pay, { tradeNo }));
