import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Estimate, EstimateBody, PlanBody, PlanUpdateBody, PlanView } from '../../../contracts/supplier';
import { http } from '../../../api/client';
import { invalidateViews, viewKey } from '../../../query/views';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import type { PlanStepAction } from '../../../core/supplier';

export const getPlan = (id: number | string) => http.get<PlanView>(apiPath(API.resourceSupplierPlan.getPlanInfo, { id }), { silent: true });

export const planQueryOptions = (id: number | string) => queryOptions({ queryKey: viewKey('supplier', 'plan', String(id)), queryFn: () => getPlan(id), staleTime: 0 });

export const usePlan = (id: number | string | undefined) => useQuery({ ...planQueryOptions(id ?? ''), enabled: Boolean(id) });

/** addPlan / updatePlan. Autosave passes `silent` and shows its own save state instead of a toast. */
export const savePlan = (body: PlanBody | PlanUpdateBody, silent = false) =>
  'id' in body ? http.patch<PlanView>(API.resourceSupplierPlan.updatePlan, body, { silent }) : http.post<PlanView>(API.resourceSupplierPlan.addPlan, body, { silent });

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, silent }: { body: PlanBody | PlanUpdateBody; silent?: boolean }) => savePlan(body, silent),
    onSuccess: (plan) => {
      client.setQueryData(planQueryOptions(plan.id).queryKey, plan);
      void invalidateViews(client, 'supplier');
    },
  });
}

export type PlanActionName = PlanStepAction;

/** SPEC §7 plan actions, POST …/{action}/{id}. */
export const planAction = (action: PlanActionName, id: number) => http.post<PlanView | null>(apiPath(API.resourceSupplierPlan.action, { planAction: action, id }), {});

export function usePlanAction() {
  return useChangeViews(['supplier', 'market'], ({ action, id }: { action: PlanActionName; id: number }) => planAction(action, id));
}

/** The weekly income estimate for what the form holds now. */
export const estimateIncome = (body: EstimateBody) => http.post<Estimate>(API.resourceSupplierPlan.estimate, body, { silent: true });
