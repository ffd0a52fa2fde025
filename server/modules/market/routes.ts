import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paramError } from '../../lib/envelope';
import { id, pageQuery } from '../../lib/zod';
import { getGoods, goodsRegions, gpuTypes, listGoods } from './goods';
import { PREPAID, quote } from './pricing';
import { updateSpecRanges } from './specs';

const money = z.string().regex(/^\d{1,8}(\.\d{1,4})?$/, '金额格式不正确');
const csv = z
  .string()
  .max(300)
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean));

const GoodsQuery = pageQuery.extend({
  regionCode: z.string().max(32).optional(),
  gpuType: csv.optional(),
  gpuNumber: z.coerce.number().int().min(1).max(16).optional(),
  gpuVramMin: z.coerce.number().int().min(1).max(1024).optional(),
  priceMax: money.optional(),
  available: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  orderField: z.enum(['priceNow', 'lowestPrice', 'gpuVram', 'freeGpuNumber', 'createdAt']).optional(),
});

const QuoteQuery = z
  .object({
    goodsId: id,
    gpuNumber: z.coerce.number().int().min(1, '卡数至少为1').max(16, '卡数超出单机上限'),
    billingMode: z.enum(['timed', 'common']).default('timed'),
    startTime: z.iso.datetime({ offset: true }).optional(),
    durationHours: z.coerce.number().min(1, '时长至少1小时').max(720, '时长最多720小时').optional(),
    periodUnit: z.enum(Object.keys(PREPAID) as ['day', 'week', 'month']).optional(),
    periodCount: z.coerce.number().int().min(1).max(12).optional(),
  })
  .refine((q) => q.billingMode !== 'common' || q.periodUnit, { message: '包年包月须选择周期', path: ['periodUnit'] });

const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/container_goods/selectGoodsRegions', { schema: { tags: ['market'], summary: '在售地区' } }, async () => ok(await goodsRegions(app.db)));

  app.get('/v1/container_goods/gpuTypes', { schema: { tags: ['market'], summary: '在售显卡型号' } }, async () => ok(await gpuTypes(app.db)));

  app.get(
    '/v1/container_goods/containerGoods4ConsolePage',
    { schema: { tags: ['market'], summary: '弹性GPU市场列表', querystring: GoodsQuery } },
    async (request, reply) => {
      const { current, size, orderField, orderSort, ...filter } = request.query;
      const market = await app.market.at(app.clock.now());
      // The query as sent names the answer: the same text always parses to the same filter.
      const query = request.url.slice(request.url.indexOf('?') + 1);
      const body = market.answer(query, () => ok(listGoods(market, filter, { current, size, orderField, orderSort })));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/v1/container_goods/homeTagGoods/page',
    {
      schema: {
        tags: ['market'],
        summary: '首页推荐GPU',
        body: z.object({ current: z.number().int().min(1).default(1), size: z.number().int().min(1).max(100).default(100) }).nullish(),
      },
    },
    async (request) => ok(listGoods(await app.market.at(app.clock.now()), { homeTag: true }, { current: request.body?.current ?? 1, size: request.body?.size ?? 100, orderField: 'lowestPrice', orderSort: 'asc' })),
  );

  app.get(
    '/v1/container_goods/detail/:id',
    { schema: { tags: ['market'], summary: '商品详情', params: z.object({ id }) } },
    async (request) => {
      const { specs: _specs, ...goods } = await getGoods(app.db, app.clock.now(), request.params.id);
      return ok(goods);
    },
  );

  app.get('/v1/order/calculatePriceV2', { schema: { tags: ['market'], summary: '计算价格（含潮汐分段明细）', querystring: QuoteQuery } }, async (request) => {
    const q = request.query;
    const goods = await getGoods(app.db, app.clock.now(), q.goodsId);
    if (q.gpuNumber > goods.maxGpuNumber) throw paramError('gpuNumber', `该机型单台最多${goods.maxGpuNumber}卡`);
    const spec = goods.specs[0]!;
    const start = q.startTime ? new Date(q.startTime) : app.clock.now();
    return ok({
      goodsId: goods.goodsBaseId,
      specId: spec.specId,
      ...quote({ ranges: spec.ranges, gpuNumber: q.gpuNumber, billingMode: q.billingMode, start, durationHours: q.durationHours, periodUnit: q.periodUnit, periodCount: q.periodCount }),
    });
  });

  app.patch(
    '/v1/container_goods/spec/update/:id',
    {
      preHandler: app.requireRole('operator'),
      schema: {
        tags: ['market'],
        summary: '运营：修改价格时段',
        params: z.object({ id }),
        body: z.object({
          timeRanges: z
            .array(z.object({ beginTime: z.string().max(5), endTime: z.string().max(5), unitPrice: money, label: z.enum(['day', 'night', 'peak', 'flat', 'valley']) }))
            .min(1)
            .max(24),
        }),
      },
    },
    async (request) => {
      const updated = await updateSpecRanges(app.db, request.params.id, request.body.timeRanges);
      app.market.offersChanged();
      return ok(updated, '价格已更新');
    },
  );
};

export default marketRoutes;
