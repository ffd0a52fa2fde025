import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, answersFile, Empty, IdParams, Page } from '../../../src/shared/contracts/common';
import { InvoiceableAmount, InvoiceOptions, InvoiceRequest, InvoiceRequestBody, InvoiceRequestQuery, InvoiceTitle, InvoiceTitleBody } from '../../../src/shared/contracts/invoice';
import { CACHED_READ } from '../../plugins/read-cache';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { invoiceableOf, invoiceableView, invoiceOptions } from './amount';
import { requestPdf } from './issuing';
import { createRequest, ownRequest, requestsOf } from './requests';
import { removeTitle, saveTitle, titlesOf } from './titles';
import { asAttachment } from '../../lib/attachment';

const PdfQuery = z.object({ red: z.enum(['true', 'false']).optional() });

/** 发票管理 (/bss-invoice): the caller's own titles, invoiceable amount, requests and invoices only; another user's id is not found. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const tags = ['invoice'];

  app.get('/v1/invoice/title/list', { ...CACHED_READ, ...auth, schema: { tags, summary: '我的发票抬头', response: answers(z.array(InvoiceTitle)) } }, async (request) =>
    ok(await titlesOf(app.db, caller(request).userId)),
  );

  app.post(
    '/v1/invoice/title/create',
    { ...auth, schema: { tags, summary: '新增发票抬头（个人仅普票；专票须企业认证通过且抬头、税号一致；与认证不一致的企业抬头进入审核）', body: InvoiceTitleBody, response: answers(InvoiceTitle) } },
    async (request) => ok(await saveTitle(app.db, app.clock, caller(request).userId, undefined, request.body)),
  );

  app.put(
    '/v1/invoice/title/update/:id',
    { ...auth, schema: { tags, summary: '修改发票抬头', params: IdParams, body: InvoiceTitleBody, response: answers(InvoiceTitle) } },
    async (request) => ok(await saveTitle(app.db, app.clock, caller(request).userId, request.params.id, request.body)),
  );

  app.delete(
    '/v1/invoice/title/delete/:id',
    { ...auth, schema: { tags, summary: '删除发票抬头', params: IdParams, response: answers(Empty) } },
    async (request) => {
      await removeTitle(app.db, app.clock, caller(request).userId, request.params.id);
      return ok(null, '发票抬头已删除');
    },
  );

  app.get(
    '/v1/invoice/amount',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '可开票金额（实际消费 − 已开票 − 已退款；卡、卡时、优惠券支付部分不可开票）', response: answers(InvoiceableAmount) } },
    async (request) => ok(invoiceableView(await invoiceableOf(app.db, caller(request).userId))),
  );

  app.get('/v1/invoice/options', { ...CACHED_READ, ...auth, schema: { tags, summary: '可按月、按订单开票的范围', response: answers(InvoiceOptions) } }, async (request) =>
    ok(await invoiceOptions(app.db, caller(request).userId)),
  );

  app.get(
    '/v1/invoice/request/page',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '我的开票申请', querystring: InvoiceRequestQuery, response: answers(Page(InvoiceRequest)) } },
    async (request) => ok(await requestsOf(app.db, caller(request).userId, request.query)),
  );

  app.post(
    '/v1/invoice/request/create',
    { ...auth, schema: { tags, summary: '申请开票（按订单、按月或按金额，不超过可开票金额）', body: InvoiceRequestBody, response: answers(InvoiceRequest) } },
    async (request) => ok(await createRequest(app.db, app.clock, caller(request).userId, request.body), '开票申请已提交'),
  );

  app.get(
    '/v1/invoice/request/pdf/:id',
    { ...auth, schema: { tags, summary: '下载电子发票（PDF；red=true 为红字发票）', params: IdParams, querystring: PdfQuery, response: answersFile('电子发票 PDF', ['application/pdf']) } },
    async (request, reply) => {
      const row = await ownRequest(app.db, caller(request).userId, request.params.id);
      const red = request.query.red === 'true';
      const pdf = await requestPdf(row, red);
      return asAttachment(reply, 'application/pdf', `invoice-${red ? row.redNo : row.invoiceNo}.pdf`).send(pdf);
    },
  );
};

export default invoiceRoutes;
