import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import {
  ConsultationBody,
  ConsultationReceipt,
  CreditApplication,
  CreditApplicationBody,
  CreditApplicationReceipt,
  FeedbackBody,
  FeedbackReceipt,
  QuestionnaireBody,
  QuestionnaireReward,
  QuestionnaireStatus,
} from '../../../src/shared/contracts/content';
import { QUESTIONNAIRE_REWARD_HOURS } from '../../../src/shared/core/questionnaire';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';

/** What visitors and users send in: consultations, feedback, the questionnaire, credit applications. */
const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  const signedIn = { preHandler: app.requireAuth };

  app.post(
    '/v1/consultation/add',
    { preHandler: app.optionalAuth, schema: { tags, summary: '提交业务咨询', body: ConsultationBody, response: answers(ConsultationReceipt) } },
    async (request) =>
      ok(
        await app.content.addConsultation(request.body, { userId: request.auth?.userId ?? null, ip: request.ip }),
        '提交成功，顾问将在1个工作日内与您联系',
      ),
  );

  app.post(
    '/v1/feedback/add',
    { ...signedIn, schema: { tags, summary: '提交问题反馈', body: FeedbackBody, response: answers(FeedbackReceipt) } },
    async (request) => ok(await app.content.addFeedback(caller(request).userId, request.body), '反馈已提交，感谢您帮助我们改进'),
  );

  app.get(
    '/v1/questionnaire/mine',
    { ...signedIn, schema: { tags, summary: '我的问卷状态', response: answers(QuestionnaireStatus) } },
    async (request) => ok(await app.content.questionnaireStatus(caller(request).userId)),
  );

  app.post(
    '/v1/questionnaire/add',
    { ...signedIn, schema: { tags, summary: '提交问卷并领取算力卡时', body: QuestionnaireBody, response: answers(QuestionnaireReward) } },
    async (request) =>
      ok(
        await app.content.submitQuestionnaire(caller(request).userId, request.body.answers),
        `提交成功，${QUESTIONNAIRE_REWARD_HOURS} 卡时 GPU 算力已发放到您的卡券`,
      ),
  );

  app.get(
    '/v1/creditApplication/mine',
    { ...signedIn, schema: { tags, summary: '我最近的授信申请', response: answers(CreditApplication.nullable()) } },
    async (request) => ok(await app.content.myCreditApplication(caller(request).userId)),
  );

  app.post(
    '/v1/creditApplication/add',
    { ...signedIn, schema: { tags, summary: '申请授信充值额度', body: CreditApplicationBody, response: answers(CreditApplicationReceipt) } },
    async (request) => ok(await app.content.applyForCredit(caller(request).userId, request.body), '申请已提交，合作银行将在3个工作日内完成初审'),
  );
};

export default submissionRoutes;
