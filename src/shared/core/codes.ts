/**
 * Envelope codes of SPEC §8. The gateway answers every /gateway call as {code, data, msg};
 * business outcomes travel as HTTP 200 with one of these codes.
 */
export const Code = {
  SUCCESS: 100000,
  WILL_LOCK: 100023,
  LOCKED: 100024,
  TOKEN_INVALID: 100001,
  NO_TOKEN: 50003,
  TOKEN_EXPIRED: 100010,
  PARAM: 50005,
  EXISTS: 50006,
  NOT_ENABLED: 100095,
  NOT_FOUND: 100006,
  ERROR: -1,
  TIMEOUT: 401,
  /** Signed in, but the role may not use this call (SPEC §6 FORBIDDEN). */
  FORBIDDEN: 403,
  /** No such /gateway route. */
  NO_ROUTE: 404,
  /** Too many requests from one client. */
  RATE_LIMITED: 429,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes after which the stored token is useless and the user must sign in again. */
export const TOKEN_CODES: readonly number[] = [Code.TOKEN_INVALID, Code.TOKEN_EXPIRED, Code.NO_TOKEN];

/** Codes the client rejects without showing anything (SPEC §8). */
export const SILENT_CODES: readonly number[] = [Code.EXISTS, Code.NOT_FOUND, Code.NOT_ENABLED];

/** Codes the client rejects with their message and no toast: the caller shows them in place. */
export const LOCK_CODES: readonly number[] = [Code.WILL_LOCK, Code.LOCKED];

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

/** A field-level problem inside a 50005 answer. */
export interface FieldError {
  field: string;
  message: string;
}
