import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromMinor } from '../../../src/shared/core/money';
import { wallets, walletTransactions } from '../../db/schema';
import { ManualClock, MINUTE } from '../../lib/clock';
import { payOrReserve } from './charges';
import { balanceFromRecords, recordSummary, streamRecords } from './records';
import { creditWallet, debitWallet } from './service';
import { walletTestBed } from './test-bed';

const bed = walletTestBed('records');
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
// A bank credit line moves no balance, so it needs no record for the property below.
const newUser = (credit: string) => bed.owner('0', credit);

/** A small seeded generator (mulberry32), so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the income and expense records', () => {
  it('add up to the balance after any random sequence of recharges, redemptions, refunds, income, debits, holds and releases', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const next = random(seed);
      const fen = (max: number) => 1 + Math.floor(next() * max);
      // Half the wallets have a bank credit line, half not.
      const userId = await newUser(seed <= 4 ? fromMinor(fen(50_000)) : '0');
      const held = new Map<number, number>(); // holder id → fen held
      const applied: string[] = [];
      for (let step = 0; step < 40; step += 1) {
        clock.advance(MINUTE);
        const roll = next();
        const ref = `${seed}-${step}`;
        await bed.db.transaction(async (tx) => {
          if (roll < 0.3) {
            const type = (['recharge', 'redeem', 'refund', 'income'] as const)[Math.floor(next() * 4)]!;
            await creditWallet(tx, clock, { userId, amount: fromMinor(fen(30_000)), type, refType: 'test', refId: ref, remark: '' });
            applied.push(type);
          } else if (roll < 0.65) {
            const partial = next() < 0.5;
            const result = await debitWallet(tx, clock, { userId, fen: fen(40_000), type: 'consume', refType: 'test', refId: ref, remark: '', partial });
            applied.push(`consume:${result.charged}`);
          } else {
            const holder = 1 + Math.floor(next() * 3);
            const heldFen = held.get(holder) ?? 0;
            // Hold a new hour (freeze or unfreeze the difference), or give the whole hold back.
            const lines = next() < 0.25 ? [] : [{ unitPrice: 0, minutes: 60, fen: fen(20_000) }];
            const outcome = await payOrReserve(tx, clock, { mode: 'reserve', holder: { id: holder, userId, name: `h${holder}` }, heldFen, lines, cards: 1, cardHours: false, at: clock.now() });
            if (outcome.ok) held.set(holder, outcome.fen);
            applied.push(`hold:${outcome.ok}`);
          }
        });
        const [wallet] = await bed.db.select().from(wallets).where(eq(wallets.userId, userId));
        const recorded = await balanceFromRecords(bed.db, userId);
        const why = `seed ${seed} after ${applied.join(' ')}`;
        expect(recorded.own, why).toBe(fromMinor(Math.round((Number(wallet!.balanceAmount) + Number(wallet!.freezeBalanceAmount)) * 100)));
        // With or without credit: a hold moving between balance and credit is recorded too.
        expect(recorded.available, why).toBe(wallet!.balanceAmount);
        const frozen = [...held.values()].reduce((a, b) => a + b, 0);
        expect(Math.round((Number(wallet!.freezeBalanceAmount) + Number(wallet!.freezeCreditLimit)) * 100)).toBe(frozen);
      }
      const types = new Set((await bed.db.select({ type: walletTransactions.type }).from(walletTransactions).where(eq(walletTransactions.userId, userId))).map((r) => r.type));
      expect(types.has('consume') && types.has('freeze')).toBe(true);
    }
  }, 60_000);

  it('records the hold moving onto credit when a payment takes the frozen balance (the gap of moveWallet)', async () => {
    const userId = await newUser('100.00');
    await bed.db.transaction(async (tx) => {
      await creditWallet(tx, clock, { userId, amount: '150.00', type: 'recharge', refType: 'test', refId: 'gap-r', remark: '' });
      await payOrReserve(tx, clock, { mode: 'reserve', holder: { id: 1, userId, name: 'h' }, heldFen: 0, lines: [{ unitPrice: 0, minutes: 60, fen: 5000 }], cards: 1, cardHours: false, at: clock.now() });
      await debitWallet(tx, clock, { userId, fen: 12_000, type: 'consume', refType: 'test', refId: 'gap-d', remark: '', partial: false });
    });
    const [wallet] = await bed.db.select().from(wallets).where(eq(wallets.userId, userId));
    expect(wallet).toMatchObject({ balanceAmount: '0.00', freezeBalanceAmount: '30.00', availableCreditLimit: '80.00', freezeCreditLimit: '20.00' });
    const rows = await bed.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
    expect(rows.map((r) => [r.type, r.amount, r.creditAmount, r.refId])).toEqual([
      ['recharge', '150.00', '0.00', 'gap-r'],
      ['freeze', '-50.00', '0.00', '1@' + clock.now().toISOString()],
      ['freeze', '-20.00', '20.00', 'gap-d'],
      ['unfreeze', '20.00', '0.00', 'gap-d'],
      ['consume', '-120.00', '0.00', 'gap-d'],
    ]);
    expect(await balanceFromRecords(bed.db, userId)).toEqual({ own: '30.00', available: '0.00' });
  });

  it('streams every matching record in bounded batches, newest first, and sums them per month and type', async () => {
    const userId = await newUser('0');
    clock.set('2026-10-31T23:30:00+08:00');
    await bed.db.transaction((tx) => creditWallet(tx, clock, { userId, amount: '10.00', type: 'recharge', refType: 'test', refId: 'oct', remark: '' }));
    clock.set('2026-11-01T00:30:00+08:00'); // a China-time month later, the same UTC month
    for (let i = 0; i < 25; i += 1) {
      await bed.db.transaction((tx) => debitWallet(tx, clock, { userId, fen: 1, type: 'consume', refType: 'test', refId: `n${i}`, remark: '', partial: false }));
    }
    const batches: number[][] = [];
    for await (const batch of streamRecords(bed.db, userId, {}, 10)) batches.push(batch.map((r) => r.id));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 6]);
    const ids = batches.flat();
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const consumes: number[] = [];
    for await (const batch of streamRecords(bed.db, userId, { type: 'consume' }, 10)) consumes.push(...batch.map((r) => r.id));
    expect(consumes).toHaveLength(25);
    expect(await recordSummary(bed.db, userId, {})).toEqual([
      { month: '2026-11', type: 'consume', count: 25, amount: '-0.25' },
      { month: '2026-10', type: 'recharge', count: 1, amount: '10.00' },
    ]);
    expect(await recordSummary(bed.db, userId, { createdAtMin: '2026-11-01T00:00:00+08:00' })).toHaveLength(1);
  });
});
