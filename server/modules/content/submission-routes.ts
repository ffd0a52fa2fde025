import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { CreditApplication, CreditApplicationBody, CreditApplicationReceipt } from '../../../src/shared/contracts/content';
import { ok, paramError } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { applyForCredit, myCreditApplication } from './credit-application';

/** What users send in here: credit applications (consultations, feedback and the questionnaire go to the inbox module). */
const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  const signedIn = { preHandler: app.requireAuth };

  app.get(
    '/v1/creditApplication/mine',
    { ...signedIn, schema: { tags, summary: '我最近的授信申请', response: answers(CreditApplication.nullable()) } },
    async (request) => ok(await myCreditApplication(app.db, caller(request).userId)),
  );

  app.post(
    '/v1/creditApplication/add',
    { ...signedIn, schema: { tags, summary: '申请授信充值额度', body: CreditApplicationBody, response: answers(CreditApplicationReceipt) } },
    async (request) => {
      const { userId } = caller(request);
      // A certified company applies as itself: its name and code come from its certification.
      const company = await app.certifications.certifiedCompany(userId);
      const companyName = company?.name ?? request.body.companyName;
      const creditCode = company?.code ?? request.body.creditCode;
      if (!companyName) throw paramError('companyName', '请输入企业名称');
      if (!creditCode) throw paramError('creditCode', '请输入正确的18位统一社会信用代码');
      return ok(await applyForCredit(app.db, app.clock, userId, { ...request.body, companyName, creditCode }), '申请已提交，合作银行将在3个工作日内完成初审');
    },
  );
};

export default submissionRoutes;
