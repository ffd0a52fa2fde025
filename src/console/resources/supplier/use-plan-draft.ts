import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/error';
import { paths } from '../../../shared/config/paths';
import type { PlanView } from '../../../shared/contracts/supplier';
import { useSavePlan } from '../../../shared/features/supplier/api/plans';
import { bodyOf, valuesOf, type PlanFile, type PlanFormValues, type SaveState } from './plan-model';

const AUTOSAVE_MS = 1200;

interface DraftOptions {
  form: FormInstance<PlanFormValues>;
  /** The stored plan, once loaded (update mode). */
  loaded: PlanView | undefined;
  /** The id in the address, if any. */
  initialId: number | undefined;
  step: number;
  setStep: (step: number) => void;
}

/**
 * The plan draft: its id, the stored plan, its files and the save state (saved | saving | failed).
 * The stored plan fills the form once; saveNow saves at once, scheduleSave a moment after the
 * supplier stops typing. The first save of a new plan moves the page to the plan's own address.
 */
export function usePlanDraft({ form, loaded, initialId, step, setStep }: DraftOptions) {
  const navigate = useNavigate();
  const save = useSavePlan();
  const [planId, setPlanId] = useState<number | undefined>(initialId);
  const stepRef = useRef(step);
  stepRef.current = step;
  const [files, setFiles] = useState<PlanFile[]>([]);
  const [saveState, setSaveState] = useState<SaveState | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [plan, setPlan] = useState<PlanView | undefined>();
  const version = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef<Promise<PlanView | null> | null>(null);
  const idRef = useRef(planId);
  idRef.current = planId;
  const filesRef = useRef(files);
  filesRef.current = files;

  const editable = !plan || plan.actions.includes('update');

  // The stored plan fills the form once; later answers (after each save) must not overwrite what is being typed.
  const hydrated = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    setPlan(loaded);
    if (hydrated.current) return;
    hydrated.current = true;
    version.current = loaded.version;
    form.setFieldsValue(valuesOf(loaded));
    setFiles(loaded.files as PlanFile[]);
    setSaveState('saved');
  }, [loaded, form]);

  /** Save the draft now. Answers the saved plan, or null when it could not be saved. */
  const saveNow = useCallback(
    async (silent: boolean): Promise<PlanView | null> => {
      if (saving.current) await saving.current;
      const values = form.getFieldsValue(true) as PlanFormValues;
      if (!values.planName?.trim()) {
        if (!silent) {
          setStep(0);
          await form.validateFields(['planName']).catch(() => undefined);
        }
        return null;
      }
      const body = bodyOf(values, filesRef.current);
      setSaveState('saving');
      const run = save
        .mutateAsync({ body: idRef.current ? { ...body, id: idRef.current, version: version.current } : body, silent })
        .then((saved) => {
          version.current = saved.version;
          setPlan(saved);
          setSaveState('saved');
          setSaveError(null);
          if (!idRef.current) {
            idRef.current = saved.id;
            setPlanId(saved.id);
            void navigate(paths.bssProfitEdit.getHref(saved.id), { replace: true, state: { fromCreate: true, step: stepRef.current } });
          }
          // New machines get their key from the server; later saves send it back, so the market keeps their hosts.
          saved.machines.forEach((machine, index) => {
            if (!form.getFieldValue(['machines', index, 'key'])) form.setFieldValue(['machines', index, 'key'], machine.key);
          });
          return saved;
        })
        .catch((error: unknown) => {
          setSaveState('failed');
          setSaveError(error instanceof ApiError ? error.message : String(error));
          if (error instanceof ApiError && Array.isArray(error.data)) {
            form.setFields((error.data as { field: string; message: string }[]).map((item) => ({ name: item.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [item.message] })) as never);
          }
          return null;
        });
      saving.current = run;
      const result = await run;
      saving.current = null;
      return result;
    },
    [form, navigate, save, setStep],
  );

  const scheduleSave = useCallback(() => {
    if (!editable) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(true), AUTOSAVE_MS);
  }, [editable, saveNow]);

  const cancelAutosave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  useEffect(() => cancelAutosave, [cancelAutosave]);

  return { planId, plan, files, setFiles, saveState, saveError, editable, saveNow, scheduleSave, cancelAutosave };
}
