import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A module's repository as a named plugin: built once from what the app holds (db, clock, …)
 * and decorated onto the instance, as fastify/demo's repositories are. The module declares the
 * decorator's type on FastifyInstance beside its repository.
 */
export function repositoryPlugin<K extends keyof FastifyInstance>(
  decorator: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  options: { name: string; dependencies?: string[] },
) {
  return fp(
    async (app: FastifyInstance) => {
      // The type of what is decorated is checked at the call (build returns FastifyInstance[K]).
      const repository: unknown = build(app);
      app.decorate(decorator as string, repository);
    },
    { dependencies: ['db'], ...options },
  );
}
