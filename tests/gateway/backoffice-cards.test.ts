import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, benefits, exchangeCards } from '../../server/db/schema';
import { DAY, ManualClock } from '../../server/lib/clock';
import { sha256 } from '../../server/lib/crypto';
import { Code } from '../../src/shared/core/codes';
import { type AuditRow, auth, call, createGatewayPair, createTestApp, login, registerUser } from './helpers';

/**
 * 管理 › 卡券 (issue 13): batches of redeem cards — who may issue them, codes shown once and kept
 * only hashed, revocation, validity, per-user limits, a code redeemed once even under a race, the
 * redemption report, and one audit row per action.
 */

interface Batch {
  id: number;
  name: string;
  kind: string;
  amount: string;
  quantity: number;
  count: number;
  redeemed: number;
  perUserLimit: number;
  status: string;
  exportedAt: string | null;
  revokedAt: string | null;
}
interface Issued {
  batch: Batch;
  cards: { cardNumber: string; cardCode: string }[];
}

describe('管理 › 卡券', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-20T10:00:00+08:00');
  let operator: string;
  let renter: string;

  const as = (token: string) => ({
    get: <T>(url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(token) }),
    post: <T>(url: string, payload?: object) => call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(token), ...(payload ? { payload } : {}) }),
  });
  const op = () => as(operator);
  const issue = (body: object) => op().post<Issued>('/v1/cardBatch/add', body);
  const redeem = (token: string, card: { cardNumber: string; cardCode: string }) => as(token).post<{ kind: string; amount: string }>('/v1/cardExchange/useCardExchange', card);
  const balanceOf = async (token: string) => (await as(token).get<{ balanceAmount: string }>('/v1/wallet/getWalletByUserBaseId')).data.balanceAmount;
  const auditOf = async (id: number) => (await op().get<{ records: AuditRow[] }>(`/v1/audit/page?targetType=card_batch&targetId=${id}&size=100`)).data.records;

  beforeAll(async () => {
    app = await createTestApp({ clock });
    operator = await login(app, 'demo_operator');
    renter = await login(app, 'demo_renter');
  });

  it('refuses every endpoint to renters (FORBIDDEN) and visitors (50003), writing nothing', async () => {
    const endpoints: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/v1/cardBatch/page' },
      { method: 'GET', url: '/v1/cardBatch/detail/1' },
      { method: 'POST', url: '/v1/cardBatch/add', payload: { name: 'x', kind: 'balance', amount: '10', count: 1 } },
      { method: 'POST', url: '/v1/cardBatch/exported/1' },
      { method: 'POST', url: '/v1/cardBatch/revoke/1' },
      { method: 'GET', url: '/v1/cardBatch/redemptions/1' },
    ];
    const cardsBefore = (await app.db.select({ n: sql<number>`count(*)::int` }).from(exchangeCards))[0]!.n;
    for (const endpoint of endpoints) {
      const request = { method: endpoint.method, url: `/gateway${endpoint.url}`, ...(endpoint.payload ? { payload: endpoint.payload } : {}) };
      expect((await call(app, { ...request, headers: auth(renter) })).code, `${endpoint.url} as a renter`).toBe(403);
      expect((await call(app, request)).code, `${endpoint.url} as a visitor`).toBe(50003);
    }
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(exchangeCards))[0]!.n).toBe(cardsBefore);
    expect((await op().get('/v1/cardBatch/page')).code).toBe(100000);
  });

  it('refuses bad input with 50005 naming the field', async () => {
    const bad = async (body: object, field: string) => {
      const res = await issue(body);
      expect(res.code, JSON.stringify(body)).toBe(50005);
      expect((res.data as unknown as { field: string }[]).map((e) => e.field)).toContain(field);
    };
    await bad({ name: '余额卡', kind: 'balance', count: 5 }, 'amount');
    await bad({ name: '余额卡', kind: 'balance', amount: '-3', count: 5 }, 'amount');
    await bad({ name: '卡时卡', kind: 'card_hours', count: 5 }, 'quantity');
    await bad({ name: '余额卡', kind: 'balance', amount: '10', count: 0 }, 'count');
    await bad({ name: '余额卡', kind: 'balance', amount: '10', count: 10001 }, 'count');
    await bad({ name: '余额卡', kind: 'voucher', amount: '10', count: 1 }, 'kind');
    await bad({ name: '', kind: 'balance', amount: '10', count: 1 }, 'name');
    await bad({ name: '余额卡', kind: 'balance', amount: '10', count: 1, perUserLimit: 0 }, 'perUserLimit');
    await bad({ name: '余额卡', kind: 'balance', amount: '10', count: 1, validFrom: '2026-12-02T00:00:00+08:00', expiresAt: '2026-12-01T00:00:00+08:00' }, 'expiresAt');
    await bad({ name: '余额卡', kind: 'balance', amount: '10', count: 1, expiresAt: '2026-11-01T00:00:00+08:00' }, 'expiresAt');
    expect((await op().get('/v1/cardBatch/page?status=lost')).code).toBe(50005);
    expect((await op().get('/v1/cardBatch/detail/999999')).code).toBe(Code.NOT_FOUND);
  });

  it('issues a batch with CSPRNG codes answered once and stored only as hashes, with an audit row', async () => {
    const res = await issue({ name: '双十一 50 元券', kind: 'balance', amount: '50', count: 20, perUserLimit: 1 });
    expect(res.code).toBe(100000);
    const { batch, cards } = res.data;
    expect(batch).toMatchObject({ name: '双十一 50 元券', kind: 'balance', amount: '50.00', count: 20, redeemed: 0, status: 'active', exportedAt: null });
    expect(cards).toHaveLength(20);
    expect(new Set(cards.map((c) => c.cardCode)).size).toBe(20);
    for (const card of cards) expect(card.cardCode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const stored = await app.db.select().from(exchangeCards).where(eq(exchangeCards.batchId, batch.id));
    expect(stored).toHaveLength(20);
    const dump = JSON.stringify(stored);
    for (const card of cards) expect(dump).not.toContain(card.cardCode);
    const first = stored.find((row) => row.cardNumber === cards[0]!.cardNumber)!;
    expect(first.codeHash).toBe(sha256(`${cards[0]!.cardNumber}:${cards[0]!.cardCode}`));

    // The detail and the list never carry a code.
    const detail = await op().get<Batch>(`/v1/cardBatch/detail/${batch.id}`);
    expect(JSON.stringify(detail.data)).not.toContain(cards[0]!.cardCode);

    const audit = await auditOf(batch.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'cards.issue', before: null, after: { name: '双十一 50 元券', amount: '50.00', count: 20, status: 'active' }, actor: { userName: 'demo_operator' } });
    expect(JSON.stringify(audit[0])).not.toContain(cards[0]!.cardCode);
    const auditRows = await app.db.select().from(auditLogs).where(eq(auditLogs.targetId, String(batch.id)));
    expect(JSON.stringify(auditRows)).not.toContain(cards[0]!.cardCode);

    // The export is recorded once; a second one is refused (the codes are gone).
    const exported = await op().post<Batch>(`/v1/cardBatch/exported/${batch.id}`);
    expect(exported.data.exportedAt).not.toBeNull();
    const again = await op().post(`/v1/cardBatch/exported/${batch.id}`);
    expect(again.code).toBe(-1);
    expect(again.msg).toContain('只能导出一次');
    const afterExport = await auditOf(batch.id);
    expect(afterExport.map((a) => a.action)).toEqual(['cards.export', 'cards.issue']);
    expect(afterExport[0]!.before).toMatchObject({ exportedAt: null });
    expect(afterExport[0]!.after!.exportedAt).not.toBeNull();
  });

  it('redeems a batch code through the wallet once, credits the balance, and reports the redemption', async () => {
    const { data } = await issue({ name: '20 元券', kind: 'balance', amount: '20.00', count: 3, perUserLimit: 1 });
    const user = await registerUser(app);
    expect(await balanceOf(user.token)).toBe('0.00');
    const ok = await redeem(user.token, data.cards[0]!);
    expect(ok.code).toBe(100000);
    expect(ok.data).toMatchObject({ kind: 'balance', amount: '20.00' });
    expect(await balanceOf(user.token)).toBe('20.00');

    // The same code again: refused, by the same user or another.
    expect((await redeem(user.token, data.cards[0]!)).code).toBe(-1);
    const other = await registerUser(app);
    expect((await redeem(other.token, data.cards[0]!)).code).toBe(-1);
    expect(await balanceOf(other.token)).toBe('0.00');

    // Per-user limit 1: the same user's second card of the batch is refused, saying why.
    const limited = await redeem(user.token, data.cards[1]!);
    expect(limited.code).toBe(-1);
    expect(limited.msg).toContain('最多可兑换该批次卡券1张');
    expect(await balanceOf(user.token)).toBe('20.00');

    const report = await op().get<{ records: { cardNumber: string; usedBy: { id: number } | null; usedAt: string | null }[]; total: number }>(
      `/v1/cardBatch/redemptions/${data.batch.id}?redeemed=yes`,
    );
    expect(report.data.total).toBe(1);
    expect(report.data.records[0]).toMatchObject({ cardNumber: data.cards[0]!.cardNumber, usedBy: { id: user.userId } });
    expect((await op().get<{ total: number }>(`/v1/cardBatch/redemptions/${data.batch.id}?redeemed=no`)).data.total).toBe(2);
    expect((await op().get<Batch>(`/v1/cardBatch/detail/${data.batch.id}`)).data.redeemed).toBe(1);
  });

  it('grants card-hours and AI photo images as benefits', async () => {
    const hours = (await issue({ name: '10 卡时', kind: 'card_hours', quantity: 10, count: 1 })).data;
    const photos = (await issue({ name: '写真券', kind: 'photo_images', quantity: 30, count: 1 })).data;
    const user = await registerUser(app);
    expect((await redeem(user.token, hours.cards[0]!)).code).toBe(100000);
    expect((await redeem(user.token, photos.cards[0]!)).code).toBe(100000);
    const granted = await app.db.select().from(benefits).where(eq(benefits.userId, user.userId));
    expect(granted.find((b) => b.source === `card:${hours.cards[0]!.cardNumber}`)).toMatchObject({ kind: 'gpu_card_hours', quantity: 10 });
    expect(granted.find((b) => b.source === `card:${photos.cards[0]!.cardNumber}`)).toMatchObject({ kind: 'photo_api_images', quantity: 30 });
  });

  it('refuses a revoked batch, one not yet valid and an expired one, saying why', async () => {
    const revoked = (await issue({ name: '将作废', kind: 'balance', amount: '5', count: 2 })).data;
    const revoke = await op().post<Batch>(`/v1/cardBatch/revoke/${revoked.batch.id}`);
    expect(revoke.data).toMatchObject({ status: 'revoked' });
    expect((await op().post(`/v1/cardBatch/revoke/${revoked.batch.id}`)).code).toBe(-1);
    const audit = await auditOf(revoked.batch.id);
    expect(audit[0]).toMatchObject({ action: 'cards.revoke', before: { status: 'active', revokedAt: null }, after: { status: 'revoked' } });

    const future = (await issue({ name: '明日生效', kind: 'balance', amount: '5', count: 1, validFrom: '2026-11-21T00:00:00+08:00', expiresAt: '2026-11-22T00:00:00+08:00' })).data;
    const user = await registerUser(app);
    const r1 = await redeem(user.token, revoked.cards[0]!);
    expect(r1.msg).toBe('兑换失败，该卡券已作废');
    const r2 = await redeem(user.token, future.cards[0]!);
    expect(r2.msg).toBe('兑换失败，该卡券尚未到兑换时间');
    clock.advance(3 * DAY);
    const r3 = await redeem(user.token, future.cards[0]!);
    expect(r3.msg).toBe('该卡已过期');
    clock.advance(-3 * DAY);
    expect(await balanceOf(user.token)).toBe('0.00');
    // Right codes refused for a reason do not count as wrong guesses: a valid card still works.
    const fresh = (await issue({ name: '有效', kind: 'balance', amount: '1', count: 1 })).data;
    expect((await redeem(user.token, fresh.cards[0]!)).code).toBe(100000);
  });

  it('lets a code be redeemed once when many redeem it at the same moment, on two gateways', async () => {
    const [a, b] = await createGatewayPair({ clock });
    const opA = await login(a, 'demo_operator');
    const issued = await call<Issued>(a, { method: 'POST', url: '/gateway/v1/cardBatch/add', headers: auth(opA), payload: { name: '抢兑', kind: 'balance', amount: '88', count: 2, perUserLimit: 1 } });
    const card = issued.data.cards[0]!;
    const users = await Promise.all([registerUser(a), registerUser(b), registerUser(a), registerUser(b)]);
    const results = await Promise.all(
      users.flatMap((user, i) => {
        const gw = i % 2 === 0 ? a : b;
        const req = { method: 'POST' as const, url: '/gateway/v1/cardExchange/useCardExchange', headers: auth(user.token), payload: card };
        return [call(gw, req), call(i % 2 === 0 ? b : a, req)];
      }),
    );
    expect(results.filter((r) => r.code === 100000)).toHaveLength(1);
    const [row] = await a.db.select().from(exchangeCards).where(eq(exchangeCards.cardNumber, card.cardNumber));
    expect(row!.usedBy).not.toBeNull();

    // One user's two cards of a limit-1 batch at once: one of them only.
    const again = (
      await call<Issued>(a, { method: 'POST', url: '/gateway/v1/cardBatch/add', headers: auth(opA), payload: { name: '限一张', kind: 'balance', amount: '9', count: 2, perUserLimit: 1 } })
    ).data.cards;
    const one = await registerUser(a);
    const both = await Promise.all([
      call(a, { method: 'POST', url: '/gateway/v1/cardExchange/useCardExchange', headers: auth(one.token), payload: again[0] }),
      call(b, { method: 'POST', url: '/gateway/v1/cardExchange/useCardExchange', headers: auth(one.token), payload: again[1] }),
    ]);
    expect(both.filter((r) => r.code === 100000)).toHaveLength(1);
  });
});
