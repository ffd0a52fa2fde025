import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    clock: Clock;
  }
}

export interface DbPluginOptions {
  database: Database;
  clock: Clock;
  /** Close the database with the app (the process owns it); tests may share one across apps. */
  closeWithApp: boolean;
}

/** Makes the database and the clock available to every module. */
async function dbPlugin(app: FastifyInstance, opts: DbPluginOptions) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('clock', opts.clock);
  if (opts.closeWithApp) app.addHook('onClose', () => opts.database.close());
}

export default fp(dbPlugin, { name: 'db' });
