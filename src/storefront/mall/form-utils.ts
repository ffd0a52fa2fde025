import { DAY } from '../../shared/core/time';

/** A China-time date `days` from today, "2025-11-20". */
export const todayInChina = (days = 0) => new Date(Date.now() + 8 * 3600_000 + days * DAY).toISOString().slice(0, 10);
