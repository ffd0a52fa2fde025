import { queryOptions } from '@tanstack/react-query';
import type { Benefit } from '../../../contracts/wallet';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The caller's benefits: GPU card-hours and free AI photo images, with what is left of each. */
export const getBenefits = () => http.get<Benefit[]>(API.benefit.list, { silent: true });

export const benefitsQueryOptions = () => queryOptions({ queryKey: viewKey('wallet', 'benefits'), queryFn: getBenefits });

/** GPU card-minutes the caller can still spend (unexpired card-hours). */
export const cardMinutesLeft = (benefits: readonly Benefit[] | undefined): number =>
  (benefits ?? []).filter((b) => b.kind === 'gpu_card_hours' && !b.expired).reduce((sum, b) => sum + b.quantity * 60 - b.usedMinutes, 0);
