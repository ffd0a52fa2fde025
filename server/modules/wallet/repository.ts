import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { Benefit, TransactionQuery, WalletTransaction } from '../../../src/shared/contracts/wallet';
import { cardHoursOf } from '../../../src/shared/core/tidal';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { orderBy, paginate } from '../../lib/paging';
import { listBenefits } from './benefits';
import { redeemCard } from './redeem-card';
import { getWallet } from './service';

/** The wallet's reads and the one write a handler makes (redeeming a card), over one db and clock. */
export function walletRepository(db: Db, clock: Clock) {
  return {
    wallet: (userId: number) => getWallet(db, userId),

    redeem: (userId: number, card: { cardNumber: string; cardCode: string }) => redeemCard(db, clock, { userId, ...card }),

    async transactions(userId: number, q: z.infer<typeof TransactionQuery> & PageParams) {
      const t = walletTransactions;
      const where = and(
        eq(t.userId, userId),
        q.type ? eq(t.type, q.type) : undefined,
        q.createdAtMin ? gte(t.createdAt, new Date(q.createdAtMin)) : undefined,
        q.createdAtMax ? lte(t.createdAt, new Date(q.createdAtMax)) : undefined,
      );
      const page = await paginate(
        db,
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(orderBy(q, { createdAt: t.createdAt, amount: t.amount }, desc(t.id)))
          .$dynamic(),
        q,
      );
      return {
        ...page,
        records: page.records.map(
          (row): WalletTransaction => ({
            id: row.id,
            type: row.type,
            amount: row.amount,
            creditAmount: row.creditAmount,
            balanceAfter: row.balanceAfter,
            refType: row.refType,
            refId: row.refId,
            remark: row.remark,
            createdAt: toShanghaiIso(row.createdAt),
          }),
        ),
      };
    },

    async benefits(userId: number): Promise<Benefit[]> {
      const now = clock.now();
      return (await listBenefits(db, userId)).map((row) => ({
        id: row.id,
        kind: row.kind,
        quantity: row.quantity,
        used: row.used,
        usedMinutes: row.usedMinutes,
        // Card-hours are spent to the card-minute: what is left in hours, to two places.
        remaining: row.kind === 'gpu_card_hours' ? cardHoursOf(row.quantity * 60 - row.usedMinutes) : row.quantity - row.used,
        expired: row.expiresAt !== null && row.expiresAt <= now,
        source: row.source,
        title: row.title,
        expiresAt: isoOrNull(row.expiresAt),
        createdAt: toShanghaiIso(row.createdAt),
      }));
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    wallets: WalletRepository;
  }
}

export default repositoryPlugin('wallets', (app) => walletRepository(app.db, app.clock), { name: 'wallet-repository' });
