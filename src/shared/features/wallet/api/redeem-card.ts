import type { RedeemBody, Redeemed } from '../../../contracts/wallet';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** SPEC §7 useCardExchange: a card's balance or card-hours land in the wallet at once. */
export const redeemCard = (body: RedeemBody) => http.post<Redeemed>(API.cardExchange.useCardExchange, body);

export function useRedeemCard() {
  return useChangeViews(['wallet'], redeemCard);
}
