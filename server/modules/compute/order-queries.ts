import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { OrderDetail, OrderQuery, OrderRecord } from '../../../src/shared/contracts/compute';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { billLines, containerGoods, images, instances, orders, regions } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { orderBy, paginate } from '../../lib/paging';
import { type ComputeContext } from './instances';
import { createOrder, quoteOrder, type CreateOrderInput } from './orders';
import { money } from './views';

/** The caller's compute orders: quoting and placing one, and reading them. */
export function orderReads(ctx: ComputeContext) {
  const { db } = ctx;
  return {
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
}
