import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, Empty, IdParams } from '../../../src/shared/contracts/common';
import { InvoiceTitle, InvoiceTitleBody } from '../../../src/shared/contracts/invoice';
import { CACHED_READ } from '../../plugins/read-cache';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { removeTitle, saveTitle, titlesOf } from './titles';

/** 发票抬头 (/bss-invoice): the caller's own titles only; another user's id is not found. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const tags = ['invoice'];

  app.get('/v1/invoice/title/list', { ...CACHED_READ, ...auth, schema: { tags, summary: '我的发票抬头', response: answers(z.array(InvoiceTitle)) } }, async (request) =>
    ok(await titlesOf(app.db, caller(request).userId)),
  );

  app.post(
    '/v1/invoice/title/create',
    { ...auth, schema: { tags, summary: '新增发票抬头（个人仅普票；专票须企业认证通过且抬头、税号一致）', body: InvoiceTitleBody, response: answers(InvoiceTitle) } },
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
      await removeTitle(app.db, caller(request).userId, request.params.id);
      return ok(null, '发票抬头已删除');
    },
  );
};

export default invoiceRoutes;
