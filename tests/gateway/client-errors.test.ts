import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

/**
 * Requests Node's HTTP server refuses before Fastify sees them (a 100 kB query string is past the
 * 16 KB header limit) still get the envelope and the security headers. Only a real listening server
 * shows this: inject() never goes through Node's parser.
 */
let app: FastifyInstance;
let port: number;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Send `request` as-is on a fresh connection and read the answer until the server closes it. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(split + 4) });
      socket.end();
    });
    socket.write(request);
  });
}

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

describe('answers Node gives before routing', () => {
  it('a 100 kB query string: 431 with the envelope and the security headers of every answer', async () => {
    const normal = await raw('GET /gateway/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(normal.status).toBe(200);
    const res = await raw(`GET /gateway/v1/mall/goods/page?keyword=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    const body = JSON.parse(res.body) as { code: number; data: unknown; msg: string };
    expect(body).toEqual({ code: 50005, data: null, msg: expect.stringContaining('过长') });
    for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'x-frame-options', 'referrer-policy']) {
      expect(normal.headers[name], name).toBeTruthy();
      expect(res.headers[name], name).toBe(normal.headers[name]);
    }
  });

  it('a request Node cannot parse: 400 with the envelope', async () => {
    const res = await raw('NOT AN HTTP REQUEST\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 50005, data: null, msg: '请求无效' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
