import type { LoginResult, PhoneLoginBody } from '../../../contracts/account';
import { http } from '../../../api/client';
import { acceptLogin } from './accept-login';

/** Sign in with a phone and the code sent to it (SPEC §7 loginByPhone). */
export async function loginByPhone(body: PhoneLoginBody): Promise<LoginResult> {
  const result = await http.post<LoginResult>('/v1/user/loginByPhone', body);
  acceptLogin(result);
  return result;
}
