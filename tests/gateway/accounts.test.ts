import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { auth, call, createTestApp, freshIp, freshPhone, lastCode, login, passwordLogin, registerUser, seal } from './helpers';

let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
beforeAll(async () => {
  app = await createTestApp({ clock });
});

describe('sign-up by phone', () => {
  it('creates the account, signs it in and records the sign-up reward', async () => {
    const user = await registerUser(app);
    const me = await call<{ phone: string; registerType: string; certificationStatus: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/user/getUserInfo',
      headers: auth(user.token),
    });
    expect(me.data).toMatchObject({ phone: user.phone, registerType: 'register_phone', certificationStatus: 'unverified' });
    const benefits = await call<{ kind: string; quantity: number; source: string; remaining: number }[]>(app, {
      method: 'GET',
      url: '/gateway/v1/benefit/list',
      headers: auth(user.token),
    });
    expect(benefits.data).toEqual([expect.objectContaining({ kind: 'photo_api_images', quantity: 20, source: 'signup', remaining: 20 })]);
    const status = await call<{ loginStatus: string; loginType: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/user/loginStatusAndCertificationInfo',
      headers: auth(user.token),
    });
    expect(status.data).toMatchObject({ loginStatus: 'login', loginType: 'register_phone' });
    // The new password works.
    expect((await passwordLogin(app, user.phone, user.password)).code).toBe(100000);
  });

  it('refuses a phone that is already registered, a weak password, a mismatch and no agreement', async () => {
    const ip = freshIp();
    await call(app, { method: 'GET', url: '/gateway/v1/sms/sendVerifyCode?scene=register&phone=13800000001', remoteAddress: ip });
    const code = await lastCode(app, '13800000001');
    const taken = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/registerByPhone',
      payload: { phone: '13800000001', verifyCode: code, agreement: true, ...(await seal(app, 'Fresh@2025')) },
      remoteAddress: ip,
    });
    expect(taken.code).toBe(50006);
    expect(taken.msg).toBe('该手机号已注册，请直接登录');

    const phone = freshPhone();
    const weak = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/registerByPhone',
      payload: { phone, verifyCode: '123456', agreement: true, ...(await seal(app, 'weakpass')) },
    });
    expect(weak.code).toBe(50005);
    expect(weak.msg).toBe('请输入正确格式的密码');
    const mismatch = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/registerByPhone',
      payload: { phone, verifyCode: '123456', agreement: true, ...(await seal(app, 'Fresh@2025', 'Fresh@2026')) },
    });
    expect(mismatch.msg).toBe('密码不一致');
    const noAgreement = await call<{ field: string }[]>(app, {
      method: 'POST',
      url: '/gateway/v1/user/registerByPhone',
      payload: { phone, verifyCode: '123456', agreement: false, ...(await seal(app, 'Fresh@2025')) },
    });
    expect(noAgreement.code).toBe(50005);
    expect(noAgreement.data[0]!.field).toBe('agreement');
  });
});

describe('sign-up by account and e-mail', () => {
  it('needs the e-mailed code, then creates the account', async () => {
    const email = `new${Date.now()}@example.cn`;
    const sent = await call(app, { method: 'GET', url: `/gateway/v1/email/sendVerifyCode?scene=register&email=${email}`, remoteAddress: freshIp() });
    expect(sent.code).toBe(100000);
    const code = await lastCode(app, email);
    const res = await call<{ userInfo: { userName: string; email: string; registerType: string } }>(app, {
      method: 'POST',
      url: '/gateway/v1/user/register',
      payload: { userName: `acct_${Date.now() % 1e8}`, email, emailCode: code, agreement: true, ...(await seal(app, 'Acct@2025x')) },
    });
    expect(res.code).toBe(100000);
    expect(res.data.userInfo).toMatchObject({ email, registerType: 'register' });
  });

  it('refuses a user name that breaks the SPEC §5 rule or is taken', async () => {
    const bad = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/register',
      payload: { userName: '1abc', email: 'a@b.cn', emailCode: '123456', agreement: true, ...(await seal(app, 'Acct@2025x')) },
    });
    expect(bad.code).toBe(50005);
    expect(bad.msg).toContain('用户名须以字母开头');
  });
});

