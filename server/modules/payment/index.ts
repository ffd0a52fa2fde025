import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { SandboxChannel, type PaymentChannel } from './channel';
import routes from './routes';
import type { TradeKinds } from './service';

/** Payments through the payment channel: recharges, and what other modules sell (their completions on tradeKinds). */
async function paymentModule(app: FastifyInstance) {
  // Only the sandbox channel exists on a single machine, where dev tools are on; production plugs in its own.
  app.decorate('paymentChannel', app.env.devTools ? new SandboxChannel(app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`) : null);
  app.decorate('tradeKinds', new Map() as TradeKinds);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The channel that collects payments, null when none is configured. */
    paymentChannel: PaymentChannel | null;
    /** What completes each kind of trade other than a recharge. */
    tradeKinds: TradeKinds;
  }
}

export default fp(paymentModule, { name: 'payment', dependencies: ['db', 'wallet'] });
