import type { CaptchaPass, CodeSent, CodeTarget, SmsScene } from '../../../contracts/account';
import { http } from '../../../api/client';
import { storage } from '../../../auth/storage';
import * as API from '../../../core/api-paths';

/** Where each way of addressing a code is sent. */
const urlOf = (target: CodeTarget) =>
  'phone' in target ? API.sms.sendVerifyCode : 'userName' in target ? API.sms.sendVerifyCodeByUserName : API.email.sendVerifyCode;

/**
 * Send a verification code (SPEC §7 sendVerifyCode and its user-name and e-mail forms), with
 * this browser's device id and, when the gateway asked for one, a solved captcha.
 */
export const sendCode = (scene: SmsScene, target: CodeTarget, captcha?: CaptchaPass) =>
  http.get<CodeSent>(urlOf(target), { params: { scene, ...target, ...captcha }, headers: { 'X-Device-Id': storage.getDeviceId() } });

/** SPEC §7 lockStatus: whether this client has used up today's sends. */
export const getLockStatus = () => http.get<boolean>(API.sms.lockStatus, { silent: true });
