import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { OutboxList, OutboxQuery } from '../../../src/shared/contracts/system';
import { ok } from '../../lib/envelope';

/**
 * Dev tools (DESIGN §2): on for `npm start` and tests, off when NODE_ENV=production. Registered
 * only when enabled, so in production these paths are unknown routes.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { tags: ['dev'], summary: '开发用：已发送的短信与邮件（最新在前）', querystring: OutboxQuery, response: answers(OutboxList) } },
    async (request) => ok(await app.outbox.recent(request.query)),
  );
};

export default devRoutes;
