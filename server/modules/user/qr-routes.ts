import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QrDecision, QrPoll, QrScan, QrTicket, QrTicketBody, QrTicketQuery } from '../../../src/shared/contracts/account';
import { answers } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { signInWith } from './sign-in';

/** QR sign-in: the desktop creates and polls a ticket; a signed-in phone scans, then confirms or cancels. */
const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIn = signInWith(app);

  app.post(
    '/v1/user/qrLogin/create',
    { schema: { tags: ['user'], summary: '扫码登录：生成二维码', response: answers(QrTicket) } },
    async (request) => ok(await app.accounts.qr.create({ ip: request.ip, agent: request.headers['user-agent'] ?? '' })),
  );

  app.get(
    '/v1/user/qrLogin/poll',
    { schema: { tags: ['user'], summary: '扫码登录：电脑端轮询', querystring: QrTicketQuery, response: answers(QrPoll) } },
    async (request, reply) => {
      const result = await app.accounts.qr.poll(request.query.ticket);
      if (result.status !== 'confirmed' || !result.userId) return ok({ status: result.status });
      const user = await app.accounts.get(result.userId);
      return ok({ status: 'confirmed' as const, ...(await signIn(request, reply, user, 'qr')) });
    },
  );

  app.get(
    '/v1/user/qrLogin/scan',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端查看', querystring: QrTicketQuery, response: answers(QrScan) } },
    async (request) => ok(await app.accounts.qr.scan(request.query.ticket)),
  );

  app.post(
    '/v1/user/qrLogin/confirm',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端确认', body: QrTicketBody, response: answers(QrDecision) } },
    async (request) => ok(await app.accounts.qr.confirm(request.body.ticket, caller(request).userId), '已确认登录'),
  );

  app.post(
    '/v1/user/qrLogin/cancel',
    { preHandler: app.requireAuth, schema: { tags: ['user'], summary: '扫码登录：手机端取消', body: QrTicketBody, response: answers(QrDecision) } },
    async (request) => ok(await app.accounts.qr.cancel(request.body.ticket, caller(request).userId), '已取消登录'),
  );
};

export default qrRoutes;
