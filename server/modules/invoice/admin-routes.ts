import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, answersFile, IdParams, Page } from '../../../src/shared/contracts/common';
import { InvoiceDecisionBody, InvoiceRequest, InvoiceRequestQuery } from '../../../src/shared/contracts/invoice';
import { notFound, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { acceptRequest, adminRequests, issueRequest, reissueRequest, rejectRequest, requestPdf, reverseRequest, type IssuingDeps, type Operator } from './issuing';
import { requestRow } from './request-queries';
import { REQUEST_NOT_FOUND } from './requests';

/** 开票管理 in the back office (/v1/invoiceAdmin/…): whoever holds review:invoice (the finance role) issues, rejects, reverses and reissues. */
const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const finance = { preHandler: app.requirePermission('review:invoice') };
  const tags = ['invoice'];
  const deps = (): IssuingDeps => ({ db: app.db, clock: app.clock, messenger: app.messenger });
  const operator = (request: FastifyRequest): Operator => ({ userId: caller(request).userId, ip: request.ip });
  /** Where the e-mail sends the user for the PDF (the console's 发票管理). */
  const link = '/bss-invoice';

  app.get('/v1/invoiceAdmin/page', { ...finance, schema: { tags, summary: '开票申请（后台）', querystring: InvoiceRequestQuery, response: answers(Page(InvoiceRequest)) } }, async (request) =>
    ok(await adminRequests(app.db, request.query)),
  );
  app.post('/v1/invoiceAdmin/accept/:id', { ...finance, schema: { tags, summary: '受理开票申请', params: IdParams, response: answers(InvoiceRequest) } }, async (request) =>
    ok(await acceptRequest(deps(), operator(request), request.params.id), '已受理'),
  );
  app.post('/v1/invoiceAdmin/issue/:id', { ...finance, schema: { tags, summary: '开具电子发票并邮件发送', params: IdParams, response: answers(InvoiceRequest) } }, async (request) =>
    ok(await issueRequest(deps(), operator(request), request.params.id, link), '发票已开具并发送至邮箱'),
  );
  app.post(
    '/v1/invoiceAdmin/reject/:id',
    { ...finance, schema: { tags, summary: '驳回开票申请', params: IdParams, body: InvoiceDecisionBody, response: answers(InvoiceRequest) } },
    async (request) => ok(await rejectRequest(deps(), operator(request), request.params.id, request.body.reason), '已驳回'),
  );
  app.post(
    '/v1/invoiceAdmin/reverse/:id',
    { ...finance, schema: { tags, summary: '红冲已开具的发票（金额恢复为可开票）', params: IdParams, body: InvoiceDecisionBody, response: answers(InvoiceRequest) } },
    async (request) => ok(await reverseRequest(deps(), operator(request), request.params.id, request.body.reason), '已红冲'),
  );
  app.post('/v1/invoiceAdmin/reissue/:id', { ...finance, schema: { tags, summary: '红冲后重新开具', params: IdParams, response: answers(InvoiceRequest) } }, async (request) =>
    ok(await reissueRequest(deps(), operator(request), request.params.id, link), '发票已重新开具'),
  );
  app.get(
    '/v1/invoiceAdmin/pdf/:id',
    { ...finance, schema: { tags, summary: '查看电子发票 PDF', params: IdParams, querystring: z.object({ red: z.enum(['true', 'false']).optional() }), response: answersFile('电子发票 PDF', ['application/pdf']) } },
    async (request, reply) => {
      const row = await requestRow(app.db, request.params.id);
      if (!row) throw notFound(REQUEST_NOT_FOUND);
      return reply.type('application/pdf').send(await requestPdf(row, request.query.red === 'true'));
    },
  );
};

export default invoiceAdminRoutes;
