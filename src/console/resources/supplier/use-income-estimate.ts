import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Estimate, PlanView } from '../../../shared/contracts/supplier';
import { estimateIncome } from '../../../shared/features/supplier/api/plans';
import { bodyOf, type PlanFormValues } from './plan-model';

/** The weekly income the market would pay for the plan being typed, asked for half a second after the last change. */
export function useIncomeEstimate(form: FormInstance<PlanFormValues>, loaded: PlanView | undefined) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const estimateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const runEstimate = useCallback(() => {
    if (estimateTimer.current) clearTimeout(estimateTimer.current);
    estimateTimer.current = setTimeout(() => {
      const body = bodyOf(form.getFieldsValue(true) as PlanFormValues, []);
      estimateIncome({ machines: body.machines, saleTime: body.saleTime, minIncomeWeekly: body.minIncomeWeekly || undefined })
        .then(setEstimate)
        .catch(() => undefined);
    }, 500);
  }, [form]);

  useEffect(() => {
    runEstimate();
  }, [runEstimate, loaded]);

  useEffect(
    () => () => {
      if (estimateTimer.current) clearTimeout(estimateTimer.current);
    },
    [],
  );

  return { estimate, runEstimate };
}
