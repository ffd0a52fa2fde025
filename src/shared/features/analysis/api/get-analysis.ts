import { queryOptions } from '@tanstack/react-query';
import type { Analysis, AnalysisQuery } from '../../../contracts/analysis';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The platform's figures per China-time day between two dates (the last 30 days by default). */
export const getAnalysis = (query: AnalysisQuery) => http.get<Analysis>(API.analysis.daily, { params: query });

export const analysisQueryOptions = (query: AnalysisQuery) => queryOptions({ queryKey: viewKey('analysis', query), queryFn: () => getAnalysis(query), staleTime: 60_000 });
