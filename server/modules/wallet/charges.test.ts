import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallets, walletTransactions } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { grantBenefit } from './benefits';
import { payOrReserve, replaceHold, type Charge } from './charges';
import { debitWallet } from './service';
import { walletTestBed } from './test-bed';

const bed = walletTestBed('charges');
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
const owner = bed.owner;
const walletOf = async (userId: number) => (await bed.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!;
const run = (charge: Charge) => bed.db.transaction((tx) => payOrReserve(tx, clock, charge));
/** One hour of one card at ¥2.18, as a single priced piece. */
const hour = (fen = 218) => [{ unitPrice: fen * 100, minutes: 60, fen }];
const reserve = (userId: number, extra: Partial<Extract<Charge, { mode: 'reserve' }>> = {}): Charge => ({
  mode: 'reserve',
  holder: { id: userId, userId, name: '训练机' },
  heldFen: 0,
  lines: hour(),
  cards: 1,
  cardHours: true,
  at: clock.now(),
  ...extra,
});

describe('paying a prepaid term', () => {
  it('takes balance first, then credit, and records one consume', async () => {
    const userId = await owner('10.00', '50.00');
    expect(await run({ mode: 'pay', userId, fen: 3840, refType: 'order', refId: 'GO1', remark: '包天' })).toEqual({ ok: true, fen: 3840, cardMinutes: 0 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '0.00', availableCreditLimit: '21.60' });
    const [record] = await bed.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
    expect([record!.type, record!.amount, record!.creditAmount, record!.refId]).toEqual(['consume', '-38.40', '28.40', 'GO1']);
  });

  it('is all or nothing: a wallet that cannot pay it all pays nothing', async () => {
    const userId = await owner('10.00', '5.00');
    expect(await run({ mode: 'pay', userId, fen: 3840, refType: 'order', refId: 'GO2', remark: '包天' })).toEqual({
      ok: false,
      neededFen: 3840,
      spendableFen: 1500,
      frozenFen: 0,
    });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '10.00', availableCreditLimit: '5.00' });
  });
});

describe('reserving the next hour', () => {
  it('freezes from balance first, then credit, naming the instance and the hour', async () => {
    const userId = await owner('1.00', '5.00');
    expect(await run(reserve(userId))).toEqual({ ok: true, fen: 218, cardMinutes: 0 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '0.00', freezeBalanceAmount: '1.00', availableCreditLimit: '3.82', freezeCreditLimit: '1.18' });
    const [record] = await bed.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
    expect([record!.type, record!.amount, record!.creditAmount, record!.refId]).toEqual(['freeze', '-2.18', '1.18', `${userId}@2026-11-20T02:00:00.000Z`]);
  });

  it('moves only the difference from what the holder already holds, and gives it all back with no lines', async () => {
    const userId = await owner('5.00');
    await run(reserve(userId));
    // The night hour costs less: ¥1.19 goes back.
    const later = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);
    expect(await run(reserve(userId, { heldFen: 218, lines: hour(99), at: later(1) }))).toMatchObject({ ok: true, fen: 99 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '4.01', freezeBalanceAmount: '0.99' });
    expect(await run(reserve(userId, { heldFen: 99, lines: [], at: later(2) }))).toEqual({ ok: true, fen: 0, cardMinutes: 0 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '5.00', freezeBalanceAmount: '0.00' });
    const types = (await bed.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId))).map((r) => [r.type, r.amount]);
    expect(types).toEqual([
      ['freeze', '-2.18'],
      ['unfreeze', '1.19'],
      ['unfreeze', '0.99'],
    ]);
  });

  it('lets unexpired GPU card-hours cover GPU time first, to the card-minute', async () => {
    const userId = await owner('0.00');
    await grantBenefit(bed.db, { userId, kind: 'gpu_card_hours', quantity: 1, source: 'test:one', title: '1卡时' });
    await grantBenefit(bed.db, { userId, kind: 'gpu_card_hours', quantity: 5, source: 'test:old', title: '5卡时', expiresAt: new Date('2026-11-01T00:00:00+08:00') });
    // Two cards for an hour: 60 of the 120 card-minutes are covered (¥2.18); ¥2.18 remains and the wallet is empty.
    expect(await run(reserve(userId, { lines: [{ unitPrice: 21_800, minutes: 60, fen: 436 }], cards: 2 }))).toEqual({ ok: false, neededFen: 218, spendableFen: 0, frozenFen: 0 });
    expect(await run(reserve(userId))).toEqual({ ok: true, fen: 0, cardMinutes: 60 });
    // Time without GPU is never paid with card-hours.
    expect(await run(reserve(userId, { cardHours: false, lines: hour(10) }))).toMatchObject({ ok: false, neededFen: 10 });
  });

  it('refuses an hour the wallet cannot hold, saying what is frozen already', async () => {
    const userId = await owner('3.00');
    expect(await run(reserve(userId))).toMatchObject({ ok: true });
    expect(await run(reserve(userId, { holder: { id: userId + 1_000_000, userId, name: '推理机' } }))).toEqual({ ok: false, neededFen: 218, spendableFen: 82, frozenFen: 218 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '0.82', freezeBalanceAmount: '2.18' });
  });
});

describe('debiting metered time', () => {
  it('takes what there is when asked for partial payment, and reports the shortfall', async () => {
    const userId = await owner('1.00', '0.50');
    const debit = await bed.db.transaction((tx) =>
      debitWallet(tx, clock, { userId, fen: 218, type: 'consume', refType: 'bill', refId: '1', remark: 'GPU', partial: true }),
    );
    expect(debit).toEqual({ charged: 150, shortfall: 68, released: 0 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '0.00', availableCreditLimit: '0.00' });
  });

  it('pays from what the payer holds first (a model service), releasing its hold by as much', async () => {
    const userId = await owner('5.00');
    const ref = { refType: 'model_service', refId: 'h1', freezeRemark: '冻结', unfreezeRemark: '解冻' };
    const held = await bed.db.transaction((tx) => replaceHold(tx, clock, { userId, heldFen: 0, fen: 218, ref }));
    expect(held).toMatchObject({ ok: true, fen: 218 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '2.82', freezeBalanceAmount: '2.18' });
    // ¥1.00 of metered time: paid from the hold, what can be spent untouched.
    const debit = await bed.db.transaction((tx) =>
      debitWallet(tx, clock, { userId, fen: 100, type: 'consume', refType: 'model_service', refId: 'm1', remark: '副本', partial: true, fromHold: 218 }),
    );
    expect(debit).toEqual({ charged: 100, shortfall: 0, released: 100 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '2.82', freezeBalanceAmount: '1.18' });
    // More than the hold: the rest from the balance.
    const more = await bed.db.transaction((tx) =>
      debitWallet(tx, clock, { userId, fen: 200, type: 'consume', refType: 'model_service', refId: 'm2', remark: '副本', partial: true, fromHold: 118 }),
    );
    expect(more).toEqual({ charged: 200, shortfall: 0, released: 118 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '2.00', freezeBalanceAmount: '0.00' });
    // A hold larger than what can be spent is refused, nothing changed.
    const refused = await bed.db.transaction((tx) => replaceHold(tx, clock, { userId, heldFen: 0, fen: 201, ref: { ...ref, refId: 'h2' } }));
    expect(refused).toEqual({ ok: false, neededFen: 201, spendableFen: 200, frozenFen: 0 });
    expect(await walletOf(userId)).toMatchObject({ balanceAmount: '2.00', freezeBalanceAmount: '0.00' });
  });
});
