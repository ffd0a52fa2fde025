import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DevOutboxTransport, Messenger, WebhookTransport } from './messenger';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}

/** SMS and e-mail: the operator's provider when configured, otherwise the dev outbox. */
async function notifyModule(app: FastifyInstance) {
  const { env } = app;
  const transport = env.MESSAGE_WEBHOOK_URL ? new WebhookTransport(env.MESSAGE_WEBHOOK_URL, env.MESSAGE_WEBHOOK_TOKEN) : new DevOutboxTransport(app.log);
  if (!env.MESSAGE_WEBHOOK_URL && env.NODE_ENV === 'production') {
    app.log.warn('MESSAGE_WEBHOOK_URL is not set: SMS and e-mail only reach the server log and outbox');
  }
  app.decorate('messenger', new Messenger(app.db, app.clock, transport));
}

export default fp(notifyModule, { name: 'notify', dependencies: ['db'] });
