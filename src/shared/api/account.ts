/**
 * Account calls (SPEC §7 user, SMS, captcha): one function per call, typed. Password-carrying
 * calls seal the password with a single-use secret first (see ./password).
 */
import { storage } from '../auth/storage';
import type { TrackPoint } from '../core/captcha-track';
import { http } from './client';
import { sealPassword, sealPasswordPair } from './password';
import { acceptLogin, type LoginResult } from './user';

export type SmsScene = 'phoneLogin' | 'register' | 'forgetPwd' | 'resetPwd' | 'publishDemandGoods' | 'changeEmail';

export interface CaptchaPass {
  captchaId: string;
  captchaSecondaryToken: string;
}

/** A slider challenge: two raster images; where the hole is, only the gateway knows. */
export interface SliderChallenge {
  id: string;
  width: number;
  height: number;
  /** The piece image's side; it slides from the left edge along its row. */
  pieceSize: number;
  /** The piece image's top within the background. */
  y: number;
  backgroundImage: string;
  sliderImage: string;
}

/** Where a code goes: a phone, the phone of a user name, or an e-mail address. */
export type CodeTarget = { phone: string } | { userName: string } | { email: string };

export const captchaApi = {
  isBeginVerify: (scene: SmsScene) => http.get<boolean>('/v1/captcha/isBeginVerify', { params: { scene } }),
  generate: () => http.get<SliderChallenge>('/v1/captcha/generateCaptcha', { params: { type: 'SLIDER' } }),
  verify: (id: string, x: number, track: TrackPoint[]) =>
    http.post<{ id: string; captchaSecondaryToken: string }>('/v1/captcha/verifyCaptcha', { id, x, track }, { silent: true }),
};

export const smsApi = {
  lockStatus: () => http.get<boolean>('/v1/sms/lockStatus', { silent: true }),
  send: (scene: SmsScene, target: CodeTarget, captcha?: CaptchaPass) => {
    const url = 'phone' in target ? '/v1/sms/sendVerifyCode' : 'userName' in target ? '/v1/sms/sendVerifyCodeByUserName' : '/v1/email/sendVerifyCode';
    return http.get<{ cooldownSeconds: number }>(url, { params: { scene, ...target, ...captcha }, headers: { 'X-Device-Id': storage.getDeviceId() } });
  },
  verifyAuth: (scene: SmsScene, verifyCode: string) =>
    http.get<{ verifyCodeToken: string }>('/v1/sms/verifyAuth', { params: { scene, verifyCode } }),
};

async function signedIn(promise: Promise<LoginResult>): Promise<LoginResult> {
  const result = await promise;
  acceptLogin(result);
  return result;
}

export const accountApi = {
  loginByPhone: (phone: string, verifyCode: string) => signedIn(http.post<LoginResult>('/v1/user/loginByPhone', { phone, verifyCode })),
  registerByPhone: async (input: { phone: string; verifyCode: string; password: string; confirmPassword: string }) =>
    signedIn(
      http.post<LoginResult>('/v1/user/registerByPhone', {
        phone: input.phone,
        verifyCode: input.verifyCode,
        agreement: true,
        ...(await sealPasswordPair(input.password, input.confirmPassword)),
      }),
    ),
  register: async (input: { userName: string; email: string; emailCode: string; password: string; confirmPassword: string }) =>
    signedIn(
      http.post<LoginResult>('/v1/user/register', {
        userName: input.userName,
        email: input.email,
        emailCode: input.emailCode,
        agreement: true,
        ...(await sealPasswordPair(input.password, input.confirmPassword)),
      }),
    ),
  getUserPhone: (userName: string) => http.get<{ phone: string }>('/v1/user/getUserPhone', { params: { userName } }),
  forgetPwd: async (input: { userName: string; verifyCode: string; password: string; confirmPassword: string }) =>
    http.post('/v1/user/forgetPwd', { userName: input.userName, verifyCode: input.verifyCode, ...(await sealPasswordPair(input.password, input.confirmPassword)) }),
  sendResetEmail: (account: string) => http.post('/v1/user/sendResetEmail', { account }, { raw: true }),
  resetPwdByEmail: async (token: string, password: string, confirmPassword: string) =>
    http.post('/v1/user/resetPwdByEmail', { token, ...(await sealPasswordPair(password, confirmPassword)) }),
  resetPwd: async (verifyCodeToken: string, password: string, confirmPassword: string) =>
    http.post('/v1/user/resetPwd', { verifyCode: verifyCodeToken, ...(await sealPasswordPair(password, confirmPassword)) }),
};

export type QrStatus = 'pending' | 'scanned' | 'confirmed' | 'cancelled' | 'consumed' | 'expired';

export const qrApi = {
  create: () => http.post<{ ticket: string; expiresAt: string }>('/v1/user/qrLogin/create', undefined, { silent: true }),
  poll: async (ticket: string) => {
    const result = await http.get<{ status: QrStatus } & Partial<LoginResult>>('/v1/user/qrLogin/poll', { params: { ticket }, silent: true });
    if (result.status === 'confirmed' && result.token && result.userInfo) acceptLogin({ token: result.token, userInfo: result.userInfo });
    return result;
  },
  scan: (ticket: string) =>
    http.get<{ status: QrStatus; desktopIp: string; desktopAgent: string; createdAt: string }>('/v1/user/qrLogin/scan', { params: { ticket } }),
  confirm: (ticket: string) => http.post('/v1/user/qrLogin/confirm', { ticket }),
  cancel: (ticket: string) => http.post('/v1/user/qrLogin/cancel', { ticket }),
};

export { sealPassword };
