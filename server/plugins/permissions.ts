import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { PERMISSIONS, type Permission } from '../../src/shared/contracts/permissions';
import type { Db } from '../db/client';
import { rolePermissions } from '../db/schema';
import { forbidden } from '../lib/envelope';
import { authGuard, caller } from './auth';

/** The permission matrix as the database holds it: role → permissions. */
export class PermissionMatrix {
  private constructor(private readonly grants: Map<string, Set<Permission>>) {}

  static async load(db: Db): Promise<PermissionMatrix> {
    const rows = await db.select().from(rolePermissions);
    const grants = new Map<string, Set<Permission>>();
    for (const row of rows) {
      if (!(PERMISSIONS as readonly string[]).includes(row.permission)) continue; // a retired permission
      const set = grants.get(row.role) ?? new Set<Permission>();
      set.add(row.permission as Permission);
      grants.set(row.role, set);
    }
    return new PermissionMatrix(grants);
  }

  /** Every permission any of the roles holds, in the registry's order. */
  of(roles: readonly string[]): Permission[] {
    return PERMISSIONS.filter((permission) => roles.some((role) => this.grants.get(role)?.has(permission)));
  }

  allows(roles: readonly string[], permission: Permission): boolean {
    return roles.some((role) => this.grants.get(role)?.has(permission));
  }

  roles(): string[] {
    return [...this.grants.keys()];
  }

  grantsByRole(): Record<string, Permission[]> {
    return Object.fromEntries([...this.grants.entries()].map(([role, set]) => [role, PERMISSIONS.filter((p) => set.has(p))]));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    permissions: PermissionMatrix;
    /** A route's guard (as requireAuth, run in onRequest): a valid token whose roles hold one of the permissions (FORBIDDEN otherwise). */
    requirePermission(...permissions: Permission[]): preHandlerAsyncHookHandler;
  }
}

/**
 * Back-office access: a permission, held through a role, as the role_permissions table says. The
 * matrix changes only with a migration, so each gateway reads it once at start.
 */
async function permissionsPlugin(app: FastifyInstance) {
  const matrix = await PermissionMatrix.load(app.db);
  app.decorate('permissions', matrix);
  app.decorate('requirePermission', (...needed: Permission[]) => {
    const guard: preHandlerAsyncHookHandler = async function (request, reply) {
      await app.requireAuth.call(this, request, reply);
      const { roles } = caller(request);
      if (!needed.some((permission) => matrix.allows(roles, permission))) throw forbidden();
    };
    return authGuard(guard);
  });
}

export default fp(permissionsPlugin, { name: 'permissions', dependencies: ['db', 'auth'] });
