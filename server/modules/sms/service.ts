import { and, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CodeSent, SmsScene } from '../../../src/shared/contracts/account';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import { riskEvents, verifyCodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE, SECOND } from '../../lib/clock';
import { randomDigits, sha256 } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { shanghaiDayStart } from '../../../src/shared/core/time';
import { countRiskEvents, forgetRiskEvents } from '../captcha/risk-events';
import { captchaRequired, recordRisk, spendCaptchaToken } from '../captcha/service';
import type { Channel, Messenger } from '../notify/messenger';
import { countAll, int } from '../../lib/sql';

export const CODE_TTL = 5 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;
/** The wait between two codes to one recipient for one purpose. */
export const RESEND_COOLDOWN = 60 * SECOND;
/**
 * Daily caps (Shanghai day). They hold back senders, never the recipient: one IP for everything,
 * and one IP or one device for one recipient.
 */
export const DAILY_CAP_PER_IP = 20;
export const DAILY_CAP_PER_SENDER = 5;
/** From this many codes to one recipient in a day, every further one needs the captcha, whoever asks. */
export const CAPTCHA_FROM_PER_TARGET = 3;
/**
 * As a recipient gets more codes in a day, the wait between any two of them grows (on top of the
 * per-purpose cooldown): slower, but never shut.
 */
const RECIPIENT_GAPS = [
  { from: 10, gap: 10 * MINUTE },
  { from: 5, gap: 5 * MINUTE },
  { from: 3, gap: 2 * MINUTE },
];
const recipientGap = (sentToday: number) => RECIPIENT_GAPS.find((step) => sentToday >= step.from)?.gap ?? 0;

/** SPEC §7 scenes, with what each message says it is for. */
export const SCENES = {
  phoneLogin: '登录',
  register: '注册',
  forgetPwd: '找回密码',
  resetPwd: '修改密码',
  publishDemandGoods: '发布需求',
  /** E-mail only: proves a new contact e-mail belongs to the signed-in user. */
  changeEmail: '绑定邮箱',
  /** SMS to the signed-in user's own phone only: confirms an online contract signature. */
  signContract: '签署合同',
} as const satisfies Record<SmsScene, string>;
export type Scene = SmsScene;

export const LOCKED_MESSAGE = '当前IP发送短信次数过多，请稍后再试';

const codeHash = (target: string, code: string) => sha256(`${target}:${code}`);

/** Advisory lock classes (the first key of pg_advisory_xact_lock(int, int)) for sends. */
const LOCK_SENDS_FROM_IP = 1101;
const LOCK_SENDS_TO_TARGET = 1102;

/** SPEC §7 lockStatus: this client has used up today's sends. */
export async function isLocked(db: Db, clock: Clock, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ n: countAll })
    .from(riskEvents)
    .where(and(eq(riskEvents.ip, ip), eq(riskEvents.kind, 'sms_sent'), gte(riskEvents.createdAt, shanghaiDayStart(clock.now()))));
  return (row?.n ?? 0) >= DAILY_CAP_PER_IP;
}

export interface SendRequest {
  channel: Channel;
  scene: Scene;
  target: string;
  ip: string;
  /** The client's own random id (X-Device-Id); without it the sender is known by its IP alone. */
  device?: string;
  captchaId?: string;
  captchaSecondaryToken?: string;
}

/**
 * Send a verification code, enforcing on the server what the client also shows. Each refusal says
 * which guard answered (`data.cap` or `data.captchaRequired`):
 * - an IP past its daily cap is refused everything (the SPEC §7 lock);
 * - an IP, or a device, past its daily cap for this recipient is refused this recipient only;
 * - a 60-second cooldown per recipient and purpose (a sign-up code just sent does not hold up a
 *   password-reset code), and a longer one per recipient as its codes of the day add up;
 * - the captcha when this client looks risky, or when this recipient got many codes today.
 * So someone else's sends can make the owner pass a captcha and wait, but cannot shut them out
 * unless they share the owner's IP or device.
 * The checks and the record of the send are one transaction serialized per IP and per recipient,
 * so a burst of parallel requests is counted one by one.
 */
