import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewUserActivityCheck, NewUserPayBody, PayInfo } from '../../../src/shared/contracts/activity';
import { answers } from '../../../src/shared/contracts/common';
import * as API from '../../../src/shared/core/api-paths';
import { Code } from '../../../src/shared/core/codes';
import { BizError, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { checkNewUserPackage, startNewUserPayment } from './new-user-package';

/** SPEC §7's new-user activity: the check (the client reads its full answer, no toast) and the payment. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  app.get(API.activity.checkNewUseActivity, { ...auth, schema: { tags: ['activity'], summary: '新人算力包：是否可购买（每位实名认证用户限购一次）', response: answers(NewUserActivityCheck) } }, async (request) =>
    ok(await checkNewUserPackage(app.db, caller(request).userId)),
  );
  app.post(
    API.activity.getNewUserActivityPayInfo,
    { ...auth, schema: { tags: ['activity'], summary: '新人算力包：发起支付（wxPay | alipay | china_pay；wx_native | wx_jsapi | wx_h5 | china_pay）', body: NewUserPayBody, response: answers(PayInfo) } },
    async (request) => {
      if (!app.paymentChannel) throw new BizError(Code.NOT_ENABLED, '在线支付暂未开通');
      return ok(await startNewUserPayment(app.db, app.clock, app.paymentChannel, caller(request).userId, request.body));
    },
  );
};

export default activityRoutes;
