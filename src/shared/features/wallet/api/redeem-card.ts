import type { RedeemBody, Redeemed } from '../../../contracts/wallet';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** SPEC §7 useCardExchange: a card's balance or card-hours land in the wallet at once. */
export const redeemCard = (body: RedeemBody) => http.post<Redeemed>('/v1/cardExchange/useCardExchange', body);

export function useRedeemCard() {
  return useChangeViews(['wallet'], redeemCard);
}
