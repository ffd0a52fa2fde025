import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { BillPage, BillQuery, Instance, InstanceQuery, OrderDetail, OrderQuery, OrderRecord, PrivateImage, PublicImage } from '../../../src/shared/contracts/compute';
import { Code } from '../../../src/shared/core/codes';
import type { StartMode } from '../../../src/shared/core/compute';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { dayFen, rangeAt, segmentFen } from '../../../src/shared/core/tidal';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { billLines, containerGoods, hosts, images, instances, orders, regions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { planFen, planFor } from './billing/metering';
import { AUTO_RELEASE_DAYS, storageRanges } from './billing/rates';
import { loadSpecs } from '../market/queries';
import { releaseInstance, renameInstance, restartInstance, saveImage, startInstance, stopInstance, type ComputeContext } from './instances';
import { createOrder, quoteOrder, type CreateOrderInput } from './orders';

/** A sum of money columns as SQL answers it ("0", "8.72"), as the wire's two places. */
const money = (sum: string) => fromMinor(toMinor(sum));

/** Columns of the instance view, joined in one query. */
const instanceColumns = {
  instance: instances,
  gpuType: containerGoods.aliasGpuType,
  gpuVram: containerGoods.gpuVram,
  storage: containerGoods.storageSpace,
  regionCode: containerGoods.regionCode,
  areaInfo: regions.name,
  sshHost: hosts.sshHost,
  imageName: images.name,
  billedAmount: sql<string>`(select coalesce(sum(${billLines.amount}), 0)::text from ${billLines} where ${billLines.instanceId} = ${instances.id})`,
};

function instanceQuery(db: Db) {
  return db
    .select(instanceColumns)
    .from(instances)
    .innerJoin(containerGoods, eq(containerGoods.id, instances.goodsId))
    .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .leftJoin(images, eq(images.id, instances.imageId))
    .$dynamic();
}

type InstanceJoin = RowOf<typeof instanceQuery>;

/** Price now, what it has cost (billed plus accrued since the last bill), access, and storage cost while stopped. */
async function instanceViews(db: Db, clock: Clock, rows: InstanceJoin[]): Promise<Instance[]> {
  const now = clock.now();
  const specs = await loadSpecs(db, [...new Set(rows.map((r) => r.instance.goodsId))]);
  return rows.map((row) => {
    const i = row.instance;
    const ranges = specs.get(i.goodsId)?.[0]?.ranges ?? [];
    const plan = ranges.length ? planFor(i, ranges, row.storage) : null;
    const accrued = planFen(plan, i.meteredUntil, now);
    const hourly = plan ? segmentFen(rangeAt(plan.ranges, now).unitPrice, plan.cards, 60) : 0;
    const stopped = i.status === 'stopped';
    return {
      id: i.id,
      name: i.name,
      status: i.status,
      pendingAction: i.pendingAction,
      orderBaseId: i.orderId,
      goodsId: i.goodsId,
      gpuType: row.gpuType,
      gpuNumber: i.gpuNumber,
      gpuHeld: i.gpuHeld,
      gpuVram: row.gpuVram,
      regionCode: row.regionCode,
      areaInfo: row.areaInfo,
      billingMode: i.billingMode,
      imageId: i.imageId,
      imageName: row.imageName,
      priceNow: ranges.length ? fromMinor(rangeAt(ranges, now).unitPrice, PRICE) : null,
      hourlyNow: fromMinor(hourly),
      runningSeconds: i.status === 'running' && i.startedAt ? Math.max(0, Math.floor((now.getTime() - i.startedAt.getTime()) / 1000)) : 0,
      costSoFar: fromMinor(toMinor(row.billedAmount) + accrued),
      sshCommand: `ssh -p ${i.sshPort} root@${row.sshHost}`,
      jupyterUrl: `https://${row.sshHost}:${i.sshPort + 10000}/lab?token=${i.jupyterToken}`,
      createdAt: toShanghaiIso(i.createdAt),
      startedAt: isoOrNull(i.startedAt),
      stoppedAt: isoOrNull(i.stoppedAt),
      expiresAt: isoOrNull(i.expiresAt),
      autoReleaseAt: stopped && i.stoppedAt ? toShanghaiIso(new Date(i.stoppedAt.getTime() + AUTO_RELEASE_DAYS * DAY)) : null,
      stoppedDailyCost: stopped ? fromMinor(dayFen(storageRanges(row.storage), 1)) : null,
    };
  });
}

function imageView(image: typeof images.$inferSelect, sourceInstanceName: string | null): PrivateImage {
  return {
    id: image.id,
    name: image.name,
    framework: image.framework,
    sizeGb: image.sizeGb,
    saveState: image.saveState,
    sourceInstanceId: image.sourceInstanceId,
    sourceInstanceName,
    createdAt: toShanghaiIso(image.createdAt),
  };
}

/** Orders, instances, images and bills of the caller: the reads, and the calls into the ordering and instance rules. */
export function computeRepository(ctx: ComputeContext) {
  const { db, clock } = ctx;
  const view = async (userId: number, id: number): Promise<Instance> => {
    const [row] = await instanceQuery(db).where(and(eq(instances.id, id), eq(instances.userId, userId)));
    if (!row) throw notFound('实例不存在');
    return (await instanceViews(db, clock, [row]))[0]!;
  };

  const orderRepository = {
    quote: (q: Parameters<typeof quoteOrder>[1]) => quoteOrder(ctx, q),

    create: (input: CreateOrderInput) => createOrder(ctx, input),

    async page(userId: number, q: z.infer<typeof OrderQuery> & PageParams) {
      const page = await paginate(
        db,
        db
          .select({
            orderBaseId: orders.id,
            orderType: orders.orderType,
            status: orders.status,
            billingMode: orders.billingMode,
            periodUnit: orders.periodUnit,
            periodCount: orders.periodCount,
            gpuType: containerGoods.aliasGpuType,
            gpuNumber: orders.gpuNumber,
            amount: orders.amount,
            instanceName: orders.instanceName,
            instanceId: orders.instanceId,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .innerJoin(containerGoods, eq(containerGoods.id, orders.goodsId))
          .where(and(eq(orders.userId, userId), q.status ? eq(orders.status, q.status) : undefined))
          .orderBy(orderBy(q, { createdAt: orders.createdAt, amount: orders.amount }, desc(orders.createdAt)))
          .$dynamic(),
        q,
      );
      return { ...page, records: page.records.map((r): OrderRecord => ({ ...r, createdAt: toShanghaiIso(r.createdAt) })) };
    },

    async detail(userId: number, orderBaseId: string): Promise<OrderDetail> {
      const [row] = await db
        .select({
          order: orders,
          gpuType: containerGoods.aliasGpuType,
          areaInfo: regions.name,
          imageName: images.name,
          instanceStatus: instances.status,
          billedAmount: sql<string>`(select coalesce(sum(${billLines.amount}), 0)::text from ${billLines} where ${billLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(containerGoods, eq(containerGoods.id, orders.goodsId))
        .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
        .leftJoin(images, eq(images.id, orders.imageId))
        .leftJoin(instances, eq(instances.id, orders.instanceId))
        .where(and(eq(orders.id, orderBaseId), eq(orders.userId, userId)));
      if (!row) throw notFound('订单不存在');
      const o = row.order;
      return {
        orderBaseId: o.id,
        orderType: o.orderType,
        status: o.status,
        billingMode: o.billingMode,
        periodUnit: o.periodUnit,
        periodCount: o.periodCount,
        gpuType: row.gpuType,
        gpuNumber: o.gpuNumber,
        areaInfo: row.areaInfo,
        imageName: row.imageName,
        amount: o.amount,
        billedAmount: money(row.billedAmount),
        instanceId: o.instanceId,
        instanceName: o.instanceName,
        instanceStatus: row.instanceStatus,
        createdAt: toShanghaiIso(o.createdAt),
        paidAt: isoOrNull(o.paidAt),
      };
    },
  };

  const instanceRepository = {
    view,

    async page(userId: number, q: z.infer<typeof InstanceQuery> & PageParams) {
      const page = await paginate(
        db,
        instanceQuery(db)
          .where(and(eq(instances.userId, userId), ne(instances.status, 'released'), q.status ? eq(instances.status, q.status) : undefined))
          .orderBy(desc(instances.id)),
        q,
      );
      return { ...page, records: await instanceViews(db, clock, page.records) };
    },

    /** Revealed on demand only, and never for a released instance. */
    async sshPassword(userId: number, id: number) {
      const [row] = await db
        .select({ password: instances.sshPassword, status: instances.status })
        .from(instances)
        .where(and(eq(instances.id, id), eq(instances.userId, userId)));
      if (!row || row.status === 'released') throw notFound('实例不存在');
      return { password: row.password };
    },

    /** Run one of the owner's actions, then answer the instance as it is now. */
    async act(userId: number, id: number, action: 'stop' | 'restart' | 'release') {
      await { stop: stopInstance, restart: restartInstance, release: releaseInstance }[action](ctx, userId, id);
      return view(userId, id);
    },

    async start(userId: number, id: number, mode: StartMode) {
      await startInstance(ctx, userId, id, mode);
      return view(userId, id);
    },

    async rename(userId: number, id: number, name: string) {
      await renameInstance(ctx, userId, id, name);
      return view(userId, id);
    },

    saveImage: async (userId: number, id: number, name: string) => imageView(await saveImage(ctx, userId, id, name), null),
  };

  const imageRepository = {
    async publicImages(): Promise<PublicImage[]> {
      return db
        .select({ id: images.id, name: images.name, framework: images.framework, description: images.description, sizeGb: images.sizeGb })
        .from(images)
        .where(and(isNull(images.userId), isNull(images.deletedAt)))
        .orderBy(images.id);
    },

    async page(userId: number, q: PageParams) {
      const page = await paginate(
        db,
        db
          .select({ image: images, sourceInstanceName: instances.name })
          .from(images)
          .leftJoin(instances, eq(instances.id, images.sourceInstanceId))
          .where(and(eq(images.userId, userId), isNull(images.deletedAt)))
          .orderBy(desc(images.id))
          .$dynamic(),
        q,
      );
      return { ...page, records: page.records.map((r) => imageView(r.image, r.sourceInstanceName)) };
    },

    async remove(userId: number, id: number): Promise<void> {
      const [image] = await db
        .select()
        .from(images)
        .where(and(eq(images.id, id), eq(images.userId, userId), isNull(images.deletedAt)));
      if (!image) throw notFound('镜像不存在');
      if (image.saveState === 'saving') throw new BizError(Code.ERROR, '镜像正在保存，完成后才能删除');
      await db.update(images).set({ deletedAt: clock.now() }).where(eq(images.id, image.id));
    },
  };

  const billRepository = {
    /** A page of the caller's bill lines, with the sums of every line the filters match. */
    async page(userId: number, q: z.infer<typeof BillQuery> & PageParams): Promise<BillPage> {
      const where = and(
        eq(billLines.userId, userId),
        q.instanceId ? eq(billLines.instanceId, q.instanceId) : undefined,
        q.orderBaseId ? eq(billLines.orderId, q.orderBaseId) : undefined,
        q.kind ? eq(billLines.kind, q.kind) : undefined,
        q.startTime ? gte(billLines.periodStart, new Date(q.startTime)) : undefined,
        q.endTime ? lt(billLines.periodStart, new Date(q.endTime)) : undefined,
      );
      const [page, [sum]] = await Promise.all([
        paginate(
          db,
          db
            .select({ line: billLines, instanceName: instances.name })
            .from(billLines)
            .innerJoin(instances, eq(instances.id, billLines.instanceId))
            .where(where)
            .orderBy(orderBy(q, { periodStart: billLines.periodStart, amount: billLines.amount }, desc(billLines.periodStart)), desc(billLines.id))
            .$dynamic(),
          q,
        ),
        db
          .select({
            amount: sql<string>`coalesce(sum(${billLines.amount}), 0)::text`,
            covered: sql<string>`coalesce(sum(${billLines.covered}), 0)::text`,
            shortfall: sql<string>`coalesce(sum(${billLines.shortfall}), 0)::text`,
          })
          .from(billLines)
          .where(where),
      ]);
      return {
        ...page,
        totalAmount: money(sum!.amount),
        totalCovered: money(sum!.covered),
        totalShortfall: money(sum!.shortfall),
        records: page.records.map(({ line, instanceName }) => ({
          id: line.id,
          instanceId: line.instanceId,
          instanceName,
          orderBaseId: line.orderId,
          kind: line.kind,
          periodStart: toShanghaiIso(line.periodStart),
          periodEnd: toShanghaiIso(line.periodEnd),
          minutes: line.minutes,
          gpuNumber: line.gpuNumber,
          unitPrice: line.unitPrice,
          rangeLabel: line.rangeLabel,
          amount: line.amount,
          cardMinutes: line.cardMinutes,
          covered: line.covered,
          shortfall: line.shortfall,
          createdAt: toShanghaiIso(line.createdAt),
        })),
      };
    },
  };

  return { orders: orderRepository, instances: instanceRepository, images: imageRepository, bills: billRepository };
}

export type ComputeRepository = ReturnType<typeof computeRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    computeRepository: ComputeRepository;
  }
}

export default repositoryPlugin('computeRepository', (app) => computeRepository(app.compute), { name: 'compute-repository', dependencies: ['db'] });