export async function sendCode(db: Db, clock: Clock, messenger: Messenger, request: SendRequest): Promise<CodeSent> {
  const { channel, scene, target, ip, device } = request;
  const recipient = channel === 'sms' ? '手机号' : '邮箱';
  const deviceSubject = device ? `${target}:${device}` : null;
  const now = clock.now();

  const reserved = await db.transaction(async (tx) => {
    // Always the IP first, then the recipient: one order, no deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SENDS_FROM_IP}::int, hashtext(${ip}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SENDS_TO_TARGET}::int, hashtext(${target}))`);

    const [today] = await tx
      .select({
        fromIp: int(sql`count(*) filter (where ${riskEvents.kind} = 'sms_sent' and ${riskEvents.ip} = ${ip})`),
        toTarget: int(sql`count(*) filter (where ${riskEvents.kind} = 'sms_sent' and ${riskEvents.subject} = ${target})`),
        fromIpToTarget: int(sql`count(*) filter (where ${riskEvents.kind} = 'sms_sent' and ${riskEvents.subject} = ${target} and ${riskEvents.ip} = ${ip})`),
        fromDeviceToTarget: int(sql`count(*) filter (where ${riskEvents.kind} = 'sms_device' and ${riskEvents.subject} = ${deviceSubject})`),
        lastToTarget: sql<Date | null>`max(${riskEvents.createdAt}) filter (where ${riskEvents.kind} = 'sms_sent' and ${riskEvents.subject} = ${target})`.mapWith(
          riskEvents.createdAt,
        ),
      })
      .from(riskEvents)
      .where(
        and(
          inArray(riskEvents.kind, ['sms_sent', 'sms_device']),
          gte(riskEvents.createdAt, shanghaiDayStart(now)),
          or(eq(riskEvents.ip, ip), eq(riskEvents.subject, target), deviceSubject ? eq(riskEvents.subject, deviceSubject) : undefined),
        ),
      );
    const { fromIp, toTarget, fromIpToTarget, fromDeviceToTarget, lastToTarget } = today!;
    if (fromIp >= DAILY_CAP_PER_IP) throw new BizError(Code.ERROR, LOCKED_MESSAGE, { cap: 'ip' });
    if (fromIpToTarget >= DAILY_CAP_PER_SENDER) {
      throw new BizError(Code.ERROR, `当前网络向该${recipient}发送验证码次数过多，请明日再试`, { cap: 'recipient_ip' });
    }
    if (fromDeviceToTarget >= DAILY_CAP_PER_SENDER) {
      throw new BizError(Code.ERROR, `当前设备向该${recipient}发送验证码次数过多，请明日再试`, { cap: 'recipient_device' });
    }

    // The cooldowns come before the captcha, so a solved captcha is not spent on a send refused for timing.
    const [lastInScene] = await tx
      .select({ createdAt: verifyCodes.createdAt })
      .from(verifyCodes)
      .where(and(eq(verifyCodes.target, target), eq(verifyCodes.scene, scene), eq(verifyCodes.channel, channel)))
      .orderBy(desc(verifyCodes.id))
      .limit(1);
    const wait = Math.max(
      lastInScene ? RESEND_COOLDOWN - (now.getTime() - lastInScene.createdAt.getTime()) : 0,
      lastToTarget ? recipientGap(toTarget) - (now.getTime() - lastToTarget.getTime()) : 0,
    );
    if (wait > 0) {
      const seconds = Math.ceil(wait / SECOND);
      throw new BizError(Code.ERROR, `发送过于频繁，请${seconds}秒后再试`, { retryAfter: seconds });
    }

    const busyTarget = toTarget >= CAPTCHA_FROM_PER_TARGET;
    if (busyTarget || (await captchaRequired(tx, clock, ip))) {
      const { captchaId, captchaSecondaryToken } = request;
      const passed = captchaId && captchaSecondaryToken && (await spendCaptchaToken(tx, clock, captchaId, captchaSecondaryToken));
      if (!passed) {
        throw busyTarget
          ? new BizError(Code.PARAM, `该${recipient}今日获取验证码次数较多，请完成安全验证`, { captchaRequired: true, reason: 'recipient' })
          : new BizError(Code.PARAM, '请先完成安全验证', { captchaRequired: true, reason: 'client' });
      }
    }

    const code = randomDigits(6);
    // A new code replaces any earlier one for the same recipient and purpose.
    await tx
      .update(verifyCodes)
      .set({ usedAt: now })
      .where(and(eq(verifyCodes.target, target), eq(verifyCodes.scene, scene), eq(verifyCodes.channel, channel), isNull(verifyCodes.usedAt)));
    const [created] = await tx
      .insert(verifyCodes)
      .values({ channel, scene, target, codeHash: codeHash(target, code), ip, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL) })
      .returning({ id: verifyCodes.id });
    // The send is counted now, before it goes out, so the next request in line sees it.
    const eventIds = await countRiskEvents(tx, [
      { ip, kind: 'sms_sent', subject: target, createdAt: now },
      ...(deviceSubject ? [{ ip, kind: 'sms_device', subject: deviceSubject, createdAt: now }] : []),
    ]);
    return { code, codeId: created!.id, eventIds, sentToday: toTarget + 1 };
  });

  const purpose = SCENES[scene];
  const content =
    channel === 'sms'
      ? `【算力市场】您的${purpose}验证码为${reserved.code}，5分钟内有效。如非本人操作，请忽略本短信。`
      : `您正在算力市场${purpose}，验证码为 ${reserved.code}，5分钟内有效。如非本人操作，请忽略本邮件。`;
  try {
    await messenger.send({ channel, to: target, scene, content, code: reserved.code });
  } catch {
    // Not delivered: forget the code and its count so neither the cooldowns nor the caps hold it.
    await db.delete(verifyCodes).where(eq(verifyCodes.id, reserved.codeId));
    await forgetRiskEvents(db, reserved.eventIds);
    throw new BizError(Code.ERROR, '发送验证码失败');
  }
  return { cooldownSeconds: Math.max(RESEND_COOLDOWN, recipientGap(reserved.sentToday)) / SECOND };
}

export interface ConsumeRequest {
  channel: Channel;
  scene: Scene;
  target: string;
  code: string;
  ip: string;
  /**
   * Run once the code is found right, before it is spent: what it throws is the answer, and the
   * code stays usable (a request that cannot succeed, such as signing in to a phone with no
   * account, does not cost the person their code).
   */
  beforeSpending?: () => Promise<void>;
}

/**
 * Check a code once: the newest live code for the recipient and scene, at most five wrong tries,
 * spent on success in the same statement that reads it, so a code works exactly once.
 */
export async function consumeCode(db: Db, clock: Clock, input: ConsumeRequest) {
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
  await input.beforeSpending?.();
  const spent = await db
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.usedAt)))
    .returning({ id: verifyCodes.id });
  if (spent.length === 0) throw new BizError(Code.PARAM, '验证码已失效，请重新获取', [{ field: 'verifyCode', message: '验证码已失效，请重新获取' }]);
}
