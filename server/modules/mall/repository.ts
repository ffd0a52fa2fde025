import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { Contract, Inquiry, InquiryBody, MallGoods, MallGoodsQuery, MallOrderBody, MallOrderDetail, MallOrderQuery } from '../../../src/shared/contracts/mall';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import type { Idempotency } from '../../lib/idempotency';
import { repositoryPlugin } from '../../lib/repository-plugin';
import { cancelOrder } from './cancel-order';
import { deliverOrder, startDelivery, type DeliveredListener } from './deliver-order';
import { addInquiry, replyInquiry } from './inquiries';
import { placeOrder } from './place-order';
import * as queries from './queries';
import type { Viewer } from './queries';
import { contractView, goodsView, inquiryView, orderView } from './views';

/**
 * The bare-metal mall (/mall), as the routes and other modules call it: goods on sale with their
 * supplier's record, orders paid from the wallet (place-order.ts, sign-order.ts) and delivered
 * (deliver-order.ts), their contracts, and inquiries (询价, inquiries.ts).
 */
export function mallRepository(db: Db, clock: Clock) {
  const delivered: DeliveredListener[] = [];

  /** An order the caller may see: as its buyer, or as its supplier. */
  async function orderDetail(orderBaseId: string, viewer: Viewer): Promise<MallOrderDetail> {
    const row = await queries.orderRow(db, orderBaseId, viewer);
    if (!row) throw notFound('订单不存在');
    const contract = row.order.contractId ? await queries.contractRow(db, row.order.contractId) : undefined;
    return { ...orderView(row), contract: contract ? contractView(contract) : null };
  }

  async function inquiryPage(viewer: Viewer, q: PageParams, onlyId?: number) {
    const page = await queries.inquiryPage(db, viewer, q, onlyId);
    return { ...page, records: page.records.map(inquiryView) };
  }
  const inquiry = async (viewer: Viewer, id: number): Promise<Inquiry> => (await inquiryPage(viewer, { current: 1, size: 1 }, id)).records[0]!;

  return {
    filterOptions: () => queries.goodsFilterOptions(db),

    async goodsPage(q: z.infer<typeof MallGoodsQuery>) {
      const page = await queries.goodsPage(db, q);
      return { ...page, records: page.records.map(goodsView) };
    },

    goodsDetail: async (goodsBaseId: string): Promise<MallGoods> => goodsView(await queries.goodsByBaseId(db, goodsBaseId, true)),

    async createOrder(userId: number, input: MallOrderBody, idempotency?: Idempotency): Promise<MallOrderDetail> {
      return orderDetail(await placeOrder(db, clock, userId, input, idempotency), { userId, as: 'buyer' });
    },

    async orderPage(viewer: Viewer, q: z.infer<typeof MallOrderQuery>) {
      const page = await queries.orderPage(db, viewer, q);
      return { ...page, records: page.records.map(orderView) };
    },

    orderDetail,

    /** The buyer cancels a paid order before delivery starts; the money goes back where it came from. */
    async cancelOrder(userId: number, orderBaseId: string): Promise<MallOrderDetail> {
      await cancelOrder(db, clock, userId, orderBaseId);
      return orderDetail(orderBaseId, { userId, as: 'buyer' });
    },

    async deliver(supplierId: number, orderBaseId: string, note: string): Promise<MallOrderDetail> {
      await deliverOrder(db, clock, delivered, supplierId, orderBaseId, note);
      return orderDetail(orderBaseId, { userId: supplierId, as: 'supplier' });
    },

    /** Run `listener` in every delivery's transaction (the demand board fulfils demands so). */
    whenDelivered(listener: DeliveredListener) {
      delivered.push(listener);
    },

    async startDelivery(supplierId: number, orderBaseId: string): Promise<MallOrderDetail> {
      await startDelivery(db, supplierId, orderBaseId);
      return orderDetail(orderBaseId, { userId: supplierId, as: 'supplier' });
    },

    async contractPage(userId: number, q: PageParams) {
      const page = await queries.contractPage(db, userId, q);
      return { ...page, records: page.records.map(contractView) };
    },

    async contractDetail(userId: number, id: string): Promise<Contract> {
      const row = await queries.contractRow(db, id, userId);
      if (!row) throw notFound('合同不存在');
      return contractView(row);
    },

    async addInquiry(userId: number, input: z.infer<typeof InquiryBody>): Promise<Inquiry> {
      return inquiry({ userId, as: 'buyer' }, await addInquiry(db, clock, userId, input));
    },

    inquiryPage,

    async replyInquiry(supplierId: number, id: number, input: { quotedUnitPrice: string; reply: string }): Promise<Inquiry> {
      await replyInquiry(db, clock, supplierId, id, input);
      return inquiry({ userId: supplierId, as: 'supplier' }, id);
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
