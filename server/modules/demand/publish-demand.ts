import type { z } from 'zod';
import type { DemandPublishBody } from '../../../src/shared/contracts/mall';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paramError } from '../../lib/envelope';
import { addDays, businessId, isRealDate, shanghaiToday } from '../mall/dates';
import { openReview } from '../review/service';
import type { VerifyCodeRepository } from '../sms/repository';
import { insertDemand, regionExists } from './queries';

/** The latest day a demand may start or be delivered: two years ahead. */
const HORIZON_DAYS = 730;

/** Checks of a demand that need the clock or the database (the contract checks shapes). */
async function checkDemand(db: Db, clock: Clock, input: z.infer<typeof DemandPublishBody>) {
  const today = shanghaiToday(clock.now());
  const horizon = addDays(today, HORIZON_DAYS);
  for (const field of ['startDate', 'deliveryDeadline'] as const) {
    if (!isRealDate(input[field])) throw paramError(field, '日期不存在');
    if (input[field] < today) throw paramError(field, field === 'startDate' ? '开始日期不能早于今天' : '交付截止日期不能早于今天');
    if (input[field] > horizon) throw paramError(field, '日期不能晚于两年后');
  }
  if (input.deliveryDeadline > input.startDate) throw paramError('deliveryDeadline', '交付截止日期不能晚于开始日期');
  if (input.durationDays === null && input.nightWindow === null) throw paramError('durationDays', '请填写使用时长或夜间时段');
  if (input.nightWindow && input.nightWindow.beginMinute === input.nightWindow.endMinute) throw paramError('nightWindow', '夜间时段的开始与结束不能相同');
  if (input.regionCode && !(await regionExists(db, input.regionCode))) throw paramError('regionCode', '地域不存在');
}

/**
 * A buyer publishes a demand: checked, the contact phone proven by an SMS code (spent only once
 * every other check passed), recorded as pending review and sent to the review centre. Answers its
 * public id.
 */
export async function publishDemand(db: Db, clock: Clock, codes: VerifyCodeRepository, userId: number, ip: string, input: z.infer<typeof DemandPublishBody>): Promise<string> {
  await checkDemand(db, clock, input);
  await codes.consume({ channel: 'sms', scene: 'publishDemandGoods', target: input.contactPhone, code: input.verifyCode, ip });
  const now = clock.now();
  const id = businessId('XQ', now);
  await db.transaction(async (tx) => {
    const demandId = await insertDemand(tx, {
      demandGoodsBaseId: id,
      userId,
      title: input.title,
      gpuModels: [...new Set(input.gpuModels)],
      gpuCount: input.gpuCount,
      startDate: input.startDate,
      durationDays: input.durationDays,
      nightWindow: input.nightWindow,
      regionCode: input.regionCode,
      maxUnitPrice: input.maxUnitPrice,
      deliveryDeadline: input.deliveryDeadline,
      notes: input.notes,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      status: 'pending_review',
      createdAt: now,
      updatedAt: now,
    });
    await openReview(tx, clock, { kind: 'demand', subjectId: demandId, applicantId: userId, title: `${input.title}（${input.gpuCount} 卡）` });
  });
  return id;
}
