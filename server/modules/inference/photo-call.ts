import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_UNIT_PRICE, type PhotoResult } from '../../../src/shared/contracts/inference';
import { Code } from '../../../src/shared/core/codes';
import { formatYuan, fromMinor, PRICE, rescale, toMinor } from '../../../src/shared/core/money';
import type { Db, Tx } from '../../db/client';
import { DAY, type Clock } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { assertSameRequest, idempotencyOfUpload, type Idempotency } from '../../lib/idempotency';
import { isUniqueViolation } from '../../lib/sql';
import { payOrReserve } from '../wallet/charges';
import { photoImagesLeft, spendPhotoImage } from '../wallet/photo-images';
import { plainIp } from './open-auth';
import { dayStart, periodEnd, periodStart, secondsUntil } from './periods';
import { EngineBusyError, type InferenceProvider } from './photo-engine';
import { chargeAccount, precheckAccount } from './account-limits';
import { inputError, optionsOf, readPhotoForm, REFUSALS, type PhotoKind } from './photo-form';
import { callByIdempotencyKey, callTotals, insertCall, lockAccessPoint, takeWindow, type AccessPointRow } from './queries';

/** The price of one image in fen (the wallet's unit). */
const UNIT_FEN = rescale(toMinor(PHOTO_UNIT_PRICE, PRICE), PRICE, 2);
const UNIT_COST = fromMinor(UNIT_FEN);

const KIND_NAMES: Record<PhotoKind, string> = { id_photo: '证件照', portrait: '人像写真' };

/** A key of another product (a model service's) calling the photo API: refused before its upload is read, nothing charged. */
export const WRONG_PRODUCT_FOR_PHOTO = '该 API 密钥属于模型服务，不能调用 AI 写真 API（证件照、人像写真）；请新建产品为“AI 写真 API”的接入点。本次未扣费';

const FREE_ONLY_EXHAUSTED = '免费额度已用完：该接入点设置了“仅用免费额度”，本次调用未扣费。如需继续，请在控制台关闭该开关';

/** A refusal by a limit: 429 with Retry-After, nothing charged. */
function limited(reply: FastifyReply, message: string, until: Date, now: Date, data: unknown = null) {
  reply.header('retry-after', String(secondsUntil(until, now)));
  return new BizError(Code.RATE_LIMITED, message, data, 429);
}

/** The limits that can be judged before any work, so that a call bound to be refused costs no inference. */
async function precheck(db: Db, clock: Clock, reply: FastifyReply, point: AccessPointRow): Promise<void> {
  const now = clock.now();
  if (point.freeOnly && (await photoImagesLeft(db, point.userId, now)) === 0) {
    throw new BizError(Code.ERROR, FREE_ONLY_EXHAUSTED, { reason: 'free_quota_exhausted' }, 402);
  }
  if (point.imagesPerDay !== null) {
    const today = await callTotals(db, { accessPointId: point.id }, dayStart(now));
    if (today.units >= point.imagesPerDay) throw limited(reply, `已达该接入点每日 ${point.imagesPerDay} 张的上限`, new Date(dayStart(now).getTime() + DAY), now);
  }
  await precheckAccount(db, clock, reply, point.userId);
}

interface Settled {
  free: boolean;
  cost: string;
}

/**
 * Charge one image and log the call in one transaction: the key's row is locked so its charges
 * go one at a time (the daily images and the spending cap are judged exactly, on any number of
 * gateways); the free images first, then the wallet, unless the key is free-only. Throws, with
 * nothing written, when a limit refuses or the wallet cannot pay.
 */
