import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { Demand, DemandBoardQuery, DemandPublishBody, DemandQuote, DemandQuoteBody, MyDemandDetail, MyDemandQuery } from '../../../src/shared/contracts/mall';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { repositoryPlugin } from '../../lib/repository-plugin';
import { orderIdOfQuote } from '../mall/queries';
import type { VerifyCodeRepository } from '../sms/repository';
import { acceptQuote } from './accept-quote';
import { cancelDemand } from './cancel-demand';
import { publishDemand } from './publish-demand';
import * as queries from './queries';
import { quoteDemand } from './quote-demand';
import { rejectQuote } from './reject-quote';
import { price4, PUBLIC } from './terms';
import { demandView, matchView, quoteView } from './views';

/**
 * The demand board (/demands), as the routes call it: the public board and a buyer's demands,
 * read here; publishing (publish-demand.ts), cancelling (cancel-demand.ts), quoting
 * (quote-demand.ts), accepting (accept-quote.ts, which has the mall sign the order) and rejecting
 * (reject-quote.ts) in their use cases.
 */
export function demandRepository(db: Db, clock: Clock, codes: VerifyCodeRepository) {
  /** The buyer's page: the demand, its quotes side by side, what matches it, and its order once accepted. */
  async function myDetail(userId: number, demandGoodsBaseId: string): Promise<MyDemandDetail> {
    const row = await queries.myDemandRow(db, userId, demandGoodsBaseId);
    const accepted = row.demand.acceptedQuoteId;
    const [quotes, matches, orderBaseId] = await Promise.all([
      queries.quotesOf(db, row.demand.id),
      queries.matchRows(db, row.demand.id),
      accepted ? orderIdOfQuote(db, accepted, userId) : Promise.resolve(null),
    ]);
    return { ...demandView(row, userId), quotes: quotes.map(quoteView), matches: matches.map(matchView), acceptedQuoteId: accepted, orderBaseId };
  }

  const quote = async (quoteId: number): Promise<DemandQuote> => quoteView(await queries.quoteRow(db, quoteId));

  return {
    async publish(userId: number, ip: string, input: z.infer<typeof DemandPublishBody>): Promise<MyDemandDetail> {
      return myDetail(userId, await publishDemand(db, clock, codes, userId, ip, input));
    },

    /** The public board: open and quoted demands, newest first, contacts masked. */
    async board(q: z.infer<typeof DemandBoardQuery>, viewerId: number | null) {
      const page = await queries.boardPage(db, q);
      return { ...page, records: page.records.map((row) => demandView(row, viewerId)) };
    },

    /** A demand's public page: live ones for everyone, any state for its buyer. */
    async publicDetail(demandGoodsBaseId: string, viewerId: number | null): Promise<Demand> {
      const row = await queries.demandByBaseId(db, demandGoodsBaseId);
      if (!row || (row.demand.userId !== viewerId && !PUBLIC.includes(row.demand.status))) throw notFound('需求不存在');
      return demandView(row, viewerId);
    },

    async myPage(userId: number, q: z.infer<typeof MyDemandQuery>) {
      const page = await queries.myDemandPage(db, userId, q);
      return { ...page, records: page.records.map((row) => demandView(row, userId)) };
    },

    myDetail,

    async cancel(userId: number, demandGoodsBaseId: string): Promise<MyDemandDetail> {
      await cancelDemand(db, clock, userId, demandGoodsBaseId);
      return myDetail(userId, demandGoodsBaseId);
    },

    quote: async (supplierId: number, input: z.infer<typeof DemandQuoteBody>): Promise<DemandQuote> => quote(await quoteDemand(db, clock, supplierId, input)),

    async supplierQuotes(supplierId: number, q: PageParams) {
      const page = await queries.supplierQuotePage(db, supplierId, q);
      return { ...page, records: page.records.map(quoteView) };
    },

    accept: (userId: number, quoteId: number) => acceptQuote(db, clock, userId, quoteId),

    async reject(userId: number, quoteId: number): Promise<DemandQuote> {
      await rejectQuote(db, clock, userId, quoteId);
      return quote(quoteId);
    },

    /** Open demands that a supplier's goods or published plans match (/bss-profit). */
    async supplierMatches(supplierId: number, q: PageParams) {
      const page = await queries.supplierMatchPage(db, supplierId, q);
      return {
        ...page,
        records: page.records.map((r) => ({ ...r, maxUnitPrice: price4(r.maxUnitPrice), unitPrice: price4(r.unitPrice), priceDiff: price4(r.priceDiff) })),
      };
    },
  };
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
