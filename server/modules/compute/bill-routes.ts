import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { BillPage, BillQuery } from '../../../src/shared/contracts/compute';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';

/** Bill lines: what each instance cost, hour by hour and window by window. */
const billRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/bill/page',
    { ...CACHED_READ,
      preHandler: app.requireAuth,
      schema: { tags: ['bill'], summary: '账单明细（含筛选结果的合计 totalAmount、totalCovered、totalShortfall）', querystring: BillQuery, response: answers(BillPage) },
    },
    async (request) => ok(await app.computeRepository.bills.page(caller(request).userId, request.query)),
  );
};

export default billRoutes;
