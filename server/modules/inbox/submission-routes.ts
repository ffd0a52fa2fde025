import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../src/shared/contracts/common';
import { ConsultationBody, ConsultationReceipt, FeedbackBody, FeedbackReceipt, QuestionnaireBody, QuestionnaireReward, QuestionnaireStatus } from '../../../src/shared/contracts/content';
import { QUESTIONNAIRE_REWARD_HOURS } from '../../../src/shared/core/questionnaire';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { addConsultation, addFeedback, questionnaireStatus, submitQuestionnaire } from './submissions';

/** What visitors and users send in to the operators' inbox: consultations, feedback, the questionnaire. */
const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  const signedIn = { preHandler: app.requireAuth };

  app.post(
    '/v1/consultation/add',
    { preHandler: app.optionalAuth, schema: { tags, summary: '提交业务咨询', body: ConsultationBody, response: answers(ConsultationReceipt) } },
    async (request) =>
      ok(
        await addConsultation(app.db, app.clock, request.body, { userId: request.auth?.userId ?? null, ip: request.ip }),
        '提交成功，顾问将在1个工作日内与您联系',
      ),
  );

  app.post(
    '/v1/feedback/add',
    { ...signedIn, schema: { tags, summary: '提交问题反馈', body: FeedbackBody, response: answers(FeedbackReceipt) } },
    async (request) => ok(await addFeedback(app.db, app.clock, caller(request).userId, request.body), '反馈已提交，感谢您帮助我们改进'),
  );

  app.get(
    '/v1/questionnaire/mine',
    { ...signedIn, schema: { tags, summary: '我的问卷状态', response: answers(QuestionnaireStatus) } },
    async (request) => ok(await questionnaireStatus(app.db, caller(request).userId)),
  );

  app.post(
    '/v1/questionnaire/add',
    { ...signedIn, schema: { tags, summary: '提交问卷并领取算力卡时', body: QuestionnaireBody, response: answers(QuestionnaireReward) } },
    async (request) =>
      ok(
        await submitQuestionnaire(app.db, app.clock, caller(request).userId, request.body.answers),
        `提交成功，${QUESTIONNAIRE_REWARD_HOURS} 卡时 GPU 算力已发放到您的卡券`,
      ),
  );
};

export default submissionRoutes;
