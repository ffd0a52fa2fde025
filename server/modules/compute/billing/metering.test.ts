import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../../src/shared/core/tidal';
import { ceilMinute, floorHour, planCover, planFen, planFor, type Billable } from './metering';

const gpu: TimeRange[] = [
  { beginMinute: 480, endMinute: 1320, unitPrice: 21_800, label: 'day' },
  { beginMinute: 1320, endMinute: 480, unitPrice: 9_900, label: 'night' },
];
const at = (iso: string) => new Date(iso);
const running: Billable = {
  status: 'running',
  pendingAction: null,
  billingMode: 'timed',
  expiresAt: null,
  meteredUntil: at('2026-11-20T10:00:00+08:00'),
  gpuHeld: 2,
  gpuNumber: 2,
};

describe('what an instance is charged for', () => {
  it('bills GPU time while it runs, and while it restarts', () => {
    expect(planFor(running, gpu, 50)).toEqual({ kind: 'gpu', ranges: gpu, cards: 2 });
    expect(planFor({ ...running, status: 'starting', pendingAction: 'restart' }, gpu, 50)?.kind).toBe('gpu');
  });

  it('bills a flat ¥0.10 an hour when started without GPU, and storage while stopped', () => {
    expect(planFor({ ...running, gpuHeld: 0 }, gpu, 50)).toMatchObject({ kind: 'gpu_free', cards: 1, ranges: [{ unitPrice: 1000 }] });
    // 50 GB × ¥0.0004 an hour.
    expect(planFor({ ...running, status: 'stopped', gpuHeld: 0 }, gpu, 50)).toMatchObject({ kind: 'storage', cards: 1, ranges: [{ unitPrice: 200 }] });
  });

  it('bills nothing inside a prepaid term, nor while creating, stopping or released', () => {
    expect(planFor({ ...running, billingMode: 'common', expiresAt: at('2026-11-21T10:00:00+08:00') }, gpu, 50)).toBeNull();
    // Past its term a prepaid instance runs pay-as-you-go.
    expect(planFor({ ...running, billingMode: 'common', expiresAt: at('2026-11-20T09:00:00+08:00') }, gpu, 50)?.kind).toBe('gpu');
    for (const status of ['creating', 'stopping', 'releasing', 'released', 'failed'] as const) expect(planFor({ ...running, status }, gpu, 50)).toBeNull();
    expect(planFor({ ...running, status: 'starting', pendingAction: 'start' }, gpu, 50)).toBeNull();
  });
});

describe('what a plan costs and what card-hours pay', () => {
  const plan = { kind: 'gpu' as const, ranges: gpu, cards: 2 };

  it('accrues to the fen across the tidal boundary', () => {
    // 21:30–22:30 on 2 cards: 30 min × 4.36/h + 30 min × 1.98/h = 2.18 + 0.99.
    expect(planFen(plan, at('2026-11-20T21:30:00+08:00'), at('2026-11-20T22:30:00+08:00'))).toBe(317);
    expect(planFen(null, at('2026-11-20T21:30:00+08:00'), at('2026-11-20T22:30:00+08:00'))).toBe(0);
    expect(planFen(plan, at('2026-11-20T22:30:00+08:00'), at('2026-11-20T21:30:00+08:00'))).toBe(0);
  });

  it('lets card-hours pay GPU time first, in time order, to the card-minute', () => {
    // 90 card-minutes: the 60 day card-minutes (2.18) and 30 of the night ones (0.495 → 0.50).
    expect(planCover(plan, at('2026-11-20T21:30:00+08:00'), at('2026-11-20T22:30:00+08:00'), 90)).toEqual({ fen: 317, coveredFen: 268, cardMinutes: 90 });
    expect(planCover(plan, at('2026-11-20T21:30:00+08:00'), at('2026-11-20T22:30:00+08:00'), 1000)).toEqual({ fen: 317, coveredFen: 317, cardMinutes: 120 });
  });

  it('never spends card-hours on storage or on time without GPU', () => {
    const storage = planFor({ ...running, status: 'stopped' }, gpu, 50);
    expect(planCover(storage, at('2026-11-20T10:00:00+08:00'), at('2026-11-20T12:00:00+08:00'), 600)).toEqual({ fen: 4, coveredFen: 0, cardMinutes: 0 });
  });
});

describe('metering boundaries', () => {
  it('bills to the whole hour in the background and to the minute begun on a stop', () => {
    expect(floorHour(at('2026-11-20T10:59:59+08:00')).toISOString()).toBe('2026-11-20T02:00:00.000Z');
    expect(ceilMinute(at('2026-11-20T10:00:01+08:00')).toISOString()).toBe('2026-11-20T02:01:00.000Z');
    expect(ceilMinute(at('2026-11-20T10:00:00+08:00')).toISOString()).toBe('2026-11-20T02:00:00.000Z');
  });
});
