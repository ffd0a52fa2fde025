/**
 * The gateway's sense of time. Everything that expires, meters or schedules asks the clock, so
 * tests can move time (across a day boundary, a tidal window, a code's expiry) without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Durations in milliseconds; defined once with the other time helpers. */
export { SECOND, MINUTE, HOUR, DAY } from '../../src/shared/core/time';
