import type { TFunction } from '../../../shared/i18n';

/** The wizard's "required" rule, naming the field in its message. */
export const requiredRule = (t: TFunction, field: string) => ({ required: true, message: t('supplier.form.required', { field }) });
