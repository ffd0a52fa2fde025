import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from './clock';
import { Jobs } from './jobs';

const log = pino({ level: 'silent' });

describe('the job scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every job once in the order registered and adds up their counts', async () => {
    const jobs = new Jobs(new ManualClock('2026-11-27T10:00:00Z'), log);
    const ran: string[] = [];
    jobs.register({ name: 'prices', every: 'tick', run: async () => void ran.push('prices') });
    jobs.register({ name: 'metering', every: 'minute', run: async () => (ran.push('metering'), { metered: 2, stoppedForFunds: 1 }) });
    jobs.register({ name: 'funds', every: 'minute', run: async () => (ran.push('funds'), { stoppedForFunds: 3 }) });
    expect(await jobs.runOnce()).toEqual({ metered: 2, stoppedForFunds: 4 });
    expect(ran).toEqual(['prices', 'metering', 'funds']);
  });

  it('runs the others when one fails, then throws the first failure', async () => {
    const jobs = new Jobs(new ManualClock('2026-11-27T10:00:00Z'), log);
    const ran: string[] = [];
    jobs.register({ name: 'a', every: 'tick', run: async () => Promise.reject(new Error('a broke')) });
    jobs.register({ name: 'b', every: 'tick', run: async () => void ran.push('b') });
    await expect(jobs.runOnce()).rejects.toThrow('a broke');
    expect(ran).toEqual(['b']);
  });

  it('refuses a second job of the same name, and a copy runs the same jobs on its own', async () => {
    const jobs = new Jobs(new ManualClock('2026-11-27T10:00:00Z'), log);
    const job = { name: 'once', every: 'minute' as const, run: async () => ({ n: 1 }) };
    jobs.register(job);
    expect(() => jobs.register(job)).toThrow(/twice/);
    expect(await jobs.copy().runOnce()).toEqual({ n: 1 });
  });

  it('runs tick jobs every tick and minute jobs once per minute of the clock', async () => {
    vi.useFakeTimers();
    const clock = new ManualClock('2026-11-27T10:00:00Z');
    const jobs = new Jobs(clock, log);
    const counts = { tick: 0, minute: 0 };
    jobs.register({ name: 'tick', every: 'tick', run: async () => void (counts.tick += 1) });
    jobs.register({ name: 'minute', every: 'minute', run: async () => void (counts.minute += 1) });
    jobs.start(1000);
    for (let i = 0; i < 3; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(counts).toEqual({ tick: 3, minute: 1 });
    clock.advance(60_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(counts).toEqual({ tick: 4, minute: 2 });
    await jobs.stop();
  });
});
