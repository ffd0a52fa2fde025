/** The back office of SPEC §7 (admin/sys_user, admin/overview, user/list, user/{id}, user/delete): operators only. */
import { z } from 'zod';
import { Role, UserInfo } from './account';
import { IsoTime, keyword, Page, PageQuery, RecordId } from './common';

/** What an operator may do in the back office; the console shows these on the permission page. */
export const PERMISSIONS = ['sys:user:list', 'sys:user:view', 'sys:user:delete', 'sys:overview:view'] as const;
export const Permission = z.enum(PERMISSIONS);

/** An account's state: deleted accounts are kept (orders and bills point at them) but never listed. */
export const USER_STATUSES = ['active', 'disabled', 'deleted'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

export const UserListQuery = PageQuery.extend({
  /** Part of the user name, name, phone or e-mail. */
  keyword,
  role: Role.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** An account as the user list shows it: the phone masked, '' for what the account lacks. */
export const AdminUser = UserInfo.pick({
  userBaseId: true,
  userName: true,
  name: true,
  phone: true,
  email: true,
  roles: true,
  registerType: true,
  createdAt: true,
}).extend({ id: RecordId, status: UserStatus });
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserPage = Page(AdminUser);
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** One account in full (its phone whole), with its sessions and instances. */
export const AdminUserDetail = AdminUser.extend({
  avatarUrl: z.string(),
  updatedAt: IsoTime,
  /** Sessions not revoked and not expired. */
  activeSessions: z.number().int().min(0),
  lastSeenAt: IsoTime.nullable(),
  /** Instances not yet released. */
  instances: z.number().int().min(0),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** The signed-in operator (phone whole), its roles and back-office permissions. */
export const SysUserInfo = z.object({ user: AdminUser, roles: z.array(Role), permissions: z.array(Permission) });
export type SysUserInfo = z.infer<typeof SysUserInfo>;

/** 平台概况: the platform's size now. */
export const Overview = z.object({
  users: z.number().int().min(0),
  newUsers7d: z.number().int().min(0),
  /** Users with a live session seen in the last 24 hours. */
  activeUsers24h: z.number().int().min(0),
  runningInstances: z.number().int().min(0),
  /** Live accounts per role (an account may hold several). */
  roles: z.record(Role, z.number().int().min(0)),
});
export type Overview = z.infer<typeof Overview>;

// ---- Roles, locks and sessions (users:manage) ---------------------------------------------

/** The roles an account holds from now on (renter, supplier, operator, finance), at least one. */
export const UserRolesBody = z.object({
  roles: z
    .array(Role)
    .min(1, '请至少保留一个角色')
    .max(8)
    .transform((roles) => [...new Set(roles)]),
});
export type UserRolesBody = z.input<typeof UserRolesBody>;

/** A lock says why; the reason goes to the audit trail. */
export const UserLockBody = z.object({ reason: z.string().trim().max(200).optional() });
export type UserLockBody = z.infer<typeof UserLockBody>;
