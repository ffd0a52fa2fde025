/**
 * Every gateway path the browser calls, once, as the gateway declares it (Fastify's `:param`, under
 * /gateway), grouped by the path's first segment after /v1, each group in the file of the feature
 * that calls it (./api-paths/<feature>.ts). Import the groups as a namespace,
 * `import * as API from '…/core/api-paths'`, and name a path as `API.group.name`: the bundler then
 * ships only the groups a page uses. Fill a pattern with apiPath. tests/gateway/client-paths.test.ts
 * checks that the gateway serves each path with the method the operation uses.
 */

export * from './api-paths/account';
export * from './api-paths/ai';
export * from './api-paths/analysis';
export * from './api-paths/audit';
export * from './api-paths/cards';
export * from './api-paths/compute';
export * from './api-paths/content';
export * from './api-paths/contract';
export * from './api-paths/costs';
export * from './api-paths/goods';
export * from './api-paths/home';
export * from './api-paths/inbox';
export * from './api-paths/inference';
export * from './api-paths/mall';
export * from './api-paths/notice';
export * from './api-paths/review';
export * from './api-paths/supplier';
export * from './api-paths/users';
export * from './api-paths/wallet';

/** The parameter names of a path pattern: `'/a/:id/b/:kind'` → `'id' | 'kind'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its parameters filled in, each encoded as one segment. */
export function apiPath<P extends string>(pattern: P, params: Record<ParamNames<P>, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`apiPath: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
