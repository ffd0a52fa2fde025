import type { z } from 'zod';
import type { ModelServiceBody } from '../../../src/shared/contracts/model-service';
import { Code } from '../../../src/shared/core/codes';
import { MINUTE } from '../../lib/clock';
import { alreadyExists, BizError, notFound } from '../../lib/envelope';
import { isUniqueViolation } from '../../lib/sql';
import { getWallet, insufficientFunds } from '../wallet/service';
import { toMinor } from '../../../src/shared/core/money';
import { meterService } from './metering';
import { addLog, callsSince, goodsFor, insertService, lockService, marketModelExists, openReplicas, ownedService, updateService, type ServiceRow } from './queries';
import { addReplicas, dropReplicas, holdOrRefuse, holdServiceHour, hourlyPriceOf, replicaRef as ref, type ServiceContext } from './replicas';

export type { ServiceContext };


type Body = z.output<typeof ModelServiceBody>;

/** A provider transition that has not finished this long after its time fails the service. */
export const TRANSITION_DEADLINE_MS = 10 * MINUTE;
/** Calls per replica per minute above which a service adds a replica (up to its maximum). */
export const SCALE_UP_CALLS_PER_REPLICA = 60;

export function lifecycle(ctx: ServiceContext) {
  const { db, clock } = ctx;

  async function owned(userId: number, id: number) {
    const row = await ownedService(db, userId, id);
    if (!row) throw notFound('模型服务不存在');
    return row;
  }

  /** Whether the owner can pay an hour of `replicas` replicas now; refused with the amounts otherwise. */
  async function assertFunds(userId: number, goodsId: number, cards: number, replicas: number, what: string) {
    const { hourFen } = await hourlyPriceOf(db, goodsId, cards, clock.now());
    const needed = hourFen * replicas;
    const wallet = await getWallet(db, userId);
    const spendable = toMinor(wallet.balanceAmount) + toMinor(wallet.availableCreditLimit);
    if (spendable < needed) throw insufficientFunds(what, needed, spendable, toMinor(wallet.freezeBalanceAmount) + toMinor(wallet.freezeCreditLimit));
  }

  return {
    /** Deploy: the service row, its first replicas on the provider, and its access point (the key answered once). */
    async create(userId: number, body: Body) {
      const goods = await goodsFor(db, body.goodsId);
      if (!goods || goods.status !== 'on_sale') throw new BizError(Code.PARAM, 'GPU 商品不存在或已下架', [{ field: 'goodsId', message: 'GPU 商品不存在或已下架' }]);
      if (body.gpuNumber > goods.maxGpuNumber) throw new BizError(Code.PARAM, `该商品每个副本最多 ${goods.maxGpuNumber} 张卡`, [{ field: 'gpuNumber', message: `最多 ${goods.maxGpuNumber} 张卡` }]);
      if (body.source === 'market' && !(await marketModelExists(db, body.modelId!))) throw new BizError(Code.PARAM, '模型市场中没有该模型', [{ field: 'modelId', message: '模型市场中没有该模型' }]);
      const first = Math.max(1, body.minReplicas);
      await assertFunds(userId, goods.id, body.gpuNumber, first, '部署模型服务（首个小时）');
      const now = clock.now();
      let service: ServiceRow;
      try {
        service = await ctx.inventory.transaction(async (tx) => {
          const made = await insertService(tx, {
            userId,
            name: body.name,
            source: body.source,
            modelId: body.source === 'market' ? body.modelId : null,
            image: body.source === 'image' ? body.image : null,
            goodsId: goods.id,
            gpuNumber: body.gpuNumber,
            status: 'creating',
            replicas: 0,
            targetReplicas: first,
            minReplicas: body.minReplicas,
            maxReplicas: body.maxReplicas,
            idleTimeout: body.idleTimeout,
            env: body.env,
            upstreamUrl: body.upstreamUrl,
            promptPrice: body.promptPrice,
            completionPrice: body.completionPrice,
            tpm: body.tpm,
            createdAt: now,
            updatedAt: now,
          });
          // The hour held before the provider is asked for anything: a refusal leaves nothing begun.
          await holdOrRefuse(clock, tx, made, first, now, '部署模型服务（首个小时）');
          const completesAt = await addReplicas(ctx, tx, made, first, now);
          await addLog(tx, made.id, 'info', `开始部署 ${body.source === 'market' ? `模型 ${body.modelId}` : `镜像 ${body.image}`}：${first} 个副本，每副本 ${body.gpuNumber} 张 ${goods.gpuType}`, now);
          return (await updateService(tx, made.id, { transitionAt: completesAt }))!;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'model_services_name_key')) throw alreadyExists(`已有名为 ${body.name} 的模型服务`);
        throw error;
      }
      const point = await ctx.accessPoints.create(userId, {
        name: `${body.name}`.slice(0, 34) + ' 接入点',
        product: 'model_service',
        expiresAt: null,
        ipRanges: [],
        rpm: body.rpm,
        imagesPerDay: null,
        spendCap: null,
        spendCapPeriod: null,
        freeOnly: false,
      });
      service = (await updateService(db, service.id, { accessPointId: point.id }))!;
      return { service, key: point.key };
    },

    /** Stop: every replica ends (billing stops), the service keeps its settings. */
    async stop(userId: number, id: number) {
      await owned(userId, id);
      return ctx.inventory.transaction(async (tx) => {
        const row = (await lockService(tx, id))!;
        if (row.status === 'stopped' || row.status === 'deleted') throw new BizError(Code.ERROR, '模型服务已停止');
        const now = clock.now();
        await dropReplicas(ctx, tx, row, now);
        await holdServiceHour(clock, tx, row, 0, now);
        await addLog(tx, id, 'info', '已停止：全部副本已释放，停止计费，冻结的费用已解冻', now);
        return (await updateService(tx, id, { status: 'stopped', replicas: 0, targetReplicas: 0, transitionAt: null, reason: null, updatedAt: now }))!;
      });
    },

    /** Start a stopped service again with its minimum replicas (at least one). */
    async start(userId: number, id: number) {
      const current = await owned(userId, id);
      if (current.status !== 'stopped') throw new BizError(Code.ERROR, `模型服务当前状态不能启动（${current.status}）`);
      const first = Math.max(1, current.minReplicas);
      await assertFunds(userId, current.goodsId, current.gpuNumber, first, '启动模型服务（首个小时）');
      return ctx.inventory.transaction(async (tx) => {
        const row = (await lockService(tx, id))!;
        if (row.status !== 'stopped') throw new BizError(Code.ERROR, '模型服务当前状态不能启动');
        const now = clock.now();
        await holdOrRefuse(clock, tx, row, first, now, '启动模型服务（首个小时）');
        const completesAt = await addReplicas(ctx, tx, row, first, now);
        await addLog(tx, id, 'info', `启动：扩容到 ${first} 个副本`, now);
        return (await updateService(tx, id, { status: 'scaling', targetReplicas: first, transitionAt: completesAt, reason: null, updatedAt: now }))!;
      });
    },

    /** Delete: replicas end, the name is free again; bills and calls keep naming it. */
    async remove(userId: number, id: number) {
      await owned(userId, id);
      await ctx.inventory.transaction(async (tx) => {
        const row = (await lockService(tx, id))!;
        const now = clock.now();
        await dropReplicas(ctx, tx, row, now);
        await holdServiceHour(clock, tx, row, 0, now);
        await addLog(tx, id, 'info', '已删除', now);
        await updateService(tx, id, { status: 'deleted', replicas: 0, targetReplicas: 0, transitionAt: null, deletedAt: now, updatedAt: now });
      });
      await meterService(ctx, id);
    },

    /** A call found the service at zero replicas: wake one (cold start). */
    async wake(id: number) {
      await ctx.inventory.transaction(async (tx) => {
        const row = (await lockService(tx, id))!;
        if (row.status !== 'running' || row.replicas > 0) return;
        const now = clock.now();
        await holdOrRefuse(clock, tx, row, 1, now, '冷启动模型服务副本（首个小时）', 402);
        const completesAt = await addReplicas(ctx, tx, row, 1, now);
        await addLog(tx, id, 'info', '收到调用，从零冷启动 1 个副本', now);
        await updateService(tx, id, { status: 'scaling', targetReplicas: 1, transitionAt: completesAt, updatedAt: now });
      });
    },
  };
}

