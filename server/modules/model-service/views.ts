import type { ModelService, ModelServiceDetail, ModelServiceQuery } from '../../../src/shared/contracts/model-service';
import { fromMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { ownedAccessPoint } from '../inference/queries';
import { hourlyPriceOf } from './replicas';
import { listedService, logsOf, meterTotals, ownedService, servicesOf, tokenTotals, type ServiceRow } from './queries';

/** The OpenAI-compatible gateway's base path (clients add /chat/completions, /embeddings, /models). */
export const OPEN_BASE = '/gateway/open/v1';

type Listed = Awaited<ReturnType<typeof listedService>>;

async function view(db: Db, now: Date, { service, gpuType, regionName }: Listed): Promise<ModelService> {
  const price = await hourlyPriceOf(db, service.goodsId, service.gpuNumber, now);
  return {
    id: service.id,
    name: service.name,
    source: service.source,
    modelId: service.modelId,
    image: service.image,
    goodsId: service.goodsId,
    gpuType,
    regionName,
    gpuNumber: service.gpuNumber,
    status: service.status,
    replicas: service.replicas,
    targetReplicas: service.targetReplicas,
    minReplicas: service.minReplicas,
    maxReplicas: service.maxReplicas,
    idleTimeout: service.idleTimeout,
    upstreamUrl: service.upstreamUrl,
    promptPrice: service.promptPrice,
    completionPrice: service.completionPrice,
    hourlyPrice: price.price,
    accessPointId: service.accessPointId,
    reason: service.reason,
    lastCallAt: isoOrNull(service.lastCallAt),
    createdAt: toShanghaiIso(service.createdAt),
  };
}

/** The workbench's reads of model services: the caller's own only. */
export function serviceReads(db: Db, clock: Clock) {
  return {
    async page(userId: number, query: ModelServiceQuery & { current: number; size: number }) {
      const page = await paginate(db, servicesOf(db, userId, query), query);
      const now = clock.now();
      return { ...page, records: await Promise.all(page.records.map((row) => view(db, now, row))) };
    },

    async one(id: number): Promise<ModelService> {
      return view(db, clock.now(), await listedService(db, id));
    },

    async detail(userId: number, id: number): Promise<ModelServiceDetail> {
      const row: ServiceRow | undefined = await ownedService(db, userId, id);
      if (!row) throw notFound('模型服务不存在');
      const [base, logs, metered, tokens, point] = await Promise.all([
        view(db, clock.now(), await listedService(db, id)),
        logsOf(db, id),
        meterTotals(db, id),
        tokenTotals(db, id),
        row.accessPointId === null ? undefined : ownedAccessPoint(db, userId, row.accessPointId),
      ]);
      return {
        ...base,
        env: row.env,
        endpoint: OPEN_BASE,
        rpm: point?.rpm ?? null,
        tpm: row.tpm,
        logs: logs.map((log) => ({ id: log.id, level: log.level, message: log.message, createdAt: toShanghaiIso(log.createdAt) })),
        billedSeconds: metered.seconds,
        billedAmount: fromMinor(metered.fen),
        promptTokens: tokens.prompt,
        completionTokens: tokens.completion,
        tokenSpend: tokens.cost,
      };
    },
  };
}
