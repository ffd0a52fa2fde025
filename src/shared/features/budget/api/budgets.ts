import { queryOptions } from '@tanstack/react-query';
import type { Budget, BudgetBody, BudgetOverview, LowBalanceBody } from '../../../contracts/budget';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import { useChangeViews } from '../../../query/mutations';
import { viewKey } from '../../../query/views';

/** The budgets of /bss-overview with their usage this period, the low-balance alert and the alerts sent. */
export const getBudgets = () => http.get<BudgetOverview>(API.budget.list);

export const budgetsQueryOptions = () => queryOptions({ queryKey: viewKey('wallet', 'budgets'), queryFn: getBudgets, staleTime: 15_000 });

export const saveBudget = ({ id, body }: { id?: number; body: BudgetBody }) =>
  id ? http.patch<Budget>(apiPath(API.budget.update, { id }), body) : http.post<Budget>(API.budget.add, body);

export const deleteBudget = (id: number) => http.delete<null>(apiPath(API.budget.delete, { id }));

export const setLowBalance = (body: LowBalanceBody) => http.post<null>(API.budget.lowBalance, body);

export const useSaveBudget = () => useChangeViews(['wallet'], saveBudget);
export const useDeleteBudget = () => useChangeViews(['wallet'], deleteBudget);
export const useSetLowBalance = () => useChangeViews(['wallet'], setLowBalance);
