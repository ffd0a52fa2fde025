import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import { advanceContracts } from './lifecycle';
import routes from './routes';

/**
 * Online contracts (SPEC §2 /bss-contract): framework, recharge and consumption contracts from
 * versioned templates, signed with an SMS code and counter-signed by the platform, their PDFs'
 * SHA-256 recorded; listed with the mall's rental contracts (read through the mall). A job makes
 * signed contracts effective on their start and expires them past their end. The only writer of
 * server/db/schema/contract.ts.
 */
async function contractModule(app: FastifyInstance) {
  app.jobs.register({ name: 'contract states', every: 'minute', run: () => advanceContracts(app.db, app.clock) });
  await app.register(routes, { prefix: GATEWAY_PREFIX });
}

export default fp(contractModule, { name: 'contract', dependencies: ['db', 'jobs', 'sms', 'mall', 'certification', 'wallet'] });
