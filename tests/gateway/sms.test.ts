import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { call, createTestApp, freshIp, freshPhone, lastCode, solveCaptcha } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
beforeAll(async () => {
  app = await createTestApp({ clock });
});

const send = (phone: string, ip: string, scene = 'phoneLogin', extra = '') =>
  call<{ cooldownSeconds: number; captchaRequired?: boolean; retryAfter?: number }>(app, {
    method: 'GET',
    url: `/gateway/v1/sms/sendVerifyCode?scene=${scene}&phone=${phone}${extra}`,
    remoteAddress: ip,
  });
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
    const lock = () => call<boolean>(app, { method: 'GET', url: '/gateway/v1/sms/lockStatus', remoteAddress: ip });
    expect((await lock()).data).toBe(false);
    for (let i = 0; i < 20; i += 1) {
      const captcha = i >= 3 ? await solveCaptcha(app, ip) : null;
      const extra = captcha ? `&captchaId=${captcha.captchaId}&captchaSecondaryToken=${captcha.captchaSecondaryToken}` : '';
      expect((await send(freshPhone(), ip, 'register', extra)).code).toBe(100000);
    }
    expect((await lock()).data).toBe(true);
    const locked = await send(freshPhone(), ip, 'register');
    expect(locked.msg).toBe('当前IP发送短信次数过多，请稍后再试');
    // A new Shanghai day lifts the lock.
    clock.advance(24 * 60 * MINUTE);
    expect((await lock()).data).toBe(false);
  });

  it('caps sends to one phone per day', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await send(phone, freshIp(), 'register')).code).toBe(100000);
      clock.advance(61 * SECOND);
    }
    expect((await send(phone, freshIp(), 'register')).msg).toBe('当前IP发送短信次数过多，请稍后再试');
  });
});
