import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import { ok } from '../../lib/envelope';

/**
 * Dev tools (DESIGN §2): on for `npm start` and tests, off when NODE_ENV=production. Registered
 * only when enabled, so in production these paths are unknown routes.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: '开发用：已发送的短信与邮件（最新在前）',
        querystring: z.object({
          to: z.string().trim().min(1).max(128).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.db
        .select({
          to: outbox.to,
          channel: outbox.channel,
          scene: outbox.scene,
          content: outbox.content,
          code: outbox.code,
          link: outbox.link,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(to ? eq(outbox.to, to) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return ok(rows);
    },
  );
};

export default devRoutes;