describe('forgotten password', () => {
  it('shows the masked phone, sends the code by user name and resets the password', async () => {
    const user = await registerUser(app);
    const phone = await call<{ phone: string }>(app, { method: 'GET', url: `/gateway/v1/user/getUserPhone?userName=${user.userName}` });
    expect(phone.data.phone).toBe(`${user.phone.slice(0, 3)}****${user.phone.slice(7)}`);
    const ip = freshIp();
    clock.advance(61 * SECOND);
    const sent = await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=forgetPwd&userName=${user.userName}`, remoteAddress: ip });
    expect(sent.code).toBe(100000);
    const reset = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/forgetPwd',
      payload: { userName: user.userName, verifyCode: await lastCode(app, user.phone), ...(await seal(app, 'Reset@2025')) },
      remoteAddress: ip,
    });
    expect(reset.code).toBe(100000);
    // Old token and old password are dead; the new password works.
    expect((await call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: auth(user.token) })).code).toBe(100001);
    expect((await passwordLogin(app, user.userName, user.password)).code).toBe(100023);
    expect((await passwordLogin(app, user.userName, 'Reset@2025')).code).toBe(100000);
  });

  /** Ask for a forgotten password's code for `account`, then reset with the code `to` received. */
  const forget = async (account: string, to: string, password: string, code?: string) => {
    const ip = freshIp();
    clock.advance(61 * SECOND);
    const sent = await call(app, {
      method: 'GET',
      url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=forgetPwd&userName=${encodeURIComponent(account)}`,
      remoteAddress: ip,
    });
    expect(sent.code).toBe(100000);
    return call(app, {
      method: 'POST',
      url: '/gateway/v1/user/forgetPwd',
      payload: { userName: account, verifyCode: code ?? (await lastCode(app, to)), ...(await seal(app, password)) },
      remoteAddress: ip,
    });
  };

  it('resets by a phone typed as the account (phone-registered users never chose a user name)', async () => {
    const user = await registerUser(app);
    const where = await call<{ phone?: string }>(app, { method: 'GET', url: `/gateway/v1/user/getUserPhone?userName=${user.phone}` });
    expect(where.data).toEqual({ phone: `${user.phone.slice(0, 3)}****${user.phone.slice(7)}` });
    expect((await forget(user.phone, user.phone, 'ByPhone@2026')).code).toBe(100000);
    expect((await passwordLogin(app, user.phone, 'ByPhone@2026')).code).toBe(100000);
  });

  it('resets by e-mail: the code goes to the address, typed or bound to a user name without a phone', async () => {
    const email = `forgot${Date.now()}@example.cn`;
    await call(app, { method: 'GET', url: `/gateway/v1/email/sendVerifyCode?scene=register&email=${email}`, remoteAddress: freshIp() });
    const userName = `fgt_${Date.now() % 1e8}`;
    const created = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/register',
      payload: { userName, email, emailCode: await lastCode(app, email), agreement: true, ...(await seal(app, 'Acct@2025x')) },
    });
    expect(created.code).toBe(100000);
    const where = await call<{ email?: string }>(app, { method: 'GET', url: `/gateway/v1/user/getUserPhone?userName=${userName}` });
    expect(where.data).toEqual({ email: `f***@example.cn` });
    expect((await forget(userName, email, 'ByName@2026')).code).toBe(100000);
    expect((await passwordLogin(app, userName, 'ByName@2026')).code).toBe(100000);
    // Typed in capitals, the address is the same recipient.
    expect((await forget(email.toUpperCase(), email, 'ByMail@2026')).code).toBe(100000);
    expect((await passwordLogin(app, userName, 'ByMail@2026')).code).toBe(100000);
  });

  it('tells an unregistered phone or e-mail only to the holder of a right code, and never on a wrong code', async () => {
    const phone = freshPhone();
    // Asking where the code goes does not say whether the phone has an account.
    const where = await call<{ phone?: string }>(app, { method: 'GET', url: `/gateway/v1/user/getUserPhone?userName=${phone}` });
    expect(where.code).toBe(100000);
    const wrong = await forget(phone, phone, 'Nobody@2026', '000000');
    expect(wrong.code).not.toBe(100000);
    expect(wrong.msg).not.toContain('注册');
    const unknown = await forget(phone, phone, 'Nobody@2026');
    expect(unknown).toMatchObject({ code: 100006, msg: '该手机号尚未注册，请先注册' });
    const email = `nobody${Date.now()}@example.cn`;
    expect(await forget(email, email, 'Nobody@2026')).toMatchObject({ code: 100006, msg: '该邮箱尚未注册，请先注册' });
    // A weak password is refused before anything else.
    const weak = await call(app, { method: 'POST', url: '/gateway/v1/user/forgetPwd', payload: { userName: phone, verifyCode: '123456', ...(await seal(app, 'weak')) } });
    expect(weak).toMatchObject({ code: 50005, msg: '请输入正确格式的密码' });
    const bad = await call(app, { method: 'GET', url: '/gateway/v1/user/getUserPhone?userName=a%20b%20c' });
    expect(bad.code).toBe(50005);
    expect(bad.msg).toContain('请输入正确的用户名、手机号或邮箱');
  });

  it('answers an unknown user name with not found and refuses the wrong scene', async () => {
    expect((await call(app, { method: 'GET', url: '/gateway/v1/user/getUserPhone?userName=nobody_here_1' })).code).toBe(100006);
    const scene = await call(app, { method: 'GET', url: '/gateway/v1/sms/sendVerifyCodeByUserName?scene=register&userName=demo_renter' });
    expect(scene.msg).toBe('场景配置不存在');
  });

  it('resets by e-mail link once, and the same answer whether or not the account exists', async () => {
    const known = await call(app, { method: 'POST', url: '/gateway/v1/user/sendResetEmail', payload: { account: 'demo_supplier' } });
    const unknown = await call(app, { method: 'POST', url: '/gateway/v1/user/sendResetEmail', payload: { account: 'nobody_here_2' } });
    expect(known.msg).toBe(unknown.msg);
    const mail = await call<{ link: string; channel: string }[]>(app, { method: 'GET', url: '/gateway/dev/outbox?to=supplier@demo.suanli.cn' });
    expect(mail.data[0]!.channel).toBe('email');
    const token = new URL(mail.data[0]!.link).searchParams.get('token')!;
    const payload = async () => ({ token, ...(await seal(app, 'Mail@2025x')) });
    expect((await call(app, { method: 'POST', url: '/gateway/v1/user/resetPwdByEmail', payload: await payload() })).code).toBe(100000);
    const replay = await call(app, { method: 'POST', url: '/gateway/v1/user/resetPwdByEmail', payload: await payload() });
    expect(replay.msg).toBe('重置链接已失效，请重新获取');
    expect((await passwordLogin(app, 'demo_supplier', 'Mail@2025x')).code).toBe(100000);
  });
});

