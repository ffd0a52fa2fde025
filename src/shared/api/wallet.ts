import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLoginStatus } from './user';
import { http } from './client';

/** SPEC §3 wallet, amounts as two-place decimal strings. */
export interface Wallet {
  balanceAmount: string;
  availableCreditLimit: string;
  freezeBalanceAmount: string;
  freezeCreditLimit: string;
  totalCreditLimit: string;
}

export interface Benefit {
  id: number;
  kind: 'photo_api_images' | 'gpu_card_hours';
  quantity: number;
  /** Units used (photo_api_images). */
  used: number;
  /** Card-minutes used (gpu_card_hours). */
  usedMinutes: number;
  /** Left, in the kind's unit (card-hours to two places). */
  remaining: number;
  /** Past its expiry by the gateway's clock: nothing of it can be spent. */
  expired: boolean;
  source: string;
  title: string;
  expiresAt: string | null;
  createdAt: string;
}

export const walletKeys = { all: ['wallet'] as const };

export const walletQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'mine'],
    queryFn: () => http.get<Wallet>('/v1/wallet/getWalletByUserBaseId', { silent: true }),
  });

export const benefitsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'benefits'],
    queryFn: () => http.get<Benefit[]>('/v1/benefit/list', { silent: true }),
  });

/** The wallet, fetched only while signed in (SPEC §4). */
export function useWallet() {
  const status = useLoginStatus();
  return useQuery({ ...walletQuery(), enabled: status.data?.loginStatus === 'login' });
}

export const redeemCard = (cardNumber: string, cardCode: string) =>
  http.post<{ kind: string; title: string }>('/v1/cardExchange/useCardExchange', { cardNumber, cardCode });

/** A recharge awaiting payment through a channel (SPEC §7 tradeOrders). */
export interface Trade {
  tradeNo: string;
  amount: string;
  status: 'awaiting' | 'paid' | 'cancelled' | 'expired';
  channel: string;
  expiresAt: string;
  paidAt: string | null;
  qrContent?: string;
}

export const createRecharge = (amount: string) => http.post<Trade>('/v1/wallet/getWalletRechargePayInfo', { amount });
export const payResult = (tradeNo: string) => http.get<Trade>('/v1/tradeOrders/getPayResult', { params: { tradeNo }, silent: true });
export const cancelPay = (tradeNo: string) => http.patch<Trade>('/v1/tradeOrders/cancelPay', { tradeNo });
/** The sandbox channel's "customer paid" step (dev tools only). */
export const sandboxPay = (tradeNo: string) => http.post<Trade>(`/dev/pay/${tradeNo}`);
