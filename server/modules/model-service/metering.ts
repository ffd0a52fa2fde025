import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { rangeAt, roundDiv, type TimeRange } from '../../../src/shared/core/tidal';
import { HOUR, MINUTE, SECOND } from '../../lib/clock';
import { writeServiceBillLine } from '../compute/billing/service-lines';
import { rangesInForce, type PriceChange } from '../market/pricing';
import { loadPricing } from '../market/price-schedules';
import { debitWallet } from '../wallet/service';
import { lockService, meterRow, moveReplicaWatermark, openReplicas, saveMeterRow, servicesToMeter, unmeteredReplicas, updateService, type MeterRow } from './queries';
import { holdServiceHour, stopForFunds, type ServiceContext } from './replicas';

const floorSecond = (at: Date) => new Date(Math.floor(at.getTime() / SECOND) * SECOND);
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

/**
 * [from, until) to the second, split at every clock hour and price-window boundary: each piece
 * priced by the window it lies in, under the ranges in force when its hour (or the run) began, as
 * compute's metering prices an hour.
 */
export function secondPieces(current: TimeRange[], changes: readonly PriceChange[], from: Date, until: Date) {
  const pieces: { start: Date; end: Date; label: string; unitPrice: number }[] = [];
  let cursor = from;
  while (cursor < until) {
    const hourStart = floorHour(cursor);
    const ranges = rangesInForce(current, changes, from > hourStart ? from : hourStart);
    const range = rangeAt(ranges, cursor);
    const minute = Math.floor(cursor.getTime() / MINUTE);
    let boundary = minute + 1;
    while (boundary * MINUTE < until.getTime() && rangeAt(ranges, new Date(boundary * MINUTE)) === range && boundary % 60 !== 0) boundary += 1;
    const end = new Date(Math.min(until.getTime(), hourStart.getTime() + HOUR, boundary * MINUTE));
    pieces.push({ start: cursor, end, label: range.label, unitPrice: range.unitPrice });
    cursor = end;
  }
  return pieces;
}

/** Fen of card-seconds at a price per card-hour in 0.0001 yuan (rounded once per line). */
export const cardSecondsFen = (unitPrice: number, cardSeconds: number) => roundDiv(unitPrice * cardSeconds, 360_000);

/**
 * Bill a service's replica time up to now (to the second), in one transaction with the service
 * locked: each replica's time since its watermark split by clock hour and price window at the
 * price in force when the hour began (compute's tidal pricing), added to the service's line for
 * that hour and window, the line's fen rounded once, the difference debited from the wallet, and
 * the bill line written. Watermarks move in the same transaction, so two gateways bill each
 * second once. A wallet that cannot pay stops the service.
 */
export async function meterService(ctx: ServiceContext, serviceId: number): Promise<{ fen: number; stopped: boolean }> {
  return ctx.inventory.transaction(async (tx) => {
    const service = await lockService(tx, serviceId);
    if (!service) return { fen: 0, stopped: false };
    const now = floorSecond(ctx.clock.now());
    const replicas = await unmeteredReplicas(tx, serviceId);
    if (replicas.length === 0) return { fen: 0, stopped: false };
    const since = new Date(Math.min(...replicas.map((r) => r.meteredUntil.getTime())));
    const pricing = (await loadPricing(tx, [service.goodsId], since)).get(service.goodsId);
    if (!pricing) return { fen: 0, stopped: false };

    const touched = new Map<string, { row: MeterRow; exists: boolean; oldFen: number }>();
    for (const replica of replicas) {
      const until = replica.endedAt && replica.endedAt < now ? floorSecond(replica.endedAt) : now;
      if (until <= replica.meteredUntil) continue;
      for (const piece of secondPieces(pricing.ranges, pricing.changes, replica.meteredUntil, until)) {
        const seconds = Math.round((piece.end.getTime() - piece.start.getTime()) / SECOND);
        const hourStart = floorHour(piece.start);
        const key = `${hourStart.getTime()}|${piece.label}`;
        let entry = touched.get(key);
        if (!entry) {
          const found = await meterRow(tx, serviceId, hourStart, piece.label);
          entry = found
            ? { row: { ...found }, exists: true, oldFen: found.fen }
            : {
                row: { serviceId, hourStart, rangeLabel: piece.label, periodStart: piece.start, periodEnd: piece.end, billLineId: 0, unitPrice: '0', cardSeconds: 0, replicaSeconds: 0, fen: 0 },
                exists: false,
                oldFen: 0,
              };
          touched.set(key, entry);
        }
        const row = entry.row;
        row.unitPrice = fromMinor(piece.unitPrice, PRICE);
        row.cardSeconds += seconds * replica.cards;
        row.replicaSeconds += seconds;
        if (piece.start < row.periodStart) row.periodStart = piece.start;
        if (piece.end > row.periodEnd) row.periodEnd = piece.end;
        row.fen = cardSecondsFen(piece.unitPrice, row.cardSeconds);
      }
      await moveReplicaWatermark(tx, replica.id, until);
    }

    let total = 0;
    let shortfall = 0;
    // The hour the service holds pays its seconds first (the hold shrinks as they are paid).
    let held = toMinor(service.holdAmount);
    for (const { row, exists, oldFen } of touched.values()) {
      const delta = row.fen - oldFen;
      const debit = delta > 0
        ? await debitWallet(tx, ctx.clock, { userId: service.userId, fen: delta, type: 'consume', refType: 'model_service', refId: `${serviceId}:${row.hourStart.getTime()}:${row.rangeLabel}:${row.fen}`, remark: `模型服务 ${service.name} 副本运行费用`, partial: true, fromHold: held })
        : { charged: 0, shortfall: 0, released: 0 };
      held -= debit.released;
      total += delta;
      shortfall += debit.shortfall;
      row.billLineId = await writeServiceBillLine(tx, exists ? row.billLineId : null, {
        userId: service.userId,
        modelServiceId: serviceId,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        minutes: Math.round(row.replicaSeconds / 60),
        gpuNumber: service.gpuNumber,
        unitPrice: toMinor(row.unitPrice, PRICE),
        rangeLabel: row.rangeLabel,
        fen: row.fen,
        shortfallFen: debit.shortfall,
        at: now,
      });
      await saveMeterRow(tx, row, exists);
    }
    if (held !== toMinor(service.holdAmount)) {
      service.holdAmount = fromMinor(held);
      await updateService(tx, serviceId, { holdAmount: service.holdAmount });
    }
    const live = service.status === 'running' || service.status === 'scaling' || service.status === 'creating';
    if (shortfall > 0 && live) {
      await stopForFunds(ctx, tx, service, now);
      return { fen: total, stopped: true };
    }
    // The held hour is up: hold the next one for the replicas running now, or stop the service.
    if (live && (service.holdUntil === null || service.holdUntil <= now)) {
      const running = (await openReplicas(tx, serviceId)).length;
      if (running > 0 && !(await holdServiceHour(ctx.clock, tx, service, running, now)).ok) {
        await stopForFunds(ctx, tx, service, now, '余额不足以冻结下一小时的副本费用');
        return { fen: total, stopped: true };
      }
    }
    return { fen: total, stopped: false };
  });
}

/** The metering job: every service with replica time not billed yet, up to now. */
export async function meterDueServices(ctx: ServiceContext): Promise<{ metered: number; stopped: number }> {
  const ids = await servicesToMeter(ctx.db, floorSecond(ctx.clock.now()));
  let stopped = 0;
  for (const id of ids) if ((await meterService(ctx, id)).stopped) stopped += 1;
  return { metered: ids.length, stopped };
}
