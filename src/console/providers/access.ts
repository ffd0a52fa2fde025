import type { Role } from '../../shared/auth/storage';

/**
 * Who may use what, in one place. A resource names the roles that may see it in its
 * `meta.roles`; without it, every signed-in user may. Actions inherit the resource's rule unless
 * `meta.actionRoles` narrows one.
 */
export interface AccessMeta {
  roles?: Role[];
  actionRoles?: Partial<Record<string, Role[]>>;
}

export function canAccess(userRoles: readonly Role[], meta: AccessMeta | undefined, action = 'list'): boolean {
  const needed = meta?.actionRoles?.[action] ?? meta?.roles;
  if (!needed || needed.length === 0) return true;
  return needed.some((role) => userRoles.includes(role));
}