describe('password change wizard', () => {
  it('verifies by SMS, changes the password and ends every session', async () => {
    const user = await registerUser(app);
    const other = await login(app, user.phone, user.password);
    clock.advance(61 * SECOND);
    const ip = freshIp();
    const sent = await call(app, {
      method: 'GET',
      url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=resetPwd&userName=${user.userName}`,
      headers: auth(user.token),
      remoteAddress: ip,
    });
    expect(sent.code).toBe(100000);
    const verified = await call<{ verifyCodeToken: string }>(app, {
      method: 'GET',
      url: `/gateway/v1/sms/verifyAuth?scene=resetPwd&verifyCode=${await lastCode(app, user.phone)}`,
      headers: auth(user.token),
      remoteAddress: ip,
    });
    expect(verified.code).toBe(100000);
    const changed = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/resetPwd',
      headers: auth(user.token),
      payload: { verifyCode: verified.data.verifyCodeToken, ...(await seal(app, 'Change@2025')) },
    });
    expect(changed.msg).toBe('密码修改成功');
    for (const token of [user.token, other]) {
      expect((await call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: auth(token) })).code).toBe(100001);
    }
    expect((await passwordLogin(app, user.phone, 'Change@2025')).code).toBe(100000);
  });

  it('refuses the change without a verified SMS, and a reused proof', async () => {
    const user = await registerUser(app);
    const forged = await call(app, {
      method: 'POST',
      url: '/gateway/v1/user/resetPwd',
      headers: auth(user.token),
      payload: { verifyCode: 'not-a-proof', ...(await seal(app, 'Change@2025')) },
    });
    expect(forged.msg).toBe('身份验证已失效，请重新验证');
    // Sending the resetPwd code needs the owner's session.
    const anonymous = await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=resetPwd&userName=${user.userName}` });
    expect(anonymous.code).toBe(50003);
  });

  it("refuses another user's proof without spending it, so its owner can still use it", async () => {
    const owner = await registerUser(app);
    const intruder = await registerUser(app);
    const ip = freshIp();
    await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=resetPwd&userName=${owner.userName}`, headers: auth(owner.token), remoteAddress: ip });
    const verified = await call<{ verifyCodeToken: string }>(app, {
      method: 'GET',
      url: `/gateway/v1/sms/verifyAuth?scene=resetPwd&verifyCode=${await lastCode(app, owner.phone)}`,
      headers: auth(owner.token),
      remoteAddress: ip,
    });
    const change = async (token: string) =>
      call(app, {
        method: 'POST',
        url: '/gateway/v1/user/resetPwd',
        headers: auth(token),
        payload: { verifyCode: verified.data.verifyCodeToken, ...(await seal(app, 'Change@2025')) },
      });
    const stolen = await change(intruder.token);
    expect(stolen.code).toBe(50005);
    expect(stolen.msg).toBe('身份验证已失效，请重新验证');
    expect((await passwordLogin(app, intruder.userName, intruder.password)).code).toBe(100000);
    const own = await change(owner.token);
    expect(own.msg).toBe('密码修改成功');
    // The caller's session ended with the old password, and so does its cookie.
    expect(own.headers['set-cookie']).toBe('token=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0');
  });
});

describe('token cookie', () => {
  it('is set by the gateway, out of reach of scripts, on every sign-in and cleared on logout', async () => {
    const signedIn = await passwordLogin(app, 'demo_renter', 'Demo@2025');
    expect(signedIn.headers['set-cookie']).toBe(`token=${signedIn.data.token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=604800`);
    const phone = freshPhone();
    const ip = freshIp();
    await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCode?scene=register&phone=${phone}`, remoteAddress: ip });
    const registered = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/gateway/v1/user/registerByPhone',
      payload: { phone, verifyCode: await lastCode(app, phone), agreement: true, ...(await seal(app, 'Fresh@2025')) },
      remoteAddress: ip,
    });
    expect(registered.headers['set-cookie']).toContain(`token=${registered.data.token}; Path=/; HttpOnly; Secure; SameSite=Strict;`);

    const out = await call(app, { method: 'POST', url: '/gateway/v1/user/logout', headers: auth(signedIn.data.token) });
    expect(out.code).toBe(100000);
    expect(out.headers['set-cookie']).toBe('token=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0');
    // A failed sign-in sets nothing.
    expect((await passwordLogin(app, 'demo_renter', 'Wrong@2025')).headers['set-cookie']).toBeUndefined();
  });
});

