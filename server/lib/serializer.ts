import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z, type ZodType } from 'zod';
import { ErrorEnvelope } from '../../src/shared/contracts/common';
import { Code } from '../../src/shared/core/codes';

/** An answer that does not match the contract its route declares. */
export class ContractBreach extends Error {
  constructor(
    readonly route: string,
    readonly issues: string,
  ) {
    super(`answer of ${route} breaks its contract: ${issues}`);
    this.name = 'ContractBreach';
  }
}

const describe = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

const isFailure = (data: unknown) =>
  typeof data === 'object' && data !== null && 'code' in data && (data as { code: unknown }).code !== Code.SUCCESS;

/**
 * Serialise an answer through the contract its route declares in `schema.response`: what the
 * contract does not name is stripped, so a column added to a query never leaks by accident.
 * A failure envelope (any code but success) is checked against the general error envelope instead.
 *
 * `strict` (tests) throws on an answer that breaks its contract, so the test that made it fails;
 * `strip` (production) logs the breach and sends the answer as it is rather than fail the user.
 */
export function contractSerializer(mode: 'strict' | 'strip', onBreach: (breach: ContractBreach) => void): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    const route = `${method} ${url}`;
    return (data: unknown) => {
      const contract = isFailure(data) ? ErrorEnvelope : schema;
      const result = z.safeEncode(contract, data);
      if (result.success) return JSON.stringify(result.data);
      const breach = new ContractBreach(route, describe(result.error));
      if (mode === 'strict') throw breach;
      onBreach(breach);
      return JSON.stringify(data);
    };
  };
}
