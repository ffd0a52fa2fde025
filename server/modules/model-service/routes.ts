import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import { ModelService, ModelServiceBody, ModelServiceCreated, ModelServiceDetail, ModelServicePage, ModelServiceQuery } from '../../../src/shared/contracts/model-service';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';

/** 模型服务 in the workbench: the caller's own services only (another user's id → 100006). */
const modelServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requireAuth };
  const tags = ['modelService'];
  const services = app.modelServices;

  app.get('/v1/modelService/page', { ...guard, ...CACHED_READ, schema: { tags, summary: '我的模型服务', querystring: ModelServiceQuery, response: answers(ModelServicePage) } }, async (request) =>
    ok(await services.reads.page(caller(request).userId, request.query)),
  );

  app.get(
    '/v1/modelService/detail/:id',
    { ...guard, schema: { tags, summary: '模型服务详情：副本、端点、日志、计费', params: IdParams, response: answers(ModelServiceDetail) } },
    async (request) => ok(await services.reads.detail(caller(request).userId, request.params.id)),
  );

  app.post(
    '/v1/modelService/add',
    {
      ...guard,
      schema: {
        tags,
        summary: '部署模型服务（同时新建其接入点，API 密钥仅在此应答中完整出现一次）',
        description: '在所选 GPU 商品上按副本启动模型；副本运行时间按秒计量，按潮汐时段单价计入账单。',
        body: ModelServiceBody,
        response: answers(ModelServiceCreated),
      },
    },
    async (request) => {
      const { service, key } = await services.lifecycle.create(caller(request).userId, request.body);
      return ok({ ...(await services.reads.one(service.id)), key }, '模型服务部署中，请立即复制并妥善保存 API 密钥');
    },
  );

  app.post('/v1/modelService/stop/:id', { ...guard, schema: { tags, summary: '停止模型服务（释放全部副本，停止计费）', params: IdParams, response: answers(ModelService) } }, async (request) => {
    const row = await services.lifecycle.stop(caller(request).userId, request.params.id);
    await services.meter(row.id);
    return ok(await services.reads.one(row.id), '模型服务已停止');
  });

  app.post('/v1/modelService/start/:id', { ...guard, schema: { tags, summary: '启动已停止的模型服务', params: IdParams, response: answers(ModelService) } }, async (request) => {
    const row = await services.lifecycle.start(caller(request).userId, request.params.id);
    return ok(await services.reads.one(row.id), '模型服务启动中');
  });

  app.delete('/v1/modelService/delete/:id', { ...guard, schema: { tags, summary: '删除模型服务（账单与调用日志保留）', params: IdParams, response: answers(Empty) } }, async (request) => {
    await services.lifecycle.remove(caller(request).userId, request.params.id);
    return ok(null, '模型服务已删除');
  });
};

export default modelServiceRoutes;
