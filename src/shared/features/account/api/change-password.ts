/** The signed-in user's password change (SPEC §2, §4): an SMS check, then the new password. */
import type { ResetBody, VerifyAuthResult } from '../../../contracts/account';
import { http } from '../../../api/client';
import { sealPasswordPair, type NewPassword } from './seal-password';
import * as API from '../../../core/api-paths';

/** 敏感操作认证: the code sent to the user's phone, traded for a short-lived proof. */
export const verifySmsCode = (verifyCode: string) =>
  http.get<VerifyAuthResult>(API.sms.verifyAuth, { params: { scene: 'resetPwd', verifyCode } });

/** Set the new password with that proof; the gateway ends every session of the user. */
export async function changePassword(proof: string, input: NewPassword): Promise<void> {
  const body: ResetBody = { verifyCode: proof, ...(await sealPasswordPair(input.password, input.confirmPassword)) };
  await http.post<null>(API.user.resetPwd, body);
}
