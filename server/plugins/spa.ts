import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PREFIX, noRoute } from './envelope';

export interface SpaOptions {
  /** The Vite build output; the plugin only answers 404s when it is missing. */
  root: string;
}

const YEAR_SECONDS = 31_536_000;

/** Where the build lists the paths with a prerendered page of their own (scripts/route-pages.ts). */
const ROUTE_PAGES_MANIFEST = 'routes/pages.json';

/**
 * Serves the built single-page app: hashed assets cached for a year, pre-compressed (brotli and
 * gzip written at build time), and index.html for every other GET so client routes work on reload.
 * Unknown /gateway paths answer the envelope, never the page.
 */
async function spa(app: FastifyInstance, opts: SpaOptions) {
  const root = path.resolve(opts.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const manifest = path.join(root, ROUTE_PAGES_MANIFEST);
  const routePages = new Map<string, string>(
    hasBuild && existsSync(manifest) ? Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>) : [],
  );

  // Paths with `:param` segments (a workbench page's /detail/:id) match any one segment there.
  const patterns = [...routePages]
    .filter(([route]) => route.includes('/:'))
    .map(([route, file]) => ({ file, match: new RegExp(`^${route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`) }));
  const pageOf = (route: string) => routePages.get(route) ?? patterns.find((pattern) => pattern.match.test(route))?.file;

  /** The app's page for a client route: the route's own copy when it has one, else index.html. */
  const sendPage = (reply: FastifyReply, pathname: string) => {
    const own = pageOf(pathname.replace(/\/+$/, '') || '/');
    const file = own && existsSync(path.join(root, own)) ? own : 'index.html';
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(file);
  };

  if (hasBuild) {
    // "/" itself is the static root directory to @fastify/static (a 403 without Accept-Encoding).
    app.get('/', (_request, reply) => sendPage(reply, '/'));
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // The pre-compressed copy is cached as the file it stands for (index.html.br is HTML).
        const relative = path
          .relative(root, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        if (relative.startsWith('assets/')) {
          res.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (relative.endsWith('.html')) {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === GATEWAY_PREFIX || pathname.startsWith(`${GATEWAY_PREFIX}/`)) {
      return reply.status(404).send(noRoute(request.method, request.url));
    }
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (hasBuild && isPageRequest) return sendPage(reply, pathname);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}

export default fp(spa, { name: 'spa' });
