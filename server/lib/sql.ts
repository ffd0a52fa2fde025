import { sql, type SQL } from 'drizzle-orm';

/**
 * Small SQL helpers every module uses: a unique-violation check, LIKE patterns that take the
 * user's text literally, and integer results.
 */

/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * Whether a database error (or the error it wraps, as Drizzle's query errors do in `cause`) is a
 * unique violation; given a constraint name, only a violation of that constraint counts (matched
 * by the error's `constraint` or, where the driver leaves it out, by its message).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as PgErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as PgErrorLike | undefined, depth++) {
    if (e.code === UNIQUE_VIOLATION) return !constraint || e.constraint === constraint || String(e.message).includes(constraint);
  }
  return false;
}

/** The user's text with LIKE's wildcards (`%`, `_`) and the escape character (`\`) taken literally. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern matching text that contains `value` literally. */
export const likeContains = (value: string): string => `%${escapeLike(value)}%`;

/**
 * An expression's value as an integer: `count(*)`, `sum(...)` and the like answer bigint or numeric,
 * which the drivers hand back as strings; cast to int they arrive as numbers.
 */
export function int(value: SQL): SQL<number>;
/** `int<number | null>(...)` for an expression that may be null (`max`, `percentile_cont` of no rows). */
export function int<T extends number | null>(value: SQL): SQL<T>;
export function int(value: SQL): SQL {
  return sql`(${value})::int`;
}

/** `count(*)` as a number. */
export const countAll = int(sql`count(*)`);
