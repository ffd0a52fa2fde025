import type { FormInstance } from 'antd';
import { ApiError } from '../../shared/api/error';
import { Code } from '../../shared/core/codes';
import { applyFieldErrors } from '../../shared/ui/field-errors';

/** The form field a gateway field names: `phone` → phone, `answers.role` → role. */
const formField = (field: string) => (field.startsWith('answers.') ? field.slice('answers.'.length) : field.split('.')[0]!);

/**
 * What a form does with a failed submission. Field errors (50005) land on their fields (the client
 * has also shown the first as a toast); answers the client shows nothing for, such as "already
 * submitted" (50006), come back as text to show beside the form.
 */
export function handleSubmitError(error: unknown, form?: FormInstance): string | null {
  if (!(error instanceof ApiError)) return null;
  if (form && applyFieldErrors(form, error, formField)) return null;
  if (error.code === Code.EXISTS) return error.message;
  return null;
}
