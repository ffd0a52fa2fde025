import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AdminUserDetail, AdminUserPage, Overview, SysUserInfo, UserListQuery, UserLockBody, UserRolesBody } from '../../../src/shared/contracts/admin';
import { MyPermissions, PERMISSIONS, PermissionMatrix } from '../../../src/shared/contracts/permissions';
import { ROLES } from '../../../src/shared/core/roles';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import type { Actor } from './repository';

const actorOf = (request: FastifyRequest): Actor => ({ userId: caller(request).userId, ip: request.ip });

/** The matrix page's grouping of a permission: review:* under 审核, the rest by their area. */
const groupOf = (permission: string) => permission.split(':')[0]!;

/**
 * The back office of SPEC §7 (admin/sys_user, user/{id}, user/delete, user/list): operators
 * only. Everyone else gets FORBIDDEN (403) from requireRole before a handler runs.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = { preHandler: app.requireRole('operator') };
  const tags = ['admin'];

  app.get(
    '/admin/sys_user/info',
    { ...operatorOnly, schema: { tags, summary: '当前运营账号信息', response: answers(SysUserInfo) } },
    async (request) => ok(await app.admin.operator(caller(request).userId)),
  );

  app.get(
    '/admin/overview',
    { ...operatorOnly, schema: { tags, summary: '平台概况', response: answers(Overview) } },
    async () => ok(await app.admin.overview()),
  );

  app.get(
    '/user/list',
    { ...operatorOnly, schema: { tags, summary: '用户列表', querystring: UserListQuery, response: answers(AdminUserPage) } },
    async (request) => ok(await app.admin.users(request.query)),
  );

  app.get(
    '/user/:id',
    { ...operatorOnly, schema: { tags, summary: '用户详情', params: IdParams, response: answers(AdminUserDetail) } },
    async (request) => ok(await app.admin.user(request.params.id)),
  );

  app.delete(
    '/user/delete/:id',
    { ...operatorOnly, schema: { tags, summary: '删除用户', params: IdParams, response: answers(Empty) } },
    async (request) => {
      await app.admin.deleteUser(request.params.id, caller(request).userId);
      return ok(null, '用户已删除');
    },
  );

  // ---- Roles, locks and sessions (users:manage): every change audited ----
  const usersGuard = { preHandler: app.requirePermission('users:manage') };
  app.post(
    '/user/roles/:id',
    { ...usersGuard, schema: { tags, summary: '设置用户角色', params: IdParams, body: UserRolesBody, response: answers(AdminUserDetail) } },
    async (request) => ok(await app.userAdmin.setRoles(actorOf(request), request.params.id, request.body.roles), '角色已更新'),
  );
  app.post(
    '/user/lock/:id',
    { ...usersGuard, schema: { tags, summary: '锁定账号（并使其全部会话失效）', params: IdParams, body: UserLockBody, response: answers(AdminUserDetail) } },
    async (request) => ok(await app.userAdmin.lock(actorOf(request), request.params.id, request.body.reason), '账号已锁定'),
  );
  app.post(
    '/user/unlock/:id',
    { ...usersGuard, schema: { tags, summary: '解锁账号', params: IdParams, response: answers(AdminUserDetail) } },
    async (request) => ok(await app.userAdmin.unlock(actorOf(request), request.params.id), '账号已解锁'),
  );
  app.post(
    '/user/signout/:id',
    { ...usersGuard, schema: { tags, summary: '强制下线（使该用户全部会话失效）', params: IdParams, response: answers(AdminUserDetail) } },
    async (request) => ok(await app.userAdmin.signOut(actorOf(request), request.params.id), '已强制下线'),
  );

  // ---- The permission matrix, as the server holds it ----
  app.get(
    '/v1/permissions/mine',
    { preHandler: app.requireAuth, schema: { tags, summary: '当前账号的角色与后台权限', response: answers(MyPermissions) } },
    async (request) => {
      const { roles } = caller(request);
      return ok({ roles: [...roles], permissions: app.permissions.of(roles) });
    },
  );
  app.get(
    '/v1/permissions/matrix',
    { ...operatorOnly, schema: { tags, summary: '权限矩阵（角色 → 权限）', response: answers(PermissionMatrix) } },
    async () =>
      ok({
        roles: [...ROLES],
        permissions: PERMISSIONS.map((key) => ({ key, group: groupOf(key) })),
        grants: app.permissions.grantsByRole(),
      }),
  );
};

export default adminRoutes;
