import { App, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { usePlan, usePlanAction } from '../../../shared/features/supplier/api/plans';
import { useTranslation } from '../../../shared/i18n';
import { closeTab } from '../../shell/tabs/tab-store';
import { tabStore, useTabState } from '../../shell/tabs/use-tabs';
import { defaultValues, type PlanFile, type PlanFormValues } from './plan-model';
import { useIncomeEstimate } from './use-income-estimate';
import { usePlanDraft } from './use-plan-draft';

export const LAST_STEP = 4;

/**
 * The plan wizard's state: the form, the step, the draft with its autosave, the income estimate,
 * and what the buttons do (reset, submit for review, add and remove files).
 */
export function usePlanWizard() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const { data: loaded, isError, isLoading } = usePlan(params.id);
  const act = usePlanAction();
  const [form] = Form.useForm<PlanFormValues>();
  const location = useLocation();
  const arrived = location.state as { fromCreate?: boolean; step?: number } | null;
  const [step, setStep] = useState(arrived?.step ?? 0);
  const [submitting, setSubmitting] = useState(false);

  // The first save of a new plan moves it to its own address, on the step the supplier was at; the
  // blank "new plan" tab it came from closes once this one is active.
  const fromCreate = Boolean(arrived?.fromCreate);
  const { activeKey } = useTabState();
  useEffect(() => {
    if (fromCreate && activeKey === location.pathname) tabStore.update((state) => closeTab(state, paths.bssProfitAdd.getHref()));
  }, [fromCreate, activeKey, location.pathname]);

  const draft = usePlanDraft({ form, loaded, initialId: params.id ? Number(params.id) : undefined, step, setStep });
  const { estimate, runEstimate } = useIncomeEstimate(form, loaded);
  const { setFiles, scheduleSave, saveNow, cancelAutosave } = draft;

  const onValuesChange = () => {
    scheduleSave();
    runEstimate();
  };

  const reset = () => {
    form.resetFields();
    form.setFieldsValue(defaultValues());
    setFiles([]);
    setStep(0);
    onValuesChange();
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      cancelAutosave();
      await form.validateFields();
      const saved = await saveNow(false);
      if (!saved) return;
      await act.mutateAsync({ action: 'launchExamine', id: saved.id });
      message.success(t('supplier.form.submitted'));
      void navigate(paths.bssProfit.getHref());
    } catch {
      // Field errors show on the form; call errors have shown their message.
    } finally {
      setSubmitting(false);
    }
  };

  const addFile = (file: PlanFile) => {
    setFiles((current) => [...current, file]);
    scheduleSave();
  };

  const removeFile = (key: string) => {
    setFiles((current) => current.filter((f) => f.key !== key));
    scheduleSave();
  };

  return {
    ...draft,
    form,
    formName: `supplier-plan-${params.id ?? 'new'}`,
    mode: draft.planId ? ('update' as const) : ('add' as const),
    isError,
    isLoading,
    step,
    setStep,
    estimate,
    submitting,
    onValuesChange,
    reset,
    submit,
    addFile,
    removeFile,
  };
}
