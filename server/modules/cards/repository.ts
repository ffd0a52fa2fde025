import { randomInt } from 'node:crypto';
import { and, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { CardBatch, CardBatchInput, CardBatchQuery, IssuedBatch, IssuedCard, RedemptionQuery } from '../../../src/shared/contracts/cards';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import { cardBatches, exchangeCards, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { Code } from '../../../src/shared/core/codes';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { orderBy, paginate } from '../../lib/paging';
import { recordAudit } from '../audit/service';
import { cardCodeHash } from './redeem';
import { int, likeContains } from '../../lib/sql';

/** Who is acting, for the audit trail. */
export interface Actor {
  userId: number;
  ip: string;
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L): 32 symbols, 5 bits each. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_GROUPS = 4;
const CODE_GROUP_LENGTH = 4;
const INSERT_CHUNK = 1000;

/** A card's exchange code from node's CSPRNG: four groups of four, e.g. "7KQM-2XWD-…". */
export function generateCardCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < CODE_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < CODE_GROUP_LENGTH; i++) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A batch card's number: the batch and the card's place in it, e.g. "KQ0012-00007". */
export const batchCardNumber = (batchId: number, index: number) => `KQ${String(batchId).padStart(4, '0')}-${String(index + 1).padStart(5, '0')}`;

/** What each card of a batch is called in the user's wallet and benefits. */
function cardTitle(input: { kind: string; amount: string; quantity: number }): string {
  if (input.kind === 'balance') return `${input.amount}元余额卡`;
  if (input.kind === 'card_hours') return `${input.quantity}卡时GPU算力卡`;
  return `${input.quantity}张AI写真券`;
}

const redeemedCount = int(sql`select count(*) from ${exchangeCards} where ${exchangeCards.batchId} = ${cardBatches.id} and ${exchangeCards.usedAt} is not null`);

type BatchRow = typeof cardBatches.$inferSelect & { redeemed: number; creatorUserName: string | null; creatorName: string | null };

const batchView = (row: BatchRow): CardBatch => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  amount: fromMinor(toMinor(row.amount)),
  quantity: row.quantity,
  count: row.count,
  redeemed: row.redeemed,
  validFrom: isoOrNull(row.validFrom),
  expiresAt: isoOrNull(row.expiresAt),
  perUserLimit: row.perUserLimit,
  status: row.status,
  createdBy: row.creatorUserName ? { id: row.createdBy, userName: row.creatorUserName, name: row.creatorName || row.creatorUserName } : null,
  createdAt: toShanghaiIso(row.createdAt),
  exportedAt: isoOrNull(row.exportedAt),
  revokedAt: isoOrNull(row.revokedAt),
});

/** The audit trail's picture of a batch: its settings and state, never a code. */
const auditView = (batch: CardBatch) => ({
  name: batch.name,
  kind: batch.kind,
  amount: batch.amount,
  quantity: batch.quantity,
  count: batch.count,
  validFrom: batch.validFrom,
  expiresAt: batch.expiresAt,
  perUserLimit: batch.perUserLimit,
  status: batch.status,
  exportedAt: batch.exportedAt,
  revokedAt: batch.revokedAt,
});

