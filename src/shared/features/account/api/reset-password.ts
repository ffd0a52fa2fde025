/** A forgotten password (SPEC §7 forgetPwd, and by an e-mailed link): set anew while signed out. */
import type { Envelope } from '../../../core/codes';
import type { ForgetBody, ResetByEmailBody, ResetEmailBody, UserPhone } from '../../../contracts/account';
import { http } from '../../../api/client';
import { sealPasswordPair, type NewPassword } from './seal-password';
import * as API from '../../../core/api-paths';

/** The phone bound to an account, masked, so the user knows where the code goes. */
export const getUserPhone = (userName: string) => http.get<UserPhone>(API.user.getUserPhone, { params: { userName } });

/** A new password proven by the code sent to the account's phone. */
export async function resetPasswordBySms(input: { userName: string; verifyCode: string } & NewPassword): Promise<void> {
  const body: ForgetBody = { userName: input.userName, verifyCode: input.verifyCode, ...(await sealPasswordPair(input.password, input.confirmPassword)) };
  await http.post<null>(API.user.forgetPwd, body);
}

/**
 * Ask for a reset link by e-mail. The whole envelope comes back: its message, the same whether
 * or not the account exists, is shown in place.
 */
export function sendResetEmail(account: string): Promise<Envelope<null>> {
  const body: ResetEmailBody = { account };
  return http.post<Envelope<null>>(API.user.sendResetEmail, body, { raw: true });
}

/** A new password set through the e-mailed link's token. */
export async function resetPasswordByEmail(token: string, input: NewPassword): Promise<void> {
  const body: ResetByEmailBody = { token, ...(await sealPasswordPair(input.password, input.confirmPassword)) };
  await http.post<null>(API.user.resetPwdByEmail, body);
}
