import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { Code } from '../../src/shared/core/codes';
import { trackReads } from '../db/changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET route's successful answers while nothing they were read from has changed (see
     * readCache). `ttlMs` bounds how long an answer that depends on the time is kept.
     */
    readCache?: { ttlMs?: number };
  }
}

/** Answers kept per gateway; beyond it the least recently stored go first. */
const MAX_ENTRIES = 20_000;
/** How long an answer is kept at most, for values derived from the time (remaining days, prices now). */
const DEFAULT_TTL_MS = 5_000;

interface Entry {
  body: string;
  tables: Set<string>;
  /** The change mark taken before the answer was read. */
  mark: number;
  /** The clock's window the answer was read in: the answer is kept within it only. */
  window: number;
  epoch: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answers of reads, kept in memory and given again while no table they were read from has
 * changed. Which tables an answer depends on is learnt while it is read (every statement its
 * handler ran), so no route lists them by hand; a read that wrote anything, or ran no query at
 * all, is never kept. A change made by this gateway counts once its transaction has committed,
 * one made by another gateway when the database announces it (NOTIFY table_changed); while those
 * announcements are not arriving, nothing is kept or given. The caller is part of the key (the
 * user and their roles), so nobody is given what another was answered; authentication still runs
 * on every request. Identical misses arriving together share one read.
 */
async function readCache(app: FastifyInstance) {
  const versions = app.database.versions;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<{ value: unknown; body?: string }>>();

  const keyOf = (request: FastifyRequest) => {
    const auth = request.auth;
    return `${auth ? `${auth.userId}/${auth.roles.join(',')}` : '-'} ${request.url}`;
  };

  const fresh = (entry: Entry | undefined, window: number) =>
    entry !== undefined &&
    entry.window === window &&
    entry.epoch === versions.epoch &&
    versions.live &&
    !versions.changedSince(entry.tables, entry.mark);

  /**
   * Run the handler; serialise a successful answer and keep it if nothing it read changed
   * meanwhile. `body` is absent when the answer is not one to share (a failure, a reply the handler
   * sent itself).
   */
  async function load(
    context: FastifyInstance,
    handler: RouteHandlerMethod,
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    window: number,
  ): Promise<{ value: unknown; body?: string }> {
    const mark = versions.now();
    const epoch = versions.epoch;
    const { value, tables, wrote, queried } = await trackReads(async () => handler.call(context, request, reply));
    if (reply.sent || value === reply || !isSuccess(value)) return { value };
    const body = reply.serialize(value) as string;
    if (queried && !wrote && versions.live && versions.epoch === epoch && !versions.changedSince(tables, mark)) {
      entries.delete(key);
      entries.set(key, { body, tables, mark, window, epoch });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    return { value, body };
  }

  app.addHook('onRoute', (route) => {
    const option = route.config?.readCache;
    if (!option) return;
    if (route.method !== 'GET' && route.method !== 'HEAD') throw new Error(`readCache is for GET routes only (${String(route.method)} ${route.url})`);
    const ttlMs = option.ttlMs ?? DEFAULT_TTL_MS;
    const handler = route.handler;
    route.handler = async function cachedRead(request, reply) {
      const key = keyOf(request);
      const window = Math.floor(app.clock.now().getTime() / ttlMs);
      const entry = entries.get(key);
      if (fresh(entry, window)) return reply.type(JSON_TYPE).send(entry!.body);
      // Join a read of the same key already under way, if it started after the latest change.
      const sharedKey = `${versions.now()} ${window} ${key}`;
      const shared = loading.get(sharedKey);
      if (shared) {
        const { body } = await shared;
        if (body !== undefined) return reply.type(JSON_TYPE).send(body);
        return handler.call(this, request, reply);
      }
      const own = load(this, handler, request, reply, key, window).finally(() => loading.delete(sharedKey));
      loading.set(sharedKey, own);
      const { value, body } = await own;
      if (body === undefined) return value;
      return reply.type(JSON_TYPE).send(body);
    };
  });
}

const isSuccess = (value: unknown) => typeof value === 'object' && value !== null && (value as { code?: unknown }).code === Code.SUCCESS;

export default fp(readCache, { name: 'read-cache', dependencies: ['db'] });

/** Route options of a read whose answers the read cache keeps (spread into the route's options). */
export const CACHED_READ = { config: { readCache: {} } } as const;
