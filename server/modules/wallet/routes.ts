import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCardCode, checkCardNumber } from '../../../src/shared/core/validation';
import { walletTransactions } from '../../db/schema';
import { notFound, ok } from '../../lib/envelope';
import { countAll, orderBy, paginate } from '../../lib/paging';
import { pageQuery, ruled } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import { listBenefits } from './benefits';
import { cardHoursOf } from '../../../src/shared/core/tidal';
import { getWallet, redeemCard, REDEEM_DONE } from './service';

const TransactionQuery = pageQuery.extend({
  type: z.enum(['recharge', 'redeem', 'consume', 'refund', 'credit', 'freeze', 'unfreeze']).optional(),
  createdAtMin: z.iso.datetime({ offset: true }).optional(),
  createdAtMax: z.iso.datetime({ offset: true }).optional(),
});

const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/wallet/getWalletByUserBaseId',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['wallet'], summary: '我的钱包', querystring: z.object({ userBaseId: z.string().max(32).optional() }) },
    },
    async (request) => {
      const { userId } = caller(request);
      // A wallet is only ever its owner's: another user's id is simply not found.
      if (request.query.userBaseId && request.query.userBaseId !== String(userId)) throw notFound('钱包不存在');
      return ok(await getWallet(app.db, userId));
    },
  );

  app.post(
    '/v1/cardExchange/useCardExchange',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['wallet'],
        summary: '兑换卡券',
        body: z.object({ cardNumber: ruled(checkCardNumber, 64), cardCode: ruled(checkCardCode, 64) }),
      },
    },
    async (request) =>
      ok(
        await redeemCard(app.db, app.clock, { userId: caller(request).userId, ...request.body }),
        REDEEM_DONE,
      ),
  );

  app.get(
    '/v1/wallet/transaction/page',
    { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '收支明细', querystring: TransactionQuery } },
    async (request) => {
      const { userId } = caller(request);
      const q = request.query;
      const where = and(
        eq(walletTransactions.userId, userId),
        q.type ? eq(walletTransactions.type, q.type) : undefined,
        q.createdAtMin ? gte(walletTransactions.createdAt, new Date(q.createdAtMin)) : undefined,
        q.createdAtMax ? lte(walletTransactions.createdAt, new Date(q.createdAtMax)) : undefined,
      );
      return ok(
        await paginate(
          app.db
            .select({
              id: walletTransactions.id,
              type: walletTransactions.type,
              amount: walletTransactions.amount,
              creditAmount: walletTransactions.creditAmount,
              balanceAfter: walletTransactions.balanceAfter,
              refType: walletTransactions.refType,
              refId: walletTransactions.refId,
              remark: walletTransactions.remark,
              createdAt: walletTransactions.createdAt,
            })
            .from(walletTransactions)
            .where(where)
            .orderBy(orderBy(q, { createdAt: walletTransactions.createdAt, amount: walletTransactions.amount }, desc(walletTransactions.id)))
            .$dynamic(),
          app.db.select({ total: countAll }).from(walletTransactions).where(where),
          q,
        ),
      );
    },
  );

  app.get('/v1/benefit/list', { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '我的权益（卡时、免费额度）' } }, async (request) => {
    const rows = await listBenefits(app.db, caller(request).userId);
    const now = app.clock.now();
    return ok(
      rows.map(({ userId: _userId, ...rest }) => ({
        ...rest,
        // Card-hours are spent to the card-minute: what is left in hours, to two places.
        remaining: rest.kind === 'gpu_card_hours' ? cardHoursOf(rest.quantity * 60 - rest.usedMinutes) : rest.quantity - rest.used,
        expired: rest.expiresAt !== null && rest.expiresAt <= now,
      })),
    );
  });
};

export default walletRoutes;
