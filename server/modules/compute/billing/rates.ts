import type { TimeRange } from '../../../../src/shared/core/tidal';

/** Started without GPU (SPEC-adjacent AutoDL practice): a flat ¥0.1000 per hour. */
export const NO_GPU_HOURLY = 1000;
/** Storage of a stopped instance: ¥0.0004 per GB-hour of its data disk (¥0.48 a day for 50 GB). */
export const STORAGE_PER_GB_HOUR = 4;
/** Stopped instances are released after 15 days (issue 6). */
export const AUTO_RELEASE_DAYS = 15;

export const flatDay = (unitPrice: number, label: string): TimeRange[] => [{ beginMinute: 0, endMinute: 1440, unitPrice, label }];
export const storageRanges = (storageGb: number) => flatDay(STORAGE_PER_GB_HOUR * storageGb, 'storage');
export const noGpuRanges = () => flatDay(NO_GPU_HOURLY, 'no_gpu');
