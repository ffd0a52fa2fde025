import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DESCRIPTION } from '../lib/openapi';
import { GATEWAY_PREFIX, isApiUrl } from './envelope';

/**
 * The OpenAPI document of the API (what is served outside /gateway, the single-page app, is left
 * out), built from the routes' zod schemas. Register before the routes; `documentRoutes` serves it.
 */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: '算力市场 Gateway API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: GATEWAY_PREFIX }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' }, apiKey: { type: 'http', scheme: 'bearer', description: '接入点的 API 密钥（sk-…），用于 /gateway/open/v1' } } },
    },
    transform: (document) => (isApiUrl(document.url) ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url }),
    transformObject: jsonSchemaTransformObject,
  });
}

export default fp(openapi, { name: 'openapi' });

/** `/gateway/openapi.json` and a readable reference of it at `/gateway/docs` (envelope, codes and paging described once). */
export async function documentRoutes(api: FastifyInstance) {
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  const uiConfig = { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 } as const;
  await api.register(swaggerUi, { routePrefix: '/docs', uiConfig, theme: { title: '算力市场 API 参考' } });
}
