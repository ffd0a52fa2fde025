import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX } from '../../plugins/envelope';
import repository from './repository';
import routes, { devCaptchaRoutes } from './routes';

/** Picture captchas and the risk events that ask for them. */
async function captchaModule(app: FastifyInstance) {
  await app.register(repository);
  await app.register(routes, { prefix: GATEWAY_PREFIX });
  if (app.env.devTools) await app.register(devCaptchaRoutes, { prefix: GATEWAY_PREFIX });
}

export default fp(captchaModule, { name: 'captcha', dependencies: ['db'] });
