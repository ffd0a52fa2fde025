import { queryOptions } from '@tanstack/react-query';
import type { NewUserActivityCheck, NewUserPayBody, PayInfo } from '../../../contracts/activity';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { useChangeViews } from '../../../query/mutations';
import { viewKey } from '../../../query/views';

/** The whole answer, whatever its code. */
export interface Envelope<T> {
  code: number;
  data: T | null;
  msg: string;
}

/**
 * SPEC §7 checkNewUseActivity: the full answer with no toast (SPEC §8 suppresses the generic
 * message for this check), so a refusal is shown by the caller as a state, never as an error.
 */
export const checkNewUserActivity = () => http.get<Envelope<NewUserActivityCheck>>(API.activity.checkNewUseActivity, { raw: true });

export const newUserActivityQueryOptions = () => queryOptions({ queryKey: viewKey('wallet', 'newUserActivity'), queryFn: checkNewUserActivity, staleTime: 0 });

/** SPEC §7 getNewUserActivityPayInfo: start the package's payment in a method and scenario of SPEC §3. */
export const startNewUserPayment = (body: NewUserPayBody) => http.post<PayInfo>(API.activity.getNewUserActivityPayInfo, body);

export const useStartNewUserPayment = () => useChangeViews(['wallet'], startNewUserPayment);
