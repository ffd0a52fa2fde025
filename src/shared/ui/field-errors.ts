import type { FormInstance } from 'antd';
import { ApiError } from '../api/error';
import { Code, type FieldError } from '../core/codes';

/** The field errors an error carries: a 50005's `[{field, message}]`, or Refine's `errors` map. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (error instanceof ApiError) {
    if (error.code !== Code.PARAM || !Array.isArray(error.data)) return [];
    return (error.data as Partial<FieldError>[]).filter(
      (item): item is FieldError => typeof item?.field === 'string' && item.field !== '' && typeof item.message === 'string',
    );
  }
  // Refine's HttpError, as the console's data provider rejects (DESIGN §3).
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([field, message]) => {
    const text = Array.isArray(message) ? message[0] : typeof message === 'object' && message ? (message as { message?: unknown }).message : message;
    return typeof text === 'string' && text ? [{ field, message: text }] : [];
  });
}

/**
 * Show the gateway's verdict on the fields it names (SPEC §8 50005), on every form that submits
 * to it. Fields the form does not have are left out (the message is shown as a toast anyway).
 * Answers whether any field got an error.
 */
export function applyFieldErrors(
  form: Pick<FormInstance, 'setFields' | 'getFieldsValue'>,
  error: unknown,
  /** The form field a gateway field lands on, where their names differ (`answers.role` → `role`). */
  fieldOf: (field: string) => string = (field) => field,
): boolean {
  // The fields the form shows (with or without a value yet).
  const known = new Set(Object.keys(form.getFieldsValue() ?? {}));
  const errors = fieldErrorsOf(error)
    .map(({ field, message }) => ({ field: fieldOf(field), message }))
    .filter(({ field }) => known.has(field));
  if (errors.length === 0) return false;
  form.setFields(errors.map(({ field, message }) => ({ name: field, errors: [message] })));
  return true;
}