export type ServiceLifecycle = ReturnType<typeof lifecycle>;

/** Complete the transitions whose time has come: running with the target replicas, or failed past the deadline. */
export async function completeServiceTransitions(ctx: ServiceContext, rows: ServiceRow[]): Promise<number> {
  let done = 0;
  for (const row of rows) {
    const now = ctx.clock.now();
    const open = await openReplicas(ctx.db, row.id);
    const ready = await Promise.all(open.map((r) => ctx.provider.isDone(row.status === 'creating' ? 'create' : 'start', ref(r.id, r.hostId, r.cards), now)));
    if (ready.every(Boolean)) {
      await ctx.db.transaction(async (tx) => {
        const locked = (await lockService(tx, row.id))!;
        if (locked.status !== row.status || locked.transitionAt?.getTime() !== row.transitionAt?.getTime()) return;
        await updateService(tx, row.id, { status: 'running', replicas: open.length, transitionAt: null, updatedAt: now, lastCallAt: locked.lastCallAt ?? now });
        await addLog(tx, row.id, 'info', row.status === 'creating' ? `部署完成，${open.length} 个副本运行中` : `扩缩容完成，当前 ${open.length} 个副本`, now);
      });
      done += 1;
    } else if (now.getTime() - row.transitionAt!.getTime() > TRANSITION_DEADLINE_MS) {
      await ctx.inventory.transaction(async (tx) => {
        const locked = (await lockService(tx, row.id))!;
        if (locked.status !== row.status) return;
        await dropReplicas(ctx, tx, locked, now);
        await holdServiceHour(ctx.clock, tx, locked, 0, now);
        await addLog(tx, row.id, 'error', '算力提供方未能在 10 分钟内启动副本，部署失败，副本已释放', now);
        await updateService(tx, row.id, { status: 'failed', replicas: 0, targetReplicas: 0, transitionAt: null, reason: '副本启动超时', updatedAt: now });
      });
      done += 1;
    }
  }
  return done;
}

