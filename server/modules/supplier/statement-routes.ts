import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, answersFile, IdParams } from '../../../src/shared/contracts/common';
import { DisputeBody, EarningsOverview, StatementDetail, StatementPage, StatementQuery } from '../../../src/shared/contracts/supplier';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { statementCsv } from './export';
import { statementPdf } from './statement-pdf';
import { asAttachment, CSV_TYPE } from '../../lib/attachment';

/** The supplier's weekly statements (/v1/supplierStatement/…): list, earnings, detail, confirm or dispute, and the files to download. */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = { preHandler: app.requireRole('supplier') };
  const tags = ['supplier'];

  const statements = app.suppliers.statements;
  app.get('/v1/supplierStatement/page', { ...supplier, schema: { tags, summary: '周结算单', querystring: StatementQuery, response: answers(StatementPage) } }, async (request) =>
    ok(await statements.page(caller(request).userId, request.query)),
  );
  app.get('/v1/supplierStatement/overview', { ...supplier, schema: { tags, summary: '收益概览', response: answers(EarningsOverview) } }, async (request) =>
    ok(await statements.overview(caller(request).userId)),
  );
  app.get('/v1/supplierStatement/detail/:id', { ...supplier, schema: { tags, summary: '结算单详情', params: IdParams, response: answers(StatementDetail) } }, async (request) =>
    ok(await statements.detail(caller(request).userId, request.params.id)),
  );
  app.post(
    '/v1/supplierStatement/confirm/:id',
    { ...supplier, schema: { tags, summary: '确认结算单（净收入计入钱包）', params: IdParams, response: answers(StatementDetail) } },
    async (request) => ok(await statements.confirm(caller(request).userId, request.params.id), '已确认，收入已计入钱包'),
  );
  app.post(
    '/v1/supplierStatement/dispute/:id',
    { ...supplier, schema: { tags, summary: '对结算单提出异议', params: IdParams, body: DisputeBody, response: answers(StatementDetail) } },
    async (request) => ok(await statements.dispute(caller(request).userId, request.params.id, request.body.reason), '已提交异议'),
  );
  /** The caller's statement `id` as a file to download, rendered by `render`. */
  const statementFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    file: { type: string; extension: string; render: (detail: StatementDetail) => string | Buffer | Promise<string | Buffer> },
  ) => {
    const detail = await statements.detail(caller(request).userId, id);
    return asAttachment(reply, file.type, `statement-${detail.id}.${file.extension}`).send(await file.render(detail));
  };
  app.get(
    '/v1/supplierStatement/export/:id',
    { ...supplier, schema: { tags, summary: '导出结算单（CSV）', params: IdParams, response: answersFile('结算单 CSV', ['text/csv']) } },
    async (request, reply) => statementFile(request, reply, request.params.id, { type: CSV_TYPE, extension: 'csv', render: statementCsv }),
  );
  app.get(
    '/v1/supplierStatement/pdf/:id',
    { ...supplier, schema: { tags, summary: '导出结算单（PDF，金额附中文大写）', params: IdParams, response: answersFile('结算单 PDF', ['application/pdf']) } },
    async (request, reply) => statementFile(request, reply, request.params.id, { type: 'application/pdf', extension: 'pdf', render: statementPdf }),
  );
};

/** Dev tools: close the current week's statements now (the worker closes each week after it ends). */
export const devSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/supplier/closeWeek',
    { schema: { tags: ['dev'], summary: '开发用：立即结算本周（截至现在）', response: answers(z.object({ built: z.number().int() })) } },
    async () => ok({ built: await app.suppliers.closeWeeks(true) }),
  );
};

export default statementRoutes;
