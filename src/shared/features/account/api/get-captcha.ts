import type { SliderChallenge, SmsScene } from '../../../contracts/account';
import { http } from '../../../api/client';

/** SPEC §7 isBeginVerify: whether a send for this scene must first pass the slider. */
export const isCaptchaRequired = (scene: SmsScene) => http.get<boolean>('/v1/captcha/isBeginVerify', { params: { scene } });

/** A new slider challenge. */
export const getCaptcha = () => http.get<SliderChallenge>('/v1/captcha/generateCaptcha', { params: { type: 'SLIDER' } });
