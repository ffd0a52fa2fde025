import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardBatch, CardBatchBody, IssuedBatch } from '../../../contracts/cards';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Issue a batch: the answer holds the cards' codes, the only time anyone sees them. */
export const issueBatch = (body: CardBatchBody) => http.post<IssuedBatch>('/v1/cardBatch/add', body);
/** Record that the codes were exported (once). */
export const markExported = (id: number) => http.post<CardBatch>(`/v1/cardBatch/exported/${id}`);
/** Revoke a batch: its unused cards can no longer be redeemed. */
export const revokeBatch = (id: number) => http.post<CardBatch>(`/v1/cardBatch/revoke/${id}`);

export function useIssueBatch() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueBatch, onSuccess: () => invalidateViews(client, 'cards', 'audit') });
}

export function useMarkExported() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markExported, onSuccess: () => invalidateViews(client, 'cards', 'audit') });
}

export function useRevokeBatch() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeBatch, onSuccess: () => invalidateViews(client, 'cards', 'audit') });
}
