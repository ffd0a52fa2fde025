import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { HostFull } from '../../../src/shared/contracts/compute';
import type { StartMode } from '../../../src/shared/core/compute';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { containerGoods, images, instances, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { holdNextHour, releaseHold } from './billing/holds';
import { ceilMinute, chargePlan, floorMinute, meterInTx, type InstanceRow } from './billing/metering';
import { AUTO_RELEASE_DAYS } from './billing/rates';
import type { Inventory } from '../market/inventory';
import type { Messenger } from '../notify/messenger';
import { insufficientFunds, lockWallet } from '../wallet/service';
import type { ComputeProvider, Transition } from './provider';

export interface ComputeContext {
  db: Db;
  clock: Clock;
  provider: ComputeProvider;
  messenger: Messenger;
  /** The hosts' cards; every transaction that takes or gives back cards runs in inventory.transaction. */
  inventory: Inventory;
}

const stateError = (message: string, data: unknown = null) => new BizError(Code.ERROR, message, data);

/** The instance, locked for this transaction, if it is the caller's. Others' ids are simply not found. */
async function lockOwn(tx: Tx, userId: number, id: number): Promise<InstanceRow> {
  const [row] = await tx
    .select()
    .from(instances)
    .where(and(eq(instances.id, id), eq(instances.userId, userId)))
    .for('update');
  if (!row || row.status === 'released') throw notFound('实例不存在');
  return row;
}

async function begin(ctx: ComputeContext, transition: Transition, instance: InstanceRow) {
  return ctx.provider.begin(transition, instance, ctx.clock.now());
}

/**
 * The provider begins the transition; the instance shows it (`status`, the pending action and when it
 * completes) with what else the transition changes (`set`).
 */
async function beginTransition(
  ctx: ComputeContext,
  tx: Tx,
  transition: Transition,
  status: InstanceRow['status'],
  row: InstanceRow,
  set: Partial<typeof instances.$inferInsert> = {},
) {
  const { completesAt } = await begin(ctx, transition, row);
  const [updated] = await tx
    .update(instances)
    .set({ status, pendingAction: transition, transitionAt: completesAt, ...set })
    .where(eq(instances.id, row.id))
    .returning();
  return updated!;
}

/** Stop: bill GPU time to the minute, give the cards back, then the provider shuts down. */
export async function stopInstance(ctx: ComputeContext, userId: number, id: number) {
  return ctx.inventory.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (row.status === 'stopping' || row.status === 'stopped') return row; // a double click does nothing twice
    if (row.status !== 'running') throw stateError('实例当前状态不能关机', { status: row.status });
    return stopLocked(ctx, tx, row);
  });
}

/** Stop a running instance locked by the caller: bill it, give its hold and cards back, begin the stop. */
export async function stopLocked(ctx: ComputeContext, tx: Tx, row: InstanceRow) {
  const now = ctx.clock.now();
  // A prepaid term that has ended is not billed past its end; otherwise to the minute begun.
  const termEnded = row.billingMode === 'common' && row.expiresAt && row.expiresAt <= now;
  await meterInTx(tx, ctx.clock, row, termEnded ? row.expiresAt! : ceilMinute(now));
  await releaseHold(tx, ctx.clock, row, now);
  await ctx.inventory.release(tx, row.hostId, row.gpuHeld);
  return beginTransition(ctx, tx, 'stop', 'stopping', row, {
    gpuHeld: 0,
    stoppedAt: now,
    // Prepaid instances turn pay-as-you-go once their term is over.
    billingMode: termEnded ? 'timed' : row.billingMode,
  });
}

/**
 * Start a stopped instance: with its cards on its host; without GPU at a low price; or on another
 * host of the same offer. A full host is said plainly, with the two ways out. Pay-as-you-go holds
 * its first hour again, as an order does.
 */
