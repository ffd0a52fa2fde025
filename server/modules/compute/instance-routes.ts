import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { Instance, InstancePage, InstanceQuery, NameBody, PrivateImage, SshPassword, StartBody } from '../../../src/shared/contracts/compute';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';

/** Container instances: the renter's list and detail, the password on demand, and the actions. */
const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const { instances } = app.computeRepository;

  app.get(
    '/v1/container/page',
    { ...CACHED_READ, ...auth, schema: { tags: ['container'], summary: '我的容器实例', querystring: InstanceQuery, response: answers(InstancePage) } },
    async (request) => ok(await instances.page(caller(request).userId, request.query)),
  );

  app.get(
    '/v1/container/detail/:id',
    { ...CACHED_READ, ...auth, schema: { tags: ['container'], summary: '实例详情', params: IdParams, response: answers(Instance) } },
    async (request) => ok(await instances.view(caller(request).userId, request.params.id)),
  );

  app.get(
    '/v1/container/sshPassword/:id',
    { ...auth, schema: { tags: ['container'], summary: '查看 SSH 密码', params: IdParams, response: answers(SshPassword) } },
    async (request, reply) => {
      const password = await instances.sshPassword(caller(request).userId, request.params.id);
      reply.header('cache-control', 'no-store');
      return ok(password);
    },
  );

  const actions = [
    { name: 'stop', summary: '关机', msg: '实例关机中' },
    { name: 'restart', summary: '重启', msg: '实例重启中' },
    { name: 'release', summary: '释放（须先关机）', msg: '实例释放中' },
  ] as const;
  for (const { name, summary, msg } of actions) {
    app.post(
      `/v1/container/${name}/:id`,
      { ...auth, schema: { tags: ['container'], summary, params: IdParams, response: answers(Instance) } },
      async (request) => ok(await instances.act(caller(request).userId, request.params.id, name), msg),
    );
  }

  app.post(
    '/v1/container/start/:id',
    {
      ...auth,
      schema: {
        tags: ['container'],
        summary: '开机（主机满载时 data.reason 为 host_full，可无卡开机或迁移）',
        params: IdParams,
        body: StartBody,
        response: answers(Instance),
      },
    },
    async (request) => ok(await instances.start(caller(request).userId, request.params.id, request.body?.mode ?? 'gpu'), '实例开机中'),
  );

  app.post(
    '/v1/container/saveImage/:id',
    { ...auth, schema: { tags: ['container'], summary: '保存为私有镜像（须先关机）', params: IdParams, body: NameBody, response: answers(PrivateImage) } },
    async (request) => ok(await instances.saveImage(caller(request).userId, request.params.id, request.body.name), '镜像保存中'),
  );

  app.patch(
    '/v1/container/update/:id',
    { ...auth, schema: { tags: ['container'], summary: '重命名实例', params: IdParams, body: NameBody, response: answers(Instance) } },
    async (request) => ok(await instances.rename(caller(request).userId, request.params.id, request.body.name), '已重命名'),
  );
};

export default instanceRoutes;
