import { queryOptions } from '@tanstack/react-query';
import type { CardRedemptionPage, RedemptionQuery } from '../../../contracts/cards';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** The redemption report of a batch: its cards, who redeemed each and when. */
export const getRedemptions = (id: number, query: RedemptionQuery) =>
  http.get<CardRedemptionPage>(apiPath(API.cardBatch.redemptions, { id }), { params: query as Record<string, string | number | undefined> });

export const redemptionsQueryOptions = (id: number, query: RedemptionQuery) =>
  queryOptions({ queryKey: viewKey('cards', 'redemptions', id, query), queryFn: () => getRedemptions(id, query) });
