import type { SliderChallenge, SmsScene } from '../../../contracts/account';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';

/** SPEC §7 isBeginVerify: whether a send for this scene must first pass the slider. */
export const isCaptchaRequired = (scene: SmsScene) => http.get<boolean>(API.captcha.isBeginVerify, { params: { scene } });

/** A new slider challenge. */
export const getCaptcha = () => http.get<SliderChallenge>(API.captcha.generateCaptcha, { params: { type: 'SLIDER' } });
