import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPermissions, Permission, PermissionMatrix } from '../../../contracts/permissions';
import { http } from '../../../api/client';
import { useSession } from '../../../auth/session';
import { queryClient } from '../../../query/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** The signed-in account's back-office permissions, as the server's matrix grants them. */
export const getMyPermissions = () => http.get<MyPermissions>(API.permissions.mine, { silent: true });
export const getPermissionMatrix = () => http.get<PermissionMatrix>(API.permissions.matrix);

/** Keyed by the token and roles: another account, or a role granted or taken away, asks again. */
export const myPermissionsQueryOptions = (token: string | null, roles: readonly string[]) =>
  queryOptions({ queryKey: viewKey('user', 'permissions', token, roles.join(',')), queryFn: getMyPermissions, staleTime: 60_000, enabled: Boolean(token) });

export const permissionMatrixQueryOptions = () => queryOptions({ queryKey: viewKey('users', 'permission-matrix'), queryFn: getPermissionMatrix, staleTime: 60_000 });

/** The signed-in account's permissions; undefined until the server answered. */
export function useMyPermissions(): readonly Permission[] | undefined {
  const { token, roles } = useSession();
  return useQuery(myPermissionsQueryOptions(token, roles)).data?.permissions;
}

/** The same outside React (Refine's access control provider). */
export async function loadMyPermissions(token: string | null, roles: readonly string[]): Promise<readonly Permission[] | undefined> {
  if (!token) return undefined;
  try {
    return (await queryClient.fetchQuery(myPermissionsQueryOptions(token, roles))).permissions;
  } catch {
    return undefined;
  }
}
