import type { FormInstance } from 'antd';
import { ApiError } from '../../shared/api/error';
import { DAY } from '../../shared/core/time';
import { applyFieldErrors } from '../../shared/ui/field-errors';
import { toast } from '../../shared/ui/toast';

/** A China-time date `days` from today, "2025-11-20". */
export const todayInChina = (days = 0) => new Date(Date.now() + 8 * 3600_000 + days * DAY).toISOString().slice(0, 10);

/** A refused submit: the fields the gateway named are marked on the form; anything else is said in a toast. */
export function reportFormError(form: FormInstance, error: unknown, fallback: string) {
  if (!applyFieldErrors(form, error)) toast.error(error instanceof ApiError ? error.message : fallback);
}

/** A form that stays on the page (an inquiry, a quote): say it was sent and empty it, or report why not. */
export const sendAndReset = (form: FormInstance, sent: string, fallback: string) => ({
  onSuccess: () => {
    toast.success(sent);
    form.resetFields();
  },
  onError: (error: unknown) => reportFormError(form, error, fallback),
});
