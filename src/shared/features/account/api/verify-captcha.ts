import type { CaptchaAnswerBody, CaptchaPass, CaptchaPassed } from '../../../contracts/account';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';

/** Answer a slider challenge once (position and the drag that got there); a pass is good for one send. */
export async function verifyCaptcha(answer: CaptchaAnswerBody): Promise<CaptchaPass> {
  const passed = await http.post<CaptchaPassed>(API.captcha.verifyCaptcha, answer, { silent: true });
  return { captchaId: passed.id, captchaSecondaryToken: passed.captchaSecondaryToken };
}
