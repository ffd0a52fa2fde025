/**
 * What the back office lets a role do. The matrix itself (which role holds which permission) is
 * data on the server (table role_permissions); this is the list of permissions that exist, with
 * the label the matrix page shows. Decisions of a review kind need `review:<kind>`.
 */
import { z } from 'zod';
import { REVIEW_KINDS, type ReviewKind } from './review';

export const PERMISSIONS = [
  ...REVIEW_KINDS.map((kind) => `review:${kind}` as const),
  'goods:manage',
  'content:manage',
  'cards:manage',
  'users:manage',
  'inbox:manage',
  'audit:view',
  'analysis:view',
] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

export const reviewPermission = (kind: ReviewKind): Permission => `review:${kind}`;

/** Who holds what when the platform starts (migration 0006 seeds the table with it). */
export const DEFAULT_GRANTS: Record<string, readonly Permission[]> = {
  operator: PERMISSIONS,
  finance: ['review:credit', 'review:invoice', 'audit:view', 'analysis:view'],
  supplier: [],
  renter: [],
};

export const PermissionMatrix = z.object({
  roles: z.array(z.string()),
  permissions: z.array(z.object({ key: Permission, group: z.string() })),
  grants: z.record(z.string(), z.array(Permission)),
});
export type PermissionMatrix = z.infer<typeof PermissionMatrix>;

/** The signed-in account's roles and the back-office permissions they hold (the console's access control reads it). */
export const MyPermissions = z.object({ roles: z.array(z.string()), permissions: z.array(Permission) });
export type MyPermissions = z.infer<typeof MyPermissions>;
