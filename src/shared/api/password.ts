/**
 * Everything that sends a password: kept apart from the rest of the user API so that pages
 * without a password form do not download the AES code.
 */
import { encryptWithSecret } from '../crypto/aes';
import { common } from '../i18n/zh-CN/common';
import { toast } from '../ui/toast';
import { http } from './client';
import { ApiError } from './http';
import { acceptLogin, type LoginResult } from './user';

/** A single-use AES secret for one password transport; failure says 获取密钥失败 (SPEC §8). */
export async function getSecret(): Promise<{ key: string; secret: string }> {
  try {
    return await http.get<{ key: string; secret: string }>('/v1/secret/generateSecret', { silent: true });
  } catch {
    toast.error(common.secretFailed);
    throw new ApiError(-1, common.secretFailed);
  }
}

/** Encrypt a password with a fresh secret: what every password-carrying call sends. */
export async function sealPassword(password: string): Promise<{ password: string; secretKey: string }> {
  const { key, secret } = await getSecret();
  return { password: encryptWithSecret(password, secret), secretKey: key };
}

/** A new password and its confirmation, sealed with one secret (the gateway compares them). */
export async function sealPasswordPair(password: string, confirmPassword: string) {
  const { key, secret } = await getSecret();
  return {
    password: encryptWithSecret(password, secret),
    confirmPassword: encryptWithSecret(confirmPassword, secret),
    secretKey: key,
  };
}

export async function loginWithPassword(userName: string, password: string): Promise<LoginResult> {
  const sealed = await sealPassword(password);
  const result = await http.post<LoginResult>('/v1/user/login', { userName, ...sealed });
  acceptLogin(result);
  return result;
}

