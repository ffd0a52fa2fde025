import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '../../../contracts/account';
import { http } from '../../../api/client';
import { storage } from '../../../auth/storage';
import { FOLLOW_SESSION } from '../../../query/client';
import { useSessionQuery } from '../../../query/session-query';
import { viewKey } from '../../../query/views';
import { toStoredUser } from './accept-login';
import * as API from '../../../core/api-paths';

/** SPEC §7 getUserInfo; what it answers is stored, so every page sees the fresh user. */
export async function getUserInfo(): Promise<UserInfo> {
  const info = await http.get<UserInfo>(API.user.getUserInfo, { silent: true });
  storage.saveUser(toStoredUser(info), info.roles);
  return info;
}

/** User info, refetched whenever the token changes, on focus and on reconnect (SPEC §4, §9). */
export const userInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: viewKey('user', 'info', token),
    queryFn: getUserInfo,
    enabled: Boolean(token),
    ...FOLLOW_SESSION,
  });

export const useUserInfo = () => useSessionQuery(userInfoQueryOptions);
