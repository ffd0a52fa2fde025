import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import {
  HOURS_PER_MONTH,
  TERM_MONTHS,
  type Demand,
  type DemandBoardQuery,
  type DemandMatch,
  type DemandPublishBody,
  type DemandQuote,
  type DemandQuoteBody,
  type DemandStatus,
  type MyDemandDetail,
  type MyDemandQuery,
} from '../../../src/shared/contracts/mall';
import { Code } from '../../../src/shared/core/codes';
import { maskName } from '../../../src/shared/core/identity';
import { formatYuan, fromMinor, PRICE, rescale, toMinor } from '../../../src/shared/core/money';
import { DAY, isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db, Tx } from '../../db/client';
import { bareMetalGoods, containerGoods, contracts, demandMatches, demandQuotes, demands, mallOrders, regions, supplyPlans, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { orderBy, paginate, type RowOf } from '../../lib/paging';
import { repositoryPlugin } from '../../lib/repository-plugin';
import { addDays, isRealDate, shanghaiToday } from '../mall/dates';
import { addMonths, businessId, contractText, displayName, supplierRecord, supplierRecordColumns } from '../mall/repository';
import { createNotice } from '../notice/service';
import { openReview, withdrawReview } from '../review/service';
import type { VerifyCodeRepository } from '../sms/repository';
import { payOrReserve } from '../wallet/charges';
import { insufficientFunds, lockWallet } from '../wallet/service';
import { countAll, int, likeContains } from '../../lib/sql';

/** Demands suppliers can still quote on. */
export const QUOTABLE: DemandStatus[] = ['open', 'quoted'];
/** Demands that are still live (the expiry job closes them after their deadline). */
const LIVE: DemandStatus[] = ['pending_review', 'open', 'quoted'];

const price4 = (value: string) => fromMinor(toMinor(value, PRICE), PRICE);

/** The latest day a demand may start or be delivered: two years ahead. */
const HORIZON_DAYS = 730;

/** What a quote commits the buyer to: the demand's GPUs at the quote's price for the minimum commitment (720 h a month). */
export function commitmentFen(unitPrice: string, gpuCount: number, months: number): number {
  return rescale(toMinor(unitPrice, PRICE) * gpuCount * HOURS_PER_MONTH * months, PRICE, 2);
}

export function demandRepository(db: Db, clock: Clock, codes: VerifyCodeRepository) {
  const owner = aliasedTable(users, 'demand_owner');
  const demandRegion = aliasedTable(regions, 'demand_region');
  const demandSelect = (exec: Db | Tx = db) =>
    exec
      .select({
        demand: demands,
        regionName: demandRegion.name,
        buyerName: sql<string>`coalesce(nullif(${owner.name}, ''), ${owner.userName})`,
        quoteCount: int(sql`select count(*) from ${demandQuotes} where ${demandQuotes.demandId} = ${demands.id} and ${demandQuotes.status} in ('open', 'accepted')`),
        matchCount: int(sql`select count(*) from ${demandMatches} where ${demandMatches.demandId} = ${demands.id}`),
      })
      .from(demands)
      .innerJoin(owner, eq(owner.id, demands.userId))
      .leftJoin(demandRegion, eq(demandRegion.code, demands.regionCode));
  type DemandRow = RowOf<typeof demandSelect>;

  /** A demand as the board shows it (masked contact and buyer) or as its buyer sees it. */
  const demandView = (row: DemandRow, viewerId: number | null): Demand => {
    const d = row.demand;
    const mine = viewerId === d.userId;
    return {
      demandGoodsBaseId: d.demandGoodsBaseId,
      title: d.title,
      gpuModels: d.gpuModels,
      gpuCount: d.gpuCount,
      startDate: d.startDate,
      durationDays: d.durationDays,
      nightWindow: d.nightWindow ?? null,
      regionCode: d.regionCode,
      regionName: row.regionName,
      maxUnitPrice: price4(d.maxUnitPrice),
      deliveryDeadline: d.deliveryDeadline,
      notes: d.notes,
      contactName: mine ? d.contactName : maskName(d.contactName),
      contactPhone: mine ? d.contactPhone : maskPhone(d.contactPhone),
      buyerName: mine ? row.buyerName : maskName(row.buyerName),
      status: d.status,
      reason: mine ? d.reason : null,
      quoteCount: row.quoteCount,
      matchCount: row.matchCount,
      createdAt: toShanghaiIso(d.createdAt),
      mine,
    };
  };

  const quoteGoods = aliasedTable(bareMetalGoods, 'quote_goods');
  const quoteSelect = () =>
    db
      .select({
        quote: demandQuotes,
        demandGoodsBaseId: demands.demandGoodsBaseId,
        demandTitle: demands.title,
        maxUnitPrice: demands.maxUnitPrice,
        gpuCount: demands.gpuCount,
        goodsBaseId: quoteGoods.goodsBaseId,
        goodsTitle: quoteGoods.title,
        ...supplierRecordColumns(sql`${demandQuotes.supplierId}`),
      })
      .from(demandQuotes)
      .innerJoin(demands, eq(demands.id, demandQuotes.demandId))
      .leftJoin(quoteGoods, eq(quoteGoods.id, demandQuotes.goodsId));
  type QuoteRow = RowOf<typeof quoteSelect>;
  const quoteView = (row: QuoteRow): DemandQuote => {
    const q = row.quote;
    return {
      id: q.id,
      demandGoodsBaseId: row.demandGoodsBaseId,
      demandTitle: row.demandTitle,
      supplierName: row.supplierName,
      supplier: supplierRecord(row),
      goodsBaseId: row.goodsBaseId,
      goodsTitle: row.goodsTitle,
      unitPrice: price4(q.unitPrice),
      priceDiff: fromMinor(toMinor(q.unitPrice, PRICE) - toMinor(row.maxUnitPrice, PRICE), PRICE),
      term: q.term,
      startDate: q.startDate,
      minCommitmentMonths: q.minCommitmentMonths,
      validUntil: toShanghaiIso(q.validUntil),
      note: q.note,
      status: q.status,
      commitmentAmount: fromMinor(commitmentFen(q.unitPrice, row.gpuCount, q.minCommitmentMonths)),
      createdAt: toShanghaiIso(q.createdAt),
      decidedAt: isoOrNull(q.decidedAt),
    };
  };

  async function matchesOf(demandId: number): Promise<DemandMatch[]> {
    const rows = (await db.execute(sql`
      select m.kind, m.resource_id, m.unit_price, m.price_diff, m.matched_at,
             coalesce(g.title, cg.alias_gpu_type, p.plan_name) as title,
             coalesce(g.gpu_model, cg.gpu_type, (select string_agg(distinct x->>'gpuModel', ' / ') from jsonb_array_elements(p.machines) x)) as gpu_model,
             coalesce(rg.name, rc.name, (select string_agg(distinct rp.name, ' / ') from jsonb_array_elements(p.machines) x join regions rp on rp.code = x->>'regionCode'), '—') as region_name,
             g.goods_base_id
        from ${demandMatches} m
        left join ${bareMetalGoods} g on m.kind = 'bare_metal' and g.id = m.resource_id
        left join ${regions} rg on rg.code = g.region_code
        left join ${containerGoods} cg on m.kind = 'elastic' and cg.id = m.resource_id
        left join ${regions} rc on rc.code = cg.region_code
        left join ${supplyPlans} p on m.kind = 'plan' and p.id = m.resource_id
       where m.demand_id = ${demandId}
       order by m.unit_price asc, m.kind, m.resource_id
       limit 50`)) as unknown as {
      rows: { kind: DemandMatch['kind']; resource_id: string | number; unit_price: string; price_diff: string; matched_at: string | Date; title: string | null; gpu_model: string | null; region_name: string; goods_base_id: string | null }[];
    };
    return rows.rows.map((r) => ({
      kind: r.kind,
      resourceId: Number(r.resource_id),
      title: r.title ?? '—',
      gpuModel: r.gpu_model ?? '—',
      regionName: r.region_name,
      unitPrice: price4(String(r.unit_price)),
      priceDiff: price4(String(r.price_diff)),
      goodsBaseId: r.goods_base_id,
      matchedAt: toShanghaiIso(new Date(r.matched_at)),
    }));
  }

  async function myDemandRow(userId: number, demandGoodsBaseId: string, exec: Db | Tx = db): Promise<DemandRow> {
    const [row] = await demandSelect(exec).where(and(eq(demands.demandGoodsBaseId, demandGoodsBaseId), eq(demands.userId, userId)));
    if (!row) throw notFound('需求不存在');
    return row;
  }

  /** Checks of a demand that need the clock or the database (the contract checks shapes). */
  async function checkDemand(input: z.infer<typeof DemandPublishBody>) {
    const today = shanghaiToday(clock.now());
    const horizon = addDays(today, HORIZON_DAYS);
    for (const field of ['startDate', 'deliveryDeadline'] as const) {
      if (!isRealDate(input[field])) throw paramError(field, '日期不存在');
      if (input[field] < today) throw paramError(field, field === 'startDate' ? '开始日期不能早于今天' : '交付截止日期不能早于今天');
      if (input[field] > horizon) throw paramError(field, '日期不能晚于两年后');
    }
    if (input.deliveryDeadline > input.startDate) throw paramError('deliveryDeadline', '交付截止日期不能晚于开始日期');
    if (input.durationDays === null && input.nightWindow === null) throw paramError('durationDays', '请填写使用时长或夜间时段');
    if (input.nightWindow && input.nightWindow.beginMinute === input.nightWindow.endMinute) throw paramError('nightWindow', '夜间时段的开始与结束不能相同');
    if (input.regionCode) {
      const [region] = await db.select({ code: regions.code }).from(regions).where(eq(regions.code, input.regionCode));
      if (!region) throw paramError('regionCode', '地域不存在');
    }
  }

  return {
    async publish(userId: number, ip: string, input: z.infer<typeof DemandPublishBody>): Promise<MyDemandDetail> {
      await checkDemand(input);
      // The code proves the contact phone answers; it is spent only once every other check passed.
      await codes.consume({ channel: 'sms', scene: 'publishDemandGoods', target: input.contactPhone, code: input.verifyCode, ip });
      const now = clock.now();
      const id = businessId('XQ', now);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(demands)
          .values({
            demandGoodsBaseId: id,
            userId,
            title: input.title,
            gpuModels: [...new Set(input.gpuModels)],
            gpuCount: input.gpuCount,
            startDate: input.startDate,
            durationDays: input.durationDays,
            nightWindow: input.nightWindow,
            regionCode: input.regionCode,
            maxUnitPrice: input.maxUnitPrice,
            deliveryDeadline: input.deliveryDeadline,
            notes: input.notes,
            contactName: input.contactName,
            contactPhone: input.contactPhone,
            status: 'pending_review',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: demands.id });
        await openReview(tx, clock, { kind: 'demand', subjectId: row!.id, applicantId: userId, title: `${input.title}（${input.gpuCount} 卡）` });
      });
      return this.myDetail(userId, id);
    },

    /** The public board: open and quoted demands, newest first, contacts masked. */
    async board(q: z.infer<typeof DemandBoardQuery>, viewerId: number | null) {
      const where = and(
        inArray(demands.status, QUOTABLE),
        q.gpuModel ? or(sql`${q.gpuModel} = any(${demands.gpuModels})`, sql`cardinality(${demands.gpuModels}) = 0`) : undefined,
        q.regionCode ? or(eq(demands.regionCode, q.regionCode), sql`${demands.regionCode} is null`) : undefined,
        q.gpuCountMin ? gte(demands.gpuCount, q.gpuCountMin) : undefined,
        q.keyword ? or(ilike(demands.title, likeContains(q.keyword)), ilike(demands.notes, likeContains(q.keyword))) : undefined,
      );
      const order = orderBy(
        q,
        { createdAt: demands.createdAt, maxUnitPrice: demands.maxUnitPrice, gpuCount: demands.gpuCount, deliveryDeadline: demands.deliveryDeadline },
        desc(demands.createdAt),
      );
      const page = await paginate(db, demandSelect().where(where).orderBy(order, desc(demands.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row) => demandView(row, viewerId)) };
    },

    /** A demand's public page: live ones for everyone, any state for its buyer. */
    async publicDetail(demandGoodsBaseId: string, viewerId: number | null): Promise<Demand> {
      const [row] = await demandSelect().where(eq(demands.demandGoodsBaseId, demandGoodsBaseId));
      if (!row || (row.demand.userId !== viewerId && !['open', 'quoted', 'contracted', 'fulfilled'].includes(row.demand.status))) throw notFound('需求不存在');
      return demandView(row, viewerId);
    },

    async myPage(userId: number, q: z.infer<typeof MyDemandQuery>) {
      const where = and(eq(demands.userId, userId), q.status ? eq(demands.status, q.status) : undefined);
      const page = await paginate(db, demandSelect().where(where).orderBy(desc(demands.createdAt), desc(demands.id)).$dynamic(), q);
      return { ...page, records: page.records.map((row) => demandView(row, userId)) };
    },

    /** The buyer's page: the demand, its quotes side by side, what matches it, and its order once accepted. */
    async myDetail(userId: number, demandGoodsBaseId: string): Promise<MyDemandDetail> {
      const row = await myDemandRow(userId, demandGoodsBaseId);
      const [quotes, matches, order] = await Promise.all([
        quoteSelect().where(eq(demandQuotes.demandId, row.demand.id)).orderBy(asc(demandQuotes.unitPrice), asc(demandQuotes.id)),
        matchesOf(row.demand.id),
        row.demand.acceptedQuoteId
          ? db.select({ id: mallOrders.id }).from(mallOrders).where(and(eq(mallOrders.quoteId, row.demand.acceptedQuoteId), eq(mallOrders.userId, userId)))
          : Promise.resolve([]),
      ]);
      return { ...demandView(row, userId), quotes: quotes.map(quoteView), matches, acceptedQuoteId: row.demand.acceptedQuoteId, orderBaseId: order[0]?.id ?? null };
    },

    async cancel(userId: number, demandGoodsBaseId: string): Promise<MyDemandDetail> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(demands)
          .set({ status: 'cancelled', updatedAt: now, closedAt: now })
          .where(and(eq(demands.demandGoodsBaseId, demandGoodsBaseId), eq(demands.userId, userId), inArray(demands.status, LIVE)))
          .returning({ id: demands.id });
        if (!row) {
          await myDemandRow(userId, demandGoodsBaseId, tx);
          throw new BizError(Code.ERROR, '需求当前状态不能取消');
        }
        await withdrawReview(tx, clock, 'demand', row.id, userId);
        await tx.update(demandQuotes).set({ status: 'rejected', decidedAt: now }).where(and(eq(demandQuotes.demandId, row.id), eq(demandQuotes.status, 'open')));
      });
      return this.myDetail(userId, demandGoodsBaseId);
    },

    // ---- Quotes ----

    /** A supplier quotes on someone else's open demand (one open quote per supplier and demand). */
    async quote(supplierId: number, input: z.infer<typeof DemandQuoteBody>): Promise<DemandQuote> {
      const today = shanghaiToday(clock.now());
      for (const field of ['startDate', 'validUntil'] as const) {
        if (!isRealDate(input[field])) throw paramError(field, '日期不存在');
        if (input[field] < today) throw paramError(field, field === 'startDate' ? '开始日期不能早于今天' : '有效期不能早于今天');
      }
      const now = clock.now();
      const quoteId = await db.transaction(async (tx) => {
        const [demand] = await tx.select().from(demands).where(eq(demands.demandGoodsBaseId, input.demandGoodsBaseId)).for('update');
        if (!demand || !QUOTABLE.includes(demand.status)) throw notFound('需求不存在或已停止报价');
        if (demand.userId === supplierId) throw new BizError(Code.ERROR, '不能对自己发布的需求报价');
        let goodsId: number | null = null;
        if (input.goodsBaseId) {
          const [goods] = await tx
            .select({ id: bareMetalGoods.id })
            .from(bareMetalGoods)
            .where(and(eq(bareMetalGoods.goodsBaseId, input.goodsBaseId), eq(bareMetalGoods.supplierId, supplierId)));
          if (!goods) throw paramError('goodsBaseId', '只能关联自己在售的商品');
          goodsId = goods.id;
        }
        const [open] = await tx
          .select({ id: demandQuotes.id })
          .from(demandQuotes)
          .where(and(eq(demandQuotes.demandId, demand.id), eq(demandQuotes.supplierId, supplierId), eq(demandQuotes.status, 'open')));
        if (open) throw new BizError(Code.EXISTS, '您已对该需求报价，请等待买家处理');
        const [row] = await tx
          .insert(demandQuotes)
          .values({
            demandId: demand.id,
            supplierId,
            goodsId,
            unitPrice: input.unitPrice,
            term: input.term,
            startDate: input.startDate,
            minCommitmentMonths: input.minCommitmentMonths,
            // Valid through the whole day named, China time.
            validUntil: new Date(Date.parse(`${input.validUntil}T00:00:00+08:00`) + DAY),
            note: input.note,
            status: 'open',
            createdAt: now,
          })
          .returning({ id: demandQuotes.id });
        if (demand.status === 'open') await tx.update(demands).set({ status: 'quoted', updatedAt: now }).where(and(eq(demands.id, demand.id), eq(demands.status, 'open')));
        await createNotice(tx, clock, {
          userId: demand.userId,
          category: 'order',
          title: '您的需求收到新报价',
          body: `「${demand.title}」收到报价 ¥${price4(input.unitPrice)}/卡时，请前往对比报价。`,
          link: `/my/demands/detail/${demand.demandGoodsBaseId}`,
        });
        return row!.id;
      });
      const [row] = await quoteSelect().where(eq(demandQuotes.id, quoteId));
      return quoteView(row!);
    },

    async supplierQuotes(supplierId: number, q: PageParams) {
      const page = await paginate(db, quoteSelect().where(eq(demandQuotes.supplierId, supplierId)).orderBy(desc(demandQuotes.createdAt), desc(demandQuotes.id)).$dynamic(), q);
      return { ...page, records: page.records.map(quoteView) };
    },

    /**
     * The buyer accepts one quote: paid from balance then credit for the minimum commitment, a
     * contract and an order (source quote) made, the other open quotes declined, the demand contracted.
     */
    async accept(userId: number, quoteId: number): Promise<{ orderBaseId: string; contractId: string }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const before = await lockWallet(tx, userId);
        const { quote, demand } = await lockQuote(tx, userId, quoteId);
        if (!QUOTABLE.includes(demand.status)) throw new BizError(Code.ERROR, '需求当前状态不能接受报价');
        if (quote.status !== 'open') throw new BizError(Code.ERROR, '该报价已处理');
        if (quote.validUntil <= now) throw new BizError(Code.ERROR, '该报价已过有效期');
        const months = quote.minCommitmentMonths;
        const termMonths = TERM_MONTHS[quote.term];
        const termCount = Math.max(1, Math.ceil(months / termMonths));
        const perTermFen = commitmentFen(quote.unitPrice, demand.gpuCount, termMonths);
        const amountFen = perTermFen * termCount;
        const orderId = businessId('BM', now);
        const paid = await payOrReserve(tx, clock, { mode: 'pay', userId, fen: amountFen, refType: 'mall_order', refId: orderId, remark: `需求「${demand.title}」报价订单` });
        if (!paid.ok) throw insufficientFunds('本单', paid.neededFen, paid.spendableFen, paid.frozenFen);
        const after = await lockWallet(tx, userId);
        const [buyerRow] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(eq(users.id, userId));
        const [supplierRow] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(eq(users.id, quote.supplierId));
        const startsAt = new Date(Date.parse(`${quote.startDate}T00:00:00+08:00`));
        const deliverBy = new Date(Math.max(Date.parse(`${demand.deliveryDeadline}T23:59:59+08:00`), now.getTime()));
        const endsAt = addMonths(startsAt, termCount * termMonths);
        const contractId = businessId('HT', now);
        const models = demand.gpuModels.length ? demand.gpuModels.join(' / ') : '不限型号';
        await tx.insert(contracts).values({
          id: contractId,
          buyerId: userId,
          supplierId: quote.supplierId,
          title: `需求「${demand.title}」算力租赁合同`,
          content: contractText({
            id: contractId,
            buyer: displayName(buyerRow!),
            supplier: displayName(supplierRow!),
            subject: `需求 ${demand.demandGoodsBaseId}「${demand.title}」`,
            spec: `${demand.gpuCount} 卡 ${models}，单价 ¥${price4(quote.unitPrice)}/卡时`,
            termText: `${termCount * termMonths} 个月（最短承诺期 ${months} 个月）`,
            quantity: 1,
            amountFen,
            startsAt,
            endsAt,
            deliverBy,
          }),
          amount: fromMinor(amountFen),
          startsAt,
          endsAt,
          status: 'signed',
          createdAt: now,
        });
        await tx.insert(mallOrders).values({
          id: orderId,
          userId,
          goodsId: quote.goodsId,
          supplierId: quote.supplierId,
          source: 'quote',
          quoteId: quote.id,
          term: quote.term,
          termCount,
          quantity: 1,
          unitPrice: fromMinor(perTermFen),
          amount: fromMinor(amountFen),
          paidBalance: fromMinor(before.balance - after.balance),
          paidCredit: fromMinor(before.credit - after.credit),
          status: 'paid',
          contractId,
          deliverBy,
          createdAt: now,
        });
        await tx.update(demandQuotes).set({ status: 'accepted', decidedAt: now }).where(eq(demandQuotes.id, quote.id));
        const declined = await tx
          .update(demandQuotes)
          .set({ status: 'rejected', decidedAt: now })
          .where(and(eq(demandQuotes.demandId, demand.id), eq(demandQuotes.status, 'open'), ne(demandQuotes.id, quote.id)))
          .returning({ supplierId: demandQuotes.supplierId });
        await tx.update(demands).set({ status: 'contracted', acceptedQuoteId: quote.id, updatedAt: now }).where(eq(demands.id, demand.id));
        await createNotice(tx, clock, {
          userId: quote.supplierId,
          category: 'order',
          title: '您的报价已被接受',
          body: `需求「${demand.title}」的买家接受了您的报价，合同 ${contractId} 已签署，金额 ${formatYuan(amountFen)}，请按期交付。`,
          link: '/bss-order/vender',
        });
        for (const loser of declined) {
          await createNotice(tx, clock, { userId: loser.supplierId, category: 'order', title: '报价未被采纳', body: `需求「${demand.title}」已选择其他供应商。`, link: '/bss-profit' });
        }
        return { orderBaseId: orderId, contractId };
      });
    },

    async reject(userId: number, quoteId: number): Promise<DemandQuote> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { quote, demand } = await lockQuote(tx, userId, quoteId);
        if (quote.status !== 'open') throw new BizError(Code.ERROR, '该报价已处理');
        await tx.update(demandQuotes).set({ status: 'rejected', decidedAt: now }).where(eq(demandQuotes.id, quote.id));
        const [left] = await tx
          .select({ n: countAll })
          .from(demandQuotes)
          .where(and(eq(demandQuotes.demandId, demand.id), eq(demandQuotes.status, 'open')));
        if (left!.n === 0) await tx.update(demands).set({ status: 'open', updatedAt: now }).where(and(eq(demands.id, demand.id), eq(demands.status, 'quoted')));
        await createNotice(tx, clock, { userId: quote.supplierId, category: 'order', title: '报价未被采纳', body: `需求「${demand.title}」的买家婉拒了您的报价。`, link: '/bss-profit' });
      });
      const [row] = await quoteSelect().where(eq(demandQuotes.id, quoteId));
      return quoteView(row!);
    },

    /** Open demands that a supplier's goods or published plans match (/bss-profit). */
    async supplierMatches(supplierId: number, q: PageParams) {
      const query = db
        .select({
          demandGoodsBaseId: demands.demandGoodsBaseId,
          demandTitle: demands.title,
          gpuCount: demands.gpuCount,
          maxUnitPrice: demands.maxUnitPrice,
          kind: demandMatches.kind,
          resourceId: demandMatches.resourceId,
          resourceTitle: sql<string>`coalesce(${bareMetalGoods.title}, ${supplyPlans.planName}, '—')`,
          unitPrice: demandMatches.unitPrice,
          priceDiff: demandMatches.priceDiff,
        })
        .from(demandMatches)
        .innerJoin(demands, eq(demands.id, demandMatches.demandId))
        .leftJoin(bareMetalGoods, and(eq(demandMatches.kind, 'bare_metal'), eq(bareMetalGoods.id, demandMatches.resourceId)))
        .leftJoin(supplyPlans, and(eq(demandMatches.kind, 'plan'), eq(supplyPlans.id, demandMatches.resourceId)))
        .where(and(inArray(demands.status, QUOTABLE), ne(demands.userId, supplierId), or(eq(bareMetalGoods.supplierId, supplierId), eq(supplyPlans.supplierId, supplierId))))
        .orderBy(desc(demands.createdAt), asc(demandMatches.unitPrice))
        .$dynamic();
      const page = await paginate(db, query, q);
      return {
        ...page,
        records: page.records.map((r) => ({ ...r, maxUnitPrice: price4(r.maxUnitPrice), unitPrice: price4(r.unitPrice), priceDiff: price4(r.priceDiff) })),
      };
    },
  };

  /** A quote on one of the caller's demands, locked with its demand; another's → not found. */
  async function lockQuote(tx: Tx, userId: number, quoteId: number) {
    const [row] = await tx
      .select({ quote: demandQuotes, demand: demands })
      .from(demandQuotes)
      .innerJoin(demands, eq(demands.id, demandQuotes.demandId))
      .where(and(eq(demandQuotes.id, quoteId), eq(demands.userId, userId)))
      .for('update');
    if (!row) throw notFound('报价不存在');
    return row;
  }
}

