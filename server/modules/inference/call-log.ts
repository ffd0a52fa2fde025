import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomString } from '../../lib/crypto';
import type { ApiCall, ApiCallQuery } from '../../../src/shared/contracts/inference';
import { formatDateTimeSeconds, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paginate } from '../../lib/paging';
import { plainIp } from './open-auth';
import { callBatch, callsOf, insertCall, touchAccessPoint, type ApiCallRow, type CallFilter } from './queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The call log's id of a public API call (answered as `X-Request-Id`). */
    callId?: string;
    /** The call was charged and logged with its charge, in one transaction. */
    callLogged?: boolean;
    /** Why a public API call failed, as answered. */
    callError?: string;
  }
}

const view = (row: ApiCallRow): ApiCall => ({
  id: row.id,
  requestId: row.requestId,
  accessPointId: row.accessPointId,
  accessPointName: row.accessPointName,
  product: row.product,
  endpoint: row.endpoint,
  status: row.status,
  latencyMs: row.latencyMs,
  units: row.units,
  unitPrice: row.unitPrice,
  cost: row.cost,
  free: row.free,
  clientIp: row.clientIp,
  error: row.error,
  createdAt: toShanghaiIso(row.createdAt),
});

/**
 * Write a public API call into the log once its answer has gone (Fastify's onResponse), so logging
 * never holds the call up. A call whose key was never recognised belongs to nobody and is not logged.
 * A charged call wrote its own row with its charge (one transaction); this one is skipped then.
 */
export async function logCall(db: Db, clock: Clock, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const point = request.accessPoint;
  if (!point || !request.callId || request.callLogged) return;
  const now = clock.now();
  await insertCall(db, {
    requestId: request.callId,
    userId: point.userId,
    accessPointId: point.id,
    accessPointName: point.name,
    product: point.product,
    endpoint: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    status: reply.statusCode,
    latencyMs: Math.round(reply.elapsedTime),
    clientIp: plainIp(request.ip),
    error: request.callError ?? null,
    createdAt: now,
  });
  await touchAccessPoint(db, point.id, now);
}

/** A fresh request id for a call, answered as `X-Request-Id`. */
export function startCall(request: FastifyRequest, reply: FastifyReply): void {
  request.callId = `req_${randomString(24)}`;
  reply.header('x-request-id', request.callId);
}

/** The hooks that log every call of a plugin's routes: why it failed, and the row once answered. */
export function logCalls(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    request.callError = error.message;
  });
  if (!app.env.API_CALL_LOG) return;
  app.addHook('onResponse', async (request, reply) => {
    try {
      await logCall(app.db, app.clock, request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'api call not logged');
    }
  });
}

export const filterOf = (userId: number, query: Omit<ApiCallQuery, 'current' | 'size'>): CallFilter => ({
  userId,
  accessPointId: query.accessPointId === undefined ? undefined : Number(query.accessPointId),
  outcome: query.outcome,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
});

export async function pageCalls(db: Db, filter: CallFilter, paging: { current: number; size: number }) {
  const page = await paginate(db, callsOf(db, filter), paging);
  return { ...page, records: page.records.map(view) };
}

const CSV_HEADER = ['时间', '请求 ID', '接入点', '产品', '接口', '状态', '耗时（毫秒）', '用量（张）', '单价（元）', '费用（元）', '免费/付费', '客户端 IP', '错误'];
const PRODUCT_NAMES: Record<ApiCall['product'], string> = { photo_api: 'AI 写真 API', model_service: '模型服务' };

/** A CSV cell: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

const EXPORT_BATCH = 500;

/**
 * Every call the filter matches as CSV (UTF-8 with BOM), newest first, read and sent in batches so
 * that a long log never sits whole in memory.
 */
export function callsCsv(db: Db, filter: CallFilter): Readable {
  async function* lines() {
    yield `\uFEFF${CSV_HEADER.map(cell).join(',')}\r\n`;
    let before: number | null = null;
    for (;;) {
      const rows = await callBatch(db, filter, before, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows
        .map((row) =>
          [
            formatDateTimeSeconds(row.createdAt),
            row.requestId,
            row.accessPointName,
            PRODUCT_NAMES[row.product],
            row.endpoint,
            row.status,
            row.latencyMs,
            row.units,
            row.unitPrice,
            row.cost,
            row.free ? '免费' : '付费',
            row.clientIp,
            row.error,
          ]
            .map(cell)
            .join(','),
        )
        .map((line) => `${line}\r\n`)
        .join('');
      if (rows.length < EXPORT_BATCH) return;
      before = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
