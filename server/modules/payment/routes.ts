import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { RechargeBody, Trade, TradeParams, TradeQuery } from '../../../src/shared/contracts/wallet';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { BizError, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { cancelTrade, completePayment, createRecharge, getTrade, tradeView } from './service';
import * as API from '../../../src/shared/core/api-paths';

/**
 * Wallet recharge through a payment channel. Only the sandbox channel exists on a single machine;
 * it is available where dev tools are on, and a production deployment plugs in its own channel.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const channel = app.paymentChannel;

  app.post(
    API.wallet.getWalletRechargePayInfo,
    { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '发起充值（返回收银台二维码）', body: RechargeBody, response: answers(Trade) } },
    async (request) => {
      if (!channel) throw new BizError(Code.NOT_ENABLED, '在线充值暂未开通，请联系客服对公转账');
      const amount = fromMinor(toMinor(request.body.amount));
      return ok(await createRecharge(app.db, app.clock, channel, caller(request).userId, amount));
    },
  );

  app.get(
    API.tradeOrders.getPayResult,
    { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '查询支付结果', querystring: TradeQuery, response: answers(Trade) } },
    async (request) => ok(tradeView(await getTrade(app.db, app.clock, caller(request).userId, request.query.tradeNo))),
  );

  app.patch(
    API.tradeOrders.cancelPay,
    { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '取消支付', body: TradeQuery, response: answers(Trade) } },
    async (request) => ok(tradeView(await cancelTrade(app.db, app.clock, caller(request).userId, request.body.tradeNo)), '已取消支付'),
  );

  if (app.env.devTools) {
    app.post(
      API.dev.pay,
      { preHandler: app.requireAuth, schema: { tags: ['dev'], summary: '开发用：沙箱渠道确认支付（仅本人的支付订单）', params: TradeParams, response: answers(Trade) } },
      async (request) => {
        // The sandbox "scan" stands for the payer paying: only the trade's own user may do it.
        await getTrade(app.db, app.clock, caller(request).userId, request.params.tradeNo);
        return ok(tradeView(await completePayment(app.db, app.clock, request.params.tradeNo, app.tradeKinds)), '沙箱支付成功');
      },
    );
  }
};

export default paymentRoutes;