/** 管理 › 卡券: issuing, listing, revoking batches of redeem cards and reporting their redemptions. */
export function cardsRepository(db: Db, clock: Clock) {
  const batchSelect = (q: Db | Tx) =>
    q
      .select({ batch: cardBatches, redeemed: redeemedCount, creatorUserName: users.userName, creatorName: users.name })
      .from(cardBatches)
      .leftJoin(users, eq(users.id, cardBatches.createdBy));
  const flatten = (row: { batch: typeof cardBatches.$inferSelect; redeemed: number; creatorUserName: string | null; creatorName: string | null }): BatchRow => ({
    ...row.batch,
    redeemed: row.redeemed,
    creatorUserName: row.creatorUserName,
    creatorName: row.creatorName,
  });

  async function batch(q: Db | Tx, id: number): Promise<CardBatch> {
    const [row] = await batchSelect(q).where(eq(cardBatches.id, id)).limit(1);
    if (!row) throw notFound('卡券批次不存在');
    return batchView(flatten(row));
  }

  return {
    batch: (id: number) => batch(db, id),

    async page(q: z.infer<typeof CardBatchQuery>) {
      const where = and(
        q.keyword ? ilike(cardBatches.name, likeContains(q.keyword)) : undefined,
        q.kind ? eq(cardBatches.kind, q.kind) : undefined,
        q.status ? eq(cardBatches.status, q.status) : undefined,
      );
      const order = orderBy(q, { createdAt: cardBatches.createdAt, id: cardBatches.id, count: cardBatches.count }, desc(cardBatches.id));
      const page = await paginate(db, batchSelect(db).where(where).orderBy(order).$dynamic(), q);
      return { ...page, records: page.records.map((row) => batchView(flatten(row))) };
    },

    /**
     * Issue a batch: its cards with fresh codes, stored as hashes only. The plain codes are in this
     * answer and nowhere else; the audit row holds the batch's settings, never a code.
     */
    async issue(actor: Actor, input: CardBatchInput): Promise<IssuedBatch> {
      const amount = input.kind === 'balance' ? fromMinor(toMinor(input.amount!)) : '0.00';
      const quantity = input.kind === 'balance' ? 0 : input.quantity!;
      const validFrom = input.validFrom ? new Date(input.validFrom) : null;
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      const now = clock.now();
      if (expiresAt && expiresAt <= now) throw paramError('expiresAt', '失效时间须晚于现在');
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(cardBatches)
          .values({
            name: input.name,
            kind: input.kind,
            amount,
            quantity,
            count: input.count,
            validFrom,
            expiresAt,
            perUserLimit: input.perUserLimit,
            createdBy: actor.userId,
            createdAt: now,
          })
          .returning({ id: cardBatches.id });
        const batchId = created!.id;
        const title = cardTitle({ kind: input.kind, amount, quantity });
        const cards: IssuedCard[] = Array.from({ length: input.count }, (_, index) => ({ cardNumber: batchCardNumber(batchId, index), cardCode: generateCardCode() }));
        for (let start = 0; start < cards.length; start += INSERT_CHUNK) {
          await tx.insert(exchangeCards).values(
            cards.slice(start, start + INSERT_CHUNK).map((card) => ({
              cardNumber: card.cardNumber,
              codeHash: cardCodeHash(card.cardNumber, card.cardCode),
              kind: input.kind,
              amount,
              quantity,
              title,
              batchId,
              expiresAt,
              createdAt: now,
            })),
          );
        }
        const issued = await batch(tx, batchId);
        await recordAudit(tx, clock, { actorId: actor.userId, action: 'cards.issue', targetType: 'card_batch', targetId: batchId, before: null, after: auditView(issued), ip: actor.ip });
        return { batch: issued, cards };
      });
    },

    /**
     * Note that the codes were exported (the console saved the CSV of the issue answer). Only the
     * first export counts: the codes are not kept, so there is nothing to export twice.
     */
    async markExported(actor: Actor, id: number): Promise<CardBatch> {
      return db.transaction(async (tx) => {
        const before = await batch(tx, id);
        const [row] = await tx
          .update(cardBatches)
          .set({ exportedAt: clock.now() })
          .where(and(eq(cardBatches.id, id), isNull(cardBatches.exportedAt)))
          .returning({ id: cardBatches.id });
        if (!row) throw new BizError(Code.ERROR, '该批次的卡密已导出过，卡密只能导出一次');
        const after = await batch(tx, id);
        await recordAudit(tx, clock, { actorId: actor.userId, action: 'cards.export', targetType: 'card_batch', targetId: id, before: auditView(before), after: auditView(after), ip: actor.ip });
        return after;
      });
    },

    /** Revoke a batch: its unused cards can no longer be redeemed; what was redeemed stays. */
    async revoke(actor: Actor, id: number): Promise<CardBatch> {
      return db.transaction(async (tx) => {
        const before = await batch(tx, id);
        const now = clock.now();
        const [row] = await tx
          .update(cardBatches)
          .set({ status: 'revoked', revokedAt: now, revokedBy: actor.userId })
          .where(and(eq(cardBatches.id, id), eq(cardBatches.status, 'active')))
          .returning({ id: cardBatches.id });
        if (!row) throw new BizError(Code.ERROR, '该批次已作废');
        const after = await batch(tx, id);
        await recordAudit(tx, clock, { actorId: actor.userId, action: 'cards.revoke', targetType: 'card_batch', targetId: id, before: auditView(before), after: auditView(after), ip: actor.ip });
        return after;
      });
    },

    /** The redemption report of a batch: each card, who redeemed it and when. */
    async redemptions(id: number, q: z.infer<typeof RedemptionQuery>) {
      await batch(db, id);
      const where = and(
        eq(exchangeCards.batchId, id),
        q.redeemed === 'yes' ? isNotNull(exchangeCards.usedAt) : q.redeemed === 'no' ? isNull(exchangeCards.usedAt) : undefined,
      );
      const order = orderBy(q, { usedAt: exchangeCards.usedAt, cardNumber: exchangeCards.cardNumber }, sql`${exchangeCards.usedAt} desc nulls last, ${exchangeCards.cardNumber}`);
      const page = await paginate(
        db,
        db
          .select({ cardNumber: exchangeCards.cardNumber, usedAt: exchangeCards.usedAt, userId: users.id, userName: users.userName, name: users.name })
          .from(exchangeCards)
          .leftJoin(users, eq(users.id, exchangeCards.usedBy))
          .where(where)
          .orderBy(order)
          .$dynamic(),
        q,
      );
      return {
        ...page,
        records: page.records.map((row) => ({
          cardNumber: row.cardNumber,
          usedBy: row.userId ? { id: row.userId, userName: row.userName!, name: row.name || row.userName! } : null,
          usedAt: isoOrNull(row.usedAt),
        })),
      };
    },
  };
}

export type CardsRepository = ReturnType<typeof cardsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    cards: CardsRepository;
  }
}

export default repositoryPlugin('cards', (app) => cardsRepository(app.db, app.clock), { name: 'cards-repository' });