describe('QR sign-in', () => {
  it('signs the desktop in once the phone confirms', async () => {
    const created = await call<{ ticket: string }>(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/create' });
    const poll = () => call<{ status: string; token?: string; userInfo?: { userName: string } }>(app, { method: 'GET', url: `/gateway/v1/user/qrLogin/poll?ticket=${created.data.ticket}` });
    expect((await poll()).data.status).toBe('pending');
    const phoneToken = await login(app, 'demo_renter');
    const scanned = await call<{ status: string; desktopAgent: string }>(app, {
      method: 'GET',
      url: `/gateway/v1/user/qrLogin/scan?ticket=${created.data.ticket}`,
      headers: auth(phoneToken),
    });
    expect(scanned.data.status).toBe('scanned');
    expect((await poll()).data.status).toBe('scanned');
    const confirmed = await call(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/confirm', headers: auth(phoneToken), payload: { ticket: created.data.ticket } });
    expect(confirmed.msg).toBe('已确认登录');
    const signedIn = await poll();
    expect(signedIn.data.status).toBe('confirmed');
    expect(signedIn.data.userInfo!.userName).toBe('demo_renter');
    const me = await call(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: auth(signedIn.data.token!) });
    expect(me.code).toBe(100000);
    // The ticket signs in exactly once.
    expect((await poll()).data).toEqual({ status: 'consumed' });
  });

  it('says when a ticket was cancelled or has expired', async () => {
    const phoneToken = await login(app, 'demo_renter');
    const cancelled = await call<{ ticket: string }>(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/create' });
    await call(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/cancel', headers: auth(phoneToken), payload: { ticket: cancelled.data.ticket } });
    expect((await call<{ status: string }>(app, { method: 'GET', url: `/gateway/v1/user/qrLogin/poll?ticket=${cancelled.data.ticket}` })).data.status).toBe('cancelled');

    const stale = await call<{ ticket: string }>(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/create' });
    clock.advance(2 * MINUTE + SECOND);
    expect((await call<{ status: string }>(app, { method: 'GET', url: `/gateway/v1/user/qrLogin/poll?ticket=${stale.data.ticket}` })).data.status).toBe('expired');
    const late = await call(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/confirm', headers: auth(phoneToken), payload: { ticket: stale.data.ticket } });
    expect(late.msg).toBe('二维码已过期，请在电脑上刷新后重试');
  });

  it('needs a signed-in phone, and a well-formed ticket', async () => {
    const created = await call<{ ticket: string }>(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/create' });
    expect((await call(app, { method: 'POST', url: '/gateway/v1/user/qrLogin/confirm', payload: { ticket: created.data.ticket } })).code).toBe(50003);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/user/qrLogin/poll?ticket=abc' })).code).toBe(50005);
    expect((await call(app, { method: 'GET', url: `/gateway/v1/user/qrLogin/poll?ticket=${crypto.randomUUID()}` })).code).toBe(100006);
  });
});
