import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { VenderOrder, VenderOrderDetail, VenderOrderQuery } from '../../../src/shared/contracts/supplier';
import { maskName } from '../../../src/shared/core/identity';
import { rateText } from '../../../src/shared/core/supplier';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { toPage } from '../../../src/shared/core/paging';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { bareMetalGoods, billLines, containerGoods, hosts, instances, mallOrders, orders, regions, supplyPlans, users } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import type { RowOf } from '../../lib/paging';

const renterOf = (user: { phone: string | null; userName: string }) => (user.phone ? maskPhone(user.phone) : maskName(user.userName));

/**
 * Orders placed on a supplier's machines (/bss-order/vender): elastic containers on offers made
 * from their plans, and bare-metal rentals of their goods. The renter is masked; the amount is what
 * the renter has been billed, split into the platform's fee and the supplier's share.
 */
export function venderOrders(db: Db, feeRate: number) {
  const split = (amountFen: number) => {
    const fee = Math.round(amountFen * feeRate);
    return { amount: fromMinor(amountFen), fee: fromMinor(fee), share: fromMinor(amountFen - fee) };
  };
  const billed = sql<string>`coalesce((select sum(${billLines.amount}) from ${billLines} where ${billLines.orderId} = ${orders.id}), 0)::text`;

  /** Who rents, from which plan, where: joined alike for both kinds of order. */
  const about = { renter: { phone: users.phone, userName: users.userName }, planName: supplyPlans.planName, regionName: regions.name };

  const elasticSelect = () =>
    db
      .select({ order: orders, goods: containerGoods, billed, ...about })
      .from(orders)
      .innerJoin(containerGoods, eq(containerGoods.id, orders.goodsId))
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
      .leftJoin(supplyPlans, eq(supplyPlans.id, containerGoods.planId));
  type ElasticRow = RowOf<typeof elasticSelect>;

  const bareSelect = () =>
    db
      .select({ order: mallOrders, goods: bareMetalGoods, ...about })
      .from(mallOrders)
      .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, mallOrders.goodsId))
      .innerJoin(users, eq(users.id, mallOrders.userId))
      .innerJoin(regions, eq(regions.code, bareMetalGoods.regionCode))
      .leftJoin(supplyPlans, eq(supplyPlans.id, bareMetalGoods.planId));
  type BareRow = RowOf<typeof bareSelect>;

  const elasticView = (row: ElasticRow): VenderOrder => {
    const fen = Math.max(toMinor(row.billed), row.order.billingMode === 'common' ? toMinor(row.order.amount) : 0);
    return {
      orderBaseId: row.order.id,
      kind: 'elastic',
      planId: row.goods.planId,
      planName: row.planName ?? '',
      renter: renterOf(row.renter),
      gpuType: row.goods.aliasGpuType,
      gpuNumber: row.order.gpuNumber,
      billingMode: row.order.billingMode,
      status: row.order.status,
      ...split(fen),
      createdAt: toShanghaiIso(row.order.createdAt),
    };
  };
  const bareView = (row: BareRow): VenderOrder => ({
    orderBaseId: row.order.id,
    kind: 'bare_metal',
    planId: row.goods.planId,
    planName: row.planName ?? '',
    renter: renterOf(row.renter),
    gpuType: row.goods.gpuModel,
    gpuNumber: row.goods.gpuCount * row.order.quantity,
    billingMode: row.order.term,
    status: row.order.status,
    ...split(row.order.status === 'cancelled' ? 0 : toMinor(row.order.amount)),
    createdAt: toShanghaiIso(row.order.createdAt),
  });

  return {
    async page(userId: number, q: z.infer<typeof VenderOrderQuery> & PageParams) {
      const [elastic, bare] = await Promise.all([
        elasticSelect()
          .where(and(eq(containerGoods.supplierUserId, userId), q.planId ? eq(containerGoods.planId, q.planId) : undefined))
          .orderBy(desc(orders.createdAt)),
        bareSelect()
          .where(and(eq(bareMetalGoods.supplierId, userId), q.planId ? eq(bareMetalGoods.planId, q.planId) : undefined))
          .orderBy(desc(mallOrders.createdAt)),
      ]);
      const all = [...elastic.map(elasticView), ...bare.map(bareView)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const start = (q.current - 1) * q.size;
      return toPage(all.slice(start, start + q.size), all.length, q.current, q.size);
    },

    async detail(userId: number, orderBaseId: string): Promise<VenderOrderDetail> {
      const [elastic] = await elasticSelect().where(and(eq(orders.id, orderBaseId), eq(containerGoods.supplierUserId, userId)));
      if (elastic) {
        const [instance] = elastic.order.instanceId
          ? await db
              .select({ name: instances.name, status: instances.status, hostName: hosts.name })
              .from(instances)
              .innerJoin(hosts, eq(hosts.id, instances.hostId))
              .where(eq(instances.id, elastic.order.instanceId))
          : [];
        const lines = await db.select().from(billLines).where(eq(billLines.orderId, orderBaseId)).orderBy(asc(billLines.periodStart)).limit(500);
        return {
          ...elasticView(elastic),
          feeRate: rateText(feeRate),
          instanceName: instance?.name ?? elastic.order.instanceName,
          instanceStatus: instance?.status ?? null,
          hostName: instance?.hostName ?? null,
          regionName: elastic.regionName,
          lines: lines.map((line) => ({
            periodStart: toShanghaiIso(line.periodStart),
            periodEnd: toShanghaiIso(line.periodEnd),
            minutes: line.minutes,
            rangeLabel: line.rangeLabel,
            amount: line.amount,
            covered: line.covered,
          })),
        };
      }
      const [bare] = await bareSelect().where(and(eq(mallOrders.id, orderBaseId), eq(bareMetalGoods.supplierId, userId)));
      if (!bare) throw notFound('订单不存在');
      return { ...bareView(bare), feeRate: rateText(feeRate), instanceName: null, instanceStatus: null, hostName: null, regionName: bare.regionName, lines: [] };
    },
  };
}
