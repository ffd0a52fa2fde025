import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { call, createTestApp, freshIp, freshPhone, lastCode, login, registerUser, seal, solveCaptcha } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
beforeAll(async () => {
  app = await createTestApp({ clock });
});

const send = (phone: string, ip: string, scene = 'phoneLogin', extra = '', headers: Record<string, string> = {}) =>
  call<{ cooldownSeconds: number; captchaRequired?: boolean; retryAfter?: number }>(app, {
    method: 'GET',
    url: `/gateway/v1/sms/sendVerifyCode?scene=${scene}&phone=${phone}${extra}`,
    remoteAddress: ip,
    headers,
  });
/** A solved captcha from this client, as the query string of a send. */
const captchaFor = async (ip: string) => {
  const captcha = await solveCaptcha(app, ip);
  return `&captchaId=${captcha.captchaId}&captchaSecondaryToken=${captcha.captchaSecondaryToken}`;
};
const lockStatus = (ip: string) => call<boolean>(app, { method: 'GET', url: '/gateway/v1/sms/lockStatus', remoteAddress: ip });
const loginByPhone = (phone: string, verifyCode: string, ip = freshIp()) =>
  call(app, { method: 'POST', url: '/gateway/v1/user/loginByPhone', payload: { phone, verifyCode }, remoteAddress: ip });

describe('sending codes', () => {
  it('sends a 6-digit code and says so', async () => {
    const res = await send('13800000001', freshIp());
    expect(res.code).toBe(100000);
    expect(res.msg).toBe('发送成功');
    expect(res.data.cooldownSeconds).toBe(60);
    expect(await lastCode(app, '13800000001')).toMatch(/^\d{6}$/);
  });

  it('refuses a second send to the same phone within 60 s, then allows it', async () => {
    const phone = freshPhone();
    expect((await send(phone, freshIp(), 'register')).code).toBe(100000);
    clock.advance(30 * SECOND);
    const early = await send(phone, freshIp(), 'register');
    expect(early.code).toBe(-1);
    expect(early.msg).toBe('发送过于频繁，请30秒后再试');
    clock.advance(31 * SECOND);
    expect((await send(phone, freshIp(), 'register')).code).toBe(100000);
  });

  it('answers 场景配置不存在 for an unknown scene', async () => {
    const res = await send(freshPhone(), freshIp(), 'launchRockets');
    expect(res.code).toBe(-1);
    expect(res.msg).toBe('场景配置不存在');
  });

  it('refuses a malformed phone with the SPEC §5 message', async () => {
    const res = await send('12800000001', freshIp());
    expect(res.code).toBe(50005);
    expect(res.msg).toContain('请输入正确格式的手机号');
  });
});

