import { and, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConsultationBody, ConsultationReceipt, FeedbackBody, FeedbackReceipt, QuestionnaireReward, QuestionnaireStatus } from '../../../src/shared/contracts/content';
import type { Answers } from '../../../src/shared/core/questionnaire';
import { QUESTIONNAIRE_REWARD_HOURS, QUESTIONNAIRE_SOURCE } from '../../../src/shared/core/questionnaire';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { consultations, feedbacks, questionnaireResponses } from '../../db/schema';
import { DAY, MINUTE, type Clock } from '../../lib/clock';
import { alreadyExists } from '../../lib/envelope';
import { grantBenefit } from '../wallet/benefits';

/**
 * What the storefront's forms send in to the operators' inbox: consultations, feedback and the
 * questionnaire. Each refuses a repeat (the same text again soon, or a replayed request id).
 */

/** Card-hours from the questionnaire stay usable for this long. */
const REWARD_VALID_FOR = 90 * DAY;

/** What a consultation carries besides the form: who sent it, if signed in, and from where. */
export interface ConsultationOrigin {
  userId: number | null;
  ip: string;
}

/** A consultation, refused when the same phone sent the same text within a day, or replayed. */
export async function addConsultation(db: Db, clock: Clock, body: z.infer<typeof ConsultationBody>, origin: ConsultationOrigin): Promise<ConsultationReceipt> {
  const now = clock.now();
  const [same] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.phone, body.phone), eq(consultations.content, body.content), gte(consultations.createdAt, new Date(now.getTime() - DAY))))
    .limit(1);
  if (same) throw alreadyExists('您已提交过相同的咨询，顾问将在1个工作日内与您联系，请勿重复提交');
  const [row] = await db
    .insert(consultations)
    .values({ ...body, email: body.email || null, userId: origin.userId, ip: origin.ip, createdAt: now })
    .onConflictDoNothing({ target: consultations.requestId })
    .returning({ id: consultations.id, createdAt: consultations.createdAt });
  if (!row) throw alreadyExists('该咨询已提交，请勿重复提交');
  return { consultationId: row.id, createdAt: toShanghaiIso(row.createdAt) };
}

/** Feedback, refused when the user sent the same text in the last ten minutes, or replayed. */
export async function addFeedback(db: Db, clock: Clock, userId: number, body: z.infer<typeof FeedbackBody>): Promise<FeedbackReceipt> {
  const now = clock.now();
  const [same] = await db
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(and(eq(feedbacks.userId, userId), eq(feedbacks.content, body.content), gte(feedbacks.createdAt, new Date(now.getTime() - 10 * MINUTE))))
    .limit(1);
  if (same) throw alreadyExists('相同的反馈刚刚已提交，我们正在处理，请勿重复提交');
  const [row] = await db
    .insert(feedbacks)
    .values({ ...body, contact: body.contact || null, pageUrl: body.pageUrl || null, userId, createdAt: now })
    .onConflictDoNothing({ target: feedbacks.requestId })
    .returning({ id: feedbacks.id, createdAt: feedbacks.createdAt });
  if (!row) throw alreadyExists('该反馈已提交，请勿重复提交');
  return { feedbackId: row.id, createdAt: toShanghaiIso(row.createdAt) };
}

export async function questionnaireStatus(db: Db, userId: number): Promise<QuestionnaireStatus> {
  const [row] = await db
    .select({ submittedAt: questionnaireResponses.createdAt, rewardQuantity: questionnaireResponses.rewardQuantity })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, userId))
    .limit(1);
  return {
    submitted: Boolean(row),
    submittedAt: isoOrNull(row?.submittedAt),
    rewardQuantity: row?.rewardQuantity ?? QUESTIONNAIRE_REWARD_HOURS,
  };
}

/** Keep a user's answer sheet and grant the card-hours, both once per user. */
export async function submitQuestionnaire(db: Db, clock: Clock, userId: number, answers: Answers): Promise<QuestionnaireReward> {
  const now = clock.now();
  // The answer sheet and the grant commit together; the unique user key makes a second sheet a no-op.
  const saved = await db.transaction(async (tx) => {
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
  return { submittedAt: toShanghaiIso(saved.createdAt), rewardQuantity: QUESTIONNAIRE_REWARD_HOURS };
}
