import { and, desc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSULTATION_CONTENT_MAX,
  CONSULTATION_SOURCES,
  CREDIT_MAX_YUAN,
  CREDIT_MIN_YUAN,
  DEMAND_TYPES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_TYPES,
} from '../../../src/shared/core/content';
import { isCreditCode } from '../../../src/shared/core/credit-code';
import {
  checkAnswers,
  QUESTIONNAIRE_REWARD_HOURS,
  QUESTIONNAIRE_SOURCE,
  QUESTIONNAIRE_TEXT_MAX,
} from '../../../src/shared/core/questionnaire';
import { checkEmail, checkPhone } from '../../../src/shared/core/validation';
import { consultations, creditApplications, feedbacks, questionnaireResponses } from '../../db/schema';
import { DAY, MINUTE } from '../../lib/clock';
import { alreadyExists, ok, paramError } from '../../lib/envelope';
import { ruled, text } from '../../lib/zod';
import { caller } from '../../plugins/auth';
import { grantBenefit } from '../wallet/benefits';

/** Card-hours from the questionnaire stay usable for this long. */
const REWARD_VALID_FOR = 90 * DAY;

/** The form's idempotency key: one per opened form, so a replay or a double click is recognised. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识无效，请刷新页面后重试');

const optionalEmail = z
  .string()
  .trim()
  .max(128)
  .optional()
  .superRefine((value, ctx) => {
    const verdict = value ? checkEmail(value) : null;
    if (verdict) ctx.addIssue({ code: 'custom', message: verdict });
  });

const ConsultationBody = z.object({
  requestId,
  source: z.enum(CONSULTATION_SOURCES).default('consultation'),
  name: text(32),
  company: text(64),
  phone: ruled(checkPhone, 11),
  email: optionalEmail,
  demandType: z.enum(DEMAND_TYPES),
  content: text(CONSULTATION_CONTENT_MAX),
});

const FeedbackBody = z.object({
  requestId,
  type: z.enum(FEEDBACK_TYPES),
  content: z
    .string()
    .trim()
    .min(FEEDBACK_CONTENT_MIN, `请至少输入${FEEDBACK_CONTENT_MIN}个字，描述越具体越便于我们定位问题`)
    .max(FEEDBACK_CONTENT_MAX),
  contact: z.string().trim().max(64).optional(),
  pageUrl: z.string().trim().max(256).optional(),
});

const QuestionnaireBody = z.object({
  answers: z.record(
    z.string().max(32),
    z.union([z.string().max(QUESTIONNAIRE_TEXT_MAX), z.array(z.string().max(32)).max(12)]),
  ),
});

const CreditBody = z.object({
  companyName: text(64, 2),
  creditCode: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCreditCode, '请输入正确的18位统一社会信用代码'),
  contactName: text(32),
  contactPhone: ruled(checkPhone, 11),
  expectedAmount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, '请输入金额，最多两位小数')
    .refine((v) => Number(v) >= CREDIT_MIN_YUAN && Number(v) <= CREDIT_MAX_YUAN, '期望额度需在1万元至500万元之间'),
  purpose: text(500),
  agreed: z.literal(true, { error: '请阅读并同意《授信充值服务声明》' }),
});

/** What visitors and users send in: consultations, feedback, the questionnaire, credit applications. */
const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/consultation/add',
    { preHandler: app.optionalAuth, schema: { tags: ['content'], summary: '提交业务咨询', body: ConsultationBody } },
    async (request) => {
      const body = request.body;
      const since = new Date(app.clock.now().getTime() - DAY);
      const [same] = await app.db
        .select({ id: consultations.id })
        .from(consultations)
        .where(and(eq(consultations.phone, body.phone), eq(consultations.content, body.content), gte(consultations.createdAt, since)))
        .limit(1);
      if (same) throw alreadyExists('您已提交过相同的咨询，顾问将在1个工作日内与您联系，请勿重复提交');
      const [row] = await app.db
        .insert(consultations)
        .values({
          ...body,
          email: body.email || null,
          userId: request.auth?.userId ?? null,
          ip: request.ip,
          createdAt: app.clock.now(),
        })
        .onConflictDoNothing({ target: consultations.requestId })
        .returning({ id: consultations.id, createdAt: consultations.createdAt });
      if (!row) throw alreadyExists('该咨询已提交，请勿重复提交');
      return ok({ consultationId: row.id, createdAt: row.createdAt }, '提交成功，顾问将在1个工作日内与您联系');
    },
  );

  app.post(
    '/v1/feedback/add',
    { preHandler: app.requireAuth, schema: { tags: ['content'], summary: '提交问题反馈', body: FeedbackBody } },
    async (request) => {
      const { userId } = caller(request);
      const body = request.body;
      const since = new Date(app.clock.now().getTime() - 10 * MINUTE);
      const [same] = await app.db
        .select({ id: feedbacks.id })
        .from(feedbacks)
        .where(and(eq(feedbacks.userId, userId), eq(feedbacks.content, body.content), gte(feedbacks.createdAt, since)))
        .limit(1);
      if (same) throw alreadyExists('相同的反馈刚刚已提交，我们正在处理，请勿重复提交');
      const [row] = await app.db
        .insert(feedbacks)
        .values({ ...body, contact: body.contact || null, pageUrl: body.pageUrl || null, userId, createdAt: app.clock.now() })
        .onConflictDoNothing({ target: feedbacks.requestId })
        .returning({ id: feedbacks.id, createdAt: feedbacks.createdAt });
      if (!row) throw alreadyExists('该反馈已提交，请勿重复提交');
      return ok({ feedbackId: row.id, createdAt: row.createdAt }, '反馈已提交，感谢您帮助我们改进');
    },
  );

  app.get(
    '/v1/questionnaire/mine',
    { preHandler: app.requireAuth, schema: { tags: ['content'], summary: '我的问卷状态' } },
    async (request) => {
      const [row] = await app.db
        .select({ submittedAt: questionnaireResponses.createdAt, rewardQuantity: questionnaireResponses.rewardQuantity })
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.userId, caller(request).userId))
        .limit(1);
      return ok({
        submitted: Boolean(row),
        submittedAt: row?.submittedAt ?? null,
        rewardQuantity: row?.rewardQuantity ?? QUESTIONNAIRE_REWARD_HOURS,
      });
    },
  );

  app.post(
    '/v1/questionnaire/add',
    { preHandler: app.requireAuth, schema: { tags: ['content'], summary: '提交问卷并领取算力卡时', body: QuestionnaireBody } },
    async (request) => {
      const { userId } = caller(request);
      const { answers } = request.body;
      const problem = checkAnswers(answers);
      if (problem) throw paramError(`answers.${problem[0]}`, problem[1]);
      const now = app.clock.now();
      // The answer sheet and the grant commit together; the unique user key makes a second sheet a no-op.
      const saved = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(questionnaireResponses)
          .values({ userId, answers, rewardQuantity: QUESTIONNAIRE_REWARD_HOURS, createdAt: now })
          .onConflictDoNothing({ target: questionnaireResponses.userId })
          .returning({ createdAt: questionnaireResponses.createdAt });
        if (!row) return null;
        await grantBenefit(tx, {
          userId,
          kind: 'gpu_card_hours',
          quantity: QUESTIONNAIRE_REWARD_HOURS,
          source: QUESTIONNAIRE_SOURCE,
          title: `问卷调研奖励：GPU 算力 ${QUESTIONNAIRE_REWARD_HOURS} 卡时`,
          expiresAt: new Date(now.getTime() + REWARD_VALID_FOR),
        });
        return row;
      });
      if (!saved) {
        throw alreadyExists(`您已完成过问卷，${QUESTIONNAIRE_REWARD_HOURS} 卡时奖励已发放到您的卡券中，每个账号限领一次`);
      }
      return ok(
        { submittedAt: saved.createdAt, rewardQuantity: QUESTIONNAIRE_REWARD_HOURS },
        `提交成功，${QUESTIONNAIRE_REWARD_HOURS} 卡时 GPU 算力已发放到您的卡券`,
      );
    },
  );

  app.get(
    '/v1/creditApplication/mine',
    { preHandler: app.requireAuth, schema: { tags: ['content'], summary: '我最近的授信申请' } },
    async (request) => {
      const [row] = await app.db
        .select({
          id: creditApplications.id,
          companyName: creditApplications.companyName,
          expectedAmount: creditApplications.expectedAmount,
          status: creditApplications.status,
          createdAt: creditApplications.createdAt,
        })
        .from(creditApplications)
        .where(eq(creditApplications.userId, caller(request).userId))
        .orderBy(desc(creditApplications.id))
        .limit(1);
      return ok(row ?? null);
    },
  );

  app.post(
    '/v1/creditApplication/add',
    { preHandler: app.requireAuth, schema: { tags: ['content'], summary: '申请授信充值额度', body: CreditBody } },
    async (request) => {
      const { userId } = caller(request);
      const { agreed: _agreed, expectedAmount, ...body } = request.body;
      const [row] = await app.db
        .insert(creditApplications)
        .values({ ...body, expectedAmount: Number(expectedAmount).toFixed(2), userId, createdAt: app.clock.now() })
        // The only conflict possible is the one-pending-application-per-user index.
        .onConflictDoNothing()
        .returning({ id: creditApplications.id, status: creditApplications.status, createdAt: creditApplications.createdAt });
      if (!row) throw alreadyExists('您已有一份授信申请正在审核中，请等待银行审核结果，无需重复提交');
      return ok(row, '申请已提交，合作银行将在3个工作日内完成初审');
    },
  );
};

export default submissionRoutes;
