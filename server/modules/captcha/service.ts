import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { plausibleTrack, type TrackPoint } from '../../../src/shared/core/captcha-track';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import { captchas, riskEvents } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HOUR, MINUTE } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { renderSliderCaptcha } from './render';
import { countAll } from '../../lib/sql';

export const CAPTCHA_TTL = 2 * MINUTE;
/** How long a solved captcha's secondary token can be spent. */
export const TOKEN_TTL = 2 * MINUTE;
export const TOLERANCE_PX = 6;
export const WIDTH = 320;
export const HEIGHT = 160;
/** The piece image's side: the piece with its knobs and tilt, on a transparent tile. */
export const PIECE = 72;

/** Risk thresholds, per client IP within the last hour. */
export const RISK = { sendsPerHour: 3, codeFailuresPerHour: 3, window: HOUR } as const;

export async function recordRisk(db: Db, clock: Clock, ip: string, kind: string, subject = ''): Promise<void> {
  await db.insert(riskEvents).values({ ip, kind, subject, createdAt: clock.now() });
}

async function countRecent(db: Db, clock: Clock, ip: string, kind: string, since: number): Promise<number> {
  const [row] = await db
    .select({ n: countAll })
    .from(riskEvents)
    .where(and(eq(riskEvents.ip, ip), eq(riskEvents.kind, kind), gt(riskEvents.createdAt, new Date(clock.now().getTime() - since))));
  return row?.n ?? 0;
}

/**
 * Whether a send from this client must first pass a captcha (SPEC §4 isBeginVerify): many recent
 * sends, many wrong codes, or any wrong captcha in the last hour.
 */
export async function captchaRequired(db: Db, clock: Clock, ip: string): Promise<boolean> {
  // One after another: inside a transaction (the SMS send's) the queries share one connection.
  const sends = await countRecent(db, clock, ip, 'sms_sent', RISK.window);
  const codeFailures = await countRecent(db, clock, ip, 'code_failed', RISK.window);
  const captchaFailures = await countRecent(db, clock, ip, 'captcha_failed', RISK.window);
  return sends >= RISK.sendsPerHour || codeFailures >= RISK.codeFailuresPerHour || captchaFailures > 0;
}

export async function generateCaptcha(db: Db, clock: Clock, ip: string) {
  const now = clock.now();
  const id = randomUUID();
  // Clear of the piece's starting place at the left, so it has to be moved.
  const x = randomInt(PIECE + 8, WIDTH - PIECE + 1);
  const y = randomInt(4, HEIGHT - PIECE - 3);
  await db.insert(captchas).values({
    id,
    type: 'SLIDER',
    answerX: x,
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL),
  });
  const images = await renderSliderCaptcha({ width: WIDTH, height: HEIGHT, piece: PIECE, x, y });
  return { id, type: 'SLIDER' as const, width: WIDTH, height: HEIGHT, pieceSize: PIECE, y, ...images };
}

const failed = () => new BizError(Code.ERROR, '验证失败，请重试');

/**
 * Check a slider answer once; a right one, dragged there by a plausible track, earns a single-use
 * secondary token. A missing or machine-like track fails like a wrong position.
 */
export async function verifyCaptcha(db: Db, clock: Clock, ip: string, id: string, x: number, track: readonly TrackPoint[] | undefined) {
  const now = clock.now();
  const [row] = await db
    .update(captchas)
    .set({ answeredAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.answeredAt), gt(captchas.expiresAt, now)))
    .returning({ answerX: captchas.answerX });
  if (!row) throw new BizError(Code.ERROR, '验证已过期，请刷新后重试');
  if (Math.abs(row.answerX - x) > TOLERANCE_PX || !plausibleTrack(track, x)) {
    await recordRisk(db, clock, ip, 'captcha_failed');
    throw failed();
  }
  const token = newToken();
  await db.update(captchas).set({ passed: true, tokenHash: sha256(token) }).where(eq(captchas.id, id));
  return { id, captchaSecondaryToken: token };
}

/** Spend a secondary token. Answers false for wrong, used or stale tokens. */
export async function spendCaptchaToken(db: Db, clock: Clock, id: string, token: string): Promise<boolean> {
  const now = clock.now();
  const rows = await db
    .update(captchas)
    .set({ tokenUsedAt: now })
    .where(
      and(
        eq(captchas.id, id),
        eq(captchas.passed, true),
        eq(captchas.tokenHash, sha256(token)),
        isNull(captchas.tokenUsedAt),
        gt(captchas.answeredAt, new Date(now.getTime() - TOKEN_TTL)),
      ),
    )
    .returning({ id: captchas.id });
  return rows.length > 0;
}

/** Dev tools only: the answer to a captcha, so browser tests can solve it. */
export async function peekCaptcha(db: Db, id: string) {
  const [row] = await db.select({ x: captchas.answerX }).from(captchas).where(eq(captchas.id, id));
  return row ?? null;
}
