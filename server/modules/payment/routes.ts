import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../src/shared/core/codes';
import { BizError, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { SandboxChannel, type PaymentChannel } from './channel';
import { cancelTrade, completePayment, createRecharge, getTrade, tradeView } from './service';

const tradeNo = z.string().regex(/^TR\d{20}$/, '支付订单号格式不正确');
const rechargeAmount = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, '金额格式不正确')
  .refine((v) => Number(v) >= 1 && Number(v) <= 100_000, '单次充值金额须在1至100000元之间');

/**
 * Wallet recharge through a payment channel. Only the sandbox channel exists on a single machine;
 * it is available where dev tools are on, and a production deployment plugs in its own channel.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const channel: PaymentChannel | null = app.env.devTools
    ? new SandboxChannel(app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`)
    : null;

  app.post(
    '/v1/wallet/getWalletRechargePayInfo',
    { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '发起充值（返回收银台二维码）', body: z.object({ amount: rechargeAmount }) } },
    async (request) => {
      if (!channel) throw new BizError(Code.NOT_ENABLED, '在线充值暂未开通，请联系客服对公转账');
      const amount = Number(request.body.amount).toFixed(2);
      return ok(await createRecharge(app.db, app.clock, channel, caller(request).userId, amount));
    },
  );

  app.get(
    '/v1/tradeOrders/getPayResult',
    { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '查询支付结果', querystring: z.object({ tradeNo }) } },
    async (request) => ok(tradeView(await getTrade(app.db, app.clock, caller(request).userId, request.query.tradeNo))),
  );

  app.patch(
    '/v1/tradeOrders/cancelPay',
    { preHandler: app.requireAuth, schema: { tags: ['wallet'], summary: '取消支付', body: z.object({ tradeNo }) } },
    async (request) => ok(tradeView(await cancelTrade(app.db, app.clock, caller(request).userId, request.body.tradeNo)), '已取消支付'),
  );

  if (app.env.devTools) {
    app.post(
      '/dev/pay/:tradeNo',
      { preHandler: app.requireAuth, schema: { tags: ['dev'], summary: '开发用：沙箱渠道确认支付（仅本人的支付订单）', params: z.object({ tradeNo }) } },
      async (request) => {
        // The sandbox "scan" stands for the payer paying: only the trade's own user may do it.
        await getTrade(app.db, app.clock, caller(request).userId, request.params.tradeNo);
        return ok(tradeView(await completePayment(app.db, app.clock, request.params.tradeNo)), '沙箱支付成功');
      },
    );
  }
};

export default paymentRoutes;
