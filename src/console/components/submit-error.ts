import type { App, FormInstance } from 'antd';
import { applyFieldErrors } from '../../shared/ui/field-errors';

/** The form field a gateway field lands on: a list's item (`ipRanges.2`, `env.0.name`) on the list. */
const topField = (field: string) => field.split('.')[0]!;

/**
 * A create page's failed submission: the gateway's field errors (50005) on the fields they name,
 * anything else as a toast.
 */
export function showSubmitError(form: Pick<FormInstance, 'setFields' | 'getFieldsValue'>, error: unknown, message: ReturnType<typeof App.useApp>['message']) {
  if (applyFieldErrors(form, error, topField)) return;
  if (error instanceof Error) void message.error(error.message);
}
