import type { LoginResult, UserInfo } from '../../../contracts/account';
import { storage, type StoredUser } from '../../../auth/storage';
import { queryClient } from '../../../query/client';
import { forgetViews, SIGNED_IN_VIEWS } from '../../../query/views';

/** The part of the user SPEC §3 stores (roles are stored apart). */
export const toStoredUser = (u: UserInfo): StoredUser => ({
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

/**
 * Keep a successful sign-in: token, user and roles. Nothing cached for whoever was here before
 * (another user, or a visitor) is kept: every view of a user's data fetches afresh for this one.
 */
export function acceptLogin(result: LoginResult): void {
  forgetViews(queryClient, SIGNED_IN_VIEWS);
  storage.saveSession(result.token, toStoredUser(result.userInfo), result.userInfo.roles);
}
