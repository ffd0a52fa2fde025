import type { LoginBody, LoginResult } from '../../../contracts/account';
import { http } from '../../../api/client';
import { acceptLogin } from './accept-login';
import { sealPassword } from './seal-password';
import * as API from '../../../core/api-paths';

/** Sign in with an account (user name, phone or e-mail) and password (SPEC §7 login). */
export async function loginWithPassword(userName: string, password: string): Promise<LoginResult> {
  const body: LoginBody = { userName, ...(await sealPassword(password)) };
  const result = await http.post<LoginResult>(API.user.login, body);
  acceptLogin(result);
  return result;
}
