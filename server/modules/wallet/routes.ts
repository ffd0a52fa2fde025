import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../../src/shared/contracts/common';
import { Benefit, RedeemBody, Redeemed, TransactionPage, TransactionQuery, Wallet, WalletQuery } from '../../../src/shared/contracts/wallet';
import { notFound, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { creditedText } from '../../../src/shared/core/cards';
import { CACHED_READ } from '../../plugins/read-cache';

const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    '/v1/wallet/getWalletByUserBaseId',
    { ...CACHED_READ, ...auth, schema: { tags: ['wallet'], summary: '我的钱包', querystring: WalletQuery, response: answers(Wallet) } },
    async (request) => {
      const { userId } = caller(request);
      // A wallet is only ever its owner's: another user's id is simply not found.
      if (request.query.userBaseId && request.query.userBaseId !== String(userId)) throw notFound('钱包不存在');
      return ok(await app.wallets.wallet(userId));
    },
  );

  app.post(
    '/v1/cardExchange/useCardExchange',
    { ...auth, schema: { tags: ['wallet'], summary: '兑换卡券', body: RedeemBody, response: answers(Redeemed) } },
    async (request) => {
      const redeemed = await app.wallets.redeem(caller(request).userId, request.body);
      return ok(redeemed, creditedText(redeemed));
    },
  );

  app.get(
    '/v1/wallet/transaction/page',
    { ...CACHED_READ, ...auth, schema: { tags: ['wallet'], summary: '收支明细', querystring: TransactionQuery, response: answers(TransactionPage) } },
    async (request) => ok(await app.wallets.transactions(caller(request).userId, request.query)),
  );

  app.get(
    '/v1/benefit/list',
    { ...auth, schema: { tags: ['wallet'], summary: '我的权益（卡时、免费额度）', response: answers(z.array(Benefit)) } },
    async (request) => ok(await app.wallets.benefits(caller(request).userId)),
  );
};

export default walletRoutes;
