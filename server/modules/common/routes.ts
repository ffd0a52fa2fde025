import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { AreaTree, QrCodeList } from '../../../src/shared/contracts/system';
import { ok } from '../../lib/envelope';
import * as API from '../../../src/shared/core/api-paths';
import { areaTreeAnswer } from './area';

const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.qrCode.getOrCodeList,
    { schema: { tags: ['common'], summary: '公众号与客服二维码', response: answers(QrCodeList) } },
    async () => ok(await app.common.qrCodes()),
  );

  app.get(
    '/v1/common/area/tree',
    { schema: { tags: ['common'], summary: '省市区三级行政区划（发票、合同地址用）', response: answers(AreaTree) } },
    // The same text every time: sent as built (not serialised again), cacheable for a day.
    async (_request, reply) => reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(areaTreeAnswer() as never),
  );
};

export default commonRoutes;
