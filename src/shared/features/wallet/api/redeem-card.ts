import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemBody, Redeemed } from '../../../contracts/wallet';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** SPEC §7 useCardExchange: a card's balance or card-hours land in the wallet at once. */
export const redeemCard = (body: RedeemBody) => http.post<Redeemed>('/v1/cardExchange/useCardExchange', body);

export function useRedeemCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: redeemCard, onSuccess: () => invalidateViews(client, 'wallet') });
}
