import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '../../../contracts/market';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** calculatePriceV2: the exact cost of a configuration, line by line; quiet, shown in place. */
export const getQuote = (request: QuoteRequest) => http.get<Quote>(API.order.calculatePriceV2, { params: request, silent: true });

/** A quote holds for 30 s; while the next is asked for, the last one stays on screen. */
export const quoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({ queryKey: viewKey('market', 'quote', request), queryFn: () => getQuote(request), placeholderData: keepPreviousData, staleTime: 30_000, retry: false });
