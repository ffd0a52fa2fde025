import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ApprovalField, ReviewEvidence, ReviewField, ReviewKind } from '../../../src/shared/contracts/review';
import type { Db, Tx } from '../../db/client';
import type { reviewItems } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';

export type ReviewItemRow = typeof reviewItems.$inferSelect;

/** What a kind shows of one application. */
export interface ReviewSubject {
  fields: z.infer<typeof ReviewField>[];
  evidence: z.infer<typeof ReviewEvidence>[];
  /** The kind's suggested reasons that fit this subject, when not all of them do. */
  approveTemplates?: string[];
  rejectTemplates?: string[];
}

/** What an operator decided, as the kind's handler receives it inside the decision's transaction. */
export interface Decision {
  item: ReviewItemRow;
  operatorId: number;
  approved: boolean;
  reason: string | null;
  /** A credit approval's limit, in yuan ("50000.00"). */
  amount: string | null;
  reference: string | null;
  clock: Clock;
}

/** What the applicant is told of a decision: a workbench notice and an SMS. */
export interface Outcome {
  title: string;
  body: string;
  /** Where the notice leads. */
  link: string;
  /** The SMS text; the SMS goes to the applicant's phone through the messenger (the dev outbox here). */
  sms: string;
}

/**
 * One kind of application the review centre decides. A module registers its kind from its plugin; the centre owns the queue, claims, the decision's transaction,
 * history, audit and notifications, and calls the kind for what only it knows.
 */
export interface ReviewKindHandler {
  kind: ReviewKind;
  /** Shown in the queue: 实名认证, 授信申请… */
  label: string;
  /**
   * The applicant's data and the evidence an operator opens. What the reviewer must compare with
   * the evidence is shown in full and marked `personal` (the centre audits each view of it); the
   * suggested reasons may be narrowed to what this subject shows (no licence reason without a licence).
   */
  describe(db: Db, item: ReviewItemRow): Promise<ReviewSubject>;
  /**
   * Make the decision take effect on the subject, inside the decision's transaction (a thrown
   * BizError refuses the decision and changes nothing).
   */
  apply(tx: Tx, decision: Decision): Promise<void>;
  outcome(item: ReviewItemRow, decision: Decision): Outcome;
  approveTemplates: string[];
  rejectTemplates: string[];
  /** Fields an approval of this kind asks for beyond a reason (credit: the limit and bank reference). */
  approvalFields?: z.infer<typeof ApprovalField>[];
}

/**
 * A kind's `describe` over its subject's row: `find` reads the row by the item's subject id, `show`
 * lays it out (reading more where it must); a subject whose row is gone shows nothing.
 */
export function describeRow<Row>(
  find: (db: Db, subjectId: number) => PromiseLike<Row[]>,
  show: (row: Row, db: Db) => ReviewSubject | Promise<ReviewSubject>,
): ReviewKindHandler['describe'] {
  return async (db, item) => {
    const [row] = await find(db, Number(item.subjectId));
    return row ? show(row, db) : { fields: [], evidence: [] };
  };
}

/**
 * A decision set on the subject's row inside the decision's transaction: the row of `table` whose
 * `key` is the item's subject id takes `values`, and is answered. The kind of the module that owns
 * the table calls it, on its own table; a row that is gone refuses the decision (`missing`).
 */
export async function setOnSubject<T extends PgTable>(tx: Tx, item: ReviewItemRow, table: T, key: PgColumn, values: PgUpdateSetSource<T>, missing: string): Promise<T['$inferSelect']> {
  // Drizzle cannot spell a generic table's row type; the whole row is what returning() answers.
  const [row] = (await tx.update(table).set(values).where(eq(key, Number(item.subjectId))).returning()) as T['$inferSelect'][];
  if (!row) throw notFound(missing);
  return row;
}

export class ReviewRegistry {
  private readonly kinds = new Map<ReviewKind, ReviewKindHandler>();

  /** A module adds its kind from its plugin (`app.reviewKinds.add(…)`), once. */
  add(handler: ReviewKindHandler): void {
    if (this.kinds.has(handler.kind)) throw new Error(`review kind ${handler.kind} registered twice`);
    this.kinds.set(handler.kind, handler);
  }

  get(kind: ReviewKind): ReviewKindHandler {
    const handler = this.kinds.get(kind);
    if (!handler) throw new Error(`no handler for review kind ${kind}`);
    return handler;
  }

  has(kind: ReviewKind): boolean {
    return this.kinds.has(kind);
  }

  all(): ReviewKindHandler[] {
    return [...this.kinds.values()];
  }
}
