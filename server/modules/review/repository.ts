import { aliasedTable, and, asc, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { ReviewDetail, ReviewEvent, ReviewItem, ReviewKind, ReviewQuery } from '../../../src/shared/contracts/review';
import { isoOrNull, MINUTE, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { reviewEvents, reviewItems, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/envelope';
import { recordAudit } from '../audit/service';
import { orderBy, paginate } from '../../lib/paging';
import type { Messenger } from '../notify/messenger';
import { ReviewRegistry, type ReviewKindHandler, type ReviewItemRow } from './registry';
import { reviewStats } from './stats';
import { batchReview, claimReview, CLAIM_MINUTES, decideReview, releaseReview, type KindAllowed, type ReviewDeps } from './service';
import { likeContains } from '../../lib/sql';

const applicant = aliasedTable(users, 'applicant');
const claimer = aliasedTable(users, 'claimer');
const decider = aliasedTable(users, 'decider');
const person = (table: typeof users) => ({ id: table.id, userName: table.userName, name: table.name });

type PersonRow = { id: number | null; userName: string | null; name: string | null };
const personOf = (row: PersonRow | null) =>
  row && row.id ? { id: row.id, userName: row.userName!, name: row.name || row.userName! } : null;


/** The review centre's reads (queue, detail, figures) and its decisions, over one db and clock. */
export function reviewRepository(db: Db, clock: Clock, messenger: Messenger, registry: ReviewRegistry) {
  const deps: ReviewDeps = { db, clock, messenger, registry };
  const label = (kind: ReviewKind) => (registry.has(kind) ? registry.get(kind).label : kind);

  const select = () =>
    db
      .select({ item: reviewItems, applicant: person(applicant), claimer: person(claimer), decider: person(decider) })
      .from(reviewItems)
      .innerJoin(applicant, eq(applicant.id, reviewItems.applicantId))
      .leftJoin(claimer, eq(claimer.id, reviewItems.claimedBy))
      .leftJoin(decider, eq(decider.id, reviewItems.decidedBy));

  type Row = { item: ReviewItemRow; applicant: PersonRow; claimer: PersonRow | null; decider: PersonRow | null };

  const view = (row: Row): ReviewItem => {
    const { item } = row;
    const now = clock.now();
    const end = item.status === 'pending' ? now : (item.decidedAt ?? now);
    const claimExpires = item.status === 'pending' && item.claimedAt ? new Date(item.claimedAt.getTime() + CLAIM_MINUTES * MINUTE) : null;
    const claimHeld = claimExpires !== null && claimExpires > now;
    return {
      id: item.id,
      kind: item.kind,
      kindLabel: label(item.kind),
      subjectId: item.subjectId,
      title: item.title,
      status: item.status,
      round: item.round,
      applicant: personOf(row.applicant)!,
      submittedAt: toShanghaiIso(item.submittedAt),
      waitedSeconds: Math.max(0, Math.floor((end.getTime() - item.submittedAt.getTime()) / 1000)),
      claimedBy: claimHeld ? personOf(row.claimer) : null,
      claimExpiresAt: claimHeld ? toShanghaiIso(claimExpires) : null,
      decidedBy: personOf(row.decider),
      decidedAt: isoOrNull(item.decidedAt),
      reason: item.reason,
      reference: item.reference,
    };
  };

  return {
    kinds: () =>
      registry.all().map((handler: ReviewKindHandler) => ({
        kind: handler.kind,
        label: handler.label,
        permission: `review:${handler.kind}`,
        approveTemplates: handler.approveTemplates,
        rejectTemplates: handler.rejectTemplates,
      })),

    async page(q: z.infer<typeof ReviewQuery> & PageParams, operatorId: number, kinds: readonly ReviewKind[]) {
      if (kinds.length === 0) return { records: [], total: 0, current: q.current, size: q.size, pages: 0 };
      const where = [
        inArray(reviewItems.kind, [...kinds]),
        q.kind ? eq(reviewItems.kind, q.kind) : undefined,
        q.status ? eq(reviewItems.status, q.status) : undefined,
        q.mine === 'true' ? eq(reviewItems.claimedBy, operatorId) : undefined,
        q.keyword ? or(ilike(reviewItems.title, likeContains(q.keyword)), ilike(applicant.userName, likeContains(q.keyword))) : undefined,
      ];
      // Waiting items oldest first (the queue's order); decided ones newest first.
      const fallback = q.status === 'pending' ? asc(reviewItems.submittedAt) : desc(reviewItems.id);
      const page = await paginate(
        db,
        select()
          .where(and(...where))
          .orderBy(orderBy(q, { submittedAt: reviewItems.submittedAt, decidedAt: reviewItems.decidedAt }, fallback), desc(reviewItems.id))
          .$dynamic(),
        q,
      );
      return { ...page, records: (page.records as Row[]).map(view) };
    },

    /**
     * An item as its reviewer sees it. Data shown unmasked (`personal` fields) is a view the audit
     * log records: who, when, which item and which fields.
     */
    async detail(id: number, kinds: readonly ReviewKind[], viewer: { operatorId: number; ip: string }): Promise<ReviewDetail> {
      const [row] = (await select().where(eq(reviewItems.id, id))) as Row[];
      if (!row || !kinds.includes(row.item.kind)) throw notFound('审核事项不存在');
      const handler = registry.get(row.item.kind);
      const [subject, events, earlier] = await Promise.all([
        handler.describe(db, row.item),
        db
          .select({ event: reviewEvents, actor: person(users) })
          .from(reviewEvents)
          .leftJoin(users, eq(users.id, reviewEvents.actorId))
          .where(eq(reviewEvents.itemId, id))
          .orderBy(asc(reviewEvents.id)),
        select()
          .where(and(eq(reviewItems.kind, row.item.kind), eq(reviewItems.subjectId, row.item.subjectId), ne(reviewItems.id, id)))
          .orderBy(desc(reviewItems.id)) as Promise<Row[]>,
      ]);
      const personal = subject.fields.filter((field) => field.personal).map((field) => field.label);
      if (personal.length > 0) {
        await recordAudit(db, clock, {
          actorId: viewer.operatorId,
          action: 'review.view_personal',
          targetType: `review:${row.item.kind}`,
          targetId: row.item.id,
          after: { subjectId: row.item.subjectId, fields: personal },
          ip: viewer.ip,
        });
      }
      return {
        item: view(row),
        fields: subject.fields,
        evidence: subject.evidence,
        history: events.map(
          ({ event, actor }): ReviewEvent => ({ id: event.id, action: event.action, actor: personOf(actor), note: event.note, at: toShanghaiIso(event.at) }),
        ),
        earlier: earlier.map(view),
        approveTemplates: subject.approveTemplates ?? handler.approveTemplates,
        rejectTemplates: subject.rejectTemplates ?? handler.rejectTemplates,
        approvalFields: handler.approvalFields ?? [],
      };
    },

    /** Time in queue per kind: how many wait, the oldest and the median wait, decided today. */
    stats: (kinds: readonly ReviewKind[]) => reviewStats(db, clock, registry, kinds),

    claim: (allowed: KindAllowed, operatorId: number, id: number, ip: string) => claimReview(deps, allowed, operatorId, id, ip),
    release: (allowed: KindAllowed, operatorId: number, id: number, ip: string) => releaseReview(deps, allowed, operatorId, id, ip),
    decide: (allowed: KindAllowed, operatorId: number, id: number, approved: boolean, body: { reason?: string; amount?: string; reference?: string }, ip: string) =>
      decideReview(deps, allowed, operatorId, id, approved, body, ip),
    batch: (allowed: KindAllowed, operatorId: number, body: { ids: number[]; action: 'claim' | 'release' | 'approve' | 'reject'; reason?: string }, ip: string) =>
      batchReview(deps, allowed, operatorId, body, ip),
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
export type { ReviewItemRow };

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewRepository;
    /** Every kind of application the platform reviews; each module adds its own. */
    reviewKinds: ReviewRegistry;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const kinds = new ReviewRegistry();
    app.decorate('reviewKinds', kinds);
    app.decorate('reviews', reviewRepository(app.db, app.clock, app.messenger, kinds));
  },
  { name: 'review-repository', dependencies: ['db'] },
);
