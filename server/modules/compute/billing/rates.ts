import type { TimeRange } from '../../../../src/shared/core/tidal';

/** Started without GPU (SPEC-adjacent AutoDL practice): a flat ¥0.1000 per hour. */
export const NO_GPU_HOURLY = 1000;
import { STORAGE_PER_GB_HOUR } from '../../../../src/shared/core/compute';

export { STORAGE_PER_GB_HOUR };
/** Stopped instances are released after 15 days (issue 6). */
export const AUTO_RELEASE_DAYS = 15;

export const flatDay = (unitPrice: number, label: string): TimeRange[] => [{ beginMinute: 0, endMinute: 1440, unitPrice, label }];
export const storageRanges = (storageGb: number) => flatDay(STORAGE_PER_GB_HOUR * storageGb, 'storage');
export const noGpuRanges = () => flatDay(NO_GPU_HOURLY, 'no_gpu');
