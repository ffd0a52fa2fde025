import { eq, like, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewUserActivityCheck, PayInfo } from '../../src/shared/contracts/activity';
import { benefits, certifications, wallets } from '../../server/db/schema';
import { ManualClock } from '../../server/lib/clock';
import { auth, call, createTestApp, registerUser } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');

const check = (token: string) => call<NewUserActivityCheck>(app, { method: 'GET', url: '/gateway/v1/activity/checkNewUseActivity', headers: auth(token) });
const start = (token: string, payload: object) => call<PayInfo>(app, { method: 'POST', url: '/gateway/v1/activity/getNewUserActivityPayInfo', headers: auth(token), payload });
const pay = (token: string, tradeNo: string) => call(app, { method: 'POST', url: `/gateway/dev/pay/${tradeNo}`, headers: auth(token) });
const packageHours = async (userId: number) =>
  (await app.db.select().from(benefits).where(and(eq(benefits.userId, userId), like(benefits.source, 'new_user_package:%')))).map((b) => b.quantity);
/** Certify an account as `code`'s person, as an operator's pass would. */
const certify = (userId: number, code: string) =>
  app.db.insert(certifications).values({ userId, type: 'personal', status: 'review_pass', name: '张三', code, contactName: '张三', contactPhone: '13900000000', contactEmail: 'z@example.cn', submittedAt: clock.now(), reviewedAt: clock.now() });

beforeAll(async () => {
  app = await createTestApp({ clock });
});

describe('the new-user package', () => {
  it('is for certified people only, and says why in the full answer', async () => {
    const user = await registerUser(app);
    const res = await check(user.token);
    expect(res.code).toBe(100000);
    expect(res.data).toMatchObject({ canBuy: false, reason: 'not_certified', package: { price: '9.90', cardHours: 20 } });
    const refused = await start(user.token, { payMethod: 'alipay' });
    expect(refused.code).toBe(-1);
    expect(refused.msg).toContain('实名认证');
  });

  it('is paid in SPEC §3’s methods and scenarios, and refuses a mismatched pair', async () => {
    const user = await registerUser(app);
    await certify(user.userId, '110101199003070011');
    expect((await start(user.token, { payMethod: 'wxPay' })).code).toBe(50005);
    expect((await start(user.token, { payMethod: 'alipay', payScenario: 'wx_native' })).code).toBe(50005);
    expect((await start(user.token, { payMethod: 'china_pay', payScenario: 'wx_h5' })).code).toBe(50005);
    expect((await start(user.token, { payMethod: 'wxPay', payScenario: 'wx_native' })).data).toMatchObject({ amount: '9.90', payScenario: 'wx_native', qrContent: expect.stringContaining('/dev/pay/'), jsapi: null });
    expect((await start(user.token, { payMethod: 'wxPay', payScenario: 'wx_jsapi' })).data.jsapi).toMatchObject({ signType: 'HMAC-SHA256', package: expect.stringMatching(/^prepay_id=/) });
    expect((await start(user.token, { payMethod: 'wxPay', payScenario: 'wx_h5' })).data.payUrl).toContain('scenario=wx_h5');
    expect((await start(user.token, { payMethod: 'china_pay', payScenario: 'china_pay' })).data.payUrl).toContain('scenario=china_pay');
    expect((await start(user.token, { payMethod: 'alipay' })).data).toMatchObject({ payMethod: 'alipay', payScenario: null, qrContent: expect.any(String) });
  });

  it('credits its card-hours exactly once however often the payment is notified, then is refused to the same person on any account', async () => {
    const user = await registerUser(app);
    await certify(user.userId, '110101199003070022');
    expect((await check(user.token)).data).toMatchObject({ canBuy: true, reason: null });
    const info = (await start(user.token, { payMethod: 'wxPay', payScenario: 'wx_native' })).data;
    // The channel notifies twice at once, then once more.
    const paid = await Promise.all([pay(user.token, info.tradeNo), pay(user.token, info.tradeNo)]);
    expect(paid.map((p) => p.code)).toEqual([100000, 100000]);
    expect((await pay(user.token, info.tradeNo)).code).toBe(100000);
    expect(await packageHours(user.userId)).toEqual([20]);
    expect((await check(user.token)).data).toMatchObject({ canBuy: false, reason: 'already_bought', boughtAt: expect.any(String) });
    const again = await start(user.token, { payMethod: 'alipay' });
    expect(again.code).toBe(-1);
    expect(again.msg).toContain('限购一次');
    // The same person on a second account.
    const other = await registerUser(app);
    await certify(other.userId, '110101199003070022');
    expect((await check(other.token)).data.reason).toBe('already_bought');
  });

  it('refunds a second payment started before the first was paid', async () => {
    const user = await registerUser(app);
    await certify(user.userId, '110101199003070033');
    const first = (await start(user.token, { payMethod: 'alipay' })).data;
    const second = (await start(user.token, { payMethod: 'wxPay', payScenario: 'wx_h5' })).data;
    expect((await pay(user.token, first.tradeNo)).code).toBe(100000);
    expect((await pay(user.token, second.tradeNo)).code).toBe(100000);
    expect(await packageHours(user.userId)).toEqual([20]);
    const [wallet] = await app.db.select().from(wallets).where(eq(wallets.userId, user.userId));
    expect(wallet!.balanceAmount).toBe('9.90');
  });
});
