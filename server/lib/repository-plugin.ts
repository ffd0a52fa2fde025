import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A module's repository as a named plugin: built once from what the app holds (db, clock, …)
 * and decorated onto the instance, as fastify/demo's repositories are. The module declares the
 * decorator's type on FastifyInstance beside its repository; its index.ts registers it.
 */
export function repositoryPlugin<K extends keyof FastifyInstance>(
  decorator: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  options: { name: string; dependencies?: string[] },
) {
  return fp(
    async (app: FastifyInstance) => {
      const repository = build(app);
      // The type of what is decorated is checked at the call (build returns FastifyInstance[K]).
      app.decorate(decorator as string, repository as unknown);
    },
    { dependencies: ['db'], ...options },
  );
}
