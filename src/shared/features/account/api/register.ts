import type { LoginResult, RegisterBody, RegisterByPhoneBody, SealedPasswordPair } from '../../../contracts/account';
import { http } from '../../../api/client';
import { acceptLogin } from './accept-login';
import { sealPasswordPair, type NewPassword } from './seal-password';
import * as API from '../../../core/api-paths';

type Unsealed<T> = Omit<T, 'agreement' | 'secretKey' | keyof NewPassword> & NewPassword;

/** Send a sign-up: who the account is, the agreements accepted, the new password sealed; the new account is signed in. */
async function signUp<T extends { agreement: true } & SealedPasswordPair>(
  path: string,
  identity: Omit<T, 'agreement' | keyof SealedPasswordPair>,
  { password, confirmPassword }: NewPassword,
): Promise<LoginResult> {
  const body = { ...identity, agreement: true, ...(await sealPasswordPair(password, confirmPassword)) };
  const result = await http.post<LoginResult>(path, body);
  acceptLogin(result);
  return result;
}

/** Sign up with a phone and its code (SPEC §7 registerByPhone). */
export const registerByPhone = (input: Unsealed<RegisterByPhoneBody>) =>
  signUp<RegisterByPhoneBody>(API.user.registerByPhone, { phone: input.phone, verifyCode: input.verifyCode }, input);

/** Sign up with a user name and an e-mail proven by its code (SPEC §7 register). */
export const registerAccount = (input: Unsealed<RegisterBody>) =>
  signUp<RegisterBody>(API.user.register, { userName: input.userName, email: input.email, emailCode: input.emailCode }, input);
