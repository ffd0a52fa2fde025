import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { CreditSummary, DevRepaymentBody, RepaymentApplied } from '../../../src/shared/contracts/credit';
import * as API from '../../../src/shared/core/api-paths';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { randomDigits } from '../../lib/crypto';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { SandboxBank } from './bank-adapter';
import { applyRepayment, creditSummary } from './repayments';

/** The credit page, and with dev tools the sandbox bank's repayment notice. */
const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  app.get(API.credit.summary, { ...auth, schema: { tags: ['costs'], summary: '授信：额度、已用、待还银行、用款与还款记录', response: answers(CreditSummary) } }, async (request) =>
    ok(await creditSummary(app.db, caller(request).userId)),
  );

  if (app.env.devTools) {
    const bank = new SandboxBank();
    app.post(
      // Not called by the browser (so not in its path table): tests and the README's curl use it.
      '/dev/credit/repaymentNotice',
      { ...auth, schema: { tags: ['dev'], summary: '开发用：沙箱银行发出还款通知（仅本人的授信）', body: DevRepaymentBody, response: answers(RepaymentApplied) } },
      async (request) => {
        const notice = bank.parseNotice({
          noticeNo: request.body.noticeNo ?? `SB${randomDigits(12)}`,
          userId: caller(request).userId,
          amount: request.body.amount,
          repaidAt: toShanghaiIso(app.clock.now()),
        });
        const result = await applyRepayment(app.db, app.clock, bank, notice);
        return ok(result, result.applied ? '还款通知已处理' : '该还款通知已处理过');
      },
    );
  }
};

export default creditRoutes;
