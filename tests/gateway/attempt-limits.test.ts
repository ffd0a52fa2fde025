import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeCards, loginAttempts } from '../../server/db/schema';
import { ManualClock, MINUTE } from '../../server/lib/clock';
import { cardCodeHash } from '../../server/modules/cards/redeem';
import { call, createTestApp, freshIp, passwordLogin, registerUser } from './helpers';

// Guess limits must hold against bursts: every guess is counted before the secret is checked.
let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
beforeAll(async () => {
  app = await createTestApp({ clock });
});

const counted = async (key: string) => (await app.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, key)))[0];
const burst = <T>(n: number, send: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

describe('password lock', () => {
  it('checks at most five of 50 parallel wrong guesses, then refuses even the right password', async () => {
    const user = await registerUser(app);
    const answers = await burst(50, () => passwordLogin(app, user.userName, 'Wrong@2025'));
    const warnings = answers.filter((a) => a.code === 100023);
    expect(answers.filter((a) => a.code !== 100023 && a.code !== 100024)).toEqual([]);
    expect(warnings.length).toBeLessThanOrEqual(4);
    expect((await counted(`login:u:${user.userId}`))!.failures).toBeLessThanOrEqual(5);

    const right = await passwordLogin(app, user.userName, user.password);
    expect(right.code).toBe(100024);
    expect(right.msg).toBe('密码错误次数过多，账号已锁定，请30分钟后再试');
    const later = await passwordLogin(app, user.userName, 'Wrong@2025');
    expect(later.code).toBe(100024);
    expect(later.msg).not.toContain('再错4次');
  });

  it('keeps a lock whole: guesses still being checked when it starts, or sent while it holds, neither lift nor shorten it', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 4; i += 1) await passwordLogin(app, user.userName, 'Wrong@2025');
    // The fifth and sixth wrong guesses at once: the one that lands last must not undo the lock.
    const last = await burst(3, () => passwordLogin(app, user.userName, 'Wrong@2025'));
    expect(last.map((a) => a.code)).toEqual([100024, 100024, 100024]);
    clock.advance(20 * MINUTE);
    for (const password of [user.password, 'Wrong@2025']) {
      const res = await passwordLogin(app, user.userName, password);
      expect(res.code, password).toBe(100024);
      expect(res.msg).toBe('密码错误次数过多，账号已锁定，请10分钟后再试');
    }
    clock.advance(11 * MINUTE);
    // The lock is over: the count starts from zero.
    expect((await passwordLogin(app, user.userName, 'Wrong@2025')).msg).toBe('账号或密码错误，再错4次账号将锁定30分钟');
    expect((await passwordLogin(app, user.userName, user.password)).code).toBe(100000);
  });
});

let cardCounter = 0;
async function newCard(amount = '10.00') {
  cardCounter += 1;
  const cardNumber = `LIM-${process.pid}-${cardCounter}`;
  const cardCode = `CODE-${cardCounter}`;
  await app.db.insert(exchangeCards).values({ cardNumber, codeHash: cardCodeHash(cardNumber, cardCode), kind: 'balance', amount, quantity: 0, title: '测试卡' });
  return { cardNumber, cardCode };
}
const redeem = (token: string, card: { cardNumber: string; cardCode: string }) =>
  call(app, { method: 'POST', url: '/gateway/v1/cardExchange/useCardExchange', headers: { authorization: token }, payload: card, remoteAddress: freshIp() });
const balance = async (token: string) =>
  (await call<{ balanceAmount: string }>(app, { method: 'GET', url: '/gateway/v1/wallet/getWalletByUserBaseId', headers: { authorization: token } })).data.balanceAmount;

describe('card redemption limit', () => {
  it('checks at most five of 50 parallel wrong codes, then refuses even a right code for an hour', async () => {
    const user = await registerUser(app);
    const card = await newCard();
    const answers = await burst(50, (i) => redeem(user.token, { ...card, cardCode: `WRONG-${i}` }));
    expect(answers.every((a) => a.code === -1)).toBe(true);
    expect((await counted(`card:u:${user.userId}`))!.failures).toBeLessThanOrEqual(5);

    const right = await redeem(user.token, card);
    expect(right.msg).toMatch(/^兑换失败次数过多，已暂停兑换至 /);
    expect(await balance(user.token)).toBe('0.00');
  });

  it('counts neither the losing copies of a valid card nor a used card, so another card still redeems', async () => {
    const user = await registerUser(app);
    const card = await newCard('20.00');
    const answers = await burst(50, () => redeem(user.token, card));
    expect(answers.filter((a) => a.code === 100000)).toHaveLength(1);
    // The losing copies say the card is used (by this user), or SPEC's failure while the winner is still at work.
    expect(answers.filter((a) => a.code !== 100000).every((a) => ['该卡已被使用（您已兑换过这张卡）', '兑换失败，请稍后再试'].includes(a.msg))).toBe(true);
    // The card's own right code again, six times: used, not wrong.
    for (let i = 0; i < 6; i += 1) expect((await redeem(user.token, card)).msg).toBe('该卡已被使用（您已兑换过这张卡）');
    expect((await counted(`card:u:${user.userId}`))!.failures).toBe(0);

    expect((await redeem(user.token, await newCard('30.00'))).code).toBe(100000);
    expect(await balance(user.token)).toBe('50.00');
  });
});
