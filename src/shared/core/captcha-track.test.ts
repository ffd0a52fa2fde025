import { describe, expect, it } from 'vitest';
import { plausibleTrack, TRACK, type TrackPoint } from './captcha-track';

/** A hand's drag to x: fast at first, slowing into place (ease-out), over `ms`, in `n` moves. */
const eased = (x: number, ms = 700, n = 24): TrackPoint[] =>
  Array.from({ length: n + 1 }, (_, i) => ({ x: x * (1 - (1 - i / n) ** 3), t: (i * ms) / n }));

/** Even steps at even intervals: what a script sends. */
const even = (x: number, ms = 800, n = 20): TrackPoint[] => Array.from({ length: n + 1 }, (_, i) => ({ x: (x * i) / n, t: (i * ms) / n }));

/**
 * A held arrow key as the slider notes it: the first 2 px step 1 ms after the rest (or, after a
 * tap, `firstMs` later), the keyboard's 500 ms repeat delay, then a step every 33 ms.
 */
const heldKey = (x: number, firstMs = 1): TrackPoint[] => {
  const points: TrackPoint[] = [{ x: 0, t: 0 }, { x: 2, t: firstMs }];
  for (let at = 4, t = firstMs + 500; at <= x; at += 2, t += 33) points.push({ x: at, t });
  return points;
};

describe('plausibleTrack', () => {
  it('accepts a hand drag and a held arrow key, even across the whole slider', () => {
    expect(plausibleTrack(eased(150), 150)).toBe(true);
    // Overshoot and come back: the track ends where the answer is posted.
    expect(plausibleTrack([...eased(160, 600), { x: 152, t: 700 }, { x: 150, t: 760 }], 150)).toBe(true);
    expect(plausibleTrack(heldKey(100), 100)).toBe(true);
    expect(plausibleTrack(heldKey(248), 248)).toBe(true);
    expect(plausibleTrack(heldKey(248, 300), 248)).toBe(true);
  });

  it('refuses no track, too few points and too many', () => {
    expect(plausibleTrack(undefined, 150)).toBe(false);
    expect(plausibleTrack([], 150)).toBe(false);
    expect(plausibleTrack(eased(150, 700, TRACK.minPoints - 2), 150)).toBe(false);
    expect(plausibleTrack(eased(150, 700, TRACK.minPoints - 1), 150)).toBe(true);
    expect(plausibleTrack(eased(150, 10_000, TRACK.maxPoints), 150)).toBe(false);
  });

  it('refuses a drag too fast or too slow for a hand', () => {
    expect(plausibleTrack(eased(150, TRACK.minMs - 1), 150)).toBe(false);
    expect(plausibleTrack(eased(150, TRACK.minMs), 150)).toBe(true);
    expect(plausibleTrack(eased(150, TRACK.maxMs + 1), 150)).toBe(false);
  });

  it('refuses constant speed: even steps, with or without a little timing noise', () => {
    expect(plausibleTrack(even(150), 150)).toBe(false);
    const noisy = even(150).map((p, i) => ({ x: p.x, t: p.t + (i % 2) }));
    expect(plausibleTrack(noisy, 150)).toBe(false);
  });

  it('refuses a track that does not start at rest, ends elsewhere, or goes back in time', () => {
    expect(plausibleTrack(eased(150).map((p) => ({ x: p.x + 20, t: p.t })), 170)).toBe(false);
    expect(plausibleTrack(eased(150), 150 + TRACK.slackPx + 1)).toBe(false);
    expect(plausibleTrack(eased(150), 150 + TRACK.slackPx)).toBe(true);
    const repeated = eased(150);
    repeated[5] = { ...repeated[5]!, t: repeated[4]!.t };
    expect(plausibleTrack(repeated, 150)).toBe(false);
  });
});
