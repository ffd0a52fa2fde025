import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FitQuery, ModelDetail, ModelFilterOptions, ModelFit, ModelIdParams, ModelLikeState, ModelPage, ModelQuery } from '../../../src/shared/contracts/ai';
import { answers } from '../../../src/shared/contracts/common';
import { GIB } from '../../../src/shared/core/ai';
import { notFound, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';
import { largestCardOnSale } from '../market/ai-fit-queries';
import { modelFit } from './fit';
import { myLike, setLike } from './like';
import { filterOptions, modelDetail, modelPage } from './queries';

/** The AI market's models (/ai-market/model): the catalogue, a model card, likes and the fit estimate. */
const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ai'];
  const auth = { preHandler: app.requireAuth };

  app.get('/v1/ai/model/page', { ...CACHED_READ, schema: { tags, summary: '模型市场列表', querystring: ModelQuery, response: answers(ModelPage) } }, async (request) => {
    const { current, size, orderField, orderSort, fitsOneCard, ...filter } = request.query;
    const oneCardBytes = fitsOneCard ? (await largestCardOnSale(app.db)) * GIB : undefined;
    return ok(await modelPage(app.db, { ...filter, oneCardBytes }, { current, size, orderField, orderSort }));
  });

  app.get('/v1/ai/model/filters', { ...CACHED_READ, schema: { tags, summary: '模型市场筛选项', response: answers(ModelFilterOptions) } }, async () =>
    ok(await filterOptions(app.db)),
  );

  app.get(
    '/v1/ai/model/detail/:modelId',
    { ...CACHED_READ, schema: { tags, summary: '模型详情（含文件与 README）', params: ModelIdParams, response: answers(ModelDetail) } },
    async (request) => ok((await modelDetail(app.db, request.params.modelId)) ?? (() => { throw notFound('模型不存在'); })()),
  );

  app.get(
    '/v1/ai/model/fit/:modelId',
    { ...CACHED_READ, schema: { tags, summary: '显存估算与可装下该模型的 GPU 商品', params: ModelIdParams, querystring: FitQuery, response: answers(ModelFit) } },
    async (request) => ok(await modelFit(app.db, app.market, app.clock.now(), request.params.modelId, request.query.contextLength, request.query.batch)),
  );

  app.get('/v1/ai/model/like/:modelId', { ...auth, schema: { tags, summary: '我是否点赞了该模型', params: ModelIdParams, response: answers(ModelLikeState) } }, async (request) =>
    ok(await myLike(app.db, request.params.modelId, caller(request).userId)),
  );
  app.post('/v1/ai/model/like/:modelId', { ...auth, schema: { tags, summary: '点赞模型（每人一次）', params: ModelIdParams, response: answers(ModelLikeState) } }, async (request) =>
    ok(await setLike(app.db, request.params.modelId, caller(request).userId, true)),
  );
  app.post('/v1/ai/model/unlike/:modelId', { ...auth, schema: { tags, summary: '取消点赞', params: ModelIdParams, response: answers(ModelLikeState) } }, async (request) =>
    ok(await setLike(app.db, request.params.modelId, caller(request).userId, false)),
  );
};

export default aiRoutes;
