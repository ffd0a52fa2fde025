import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hostMaintenance, hosts } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';

/**
 * Hosts that take cards at `now`: online, and not inside a planned maintenance window. What runs
 * on a host in maintenance keeps running; it only takes no new cards.
 */
export function hostTakesCards(now: Date): SQL {
  return and(
    eq(hosts.status, 'online'),
    sql`not exists (select 1 from ${hostMaintenance} where ${hostMaintenance.hostId} = ${hosts.id} and ${hostMaintenance.startsAt} <= ${now} and ${hostMaintenance.endsAt} > ${now})`,
  )!;
}

/**
 * The market's inventory: the cards of its hosts, taken by orders and starts and given back by
 * stops. Cards move only by guarded UPDATEs (and the hosts' CHECK), so of two buyers racing for the
 * last card one gets it and the other is refused; nothing is ever oversold.
 *
 * Cards move inside `transaction`, which tells the market catalog once a transaction that moved
 * cards has committed, so the listing shows the stock a buyer just changed at once (not after a
 * refresh of the catalog, and never a stock that a rollback undid).
 */
export class Inventory {
  /** Transactions opened here, and whether each has moved cards. */
  private readonly open = new WeakMap<Tx, { moved: boolean }>();

  constructor(
    private readonly db: Db,
    private readonly catalog: { invalidate(): void },
    private readonly clock: Clock = systemClock,
  ) {}

  /** Run `work` in a transaction in which cards may be taken or given back. */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let state: { moved: boolean } | undefined;
    const result = await this.db.transaction(async (tx) => {
      state = { moved: false };
      this.open.set(tx, state);
      return work(tx);
    });
    if (state?.moved) this.catalog.invalidate();
    return result;
  }

  private moving(tx: Tx) {
    const state = this.open.get(tx);
    if (!state) throw new Error('cards move only inside Inventory.transaction');
    return state;
  }

  /** Take cards on a host, or answer false when it has too few free (or takes none now: not online, or in maintenance). */
  async take(tx: Tx, hostId: number, cards: number): Promise<boolean> {
    const state = this.moving(tx);
    const rows = await tx
      .update(hosts)
      .set({ gpuUsed: sql`${hosts.gpuUsed} + ${cards}` })
      .where(and(eq(hosts.id, hostId), hostTakesCards(this.clock.now()), sql`${hosts.gpuTotal} - ${hosts.gpuUsed} >= ${cards}`))
      .returning({ id: hosts.id });
    if (rows.length > 0) state.moved = true;
    return rows.length > 0;
  }

  /** Take cards on any host of an offer (but `exceptHost`) that has enough free; answers the host, or null. */
  async takeAnywhere(tx: Tx, goodsId: number, cards: number, exceptHost?: number): Promise<number | null> {
    const candidates = await tx
      .select({ id: hosts.id })
      .from(hosts)
      .where(
        and(eq(hosts.goodsId, goodsId), hostTakesCards(this.clock.now()), sql`${hosts.gpuTotal} - ${hosts.gpuUsed} >= ${cards}`, exceptHost ? ne(hosts.id, exceptHost) : undefined),
      )
      // Fill the fullest host that still fits, keeping whole machines free for large orders.
      .orderBy(asc(sql`${hosts.gpuTotal} - ${hosts.gpuUsed}`), asc(hosts.id));
    for (const candidate of candidates) {
      if (await this.take(tx, candidate.id, cards)) return candidate.id;
    }
    return null;
  }

  /** Give cards back to their host. */
  async release(tx: Tx, hostId: number, cards: number): Promise<void> {
    if (cards <= 0) return;
    this.moving(tx).moved = true;
    await tx.update(hosts).set({ gpuUsed: sql`${hosts.gpuUsed} - ${cards}` }).where(eq(hosts.id, hostId));
  }

  /** Whether another host of the offer could take `cards` now (a read; nothing is taken). */
  async hasCapacityElsewhere(goodsId: number, cards: number, exceptHost: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: hosts.id })
      .from(hosts)
      .where(and(eq(hosts.goodsId, goodsId), hostTakesCards(this.clock.now()), ne(hosts.id, exceptHost), sql`${hosts.gpuTotal} - ${hosts.gpuUsed} >= ${cards}`))
      .limit(1);
    return Boolean(row);
  }
}