export async function startInstance(ctx: ComputeContext, userId: number, id: number, mode: StartMode) {
  const result = await ctx.inventory.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (row.status === 'starting' || row.status === 'running') return { row, full: false };
    if (row.status !== 'stopped') throw stateError('实例当前状态不能开机', { status: row.status });
    // Money moves below: the wallet is locked before hosts and card-hours, as on every path.
    await lockWallet(tx, userId);
    let hostId = row.hostId;
    let gpuHeld = row.gpuNumber;
    if (mode === 'no_gpu') gpuHeld = 0;
    else if (mode === 'migrate') {
      const other = await ctx.inventory.takeAnywhere(tx, row.goodsId, row.gpuNumber, row.hostId);
      if (!other) throw stateError('同型号的其他主机暂无足够空闲GPU，请稍后再试或以无卡模式开机', { reason: 'no_capacity' });
      hostId = other;
    } else if (!(await ctx.inventory.take(tx, row.hostId, row.gpuNumber))) {
      return { row, full: true };
    }
    const now = ctx.clock.now();
    await meterInTx(tx, ctx.clock, row, floorMinute(now));
    const running = { ...row, status: 'running' as const, hostId, gpuHeld, meteredUntil: now };
    const hold = await holdNextHour(tx, ctx.clock, row, await chargePlan(tx, running), now);
    if (!hold.ok) throw insufficientFunds('开机', hold.neededFen, hold.spendableFen, hold.frozenFen);
    return { row: await beginTransition(ctx, tx, 'start', 'starting', { ...row, hostId, gpuHeld }, { hostId, gpuHeld }), full: false };
  });
  if (result.full) {
    const canMigrate = await ctx.inventory.hasCapacityElsewhere(result.row.goodsId, result.row.gpuNumber, result.row.hostId);
    const data: HostFull = { reason: 'host_full', options: canMigrate ? ['no_gpu', 'migrate'] : ['no_gpu'] };
    throw stateError('当前主机的GPU已被占用，可选择无卡模式开机（¥0.10/小时，仅用于拷贝数据）或迁移到其他主机', data);
  }
  return result.row;
}

/** Restart keeps the cards and the bill running. */
export async function restartInstance(ctx: ComputeContext, userId: number, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (row.status === 'starting') return row;
    if (row.status !== 'running') throw stateError('实例当前状态不能重启', { status: row.status });
    return beginTransition(ctx, tx, 'restart', 'starting', row);
  });
}

/** Release a stopped instance: storage billed to the minute, then it is gone. */
export async function releaseInstance(ctx: ComputeContext, userId: number, id: number) {
  return ctx.inventory.transaction(async (tx) => {
    const [row] = await tx.select().from(instances).where(and(eq(instances.id, id), eq(instances.userId, userId))).for('update');
    if (!row) throw notFound('实例不存在');
    if (row.status === 'releasing' || row.status === 'released') return row;
    if (row.status !== 'stopped' && row.status !== 'failed') throw stateError('请先关机再释放实例', { status: row.status });
    return releaseLocked(ctx, tx, row);
  });
}

async function releaseLocked(ctx: ComputeContext, tx: Tx, row: InstanceRow) {
  await meterInTx(tx, ctx.clock, row, ceilMinute(ctx.clock.now()));
  await releaseHold(tx, ctx.clock, row, ctx.clock.now());
  return beginTransition(ctx, tx, 'release', 'releasing', row);
}

export async function renameInstance(ctx: ComputeContext, userId: number, id: number, name: string) {
  return ctx.db.transaction(async (tx) => {
    await lockOwn(tx, userId, id);
    const [updated] = await tx.update(instances).set({ name }).where(eq(instances.id, id)).returning();
    return updated!;
  });
}

/** Save a stopped instance as a private image. A second click while saving answers the same image. */
export async function saveImage(ctx: ComputeContext, userId: number, id: number, name: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    const [saving] = await tx
      .select()
      .from(images)
      .where(and(eq(images.sourceInstanceId, id), eq(images.saveState, 'saving'), isNull(images.deletedAt)));
    if (saving) return saving;
    if (row.status !== 'stopped') throw stateError('请先关机再保存镜像', { status: row.status });
    const [goods] = await tx.select({ storage: containerGoods.storageSpace }).from(containerGoods).where(eq(containerGoods.id, row.goodsId));
    const { completesAt } = await begin(ctx, 'saveImage', row);
    // What the simulated provider "saves": the base image plus a share of the data disk.
    const [base] = row.imageId ? await tx.select({ size: images.sizeGb }).from(images).where(eq(images.id, row.imageId)) : [];
    const sizeGb = fromMinor(toMinor(base?.size ?? '12.00') + goods!.storage * 8);
    const [image] = await tx
      .insert(images)
      .values({
        userId,
        name,
        framework: 'custom',
        description: `由实例 ${row.name} 保存`,
        sizeGb,
        saveState: 'saving',
        sourceInstanceId: row.id,
        createdAt: ctx.clock.now(),
        readyAt: completesAt,
      })
      .returning();
    return image!;
  });
}

