import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
 * NUL in text outright, and none of the others belongs in anything a person types.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = '不能包含控制字符';

/** The path of the first string inside a request part that carries a control character. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = findControlCharacter(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The gateway's one validator: every body, query, path and header part that a route declares is
 * first searched for control characters (a 50005 naming the field, whatever the field's own schema
 * says), then checked by its zod schema.
 */
export const gatewayValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = findControlCharacter(data);
    if (path) return { error: [{ instancePath: `/${path.join('/')}`, message: CONTROL_CHARACTER_MESSAGE }] } as never;
    return validate(data);
  };
};
