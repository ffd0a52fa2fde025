import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import { riskEvents, verifyCodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE, SECOND } from '../../lib/clock';
import { randomDigits, sha256 } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { shanghaiDayStart } from '../../lib/time';
import { captchaRequired, recordRisk, spendCaptchaToken } from '../captcha/service';
import type { Channel, Messenger } from '../notify/messenger';

export const CODE_TTL = 5 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN = 60 * SECOND;
/** Daily caps (Shanghai day) that set the lock. */
export const DAILY_CAP_PER_TARGET = 10;
export const DAILY_CAP_PER_IP = 20;

/** SPEC §7 scenes, with what each message says it is for. */
export const SCENES = {
  phoneLogin: '登录',
  register: '注册',
  forgetPwd: '找回密码',
  resetPwd: '修改密码',
  publishDemandGoods: '发布需求',
  /** E-mail only: proves a new contact e-mail belongs to the signed-in user. */
  changeEmail: '绑定邮箱',
} as const;
export type Scene = keyof typeof SCENES;

export const LOCKED_MESSAGE = '当前IP发送短信次数过多，请稍后再试';

export function assertScene(scene: string): Scene {
  if (!(scene in SCENES)) throw new BizError(Code.ERROR, '场景配置不存在');
  return scene as Scene;
}

const codeHash = (target: string, code: string) => sha256(`${target}:${code}`);

async function sentToday(db: Db, clock: Clock, column: 'ip' | 'subject', value: string): Promise<number> {
  const since = shanghaiDayStart(clock.now());
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(riskEvents)
    .where(and(eq(riskEvents[column], value), eq(riskEvents.kind, 'sms_sent'), gte(riskEvents.createdAt, since)));
  return row?.n ?? 0;
}

/** SPEC §7 lockStatus: this client (or this phone) has used up today's sends. */
export async function isLocked(db: Db, clock: Clock, ip: string, target?: string): Promise<boolean> {
  if ((await sentToday(db, clock, 'ip', ip)) >= DAILY_CAP_PER_IP) return true;
  return target ? (await sentToday(db, clock, 'subject', target)) >= DAILY_CAP_PER_TARGET : false;
}

export interface SendRequest {
  channel: Channel;
  scene: Scene;
  target: string;
  ip: string;
  captchaId?: string;
  captchaSecondaryToken?: string;
}

/**
 * Send a verification code, enforcing on the server what the client also shows: the daily lock,
 * the captcha when risk is seen, and a 60-second cooldown per recipient and purpose (a sign-up code
 * just sent does not hold up a password-reset code; the daily cap still bounds the total).
 */
export async function sendCode(db: Db, clock: Clock, messenger: Messenger, request: SendRequest): Promise<{ cooldownSeconds: number }> {
  const { channel, scene, target, ip } = request;
  if (await isLocked(db, clock, ip, target)) throw new BizError(Code.ERROR, LOCKED_MESSAGE, { locked: true });

  if (await captchaRequired(db, clock, ip)) {
    const { captchaId, captchaSecondaryToken } = request;
    const passed = captchaId && captchaSecondaryToken && (await spendCaptchaToken(db, clock, captchaId, captchaSecondaryToken));
    if (!passed) throw new BizError(Code.PARAM, '请先完成安全验证', { captchaRequired: true });
  }

  const now = clock.now();
  const [last] = await db
    .select({ createdAt: verifyCodes.createdAt })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.target, target), eq(verifyCodes.scene, scene), eq(verifyCodes.channel, channel)))
    .orderBy(desc(verifyCodes.id))
    .limit(1);
  const wait = last ? RESEND_COOLDOWN - (now.getTime() - last.createdAt.getTime()) : 0;
  if (wait > 0) {
    const seconds = Math.ceil(wait / SECOND);
    throw new BizError(Code.ERROR, `发送过于频繁，请${seconds}秒后再试`, { retryAfter: seconds });
  }

  const code = randomDigits(6);
  // A new code replaces any earlier one for the same recipient and purpose.
  await db
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(and(eq(verifyCodes.target, target), eq(verifyCodes.scene, scene), eq(verifyCodes.channel, channel), isNull(verifyCodes.usedAt)));
  const [created] = await db
    .insert(verifyCodes)
    .values({
      channel,
      scene,
      target,
      codeHash: codeHash(target, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL),
    })
    .returning({ id: verifyCodes.id });
  const purpose = SCENES[scene];
  const content =
    channel === 'sms'
      ? `【算力市场】您的${purpose}验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`
      : `您正在算力市场${purpose}，验证码为 ${code}，5分钟内有效。如非本人操作，请忽略本邮件。`;
  try {
    await messenger.send({ channel, to: target, scene, content, code });
  } catch {
    // Not delivered: forget the code so neither the cooldown nor the caps count it.
    await db.delete(verifyCodes).where(eq(verifyCodes.id, created!.id));
    throw new BizError(Code.ERROR, '发送验证码失败');
  }
  await recordRisk(db, clock, ip, 'sms_sent', target);
  return { cooldownSeconds: RESEND_COOLDOWN / SECOND };
}

/**
 * Check a code once: the newest live code for the recipient and scene, at most five wrong tries,
 * spent on success in the same statement that reads it, so a code works exactly once.
 */
export async function consumeCode(db: Db, clock: Clock, input: { channel: Channel; scene: Scene; target: string; code: string; ip: string }) {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(verifyCodes)
    .where(
      and(
        eq(verifyCodes.target, input.target),
        eq(verifyCodes.scene, input.scene),
        eq(verifyCodes.channel, input.channel),
        isNull(verifyCodes.usedAt),
        gt(verifyCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verifyCodes.id))
    .limit(1);
  if (!row) throw new BizError(Code.PARAM, '验证码已失效，请重新获取', [{ field: 'verifyCode', message: '验证码已失效，请重新获取' }]);
  // Count the try before judging it, in one guarded statement, so parallel guesses cannot exceed
  // the limit.
  const counted = await db
    .update(verifyCodes)
    .set({ attempts: sql`${verifyCodes.attempts} + 1` })
    .where(and(eq(verifyCodes.id, row.id), lt(verifyCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: verifyCodes.attempts });
  if (counted.length === 0) {
    throw new BizError(Code.PARAM, '验证码错误次数过多，请重新获取', [{ field: 'verifyCode', message: '验证码错误次数过多，请重新获取' }]);
  }
  if (row.codeHash !== codeHash(input.target, input.code)) {
    await recordRisk(db, clock, input.ip, 'code_failed', input.target);
    throw new BizError(Code.PARAM, '验证码错误', [{ field: 'verifyCode', message: '验证码错误' }]);
  }
  const spent = await db
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.usedAt)))
    .returning({ id: verifyCodes.id });
  if (spent.length === 0) throw new BizError(Code.PARAM, '验证码已失效，请重新获取', [{ field: 'verifyCode', message: '验证码已失效，请重新获取' }]);
}
