/**
 * The wire's building blocks, shared by both sides: the gateway validates requests and serialises
 * answers with these zod schemas, and the client takes its types from them (`import type` only:
 * zod itself never reaches the browser). Every endpoint's own contract lives beside this file, one
 * file per domain.
 */
import { z } from 'zod';
import { Code } from '../core/codes';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../core/paging';
import type { Verdict } from '../core/validation';

// Zod's own messages (wrong type, too long…) in Chinese, like the rest of the envelope.
z.config(z.locales.zhCN());

// ---- What answers carry -------------------------------------------------------------------

/** An amount of money: a decimal string with exactly two places ("12.30"), never a float. */
export const Money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ id: 'Money', description: '金额：两位小数的十进制字符串，如 "12.30"' });

/** A unit price: a decimal string with two to four places ("1.9620"). */
export const UnitPrice = z
  .string()
  .regex(/^-?\d+\.\d{2,4}$/)
  .meta({ id: 'UnitPrice', description: '单价：二至四位小数的十进制字符串，如 "1.9620"' });

/** An instant, as ISO 8601 in China time ("2025-11-20T08:30:00+08:00"). */
export const IsoTime = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+08:00$/)
  .meta({ id: 'IsoTime', description: 'ISO 8601 时间，东八区，如 "2025-11-20T08:30:00+08:00"' });

/** A numeric record id as answered. */
export const RecordId = z.number().int().positive();

/** Who did something (created, claimed, decided, handled it), as the back office shows them. */
export const Person = z.object({ id: RecordId, userName: z.string(), name: z.string() });

/** The paging contract's answer (DESIGN §2). */
export const Page = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int().min(0),
    current: z.number().int().min(1),
    size: z.number().int().min(1),
    pages: z.number().int().min(0),
  });

/** A field-level problem inside a 50005 answer. */
export const FieldError = z.object({ field: z.string(), message: z.string() });

/** A successful answer: the envelope with code 100000 around `data`. */
export const Ok = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(Code.SUCCESS), data, msg: z.string() });

/** `schema.response` of a route that answers `data` on success. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: Ok(data) });

/** Any answer that is not a success: a code of SPEC §8 and a message; `data` depends on the code. */
export const ErrorEnvelope = z.object({
  code: z.number().int().refine((code) => code !== Code.SUCCESS),
  data: z.unknown(),
  msg: z.string(),
});

/** An answer with nothing in it (`data: null`). */
export const Empty = z.null();

// ---- What requests carry ------------------------------------------------------------------

/** A string field checked by one of the shared SPEC §5 rules, with its exact message. */
export function ruled(check: (value: unknown) => Verdict, max = 256) {
  return z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      const verdict = check(value);
      if (verdict) ctx.addIssue({ code: 'custom', message: verdict });
    });
}

/** A bounded, trimmed text field. */
export const text = (max: number, min = 1) => z.string().trim().min(min).max(max);

/** A numeric record id in a path or query: positive, whole, within bigint range. */
export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const IdParams = z.object({ id });

/** An instant sent by the client: ISO 8601 with any offset. */
export const TimeParam = z.iso.datetime({ offset: true });

/** A list's free-text search. */
export const keyword = z.string().trim().max(64).optional();

/** A comma-separated list in a query ("4090,A100"): its trimmed, non-empty parts. */
export const csvParam = z
  .string()
  .max(300)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** A yes/no query flag, "true" or "false", as a boolean. */
export const flagParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The paging contract's query (DESIGN §2). */
export const PageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  orderField: z.string().max(64).optional(),
  orderSort: z.enum(['asc', 'desc']).optional(),
});
export type PageParams = z.infer<typeof PageQuery>;

/** What a client sends for a page: every paging field optional. */
export type PageRequest = z.input<typeof PageQuery>;

/**
 * `schema.response` of a route that answers a file (an image, a CSV export) rather than the
 * envelope: the file's media types, sent as they are, or the error envelope as JSON when it fails.
 */
export const answersFile = (
  description: string,
  types: readonly string[],
): { 200: { description: string; content: Record<string, { schema: z.ZodType }> } } => ({
  200: {
    description,
    content: {
      'application/json': { schema: ErrorEnvelope },
      ...Object.fromEntries(types.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
    },
  },
});
