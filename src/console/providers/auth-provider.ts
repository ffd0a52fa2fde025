import type { AccessControlProvider, AuthProvider } from '@refinedev/core';
import { logout } from '../../shared/features/account/api/logout';
import { ApiError } from '../../shared/api/error';
import { hasFullSession, storage } from '../../shared/auth/storage';
import { loginHref } from '../../shared/config/paths';
import { TOKEN_CODES } from '../../shared/core/codes';
import { loadMyPermissions } from '../../shared/features/account/api/get-permissions';
import { canAccess, type AccessMeta } from './access';

const here = () => `${window.location.pathname}${window.location.search}`;

export const authProvider: AuthProvider = {
  login: async ({ userName, password }: { userName: string; password: string }) => {
    try {
      // The password cipher (crypto-js) loads only when someone signs in from the workbench.
      const { loginWithPassword } = await import('../../shared/features/account/api/login');
      await loginWithPassword(userName, password);
      return { success: true };
    } catch (error) {
      return { success: false, error: error as Error };
    }
  },
  logout: async () => {
    await logout();
    return { success: true, redirectTo: loginHref() };
  },
  /** The workbench needs user name, phone and token (SPEC §2). */
  check: async () =>
    hasFullSession()
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: loginHref({ redirect: here() }) },
  onError: async (error: unknown) => {
    const code = error instanceof ApiError ? error.code : (error as { statusCode?: number })?.statusCode;
    if (code !== undefined && TOKEN_CODES.includes(code)) {
      storage.clearSession();
      return { logout: true, redirectTo: loginHref({ redirect: here() }) };
    }
    return {};
  },
  getIdentity: async () => storage.getUser(),
  getPermissions: async () => storage.getRoles(),
};

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const meta = (params?.resource?.meta ?? undefined) as AccessMeta | undefined;
    const permissions = await loadMyPermissions(storage.getToken(), storage.getRoles());
    const allowed = canAccess(storage.getRoles(), meta, action, permissions);
    return allowed ? { can: true } : { can: false, reason: `无权访问${resource ?? ''}` };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
