import { z } from 'zod';
import type { Verdict } from '../../src/shared/core/validation';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/shared/core/paging';

// Zod's own messages (wrong type, too long…) in Chinese, like the rest of the envelope.
z.config(z.locales.zhCN());

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
export const idParams = z.object({ id });

/** The paging contract of DESIGN §2. */
export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  orderField: z.string().max(64).optional(),
  orderSort: z.enum(['asc', 'desc']).optional(),
});
export type PageParams = z.infer<typeof pageQuery>;
