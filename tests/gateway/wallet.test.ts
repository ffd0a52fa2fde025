import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeCards, walletTransactions } from '../../server/db/schema';
import { cardCodeHash } from '../../server/modules/cards/redeem';
import { auth, call, createTestApp, freshIp, login, registerUser } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});

let cardCounter = 0;
async function newCard(kind: 'balance' | 'card_hours' = 'balance', amount = '100.00', quantity = 0) {
  cardCounter += 1;
  const cardNumber = `TST-${process.pid}-${cardCounter}`;
  const cardCode = `CODE-${cardCounter}`;
  await app.db.insert(exchangeCards).values({ cardNumber, codeHash: cardCodeHash(cardNumber, cardCode), kind, amount, quantity, title: '测试卡' });
  return { cardNumber, cardCode };
}
const redeem = (token: string, body: unknown, ip = freshIp()) =>
  call<{ kind: string }>(app, { method: 'POST', url: '/gateway/v1/cardExchange/useCardExchange', headers: auth(token), payload: body as object, remoteAddress: ip });
const wallet = async (token: string) =>
  (await call<Record<string, string>>(app, { method: 'GET', url: '/gateway/v1/wallet/getWalletByUserBaseId', headers: auth(token) })).data;

describe('wallet', () => {
  it('starts at zero with exact two-place amounts', async () => {
    const user = await registerUser(app);
    expect(await wallet(user.token)).toEqual({
      balanceAmount: '0.00',
      availableCreditLimit: '0.00',
      freezeBalanceAmount: '0.00',
      freezeCreditLimit: '0.00',
      totalCreditLimit: '0.00',
    });
  });

  it("does not show another user's wallet", async () => {
    const token = await login(app, 'demo_renter');
    const res = await call(app, { method: 'GET', url: '/gateway/v1/wallet/getWalletByUserBaseId?userBaseId=100002', headers: auth(token) });
    expect(res.code).toBe(100006);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/wallet/getWalletByUserBaseId' })).code).toBe(50003);
  });
});

describe('redeeming cards', () => {
  it('credits the wallet at once, records it, and uses the card only once', async () => {
    const user = await registerUser(app);
    const card = await newCard('balance', '123.45');
    const first = await redeem(user.token, card);
    expect(first.code).toBe(100000);
    expect(first.msg).toBe('兑换成功，已到账 ¥123.45 余额');
    expect((await wallet(user.token)).balanceAmount).toBe('123.45');
    const again = await redeem(user.token, card);
    expect(again.code).toBe(-1);
    expect(again.msg).toBe('该卡已被使用（您已兑换过这张卡）');
    const other = await registerUser(app);
    expect((await redeem(other.token, card)).msg).toBe('该卡已被使用');
    const page = await call<{ records: { type: string; amount: string; balanceAfter: string }[]; total: number }>(app, {
      method: 'GET',
      url: '/gateway/v1/wallet/transaction/page?current=1&size=10',
      headers: auth(user.token),
    });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ type: 'redeem', amount: '123.45', balanceAfter: '123.45' });
  });

  it('grants card-hours from a card-hour card', async () => {
    const user = await registerUser(app);
    expect((await redeem(user.token, await newCard('card_hours', '0', 10))).msg).toBe('兑换成功，已到账 10 卡时');
    const benefits = await call<{ kind: string; quantity: number }[]>(app, { method: 'GET', url: '/gateway/v1/benefit/list', headers: auth(user.token) });
    expect(benefits.data.find((b) => b.kind === 'gpu_card_hours')?.quantity).toBe(10);
  });

  it('pauses after five wrong codes in an hour', async () => {
    const user = await registerUser(app);
    const card = await newCard();
    for (let i = 0; i < 4; i += 1) {
      expect((await redeem(user.token, { ...card, cardCode: `WRONG-${i}` })).msg).toBe(`卡号或兑换码错误，还可尝试${4 - i}次（连续错误5次将暂停兑换1小时）`);
    }
    // The fifth wrong code pauses redemption, and says until when (an hour on, Shanghai time).
    const fifth = await redeem(user.token, { ...card, cardCode: 'WRONG-4' });
    expect(fifth.msg).toMatch(/^兑换失败次数过多，已暂停兑换至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}，请届时再试$/);
    const paused = await redeem(user.token, card);
    expect(paused.msg).toBe(fifth.msg);
    expect((await wallet(user.token)).balanceAmount).toBe('0.00');
  });

  it('takes the number and code in any case, with or without spaces and dashes', async () => {
    const user = await registerUser(app);
    const cardNumber = `TST-${process.pid}-CASE`;
    await app.db.insert(exchangeCards).values({ cardNumber, codeHash: cardCodeHash(cardNumber, 'AB2C-D3EF'), kind: 'balance', amount: '8.00', title: '测试卡' });
    const typed = { cardNumber: ` ${cardNumber.toLowerCase().replaceAll('-', ' ')} `, cardCode: 'ab2cd3ef' };
    expect((await redeem(user.token, typed)).msg).toBe('兑换成功，已到账 ¥8.00 余额');
    expect((await wallet(user.token)).balanceAmount).toBe('8.00');
  });

  it('says an expired card is expired, without counting it as a guess', async () => {
    const user = await registerUser(app);
    const cardNumber = `TST-${process.pid}-OLD`;
    await app.db
      .insert(exchangeCards)
      .values({ cardNumber, codeHash: cardCodeHash(cardNumber, 'OLD2-CARD'), kind: 'balance', amount: '5.00', title: '测试卡', expiresAt: new Date('2020-01-01T00:00:00Z') });
    for (let i = 0; i < 6; i += 1) expect((await redeem(user.token, { cardNumber, cardCode: 'OLD2-CARD' })).msg).toBe('该卡已过期');
    expect((await redeem(user.token, await newCard())).code).toBe(100000);
  });

  it('refuses missing and wrong-typed fields with the SPEC §5 messages', async () => {
    const user = await registerUser(app);
    const missing = await redeem(user.token, { cardNumber: '', cardCode: '' });
    expect(missing.code).toBe(50005);
    expect(missing.msg).toContain('请输入卡号');
    const typed = await redeem(user.token, { cardNumber: 123, cardCode: 'x' });
    expect(typed.code).toBe(50005);
    expect((await redeem(user.token, { cardNumber: 'x'.repeat(65), cardCode: 'y' })).code).toBe(50005);
  });

  it('gives exactly one success and one credit under 50 parallel redemptions', async () => {
    const user = await registerUser(app);
    const card = await newCard('balance', '50.00');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(user.token, card, `172.16.0.${i + 1}`)));
    expect(results.filter((r) => r.code === 100000)).toHaveLength(1);
    expect((await wallet(user.token)).balanceAmount).toBe('50.00');
    const credits = await app.db.select().from(walletTransactions).where(eq(walletTransactions.refId, card.cardNumber));
    expect(credits).toHaveLength(1);
  });
});