/** Complete transitions whose time has come (creating → running, stopping → stopped, …). */
export async function completeTransitions(ctx: ComputeContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(instances)
    .where(and(inArray(instances.status, ['creating', 'starting', 'stopping', 'releasing']), lte(instances.transitionAt, now)))
    .orderBy(asc(instances.transitionAt))
    .limit(500);
  let done = 0;
  for (const row of due) {
    if (!row.pendingAction || !(await ctx.provider.isDone(row.pendingAction, row, now))) continue;
    const finishedAt = row.transitionAt!;
    const next: Partial<InstanceRow> =
      row.status === 'stopping'
        ? { status: 'stopped' }
        : row.status === 'releasing'
          ? { status: 'released', releasedAt: finishedAt }
          : row.pendingAction === 'restart'
            ? { status: 'running' }
            : // Billing starts when the instance runs, never re-billing a minute billed before.
              { status: 'running', startedAt: finishedAt, meteredUntil: finishedAt > row.meteredUntil ? finishedAt : row.meteredUntil };
    const rows = await ctx.db
      .update(instances)
      .set({ ...next, pendingAction: null, transitionAt: null })
      .where(and(eq(instances.id, row.id), eq(instances.status, row.status), eq(instances.transitionAt, finishedAt)))
      .returning({ id: instances.id });
    done += rows.length;
  }
  await ctx.db
    .update(images)
    .set({ saveState: 'saved' })
    .where(and(eq(images.saveState, 'saving'), lte(images.readyAt, now)));
  return done;
}

/** Stop a running instance whose owner can no longer pay, and tell them. */
export async function stopForFunds(ctx: ComputeContext, row: InstanceRow): Promise<void> {
  const stopped = await ctx.inventory.transaction(async (tx) => {
    const [locked] = await tx.select().from(instances).where(eq(instances.id, row.id)).for('update');
    if (!locked || locked.status !== 'running') return null;
    return stopLocked(ctx, tx, locked);
  });
  if (stopped) await tellStoppedForFunds(ctx, row);
}

/** The SMS telling an owner that an instance was stopped because they can no longer pay. */
export async function tellStoppedForFunds(ctx: ComputeContext, row: InstanceRow): Promise<void> {
  const [owner] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId));
  if (owner?.phone) {
    await ctx.messenger.send({
      channel: 'sms',
      to: owner.phone,
      scene: 'balanceExhausted',
      content: `【算力市场】您的账户余额与授信额度不足以支付实例「${row.name}」下一小时的费用，实例已自动关机，数据保留${AUTO_RELEASE_DAYS}天。请充值后在控制台重新开机。`,
    });
  }
}

/** Prepaid terms that ended: stop the instance. */
export async function endPrepaidTerms(ctx: ComputeContext): Promise<void> {
  const now = ctx.clock.now();
  const ended = await ctx.db
    .select()
    .from(instances)
    .where(and(eq(instances.status, 'running'), eq(instances.billingMode, 'common'), lte(instances.expiresAt, now)));
  for (const row of ended) {
    await ctx.inventory.transaction(async (tx) => {
      const [locked] = await tx.select().from(instances).where(eq(instances.id, row.id)).for('update');
      if (locked?.status === 'running') await stopLocked(ctx, tx, locked);
    });
  }
}

/** Stopped for AUTO_RELEASE_DAYS: released. */
export async function autoRelease(ctx: ComputeContext): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - AUTO_RELEASE_DAYS * DAY);
  const stale = await ctx.db
    .select()
    .from(instances)
    .where(and(eq(instances.status, 'stopped'), lte(instances.stoppedAt, cutoff)));
  for (const row of stale) {
    await ctx.inventory.transaction(async (tx) => {
      const [locked] = await tx.select().from(instances).where(eq(instances.id, row.id)).for('update');
      if (locked?.status === 'stopped' && locked.stoppedAt && locked.stoppedAt <= cutoff) await releaseLocked(ctx, tx, locked);
    });
  }
}

