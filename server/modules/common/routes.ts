import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { QrCodeList } from '../../../src/shared/contracts/system';
import { ok } from '../../lib/envelope';
import { API } from '../../../src/shared/core/api-paths';

const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.qrCode.getOrCodeList,
    { schema: { tags: ['common'], summary: '公众号与客服二维码', response: answers(QrCodeList) } },
    async () => ok(await app.common.qrCodes()),
  );
};

export default commonRoutes;