async function charge(tx: Tx, clock: Clock, reply: FastifyReply, point: AccessPointRow, kind: PhotoKind, log: Parameters<typeof insertCall>[1]): Promise<Settled> {
  const now = clock.now();
  const locked = await lockAccessPoint(tx, point.id);
  if (!locked) throw new BizError(Code.TOKEN_INVALID, 'API 密钥无效：密钥不存在、已轮换或已删除', null, 401);
  if (locked.imagesPerDay !== null && !(await takeWindow(tx, locked.id, 'day', dayStart(now), 1, locked.imagesPerDay))) {
    throw limited(reply, `已达该接入点每日 ${locked.imagesPerDay} 张的上限`, new Date(dayStart(now).getTime() + DAY), now);
  }
  // The account's row is locked after the key's (always in this order, so two charges never wait on each other crosswise).
  const free = await spendPhotoImage(tx, locked.userId, now);
  await chargeAccount(tx, clock, reply, locked.userId, free ? 0 : UNIT_FEN);
  if (!free) {
    if (locked.freeOnly) throw new BizError(Code.ERROR, FREE_ONLY_EXHAUSTED, { reason: 'free_quota_exhausted' }, 402);
    if (locked.spendCap !== null && locked.spendCapPeriod !== null) {
      const spent = await callTotals(tx, { accessPointId: locked.id }, periodStart(locked.spendCapPeriod, now));
      if (toMinor(spent.cost) + UNIT_FEN > toMinor(locked.spendCap)) {
        const names = { day: '每日', week: '每周', month: '每月' } as const;
        throw limited(reply, `已达该接入点${names[locked.spendCapPeriod]}消费上限 ${formatYuan(locked.spendCap)}`, periodEnd(locked.spendCapPeriod, now), now);
      }
    }
    const paid = await payOrReserve(tx, clock, { mode: 'pay', userId: locked.userId, fen: UNIT_FEN, refType: 'api_call', refId: log.requestId, remark: `AI 写真 API：${KIND_NAMES[kind]} 1 张（${locked.name}）` });
    if (!paid.ok) {
      throw new BizError(Code.ERROR, `余额不足：本次调用需 ${formatYuan(UNIT_FEN)}，当前可用余额与授信合计 ${formatYuan(paid.spendableFen)}，请先充值`, { reason: 'insufficient_funds' }, 402);
    }
  }
  const cost = free ? '0.00' : UNIT_COST;
  await insertCall(tx, { ...log, units: 1, unitPrice: PHOTO_UNIT_PRICE, cost, free });
  return { free, cost };
}

/**
 * POST /open/v1/photo/id-photo and /portrait: read the form, refuse what a limit refuses before any
 * work, make the photo on the engine, then charge it and log it together. Bad input and engine
 * failures are never charged; a retry with the same Idempotency-Key is answered again without a
 * second charge, and the key with another request is refused as everywhere in the gateway
 * (lib/idempotency: 50005 naming Idempotency-Key).
 */
export async function photoCall(deps: { db: Db; clock: Clock; engine: InferenceProvider }, kind: PhotoKind, request: FastifyRequest, reply: FastifyReply): Promise<PhotoResult> {
  const { db, clock, engine } = deps;
  const point = request.accessPoint!;
  if (point.product !== 'photo_api') throw new BizError(Code.FORBIDDEN, WRONG_PRODUCT_FOR_PHOTO, { reason: 'wrong_product', product: point.product }, 403);
  const form = await readPhotoForm(request, kind);
  const idempotency: Idempotency | undefined = idempotencyOfUpload(request, optionsOf(form), form.image);
  const idempotencyKey = idempotency?.key ?? null;
  const earlier = idempotency ? await callByIdempotencyKey(db, point.id, idempotency.key) : undefined;
  if (earlier) assertSameRequest(earlier.requestHash, idempotency!);
  else await precheck(db, clock, reply, point);

  let made;
  try {
    made = form.kind === 'portrait' ? await engine.portrait(form) : await engine.idPhoto(form);
  } catch (error) {
    if (error instanceof EngineBusyError) {
      reply.header('retry-after', '1');
      throw new BizError(Code.RATE_LIMITED, '照片处理繁忙，请稍后重试（本次未扣费）', null, 429);
    }
    throw error;
  }
  if (!made.ok) {
    const [status, message] = REFUSALS[made.reason];
    throw inputError(status, 'image', message);
  }
  const answer = (requestId: string, settled: Settled, freeImagesLeft: number): PhotoResult => ({
    requestId,
    image: made.png.toString('base64'),
    width: made.width,
    height: made.height,
    faceBox: made.faceBox,
    units: 1,
    cost: settled.cost,
    free: settled.free,
    freeImagesLeft,
  });
  // A retry of a call already charged: the same photo again, its first request id and charge.
  const replay = async (row: { requestId: string; free: boolean; cost: string }) => {
    return answer(row.requestId, row, await photoImagesLeft(db, point.userId, clock.now()));
  };
  if (earlier) return replay(earlier);

  const log = {
    requestId: request.callId!,
    userId: point.userId,
    accessPointId: point.id,
    accessPointName: point.name,
    product: point.product,
    endpoint: `POST ${request.routeOptions.url}`,
    status: 200,
    latencyMs: Math.round(reply.elapsedTime),
    clientIp: plainIp(request.ip),
    idempotencyKey,
    requestHash: idempotency?.requestHash ?? null,
    createdAt: clock.now(),
  };
  try {
    const settled = await db.transaction((tx) => charge(tx, clock, reply, point, kind, log));
    request.callLogged = true;
    return answer(log.requestId, settled, await photoImagesLeft(db, point.userId, clock.now()));
  } catch (error) {
    // Two copies of one idempotent call raced: the other was charged, this one answers as its retry.
    if (idempotency && isUniqueViolation(error, 'api_calls_idempotency_key')) {
      const winner = await callByIdempotencyKey(db, point.id, idempotency.key);
      if (winner) {
        assertSameRequest(winner.requestHash, idempotency);
        return replay(winner);
      }
    }
    throw error;
  }
}
