import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUserDetail, AdminUserPage, Overview, SysUserInfo, UserListQuery } from '../../../src/shared/contracts/admin';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';

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
};

export default adminRoutes;
