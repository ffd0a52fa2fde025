import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, answersFile } from '../../../src/shared/contracts/common';
import { CostOverview, RecordFilter, RecordSummary } from '../../../src/shared/contracts/costs';
import { CACHED_READ } from '../../plugins/read-cache';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { recordSummary } from '../wallet/records';
import { recordsCsv, recordsXlsx } from './export';
import { costOverview } from './overview';
import { asAttachment, CSV_TYPE } from '../../lib/attachment';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 费用中心: the overview (/bss-overview) and the income and expense records' summary and export (/bss-Wallet). */
const costRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const tags = ['costs'];

  app.get(
    '/v1/costs/overview',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '费用总览：余额与授信、本月消费与环比、预测、可用天数、消费构成、趋势、潮汐节省', response: answers(CostOverview) } },
    async (request) => ok(await costOverview(app.db, app.clock, caller(request).userId)),
  );

  app.get(
    '/v1/costs/records/summary',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '收支明细：按月按类型汇总（与列表同一筛选）', querystring: RecordFilter, response: answers(RecordSummary) } },
    async (request) => ok(await recordSummary(app.db, caller(request).userId, request.query)),
  );

  app.get(
    '/v1/costs/records/export',
    { ...auth, schema: { tags, summary: '导出收支明细（CSV，筛选命中的全部记录，流式输出）', querystring: RecordFilter, response: answersFile('收支明细 CSV', ['text/csv']) } },
    async (request, reply) =>
      asAttachment(reply, CSV_TYPE, 'wallet-records.csv').send(recordsCsv(app.db, caller(request).userId, request.query)),
  );

  app.get(
    '/v1/costs/records/exportXlsx',
    { ...auth, schema: { tags, summary: '导出收支明细（XLSX，筛选命中的全部记录，流式写出）', querystring: RecordFilter, response: answersFile('收支明细 XLSX', [XLSX]) } },
    async (request, reply) =>
      asAttachment(reply, XLSX, 'wallet-records.xlsx').send(recordsXlsx(app.db, caller(request).userId, request.query)),
  );
};

export default costRoutes;
