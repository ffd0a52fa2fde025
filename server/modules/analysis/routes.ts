import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Analysis, AnalysisQuery } from '../../../src/shared/contracts/analysis';
import { answers } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import * as API from '../../../src/shared/core/api-paths';

/** 分析页: the platform's figures by day, for whoever holds analysis:view. */
const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.analysis.daily,
    { preHandler: app.requirePermission('analysis:view'), schema: { tags: ['analysis'], summary: '平台分析：按日的注册、认证、订单、GPU卡时与收入', querystring: AnalysisQuery, response: answers(Analysis) } },
    async (request) => ok(await app.analysis.daily(request.query)),
  );
};

export default analysisRoutes;
