import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditSummary } from '../../src/shared/contracts/credit';
import { ManualClock } from '../../server/lib/clock';
import { grantCredit } from '../../server/modules/wallet/grant-credit';
import { balanceFromRecords } from '../../server/modules/wallet/records';
import { debitWallet } from '../../server/modules/wallet/service';
import { auth, call, createTestApp, registerUser } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
let renter: Awaited<ReturnType<typeof registerUser>>;

const summary = async (token: string) => (await call<CreditSummary>(app, { method: 'GET', url: '/gateway/v1/credit/summary', headers: auth(token) })).data;
const notify = (token: string, payload: object) => call<{ applied: boolean; restored: string | null }>(app, { method: 'POST', url: '/gateway/dev/credit/repaymentNotice', headers: auth(token), payload });

beforeAll(async () => {
  app = await createTestApp({ clock });
  renter = await registerUser(app);
  await app.db.transaction((tx) => grantCredit(tx, clock, { userId: renter.userId, lineFen: 100_000, refType: 'credit_application', refId: 'test', remark: '银行授信' }));
  // ¥300 of GPU time with no balance: all drawn from credit.
  await app.db.transaction((tx) => debitWallet(tx, clock, { userId: renter.userId, fen: 30_000, type: 'consume', refType: 'bill', refId: 'credit-test', remark: 'GPU 计费', partial: false }));
});

describe('the credit line', () => {
  it('shows each draw and what is owed to the bank, with the agreement it stands on', async () => {
    const s = await summary(renter.token);
    expect(s).toMatchObject({ agreementDate: '2025-09-18', totalCreditLimit: '1000.00', availableCreditLimit: '700.00', owed: '300.00', drawn: '300.00', repaid: '0.00', repayments: [] });
    expect(s.draws).toEqual([expect.objectContaining({ amount: '300.00', total: '300.00', refType: 'bill', refId: 'credit-test' })]);
  });

  it('is restored by the bank’s repayment notice, once per notice, and never above the line', async () => {
    const first = await notify(renter.token, { amount: '200', noticeNo: 'N-0001' });
    expect(first.data).toEqual({ applied: true, restored: '200.00' });
    // The bank sends the same notice again (and twice at once): nothing more comes back.
    const again = await Promise.all([notify(renter.token, { amount: '200', noticeNo: 'N-0001' }), notify(renter.token, { amount: '200', noticeNo: 'N-0001' })]);
    expect(again.map((a) => a.data.applied)).toEqual([false, false]);
    expect(await summary(renter.token)).toMatchObject({ availableCreditLimit: '900.00', owed: '100.00', repaid: '200.00' });
    // Repaying more than is owed restores what was owed only.
    expect((await notify(renter.token, { amount: '500', noticeNo: 'N-0002' })).data).toEqual({ applied: true, restored: '100.00' });
    const s = await summary(renter.token);
    expect(s).toMatchObject({ availableCreditLimit: '1000.00', owed: '0.00', repaid: '300.00' });
    expect(s.repayments.map((r) => [r.noticeNo, r.amount, r.restored])).toEqual([
      ['N-0002', '500.00', '100.00'],
      ['N-0001', '200.00', '200.00'],
    ]);
    // The balance never moved, and the records still add up to it.
    expect(await balanceFromRecords(app.db, renter.userId)).toEqual({ own: '0.00', available: '0.00' });
    const records = await call<{ records: { type: string; creditAmount: string }[] }>(app, { method: 'GET', url: '/gateway/v1/wallet/transaction/page?type=repayment', headers: auth(renter.token) });
    expect(records.data.records.map((r) => r.creditAmount)).toEqual(['100.00', '200.00']);
  });

  it('refuses a malformed notice and shows a stranger nothing of it', async () => {
    expect((await notify(renter.token, { amount: '-5' })).code).toBe(50005);
    const stranger = await registerUser(app);
    expect(await summary(stranger.token)).toMatchObject({ totalCreditLimit: '0.00', owed: '0.00', draws: [], repayments: [] });
  });
});
