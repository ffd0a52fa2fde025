import { aliasedTable, and, asc, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import {
  HOURS_PER_MONTH,
  TERM_COUNT_MAX,
  TERM_MONTHS,
  type Contract,
  type Inquiry,
  type InquiryBody,
  type MallGoods,
  type MallGoodsQuery,
  type MallOrder,
  type MallOrderBody,
  type MallOrderDetail,
  type MallOrderQuery,
  type Term,
} from '../../../src/shared/contracts/mall';
import type { PageParams } from '../../../src/shared/contracts/common';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { DAY, isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { bareMetalGoods, contracts, demandQuotes, demands, inquiries, mallOrders, regions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { randomDigits } from '../../lib/crypto';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { assertSameRequest, type Idempotency } from '../../lib/idempotency';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { createNotice } from '../notice/service';
import { payOrReserve } from '../wallet/charges';
import { insufficientFunds, lockWallet } from '../wallet/service';
import { shanghaiToday } from './dates';

const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const int = (value: SQL) => sql<number>`(${value})::int`;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export const OUT_OF_STOCK = '库存不足，请减少数量或选择其他机型';

/** The monthly price of a machine per GPU-hour, at four places (one rule for filters and matching). */
export const gpuHourPriceSql = sql<string>`round(${bareMetalGoods.priceMonth} / (${bareMetalGoods.gpuCount} * ${HOURS_PER_MONTH}), 4)`;

/** The name of the supplier in `column`, or the platform's own for goods without one. */
const sellerName = (column: SQL | typeof mallOrders.supplierId | typeof contracts.supplierId) =>
  sql<string>`coalesce((select coalesce(nullif(${users.name}, ''), ${users.userName}) from ${users} where ${users.id} = ${column}), '平台自营')`;

/** A display name for a person: their name, or their user name. */
export const displayName = (u: { name: string | null; userName: string }) => u.name || u.userName;

/** A new business id: a prefix, the Shanghai time to the second and six random digits. */
export const businessId = (prefix: string, now: Date) => `${prefix}${toShanghaiIso(now).slice(0, 19).replace(/\D/g, '')}${randomDigits(6)}`;

/** Months after `start` (calendar months in UTC+8 terms are close enough as 30-day months for contracts' ends). */
export const addMonths = (start: Date, months: number) => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

/** The supplier's delivery record, as one subquery per figure over their mall orders. */
export function supplierRecordColumns(supplierId: SQL | typeof bareMetalGoods.supplierId) {
  return {
    supplierName: sql<string>`coalesce((select coalesce(nullif(${users.name}, ''), ${users.userName}) from ${users} where ${users.id} = ${supplierId}), '平台自营')`,
    supplierSince: sql<Date | null>`(select ${users.createdAt} from ${users} where ${users.id} = ${supplierId})`.mapWith(users.createdAt),
    ordersTotal: int(sql`select count(*) from ${mallOrders} where ${mallOrders.supplierId} = ${supplierId} and ${mallOrders.status} <> 'cancelled'`),
    ordersDelivered: int(sql`select count(*) from ${mallOrders} where ${mallOrders.supplierId} = ${supplierId} and ${mallOrders.status} = 'delivered'`),
    deliveredOnTime: int(
      sql`select count(*) from ${mallOrders} where ${mallOrders.supplierId} = ${supplierId} and ${mallOrders.status} = 'delivered' and ${mallOrders.deliveredAt} <= ${mallOrders.deliverBy}`,
    ),
  };
}

export function supplierRecord(row: { supplierName: string; supplierSince: Date | null; ordersTotal: number; ordersDelivered: number; deliveredOnTime: number }) {
  return {
    name: row.supplierName,
    since: isoOrNull(row.supplierSince),
    ordersTotal: row.ordersTotal,
    ordersDelivered: row.ordersDelivered,
    onTimeRate: row.ordersDelivered > 0 ? Math.round((row.deliveredOnTime * 100) / row.ordersDelivered) : null,
  };
}

const termPrice = (goods: typeof bareMetalGoods.$inferSelect, term: Term) =>
  ({ month: goods.priceMonth, quarter: goods.priceQuarter, year: goods.priceYear })[term];

/** The contract's text: who, what, for how long and for how much, frozen when signed. */
export function contractText(input: {
  id: string;
  buyer: string;
  supplier: string;
  subject: string;
  spec: string;
  termText: string;
  quantity: number;
  amountFen: number;
  startsAt: Date;
  endsAt: Date;
  deliverBy: Date;
}): string {
  return [
    `# 裸金属算力租赁合同（${input.id}）`,
    '',
    `- 承租方（甲方）：${input.buyer}`,
    `- 出租方（乙方）：${input.supplier}`,
    `- 标的：${input.subject}`,
    `- 配置：${input.spec}`,
    `- 租期：${input.termText}，数量 ${input.quantity} 台`,
    `- 合同金额：${formatYuan(input.amountFen)}（已由甲方通过平台账户余额及授信支付，平台托管）`,
    `- 起止：${toShanghaiIso(input.startsAt).slice(0, 10)} 至 ${toShanghaiIso(input.endsAt).slice(0, 10)}`,
    `- 交付期限：乙方应于 ${toShanghaiIso(input.deliverBy).slice(0, 10)} 前交付机器并提供登录方式；逾期交付的，甲方可申请取消并全额退款。`,
    '',
    '1. 乙方保证机器配置与商品页描述一致，租期内提供 7×24 小时运维支持。',
    '2. 甲方不得将机器用于违反中华人民共和国法律法规的用途。',
    '3. 租期自交付之日起计算；平台于交付确认后按周与乙方结算。',
    '4. 本合同经平台电子签署，与纸质合同具有同等效力。',
  ].join('\n');
}

/**
 * The bare-metal mall (/mall): goods on sale with their supplier's record, orders paid from the
 * wallet with the stock taken by a guarded update, their contracts, and inquiries (询价).
 */
export function mallRepository(db: Db, clock: Clock) {
  const region = aliasedTable(regions, 'goods_region');
  const goodsSelect = () =>
    db
      .select({
        goods: bareMetalGoods,
        regionName: region.name,
        city: region.city,
        gpuHourPrice: gpuHourPriceSql,
        ...supplierRecordColumns(bareMetalGoods.supplierId),
      })
      .from(bareMetalGoods)
      .innerJoin(region, eq(region.code, bareMetalGoods.regionCode));
  type GoodsRow = RowOf<typeof goodsSelect>;

  const goodsView = (row: GoodsRow): MallGoods => {
    const g = row.goods;
    return {
      id: g.id,
      goodsBaseId: g.goodsBaseId,
      title: g.title,
      gpuModel: g.gpuModel,
      gpuCount: g.gpuCount,
      gpuVram: g.gpuVram,
      cpuModel: g.cpuModel,
      cpuCores: g.cpuCores,
      ramGb: g.ramGb,
      diskGb: g.diskGb,
      nics: g.nics,
      infiniband: g.infiniband,
      bandwidthMbps: g.bandwidthMbps,
      regionCode: g.regionCode,
      regionName: row.regionName,
      city: row.city,
      deliveryLeadDays: g.deliveryLeadDays,
      stock: g.stock,
      priceMonth: g.priceMonth,
      priceQuarter: g.priceQuarter,
      priceYear: g.priceYear,
      gpuHourPrice: fromMinor(toMinor(row.gpuHourPrice, PRICE), PRICE),
      description: g.description,
      status: g.status,
      createdAt: toShanghaiIso(g.createdAt),
      supplier: supplierRecord(row),
    };
  };

  async function goodsByBaseId(goodsBaseId: string, onSaleOnly: boolean) {
    const [row] = await goodsSelect().where(and(eq(bareMetalGoods.goodsBaseId, goodsBaseId), onSaleOnly ? eq(bareMetalGoods.status, 'on_sale') : undefined));
    if (!row) throw notFound('商品不存在或已下架');
    return row;
  }

  // ---- Orders ----------------------------------------------------------------------------

  const buyer = aliasedTable(users, 'buyer');
  const orderGoods = aliasedTable(bareMetalGoods, 'order_goods');
  const orderRegion = aliasedTable(regions, 'order_region');
  const orderSelect = () =>
    db
      .select({
        order: mallOrders,
        goodsBaseId: orderGoods.goodsBaseId,
        goodsTitle: orderGoods.title,
        gpuModel: orderGoods.gpuModel,
        gpuCount: orderGoods.gpuCount,
        regionName: orderRegion.name,
        buyerName: sql<string>`coalesce(nullif(${buyer.name}, ''), ${buyer.userName})`,
        supplierName: sellerName(mallOrders.supplierId),
        demandGoodsBaseId: sql<string | null>`(select ${demands.demandGoodsBaseId} from ${demandQuotes} join ${demands} on ${demands.id} = ${demandQuotes.demandId} where ${demandQuotes.id} = ${mallOrders.quoteId})`,
        demandTitle: sql<string | null>`(select ${demands.title} from ${demandQuotes} join ${demands} on ${demands.id} = ${demandQuotes.demandId} where ${demandQuotes.id} = ${mallOrders.quoteId})`,
        demandModels: sql<string[] | null>`(select ${demands.gpuModels} from ${demandQuotes} join ${demands} on ${demands.id} = ${demandQuotes.demandId} where ${demandQuotes.id} = ${mallOrders.quoteId})`,
        demandGpus: sql<number | null>`(select ${demands.gpuCount} from ${demandQuotes} join ${demands} on ${demands.id} = ${demandQuotes.demandId} where ${demandQuotes.id} = ${mallOrders.quoteId})`,
      })
      .from(mallOrders)
      .innerJoin(buyer, eq(buyer.id, mallOrders.userId))
      .leftJoin(orderGoods, eq(orderGoods.id, mallOrders.goodsId))
      .leftJoin(orderRegion, eq(orderRegion.code, orderGoods.regionCode));
  type OrderRow = Awaited<ReturnType<typeof orderSelect>>[number];

  const orderView = (row: OrderRow): MallOrder => {
    const o = row.order;
    return {
      orderBaseId: o.id,
      source: o.source,
      goodsBaseId: row.goodsBaseId,
      title: row.goodsTitle ?? row.demandTitle ?? '裸金属租赁',
      gpuModel: row.gpuModel ?? (row.demandModels?.length ? row.demandModels.join(' / ') : '不限型号'),
      gpuCount: row.gpuCount ?? row.demandGpus ?? 0,
      regionName: row.regionName ?? '—',
      supplierName: row.supplierName,
      demandGoodsBaseId: row.demandGoodsBaseId,
      term: o.term,
      termCount: o.termCount,
      quantity: o.quantity,
      unitPrice: o.unitPrice,
      amount: o.amount,
      paidBalance: o.paidBalance,
      paidCredit: o.paidCredit,
      status: o.status,
      deliverBy: toShanghaiIso(o.deliverBy),
      deliveredAt: isoOrNull(o.deliveredAt),
      deliveryNote: o.deliveryNote,
      startsAt: isoOrNull(o.startsAt),
      endsAt: isoOrNull(o.endsAt),
      createdAt: toShanghaiIso(o.createdAt),
      contractId: o.contractId,
      buyerName: row.buyerName,
    };
  };

  const contractSelect = () =>
    db
      .select({
        contract: contracts,
        buyerName: sql<string>`coalesce(nullif(${buyer.name}, ''), ${buyer.userName})`,
        supplierName: sellerName(contracts.supplierId),
      })
      .from(contracts)
      .innerJoin(buyer, eq(buyer.id, contracts.buyerId));
  const contractView = (row: Awaited<ReturnType<typeof contractSelect>>[number]): Contract => ({
    id: row.contract.id,
    title: row.contract.title,
    content: row.contract.content,
    amount: row.contract.amount,
    startsAt: toShanghaiIso(row.contract.startsAt),
    endsAt: toShanghaiIso(row.contract.endsAt),
    status: row.contract.status,
    buyerName: row.buyerName,
    supplierName: row.supplierName,
    createdAt: toShanghaiIso(row.contract.createdAt),
  });

  /** An order the caller may see: as its buyer, or as its supplier. */
  async function orderDetail(orderBaseId: string, viewer: { userId: number; as: 'buyer' | 'supplier' }): Promise<MallOrderDetail> {
    const owner = viewer.as === 'buyer' ? eq(mallOrders.userId, viewer.userId) : eq(mallOrders.supplierId, viewer.userId);
    const [row] = await orderSelect().where(and(eq(mallOrders.id, orderBaseId), owner));
    if (!row) throw notFound('订单不存在');
    const [contract] = row.order.contractId ? await contractSelect().where(eq(contracts.id, row.order.contractId)) : [];
    return { ...orderView(row), contract: contract ? contractView(contract) : null };
  }

  /** The order made earlier with this key, if any; refused when it was made for another request. */
  async function byIdempotencyKey(userId: number, idempotency: Idempotency) {
    const [row] = await db
      .select({ id: mallOrders.id, requestHash: mallOrders.requestHash })
      .from(mallOrders)
      .where(and(eq(mallOrders.userId, userId), eq(mallOrders.idempotencyKey, idempotency.key)));
    if (row) assertSameRequest(row.requestHash, idempotency);
    return row?.id;
  }

  return {
    goodsView,

    async filterOptions() {
      const [regionRows, models] = await Promise.all([
        db
          .selectDistinct({ code: regions.code, name: regions.name, sort: regions.sort })
          .from(regions)
          .innerJoin(bareMetalGoods, and(eq(bareMetalGoods.regionCode, regions.code), eq(bareMetalGoods.status, 'on_sale')))
          .orderBy(asc(regions.sort)),
        db
          .selectDistinct({ gpuModel: bareMetalGoods.gpuModel })
          .from(bareMetalGoods)
          .where(eq(bareMetalGoods.status, 'on_sale'))
          .orderBy(asc(bareMetalGoods.gpuModel)),
      ]);
      return { regions: regionRows.map(({ code, name }) => ({ code, name })), gpuModels: models.map((m) => m.gpuModel) };
    },

    async goodsPage(q: z.infer<typeof MallGoodsQuery>) {
      const where = and(
        eq(bareMetalGoods.status, 'on_sale'),
        q.regionCode ? eq(bareMetalGoods.regionCode, q.regionCode) : undefined,
        q.gpuModel?.length ? inArray(bareMetalGoods.gpuModel, q.gpuModel) : undefined,
        q.gpuCountMin ? gte(bareMetalGoods.gpuCount, q.gpuCountMin) : undefined,
        q.priceMonthMax ? lte(bareMetalGoods.priceMonth, q.priceMonthMax) : undefined,
        q.infiniband ? sql`${bareMetalGoods.infiniband} <> ''` : undefined,
        q.inStock ? gt(bareMetalGoods.stock, 0) : undefined,
        q.keyword ? or(ilike(bareMetalGoods.title, likeText(q.keyword)), ilike(bareMetalGoods.gpuModel, likeText(q.keyword)), ilike(bareMetalGoods.cpuModel, likeText(q.keyword))) : undefined,
      );
      const order = orderBy(
        q,
        {
          priceMonth: bareMetalGoods.priceMonth,
          gpuHourPrice: gpuHourPriceSql,
          gpuCount: bareMetalGoods.gpuCount,
          gpuVram: bareMetalGoods.gpuVram,
          deliveryLeadDays: bareMetalGoods.deliveryLeadDays,
          stock: bareMetalGoods.stock,
          createdAt: bareMetalGoods.createdAt,
        },
        asc(gpuHourPriceSql),
      );
      const page = await paginate(db, goodsSelect().where(where).orderBy(order, asc(bareMetalGoods.id)).$dynamic(), q);
      return { ...page, records: page.records.map(goodsView) };
    },

    async goodsDetail(goodsBaseId: string): Promise<MallGoods> {
      return goodsView(await goodsByBaseId(goodsBaseId, true));
    },

    /**
     * Order now: the stock taken by one guarded UPDATE (never below zero, so the last machine goes to
     * one buyer), paid from balance then credit, a contract signed and the order recorded — all in
     * one transaction, or nothing.
     */
    async createOrder(userId: number, input: MallOrderBody, idempotency?: Idempotency): Promise<MallOrderDetail> {
      if (idempotency) {
        const earlier = await byIdempotencyKey(userId, idempotency);
        if (earlier) return orderDetail(earlier, { userId, as: 'buyer' });
      }
      if (input.termCount > TERM_COUNT_MAX[input.term]) throw paramError('termCount', `租期最多${TERM_COUNT_MAX[input.term]}个周期`);
      const row = await goodsByBaseId(input.goodsBaseId, true);
      const goods = row.goods;
      if (goods.supplierId === userId) throw new BizError(Code.ERROR, '不能购买自己的商品');
      const unitFen = toMinor(termPrice(goods, input.term));
      const amountFen = unitFen * input.termCount * input.quantity;
      const now = clock.now();
      const months = TERM_MONTHS[input.term] * input.termCount;
      const deliverBy = new Date(now.getTime() + goods.deliveryLeadDays * DAY);
      const id = businessId('BM', now);
      try {
        await db.transaction(async (tx) => {
          // The wallet first, as every path that spends takes its locks in that order.
          const before = await lockWallet(tx, userId);
          const taken = await tx
            .update(bareMetalGoods)
            .set({ stock: sql`${bareMetalGoods.stock} - ${input.quantity}`, updatedAt: now })
            .where(and(eq(bareMetalGoods.id, goods.id), eq(bareMetalGoods.status, 'on_sale'), gte(bareMetalGoods.stock, input.quantity)))
            .returning({ stock: bareMetalGoods.stock });
          if (taken.length === 0) throw new BizError(Code.ERROR, OUT_OF_STOCK, { reason: 'out_of_stock' });
          const paid = await payOrReserve(tx, clock, { mode: 'pay', userId, fen: amountFen, refType: 'mall_order', refId: id, remark: `裸金属 ${goods.title} ×${input.quantity}` });
          if (!paid.ok) throw insufficientFunds('本单', paid.neededFen, paid.spendableFen, paid.frozenFen);
          const after = await lockWallet(tx, userId);
          const contractId = businessId('HT', now);
          const endsAt = addMonths(deliverBy, months);
          const [buyerRow] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(eq(users.id, userId));
          const termText = `${input.termCount} 个${{ month: '月', quarter: '季度', year: '年' }[input.term]}（共 ${months} 个月）`;
          await tx.insert(contracts).values({
            id: contractId,
            buyerId: userId,
            supplierId: goods.supplierId,
            title: `${goods.title} 租赁合同`,
            content: contractText({
              id: contractId,
              buyer: displayName(buyerRow!),
              supplier: row.supplierName,
              subject: goods.title,
              spec: `${goods.gpuCount} × ${goods.gpuModel} ${goods.gpuVram}GB，${goods.cpuModel}（${goods.cpuCores} 核），内存 ${goods.ramGb}GB，硬盘 ${goods.diskGb}GB，${row.regionName}`,
              termText,
              quantity: input.quantity,
              amountFen,
              startsAt: deliverBy,
              endsAt,
              deliverBy,
            }),
            amount: fromMinor(amountFen),
            startsAt: deliverBy,
            endsAt,
            status: 'signed',
            createdAt: now,
          });
          await tx.insert(mallOrders).values({
            id,
            userId,
            goodsId: goods.id,
            supplierId: goods.supplierId,
            source: 'mall',
            term: input.term,
            termCount: input.termCount,
            quantity: input.quantity,
            unitPrice: fromMinor(unitFen),
            amount: fromMinor(amountFen),
            paidBalance: fromMinor(before.balance - after.balance),
            paidCredit: fromMinor(before.credit - after.credit),
            status: 'paid',
            contractId,
            deliverBy,
            idempotencyKey: idempotency?.key ?? null,
            requestHash: idempotency?.requestHash ?? null,
            createdAt: now,
          });
          if (goods.supplierId) {
            await createNotice(tx, clock, {
              userId: goods.supplierId,
              category: 'order',
              title: '裸金属新订单',
              body: `${goods.title} ×${input.quantity}，租期 ${termText}，请于 ${toShanghaiIso(deliverBy).slice(0, 10)} 前交付。`,
              link: '/bss-order/vender',
            });
          }
        });
      } catch (error) {
        if (idempotency && isUniqueViolation(error)) {
          const winner = await byIdempotencyKey(userId, idempotency);
          if (winner) return orderDetail(winner, { userId, as: 'buyer' });
        }
        throw error;
      }
      return orderDetail(id, { userId, as: 'buyer' });
    },

    async orderPage(viewer: { userId: number; as: 'buyer' | 'supplier' }, q: z.infer<typeof MallOrderQuery>) {
      const owner = viewer.as === 'buyer' ? eq(mallOrders.userId, viewer.userId) : eq(mallOrders.supplierId, viewer.userId);
      const where = and(owner, q.status ? eq(mallOrders.status, q.status) : undefined);
      const order = orderBy(q, { createdAt: mallOrders.createdAt, amount: mallOrders.amount, deliverBy: mallOrders.deliverBy }, desc(mallOrders.createdAt));
      const page = await paginate(db, orderSelect().where(where).orderBy(order, desc(mallOrders.id)).$dynamic(), q);
      return { ...page, records: page.records.map(orderView) };
    },

    orderDetail,

    /** The supplier hands the machines over: the term starts now; an accepted demand is fulfilled. */
    async deliver(supplierId: number, orderBaseId: string, note: string): Promise<MallOrderDetail> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(mallOrders)
          .where(and(eq(mallOrders.id, orderBaseId), eq(mallOrders.supplierId, supplierId)))
          .for('update');
        if (!order) throw notFound('订单不存在');
        if (order.status !== 'paid' && order.status !== 'delivering') throw new BizError(Code.ERROR, '订单当前状态不能交付');
        const months = TERM_MONTHS[order.term] * order.termCount;
        const endsAt = addMonths(now, months);
        await tx.update(mallOrders).set({ status: 'delivered', deliveredAt: now, deliveryNote: note, startsAt: now, endsAt }).where(eq(mallOrders.id, order.id));
        if (order.contractId) await tx.update(contracts).set({ status: 'active', startsAt: now, endsAt }).where(eq(contracts.id, order.contractId));
        if (order.quoteId) {
          await tx
            .update(demands)
            .set({ status: 'fulfilled', updatedAt: now, closedAt: now })
            .where(and(eq(demands.acceptedQuoteId, order.quoteId), eq(demands.status, 'contracted')));
        }
        await createNotice(tx, clock, { userId: order.userId, category: 'order', title: '裸金属已交付', body: `订单 ${order.id} 已交付：${note}`, link: `/bss-order/mall/detail/${order.id}` });
      });
      return orderDetail(orderBaseId, { userId: supplierId, as: 'supplier' });
    },

    /** The supplier starts preparing the machines (paid → delivering). */
    async startDelivery(supplierId: number, orderBaseId: string): Promise<MallOrderDetail> {
      const changed = await db
        .update(mallOrders)
        .set({ status: 'delivering' })
        .where(and(eq(mallOrders.id, orderBaseId), eq(mallOrders.supplierId, supplierId), eq(mallOrders.status, 'paid')))
        .returning({ id: mallOrders.id });
      if (changed.length === 0) await orderDetail(orderBaseId, { userId: supplierId, as: 'supplier' }).then(() => {
        throw new BizError(Code.ERROR, '订单当前状态不能开始交付');
      });
      return orderDetail(orderBaseId, { userId: supplierId, as: 'supplier' });
    },

    async contractPage(userId: number, q: PageParams) {
      const where = or(eq(contracts.buyerId, userId), eq(contracts.supplierId, userId));
      const page = await paginate(db, contractSelect().where(where).orderBy(desc(contracts.createdAt), desc(contracts.id)).$dynamic(), q);
      return { ...page, records: page.records.map(contractView) };
    },

    async contractDetail(userId: number, id: string): Promise<Contract> {
      const [row] = await contractSelect().where(and(eq(contracts.id, id), or(eq(contracts.buyerId, userId), eq(contracts.supplierId, userId))));
      if (!row) throw notFound('合同不存在');
      return contractView(row);
    },

    // ---- Inquiries ----

    async addInquiry(userId: number, input: z.infer<typeof InquiryBody>): Promise<Inquiry> {
      const row = await goodsByBaseId(input.goodsBaseId, true);
      if (row.goods.supplierId === userId) throw new BizError(Code.ERROR, '不能向自己的商品询价');
      if (input.startDate < shanghaiToday(clock.now())) throw paramError('startDate', '开始日期不能早于今天');
      const [created] = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(inquiries)
          .values({ goodsId: row.goods.id, userId, quantity: input.quantity, startDate: input.startDate, months: input.months, message: input.message, createdAt: clock.now() })
          .returning({ id: inquiries.id });
        if (row.goods.supplierId) {
          await createNotice(tx, clock, {
            userId: row.goods.supplierId,
            category: 'order',
            title: '收到新的询价',
            body: `${row.goods.title}：${input.quantity} 台，${input.startDate} 起租 ${input.months} 个月。`,
            link: '/bss-profit',
          });
        }
        return rows;
      });
      return (await this.inquiryPage({ userId, as: 'buyer' }, { current: 1, size: 1 }, created!.id)).records[0]!;
    },

    async inquiryPage(viewer: { userId: number; as: 'buyer' | 'supplier' }, q: PageParams, onlyId?: number) {
      const asker = aliasedTable(users, 'asker');
      const owner = viewer.as === 'buyer' ? eq(inquiries.userId, viewer.userId) : eq(bareMetalGoods.supplierId, viewer.userId);
      const query = db
        .select({ inquiry: inquiries, goodsBaseId: bareMetalGoods.goodsBaseId, goodsTitle: bareMetalGoods.title, buyerName: sql<string>`coalesce(nullif(${asker.name}, ''), ${asker.userName})` })
        .from(inquiries)
        .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, inquiries.goodsId))
        .innerJoin(asker, eq(asker.id, inquiries.userId))
        .where(and(owner, onlyId ? eq(inquiries.id, onlyId) : undefined))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .$dynamic();
      const page = await paginate(db, query, q);
      return {
        ...page,
        records: page.records.map(
          (r): Inquiry => ({
            id: r.inquiry.id,
            goodsBaseId: r.goodsBaseId,
            goodsTitle: r.goodsTitle,
            buyerName: r.buyerName,
            quantity: r.inquiry.quantity,
            startDate: r.inquiry.startDate,
            months: r.inquiry.months,
            message: r.inquiry.message,
            status: r.inquiry.status,
            quotedUnitPrice: r.inquiry.quotedUnitPrice,
            reply: r.inquiry.reply,
            repliedAt: isoOrNull(r.inquiry.repliedAt),
            createdAt: toShanghaiIso(r.inquiry.createdAt),
          }),
        ),
      };
    },

    /** The supplier answers an inquiry about their goods with a price per machine and month. */
    async replyInquiry(supplierId: number, id: number, input: { quotedUnitPrice: string; reply: string }): Promise<Inquiry> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ inquiry: inquiries, title: bareMetalGoods.title })
          .from(inquiries)
          .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, inquiries.goodsId))
          .where(and(eq(inquiries.id, id), eq(bareMetalGoods.supplierId, supplierId)))
          .for('update');
        if (!row) throw notFound('询价不存在');
        if (row.inquiry.status !== 'open') throw new BizError(Code.ERROR, '该询价已回复');
        await tx
          .update(inquiries)
          .set({ status: 'quoted', quotedUnitPrice: fromMinor(toMinor(input.quotedUnitPrice)), reply: input.reply, repliedAt: now })
          .where(eq(inquiries.id, id));
        await createNotice(tx, clock, {
          userId: row.inquiry.userId,
          category: 'order',
          title: '询价已回复',
          body: `${row.title}：报价 ${formatYuan(toMinor(input.quotedUnitPrice))}/台/月。${input.reply}`,
          link: '/bss-order/mall',
        });
      });
      return (await this.inquiryPage({ userId: supplierId, as: 'supplier' }, { current: 1, size: 1 }, id)).records[0]!;
    },
  };
}

export type MallRepository = ReturnType<typeof mallRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    mall: MallRepository;
  }
}

export default repositoryPlugin('mall', (app) => mallRepository(app.db, app.clock), { name: 'mall-repository' });