describe('using codes', () => {
  it('signs in once with a code; the same code is refused after', async () => {
    await send('13800000001', freshIp());
    const code = await lastCode(app, '13800000001');
    expect((await loginByPhone('13800000001', code)).code).toBe(100000);
    const replay = await loginByPhone('13800000001', code);
    expect(replay.code).toBe(50005);
    expect(replay.msg).toBe('验证码已失效，请重新获取');
    clock.advance(61 * SECOND);
  });

  it('expires codes after five minutes', async () => {
    await send('13800000002', freshIp());
    const code = await lastCode(app, '13800000002');
    clock.advance(5 * MINUTE + SECOND);
    expect((await loginByPhone('13800000002', code)).msg).toBe('验证码已失效，请重新获取');
  });

  it('allows at most five wrong tries per code', async () => {
    const ip = freshIp();
    await send('13800000003', ip);
    const code = await lastCode(app, '13800000003');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await loginByPhone('13800000003', wrong)).msg).toBe('验证码错误');
    const sixth = await loginByPhone('13800000003', code);
    expect(sixth.code).toBe(50005);
    expect(sixth.msg).toBe('验证码错误次数过多，请重新获取');
    clock.advance(61 * SECOND);
  });

  it('answers the unregistered phone only after a valid code', async () => {
    const phone = freshPhone();
    await send(phone, freshIp());
    const res = await loginByPhone(phone, await lastCode(app, phone));
    expect(res.code).toBe(100006);
    expect(res.msg).toBe('该手机号尚未注册，请先注册');
    expect(res.data).toEqual({ unregistered: true });
  });

  it('does not spend the code on an unregistered phone: after signing up, the same code signs in', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await send(phone, ip);
    const code = await lastCode(app, phone);
    expect((await loginByPhone(phone, code, ip)).msg).toBe('该手机号尚未注册，请先注册');
    await send(phone, ip, 'register');
    const registered = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/registerByPhone',
      payload: { phone, verifyCode: await lastCode(app, phone), agreement: true, ...(await seal(app, 'Fresh@2025')) },
      remoteAddress: ip,
    });
    expect(registered.code).toBe(100000);
    const signedIn = await loginByPhone(phone, code, ip);
    expect(signedIn.code).toBe(100000);
  });

  it('still counts a wrong code against an unregistered phone (no free probing)', async () => {
    const phone = freshPhone();
    await send(phone, freshIp());
    const wrong = (await lastCode(app, phone)) === '000000' ? '111111' : '000000';
    const res = await loginByPhone(phone, wrong);
    expect(res.msg).toBe('验证码错误');
  });
});

describe('captcha and locks', () => {
  it('asks for a captcha after three sends from one client in an hour, and enforces it', async () => {
    const ip = freshIp();
    const begin = () => call<boolean>(app, { method: 'GET', url: '/gateway/v1/captcha/isBeginVerify?scene=register', remoteAddress: ip });
    expect((await begin()).data).toBe(false);
    for (let i = 0; i < 3; i += 1) expect((await send(freshPhone(), ip, 'register')).code).toBe(100000);
    expect((await begin()).data).toBe(true);
    const without = await send(freshPhone(), ip, 'register');
    expect(without.code).toBe(50005);
    expect(without.msg).toBe('请先完成安全验证');
    const captcha = await solveCaptcha(app, ip);
    const withCaptcha = await send(freshPhone(), ip, 'register', `&captchaId=${captcha.captchaId}&captchaSecondaryToken=${captcha.captchaSecondaryToken}`);
    expect(withCaptcha.code).toBe(100000);
    // The secondary token is single use.
    const replay = await send(freshPhone(), ip, 'register', `&captchaId=${captcha.captchaId}&captchaSecondaryToken=${captcha.captchaSecondaryToken}`);
    expect(replay.msg).toBe('请先完成安全验证');
  });

  it('always asks for a captcha after a wrong one, and answers each challenge once', async () => {
    const ip = freshIp();
    const challenge = await call<{ id: string; backgroundImage: string; sliderImage: string; y: number }>(app, {
      method: 'GET',
      url: '/gateway/v1/captcha/generateCaptcha?type=SLIDER',
      remoteAddress: ip,
    });
    expect(challenge.data.backgroundImage).toMatch(/^data:image\/webp;base64,/);
    expect(challenge.data.sliderImage).toMatch(/^data:image\/webp;base64,/);
    const answer = await call<{ x: number }>(app, { method: 'GET', url: `/gateway/dev/captcha/${challenge.data.id}` });
    const wrong = await call(app, {
      method: 'POST',
      url: '/gateway/v1/captcha/verifyCaptcha',
      payload: { id: challenge.data.id, x: answer.data.x + 40 },
      remoteAddress: ip,
    });
    expect(wrong.msg).toBe('验证失败，请重试');
    const retry = await call(app, {
      method: 'POST',
      url: '/gateway/v1/captcha/verifyCaptcha',
      payload: { id: challenge.data.id, x: answer.data.x },
      remoteAddress: ip,
    });
    expect(retry.msg).toBe('验证已过期，请刷新后重试');
    const begin = await call<boolean>(app, { method: 'GET', url: '/gateway/v1/captcha/isBeginVerify?scene=phoneLogin', remoteAddress: ip });
    expect(begin.data).toBe(true);
  });

  it('rejects a bad captcha type and bad ids', async () => {
    expect((await call(app, { method: 'GET', url: '/gateway/v1/captcha/generateCaptcha?type=CLICK' })).code).toBe(50005);
    expect((await call(app, { method: 'POST', url: '/gateway/v1/captcha/verifyCaptcha', payload: { id: 'x', x: 10 } })).code).toBe(50005);
    expect((await call(app, { method: 'POST', url: '/gateway/v1/captcha/verifyCaptcha', payload: { id: crypto.randomUUID(), x: 'ten' } })).code).toBe(50005);
  });

  it('locks a client that used up its daily sends, and reports it in lockStatus', async () => {
    const ip = freshIp();
    expect((await lockStatus(ip)).data).toBe(false);
    for (let i = 0; i < 20; i += 1) {
      const extra = i >= 3 ? await captchaFor(ip) : '';
      expect((await send(freshPhone(), ip, 'register', extra)).code).toBe(100000);
    }
    expect((await lockStatus(ip)).data).toBe(true);
    const locked = await send(freshPhone(), ip, 'register');
    expect(locked.msg).toBe('当前IP发送短信次数过多，请稍后再试');
    expect(locked.data).toEqual({ cap: 'ip' });
    // A new Shanghai day lifts the lock.
    clock.advance(24 * 60 * MINUTE);
    expect((await lockStatus(ip)).data).toBe(false);
  });
});