/**
 * Close demands past their delivery deadline, and quotes past their validity. Each row changes by
 * one guarded UPDATE (its status still live), so the buyer's notice is written once even when two
 * gateways run the job at the same moment.
 */
export async function expireDemands(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = shanghaiToday(now);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(demands)
      .set({ status: 'expired', updatedAt: now, closedAt: now })
      .where(and(inArray(demands.status, LIVE), lt(demands.deliveryDeadline, today)))
      .returning({ id: demands.id, userId: demands.userId, title: demands.title, baseId: demands.demandGoodsBaseId });
    for (const demand of expired) {
      await withdrawReview(tx, clock, 'demand', demand.id, demand.userId);
      await tx.update(demandQuotes).set({ status: 'expired', decidedAt: now }).where(and(eq(demandQuotes.demandId, demand.id), eq(demandQuotes.status, 'open')));
      await createNotice(tx, clock, {
        userId: demand.userId,
        category: 'order',
        title: '需求已过期',
        body: `您的需求「${demand.title}」已过交付截止日期，已自动关闭。`,
        link: `/my/demands/detail/${demand.baseId}`,
      });
    }
    await tx
      .update(demandQuotes)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(demandQuotes.status, 'open'), lt(demandQuotes.validUntil, now)));
    return expired.length;
  });
}

export type DemandRepository = ReturnType<typeof demandRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    demands: DemandRepository;
  }
}

export default repositoryPlugin('demands', (app) => demandRepository(app.db, app.clock, app.verifyCodes), {
  name: 'demand-repository',
  dependencies: ['db', 'verify-code-repository'],
});
