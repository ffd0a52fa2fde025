import type { Role } from '../../../contracts/account';
import type { AdminUserDetail } from '../../../contracts/admin';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

export const setUserRoles = (id: number, roles: Role[]) => http.post<AdminUserDetail>(apiPath(API.adminUser.roles, { id }), { roles });
export const lockUser = (id: number, reason?: string) => http.post<AdminUserDetail>(apiPath(API.adminUser.lock, { id }), reason ? { reason } : {});
export const unlockUser = (id: number) => http.post<AdminUserDetail>(apiPath(API.adminUser.unlock, { id }));
export const signOutUser = (id: number) => http.post<AdminUserDetail>(apiPath(API.adminUser.signout, { id }));

export type UserAction = { kind: 'roles'; roles: Role[] } | { kind: 'lock'; reason?: string } | { kind: 'unlock' } | { kind: 'signout' };

/** One back-office change to an account: roles, lock, unlock or sign out everywhere (each audited). */
export function useManageUser(id: number) {
  return useChangeViews(['users', 'audit'], (action: UserAction) => {
    switch (action.kind) {
      case 'roles':
        return setUserRoles(id, action.roles);
      case 'lock':
        return lockUser(id, action.reason);
      case 'unlock':
        return unlockUser(id);
      case 'signout':
        return signOutUser(id);
    }
  });
}
