import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BillMonths, DetailFilter, DetailPage, DetailQuery, MonthlyBill, MonthQuery } from '../../../src/shared/contracts/bills';
import { answers, answersFile } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';
import { detailCsv } from './bill-export';
import { billMonths, detailPage, detailWindow, monthlyBill } from './bills';
import { accountantPack, monthStatement } from './documents';
import { asAttachment, CSV_TYPE } from '../../lib/attachment';

/** 账单 (/bss-bill): the monthly bill by product, the detail bill and its export, the statement PDF and the accountant pack. */
const billRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const tags = ['costs'];

  app.get('/v1/costs/bill/months', { ...CACHED_READ, ...auth, schema: { tags, summary: '可查询的账期（最近 24 个月内，自首笔账单起）', response: answers(BillMonths) } }, async (request) =>
    ok(await billMonths(app.db, app.clock, caller(request).userId)),
  );

  app.get(
    '/v1/costs/bill/monthly',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '月账单：按产品与消费类型汇总（原价、卡时/优惠券抵扣、应付）', querystring: MonthQuery, response: answers(MonthlyBill) } },
    async (request) => ok(await monthlyBill(app.db, app.clock, caller(request).userId, request.query.month)),
  );

  app.get(
    '/v1/costs/bill/detail',
    {
      ...CACHED_READ,
      ...auth,
      schema: { tags, summary: '明细账单（T+1）：按计费项或按实例，按月、日或小时汇总，含筛选结果的合计', querystring: DetailQuery, response: answers(DetailPage) },
    },
    async (request) => ok(await detailPage(app.db, app.clock, caller(request).userId, request.query)),
  );

  app.get(
    '/v1/costs/bill/detail/export',
    { ...auth, schema: { tags, summary: '导出明细账单（CSV，筛选命中的全部行，流式输出）', querystring: DetailFilter, response: answersFile('明细账单 CSV', ['text/csv']) } },
    async (request, reply) => {
      const userId = caller(request).userId;
      const period = await detailWindow(app.db, app.clock, userId, request.query);
      return asAttachment(reply, CSV_TYPE, `bill-detail-${request.query.month}.csv`).send(detailCsv(app.db, period, request.query));
    },
  );

  app.get(
    '/v1/costs/bill/statement',
    { ...auth, schema: { tags, summary: '月度对账单（PDF）', querystring: MonthQuery, response: answersFile('月度对账单 PDF', ['application/pdf']) } },
    async (request, reply) => {
      const pdf = await monthStatement(app.db, app.clock, caller(request).userId, request.query.month);
      return asAttachment(reply, 'application/pdf', `statement-${request.query.month}.pdf`).send(pdf);
    },
  );

  app.get(
    '/v1/costs/bill/pack',
    { ...auth, schema: { tags, summary: '会计资料包（ZIP，流式输出）：对账单 PDF、账单明细 CSV、当月发票与合同 PDF', querystring: MonthQuery, response: answersFile('会计资料包 ZIP', ['application/zip']) } },
    async (request, reply) =>
      asAttachment(reply, 'application/zip', `accountant-pack-${request.query.month}.zip`).send(
        accountantPack(app.db, app.clock, app.storage, caller(request).userId, request.query.month),
      ),
  );
};

export default billRoutes;
