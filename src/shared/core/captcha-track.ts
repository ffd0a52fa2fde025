/**
 * The drag track a slider captcha answer carries: where the slider was (x, px from its rest) and
 * when (t, ms since the drag began). The gateway accepts an answer only with a track a person could
 * have made; the client records one while dragging (pointer or keyboard).
 */
export interface TrackPoint {
  x: number;
  t: number;
}

export const TRACK = {
  minPoints: 8,
  maxPoints: 500,
  /** A drag faster than this is a script's jump, not a hand. */
  minMs: 250,
  maxMs: 20_000,
  /** How far the track's start may be from the rest position, and its end from the posted x. */
  slackPx: 6,
  /**
   * Below this spread of speeds between points (standard deviation over mean) the slider moved at
   * one constant speed: a script's even steps. A hand speeds up and slows down (typically 0.5 and
   * more); a held arrow key's steady repeats follow its first step and the keyboard's longer repeat
   * delay, which keep even a full-width keyboard drag above 0.1.
   */
  minSpeedVariation: 0.05,
} as const;

/** Whether a track could come from a person moving the slider from its rest to `x`. */
export function plausibleTrack(track: readonly TrackPoint[] | undefined, x: number): boolean {
  if (!track || track.length < TRACK.minPoints || track.length > TRACK.maxPoints) return false;
  const first = track[0]!;
  const last = track[track.length - 1]!;
  const duration = last.t - first.t;
  if (duration < TRACK.minMs || duration > TRACK.maxMs) return false;
  if (Math.abs(first.x) > TRACK.slackPx || Math.abs(last.x - x) > TRACK.slackPx) return false;
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i += 1) {
    const dt = track[i]!.t - track[i - 1]!.t;
    if (!(dt > 0)) return false;
    speeds.push((track[i]!.x - track[i - 1]!.x) / dt);
  }
  const mean = speeds.reduce((sum, v) => sum + v, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((sum, v) => sum + (v - mean) ** 2, 0) / speeds.length);
  return spread > 0 && spread >= TRACK.minSpeedVariation * Math.abs(mean);
}
