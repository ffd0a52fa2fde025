import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A module's repository as a named plugin: built once from what the app holds (db, clock, …)
 * and decorated onto the instance, as fastify/demo's repositories are. The module declares the
 * decorator's type on FastifyInstance beside its repository. `start` registers what runs beside it
 * (background work of the worker).
 */
export function repositoryPlugin<K extends keyof FastifyInstance>(
  decorator: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  options: { name: string; dependencies?: string[]; start?: (app: FastifyInstance, repository: FastifyInstance[K]) => void },
) {
  const { start, ...meta } = options;
  return fp(
    async (app: FastifyInstance) => {
      const repository = build(app);
      // The type of what is decorated is checked at the call (build returns FastifyInstance[K]).
      app.decorate(decorator as string, repository as unknown);
      start?.(app, repository);
    },
    { dependencies: ['db'], ...meta },
  );
}
