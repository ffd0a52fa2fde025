import type { LoginResult, PhoneLoginBody } from '../../../contracts/account';
import { http } from '../../../api/client';
import { acceptLogin } from './accept-login';
import * as API from '../../../core/api-paths';

/** Sign in with a phone and the code sent to it (SPEC §7 loginByPhone). */
export async function loginByPhone(body: PhoneLoginBody): Promise<LoginResult> {
  const result = await http.post<LoginResult>(API.user.loginByPhone, body);
  acceptLogin(result);
  return result;
}
