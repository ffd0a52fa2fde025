import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Jobs } from '../lib/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs every module registers (`app.jobs.register`); tests run them with runOnce. */
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /** How often the scheduler ticks; 0 leaves it to `app.jobs.runOnce()` (tests). */
  intervalMs: number;
}

/** The job scheduler, started once the app is ready and stopped (its tick finished) before it closes. */
async function jobsPlugin(app: FastifyInstance, opts: JobsPluginOptions) {
  const jobs = new Jobs(app.clock, app.log.child({ module: 'jobs' }));
  app.decorate('jobs', jobs);
  if (opts.intervalMs > 0) app.addHook('onReady', async () => jobs.start(opts.intervalMs));
  app.addHook('preClose', () => jobs.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
