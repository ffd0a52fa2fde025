import type { LoginResult, RegisterBody, RegisterByPhoneBody } from '../../../contracts/account';
import { http } from '../../../api/client';
import { acceptLogin } from './accept-login';
import { sealPasswordPair, type NewPassword } from './seal-password';

type Unsealed<T> = Omit<T, 'agreement' | 'secretKey' | keyof NewPassword> & NewPassword;

/** Sign up with a phone and its code; the new account is signed in (SPEC §7 registerByPhone). */
export async function registerByPhone(input: Unsealed<RegisterByPhoneBody>): Promise<LoginResult> {
  const body: RegisterByPhoneBody = {
    phone: input.phone,
    verifyCode: input.verifyCode,
    agreement: true,
    ...(await sealPasswordPair(input.password, input.confirmPassword)),
  };
  const result = await http.post<LoginResult>('/v1/user/registerByPhone', body);
  acceptLogin(result);
  return result;
}

/** Sign up with a user name and an e-mail proven by its code (SPEC §7 register). */
export async function registerAccount(input: Unsealed<RegisterBody>): Promise<LoginResult> {
  const body: RegisterBody = {
    userName: input.userName,
    email: input.email,
    emailCode: input.emailCode,
    agreement: true,
    ...(await sealPasswordPair(input.password, input.confirmPassword)),
  };
  const result = await http.post<LoginResult>('/v1/user/register', body);
  acceptLogin(result);
  return result;
}
