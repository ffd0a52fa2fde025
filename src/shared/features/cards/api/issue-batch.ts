import type { CardBatch, CardBatchBody, IssuedBatch } from '../../../contracts/cards';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** Issue a batch: the answer holds the cards' codes, the only time anyone sees them. */
export const issueBatch = (body: CardBatchBody) => http.post<IssuedBatch>(API.cardBatch.add, body);
/** Record that the codes were exported (once). */
export const markExported = (id: number) => http.post<CardBatch>(apiPath(API.cardBatch.exported, { id }));
/** Revoke a batch: its unused cards can no longer be redeemed. */
export const revokeBatch = (id: number) => http.post<CardBatch>(apiPath(API.cardBatch.revoke, { id }));

export function useIssueBatch() {
  return useChangeViews(['cards', 'audit'], issueBatch);
}

export function useMarkExported() {
  return useChangeViews(['cards', 'audit'], markExported);
}

export function useRevokeBatch() {
  return useChangeViews(['cards', 'audit'], revokeBatch);
}
