import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTimeSeconds } from '../../shared/core/time';

/**
 * Business times are Beijing time (DESIGN §2): the pickers show and take the wall clock in
 * Shanghai, whatever zone the operator's browser is in.
 */
export const pickerValue = (iso: string): Dayjs => dayjs(formatDateTimeSeconds(iso));
export const fromPicker = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm:ss')}+08:00`;
/** Now, as the pickers read it. */
export const pickerNow = (): Dayjs => dayjs(formatDateTimeSeconds(new Date()));
