import { queryOptions, useQuery } from '@tanstack/react-query';
import { storage, type Role, type StoredUser } from '../auth/storage';
import { useSession } from '../auth/session';
import { QUERY_RETRIES } from '../query/client';
import { http } from './client';

/** The user as the gateway describes it (getUserInfo, login). */
export interface UserInfo extends StoredUser {
  email: string;
  avatarUrl: string;
  roles: Role[];
  registerType: string;
  createdAt: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

export interface LoginStatus {
  loginStatus: 'login' | 'logout';
  loginType?: string;
  phone?: string;
  certificationStatus?: StoredUser['certificationStatus'];
  certificationName?: string;
  type?: 'personal' | 'enterprise' | null;
  contactEmail?: string;
  contactName?: string;
  contactPhone?: string;
}

const toStored = (u: UserInfo): StoredUser => ({
  userBaseId: u.userBaseId,
  userName: u.userName,
  name: u.name,
  phone: u.phone,
  certificationStatus: u.certificationStatus,
  certificationName: u.certificationName,
  email: u.email,
  avatarUrl: u.avatarUrl,
  registerType: u.registerType,
});

/** Keep a successful sign-in: token, user and roles. */
export function acceptLogin(result: LoginResult): void {
  storage.saveSession(result.token, toStored(result.userInfo), result.userInfo.roles);
}

/** Sign out on the server (best effort) and forget the session here. */
export async function logout(): Promise<void> {
  try {
    if (storage.getToken()) await http.post('/v1/user/logout', undefined, { silent: true });
  } finally {
    storage.clearSession();
  }
}

/** User info, refetched whenever the token changes, on focus and on reconnect (SPEC §4, §9). */
export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'info', token],
    queryFn: async () => {
      const info = await http.get<UserInfo>('/v1/user/getUserInfo', { silent: true });
      storage.saveUser(toStored(info), info.roles);
      return info;
    },
    enabled: Boolean(token),
    retry: QUERY_RETRIES,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

export const loginStatusQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'loginStatus', token],
    queryFn: () => http.get<LoginStatus>('/v1/user/loginStatusAndCertificationInfo', { silent: true }),
    retry: QUERY_RETRIES,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

export function useUserInfo() {
  const { token } = useSession();
  return useQuery(userInfoQuery(token));
}

export function useLoginStatus() {
  const { token } = useSession();
  return useQuery(loginStatusQuery(token));
}
