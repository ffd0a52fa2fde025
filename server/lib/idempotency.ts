import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { paramError } from './envelope';

/** JSON with every object's keys in order, so that the same body always reads the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** An `Idempotency-Key` and a hash of the request it came with: method, path and canonical body. */
export interface Idempotency {
  key: string;
  requestHash: string;
}

/** The request's Idempotency-Key (validated by the route's header schema), if it sent one. */
export function idempotencyOf(request: FastifyRequest): Idempotency | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return undefined;
  const path = request.url.split('?')[0];
  const requestHash = createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
  return { key, requestHash };
}

/**
 * The Idempotency-Key of a multipart request (a file upload, whose body the JSON hash above never
 * sees): the same method and path, the same fields and the same file's bytes are the same request.
 * Answers undefined without a key; a key over 200 characters is a 50005 naming the header.
 */
export function idempotencyOfUpload(request: FastifyRequest, fields: Record<string, string>, file: Buffer): Idempotency | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return undefined;
  if (key.length > 200) throw paramError('Idempotency-Key', 'Idempotency-Key 不能超过 200 个字符');
  const path = request.url.split('?')[0];
  const fileHash = createHash('sha256').update(file).digest('hex');
  const requestHash = createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(fields)}\n${fileHash}`)
    .digest('hex');
  return { key, requestHash };
}

/**
 * A key answers again only the request it was first used with (as Stripe's do): the same key with
 * another request is refused, never answered with the first one's result. A row stored before
 * hashes were kept (no hash) is taken as the same request.
 */
export function assertSameRequest(storedHash: string | null, idempotency: Idempotency): void {
  if (storedHash !== null && storedHash !== idempotency.requestHash) {
    throw paramError('Idempotency-Key', 'Idempotency-Key：该 Idempotency-Key 已用于另一请求，请为新的请求使用新的 Idempotency-Key');
  }
}