describe('many sends to one phone hold back the senders, never the owner', () => {
  it('refuses an attacker past its cap for that phone only; the owner still signs in, resets and changes the password', async () => {
    const owner = await registerUser(app);
    const attacker = freshIp();
    for (let i = 0; i < 5; i += 1) {
      clock.advance(10 * MINUTE); // past every resend wait
      expect((await send(owner.phone, attacker, 'phoneLogin', await captchaFor(attacker))).code).toBe(100000);
    }
    clock.advance(10 * MINUTE);
    const refused = await send(owner.phone, attacker, 'phoneLogin', await captchaFor(attacker));
    expect(refused).toMatchObject({ code: -1, msg: '当前网络向该手机号发送验证码次数过多，请明日再试', data: { cap: 'recipient_ip' } });
    // Refused for that phone only: the attacker's IP is not locked, and other phones still get codes.
    expect((await lockStatus(attacker)).data).toBe(false);
    expect((await send(freshPhone(), attacker, 'phoneLogin', await captchaFor(attacker))).code).toBe(100000);

    // The owner, elsewhere, is asked for the captcha (isBeginVerify cannot know the phone) and gets the code.
    const home = freshIp();
    const bare = await send(owner.phone, home);
    expect(bare).toMatchObject({
      code: 50005,
      msg: '该手机号今日获取验证码次数较多，请完成安全验证',
      data: { captchaRequired: true, reason: 'recipient' },
    });
    const sent = await send(owner.phone, home, 'phoneLogin', await captchaFor(home));
    expect(sent.code).toBe(100000);
    expect((await loginByPhone(owner.phone, await lastCode(app, owner.phone), home)).code).toBe(100000);

    clock.advance(sent.data.cooldownSeconds * SECOND);
    const forgetSent = await call<{ cooldownSeconds: number }>(app, {
      method: 'GET',
      url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=forgetPwd&userName=${owner.userName}${await captchaFor(home)}`,
      remoteAddress: home,
    });
    expect(forgetSent.code).toBe(100000);
    const reset = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/forgetPwd',
      payload: { userName: owner.userName, verifyCode: await lastCode(app, owner.phone), ...(await seal(app, 'Reset@2025')) },
      remoteAddress: home,
    });
    expect(reset.code).toBe(100000);

    const token = await login(app, owner.userName, 'Reset@2025');
    clock.advance(forgetSent.data.cooldownSeconds * SECOND);
    const changeSent = await call(app, {
      method: 'GET',
      url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=resetPwd&userName=${owner.userName}${await captchaFor(home)}`,
      headers: { authorization: token },
      remoteAddress: home,
    });
    expect(changeSent.code).toBe(100000);
    const verified = await call(app, {
      method: 'GET',
      url: `/gateway/v1/sms/verifyAuth?scene=resetPwd&verifyCode=${await lastCode(app, owner.phone)}`,
      headers: { authorization: token },
      remoteAddress: home,
    });
    expect(verified.code).toBe(100000);
  });

  it('slows sends to one phone as they add up, from every sender, instead of locking it', async () => {
    const phone = freshPhone();
    const waits = [60, 60, 120, 120, 300, 300, 300, 300, 300, 600, 600, 600];
    for (const [i, wait] of waits.entries()) {
      const ip = freshIp();
      // From the fourth code of the day, every sender passes the captcha.
      const sent = await send(phone, ip, 'register', i >= 3 ? await captchaFor(ip) : '');
      expect(sent.code).toBe(100000);
      expect(sent.data.cooldownSeconds).toBe(wait);
      // Held for the whole wait whoever asks and, once the wait has grown, whatever the purpose.
      clock.advance((wait - 1) * SECOND);
      const early = await send(phone, freshIp(), wait > 60 ? 'phoneLogin' : 'register');
      expect(early).toMatchObject({ code: -1, msg: '发送过于频繁，请1秒后再试', data: { retryAfter: 1 } });
      clock.advance(SECOND);
    }
    const late = freshIp();
    expect((await send(phone, late, 'register')).data).toEqual({ captchaRequired: true, reason: 'recipient' });
    expect((await send(phone, late, 'register', await captchaFor(late))).code).toBe(100000);
  });

  it('holds back one device across IPs, and refuses a malformed device id', async () => {
    const phone = freshPhone();
    const device = { 'x-device-id': 'd3v1ce-of-the-attacker' };
    for (let i = 0; i < 5; i += 1) {
      clock.advance(10 * MINUTE);
      const ip = freshIp();
      expect((await send(phone, ip, 'register', await captchaFor(ip), device)).code).toBe(100000);
    }
    clock.advance(10 * MINUTE);
    const ip = freshIp();
    const refused = await send(phone, ip, 'register', await captchaFor(ip), device);
    expect(refused).toMatchObject({ code: -1, msg: '当前设备向该手机号发送验证码次数过多，请明日再试', data: { cap: 'recipient_device' } });
    // Another device on that very network still gets its code.
    const other = await send(phone, ip, 'register', await captchaFor(ip), { 'x-device-id': 'the-owners-own-phone' });
    expect(other.code).toBe(100000);

    const malformed = await send(freshPhone(), freshIp(), 'register', '', { 'x-device-id': 'short' });
    expect(malformed.code).toBe(50005);
    expect(malformed.msg).toContain('设备标识格式不正确');
  });

  it('counts a burst of parallel sends one by one', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const burst = await Promise.all(Array.from({ length: 20 }, () => send(phone, ip)));
    expect(burst.filter((res) => res.code === 100000)).toHaveLength(1);
    expect(burst.filter((res) => res.msg.startsWith('发送过于频繁'))).toHaveLength(19);
    // From one client to many phones: past three sends in the hour the captcha is asked, burst or not.
    const spray = freshIp();
    const many = await Promise.all(Array.from({ length: 10 }, () => send(freshPhone(), spray, 'register')));
    expect(many.filter((res) => res.code === 100000)).toHaveLength(3);
    expect(many.filter((res) => res.data?.captchaRequired)).toHaveLength(7);
  });
});