/**
 * Scale running services: down to their minimum (zero included) after their idle timeout, up by
 * one replica while the last minute's calls exceed what their replicas take (to their maximum).
 */
export async function autoscale(ctx: ServiceContext, rows: ServiceRow[]): Promise<number> {
  let changed = 0;
  for (const row of rows) {
    const now = ctx.clock.now();
    const idleSince = row.lastCallAt ?? row.updatedAt;
    const idle = now.getTime() - idleSince.getTime() >= row.idleTimeout * 1000;
    let target = row.replicas;
    if (idle && row.replicas > row.minReplicas) target = row.minReplicas;
    else if (!idle && row.replicas > 0 && row.replicas < row.maxReplicas && (await callsSince(ctx.db, row.id, new Date(now.getTime() - MINUTE))) > SCALE_UP_CALLS_PER_REPLICA * row.replicas) target = row.replicas + 1;
    if (target === row.replicas) continue;
    try {
      await ctx.inventory.transaction(async (tx) => {
        const locked = (await lockService(tx, row.id))!;
        if (locked.status !== 'running' || locked.replicas !== row.replicas) return;
        if (target < row.replicas) {
          await dropReplicas(ctx, tx, locked, now, row.replicas - target);
          await holdServiceHour(ctx.clock, tx, locked, target, now);
          await addLog(tx, row.id, 'info', `空闲超过 ${row.idleTimeout} 秒，缩容到 ${target} 个副本${target === 0 ? '（缩容到零，停止计费，下次调用时冷启动）' : ''}`, now);
          await updateService(tx, row.id, { status: 'scaling', targetReplicas: target, replicas: target, transitionAt: now, updatedAt: now });
        } else {
          await holdOrRefuse(ctx.clock, tx, locked, target, now, '扩容模型服务副本');
          const completesAt = await addReplicas(ctx, tx, locked, 1, now);
          await addLog(tx, row.id, 'info', `最近一分钟调用量较高，扩容到 ${target} 个副本`, now);
          await updateService(tx, row.id, { status: 'scaling', targetReplicas: target, transitionAt: completesAt, updatedAt: now });
        }
      });
      changed += 1;
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      await addLog(ctx.db, row.id, 'warn', `扩容失败：${error.message}`, now);
    }
  }
  return changed;
}

