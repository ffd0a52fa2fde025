import type { ResourceProps } from '@refinedev/core';
import type { Role } from '../../shared/contracts/account';
import type { Permission } from '../../shared/contracts/permissions';
import { ROLES } from '../../shared/core/roles';

/**
 * Who may use what, in one place. A resource names the roles that may see it in its
 * `meta.roles`; without it, every signed-in user may. A child inherits its group's rule (a page
 * inside 系统 is operator-only even if it does not say so). Actions inherit the resource's rule
 * unless `meta.actionRoles` narrows one.
 */
export interface AccessMeta {
  roles?: Role[];
  actionRoles?: Partial<Record<string, Role[]>>;
  /** The back-office permission(s) a page needs, any of them (the server's matrix decides who holds them). */
  permission?: Permission | readonly Permission[];
}

/**
 * Whether roles (and, once the server answered, the permissions its matrix grants them) may use a
 * page. A page that names a permission is decided by the server's matrix when it is known: the
 * roles rule only stands in until then. Without a permission, the roles rule decides.
 */
export function canAccess(userRoles: readonly Role[], meta: AccessMeta | undefined, action = 'list', permissions?: readonly Permission[]): boolean {
  const needs = meta?.permission === undefined ? [] : typeof meta.permission === 'string' ? [meta.permission] : meta.permission;
  if (needs.length > 0 && permissions && !meta?.actionRoles?.[action]) return needs.some((permission) => permissions.includes(permission));
  const needed = meta?.actionRoles?.[action] ?? meta?.roles;
  if (!needed || needed.length === 0) return true;
  return needed.some((role) => userRoles.includes(role));
}

const metaOf = (resource: ResourceProps | undefined) => resource?.meta as (AccessMeta & { parent?: string }) | undefined;

/** canAccess for a resource and every group above it. */
export function canAccessResource(
  userRoles: readonly Role[],
  resource: ResourceProps | undefined,
  resources: readonly ResourceProps[],
  action = 'list',
  permissions?: readonly Permission[],
): boolean {
  let current = resource;
  let own = true;
  const seen = new Set<string>();
  while (current && !seen.has(current.name)) {
    seen.add(current.name);
    if (!canAccess(userRoles, metaOf(current), own ? action : 'list', permissions)) return false;
    own = false;
    const parent = metaOf(current)?.parent;
    current = parent ? resources.find((r) => r.name === parent) : undefined;
  }
  return true;
}

/** The roles, in the order the admin pages list them. */
export { ROLES };

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;

export interface MatrixRow {
  resource: string;
  label?: string;
  action: (typeof ACTIONS)[number];
  allowed: Record<Role, boolean>;
}

/**
 * The permission matrix: every page a resource has (and delete where it has a delete call), for
 * every role, computed from the same rules the menu and routes use.
 */
export function permissionMatrix(resources: readonly ResourceProps[]): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const resource of resources) {
    const meta = resource.meta as { label?: string; hide?: boolean; endpoints?: { delete?: string } } | undefined;
    if (meta?.hide) continue;
    const actions = ACTIONS.filter((action) =>
      action === 'delete' ? Boolean(meta?.endpoints?.delete) : Boolean(resource[action as 'list']),
    );
    for (const action of actions) {
      rows.push({
        resource: resource.name,
        label: meta?.label,
        action,
        allowed: Object.fromEntries(ROLES.map((role) => [role, canAccessResource([role], resource, resources, action)])) as Record<Role, boolean>,
      });
    }
  }
  return rows;
}
