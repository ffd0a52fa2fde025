import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from './helpers';

let app: FastifyInstance;
let staticDir: string;

beforeAll(async () => {
  // A stand-in build, so the gateway also serves the single-page app (its own routes) as in production.
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'contracts-spa-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>算力市场</title>');
  app = await createTestApp({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await rm(staticDir, { recursive: true, force: true });
});

interface Operation {
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the API contract', () => {
  it('documents what every operation answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/gateway/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>>; info: { description: string } };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(80);
    // The envelope as JSON, or a file (an image, a CSV export) with its media type.
    const undocumented = operations
      .filter(({ operation }) => !Object.values(operation.responses?.['200']?.content ?? {}).some((media) => media.schema))
      .map(({ name }) => name);
    expect(undocumented).toEqual([]);
    const unsummarised = operations.filter(({ operation }) => !operation.summary).map(({ name }) => name);
    expect(unsummarised).toEqual([]);
    // The envelope, the codes and paging are described once, at the top.
    expect(doc.info.description).toContain('{code, data, msg}');
    expect(doc.info.description).toContain('100006');
    expect(doc.info.description).toContain('{records, total, current, size, pages}');
  });

  it('describes the API only: every path is a /gateway route, never the single-page app', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['content-type']).toContain('text/html');
    const doc = (await app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json() as {
      servers: { url: string }[];
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.servers.map((server) => server.url)).toEqual(['/gateway']);
    expect(doc.paths['/']).toBeUndefined();
    const outside = Object.entries(doc.paths).flatMap(([docPath, methods]) =>
      Object.keys(methods)
        .filter((method) => {
          // The document's paths are relative to its server; {name} is a path parameter, {*} a wildcard.
          const url = `/gateway${docPath.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1')}`;
          return !app.hasRoute({ method: method.toUpperCase() as HTTPMethods, url });
        })
        .map((method) => `${method.toUpperCase()} ${docPath}`),
    );
    expect(outside).toEqual([]);
    const withoutSchema = Object.entries(doc.paths).flatMap(([docPath, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !Object.values(operation.responses ?? {}).some((answer) => Object.values(answer.content ?? {}).some((media) => media.schema)))
        .map(([method]) => `${method.toUpperCase()} ${docPath}`),
    );
    expect(withoutSchema).toEqual([]);
  });

  it('serves a readable reference at /gateway/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/gateway/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('算力市场 API 参考');
    const script = await app.inject({ method: 'GET', url: '/gateway/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('SwaggerUIBundle');
    const spec = await call(app, { method: 'GET', url: '/gateway/docs/json' });
    expect((spec as unknown as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
