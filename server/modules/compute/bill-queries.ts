import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { BillPage, BillQuery } from '../../../src/shared/contracts/compute';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { billLines, instances, modelServices } from '../../db/schema';
import { orderBy, paginate } from '../../lib/paging';
import { type ComputeContext } from './instances';
import { money } from './views';

/** The caller's bill lines. */
export function billReads(ctx: ComputeContext) {
  const { db } = ctx;
  return {
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
          .select({ line: billLines, instanceName: sql<string>`coalesce(${instances.name}, ${modelServices.name}, '')` })
          .from(billLines)
          .leftJoin(instances, eq(instances.id, billLines.instanceId))
          .leftJoin(modelServices, eq(modelServices.id, billLines.modelServiceId))
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
        modelServiceId: line.modelServiceId,
        instanceName,
        orderBaseId: line.modelServiceId === null ? line.orderId : null,
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
}
