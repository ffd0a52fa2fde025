/** The audit trail (管理 › 审计日志): every operator action with the values before and after. */
import { z } from 'zod';
import { IsoTime, Page, PageQuery, RecordId, TimeParam } from './common';

export const AuditQuery = PageQuery.extend({
  /** Part of the operator's user name or name. */
  actor: z.string().trim().max(64).optional(),
  /** An action or its area: `review` finds review.approve and review.reject. */
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(64).optional(),
  atMin: TimeParam.optional(),
  atMax: TimeParam.optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: RecordId,
  actor: z.object({ id: RecordId, userName: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  at: IsoTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = Page(AuditEntry);
