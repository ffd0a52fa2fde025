import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

/** What a job says it did, as counts (`{ metered: 2 }`); runOnce adds up the counts of all jobs. */
export type JobReport = Record<string, number>;

/**
 * A background job a module registers (metering, weekly statements, demand matching, scheduled
 * prices…). Every gateway process runs every job, so each must be safe when several run it at once
 * on one PostgreSQL (guarded updates, unique keys, SKIP LOCKED) and idempotent per period.
 */
export interface Job {
  name: string;
  /** `tick`: every tick (about a second); `minute`: once per minute of the clock. */
  every: 'tick' | 'minute';
  run(): Promise<JobReport | unknown>;
}

const MINUTE = 60_000;

/**
 * The gateway's job scheduler: jobs run in the order they were registered (the app registers
 * modules in dependency order, so scheduled prices apply before metering reads them), each on its
 * own: one failing does not keep the others from running.
 */
export class Jobs {
  private readonly jobs: Job[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private lastMinute = 0;

  constructor(
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(job: Job): void {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.push(job);
  }

  /** The same jobs on a scheduler of their own: what a second gateway process runs (tests). */
  copy(): Jobs {
    const copy = new Jobs(this.clock, this.log);
    for (const job of this.jobs) copy.register(job);
    return copy;
  }

  /** Every job once, in order, their counts added up; tests call this after moving the clock. */
  runOnce(): Promise<JobReport> {
    return this.run(() => true);
  }

  /**
   * The jobs `which` selects, in order. The first failure is thrown once all have run (the tick
   * logs it; a test sees it).
   */
  private async run(which: (job: Job) => boolean): Promise<JobReport> {
    const report: JobReport = {};
    let failure: unknown = null;
    for (const job of this.jobs.filter(which)) {
      try {
        addCounts(report, await job.run());
      } catch (error) {
        this.log.error({ err: error, job: job.name }, 'job failed');
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return report;
  }

  /** Every `intervalMs`: the `tick` jobs, and once per minute of the clock all of them. */
  start(intervalMs: number): void {
    const tick = () => {
      const minute = Math.floor(this.clock.now().getTime() / MINUTE);
      if (minute === this.lastMinute) return this.run((job) => job.every === 'tick');
      this.lastMinute = minute;
      return this.runOnce();
    };
    this.timer = setInterval(() => {
      if (this.running) return; // never overlap with ourselves
      this.running = tick()
        .catch((error: unknown) => this.log.error({ err: error }, 'job tick failed'))
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

function addCounts(report: JobReport, result: unknown): void {
  if (typeof result !== 'object' || result === null) return;
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'number') report[key] = (report[key] ?? 0) + value;
  }
}
