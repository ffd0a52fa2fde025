/**
 * Everything that sends a password seals it first: kept apart from the rest of the account API,
 * and the AES code loads when a password is first sealed (with the secret it needs), so neither
 * pages without a password form nor the login page before its first submit download it.
 */
import type { Secret, SealedPassword, SealedPasswordPair } from '../../../contracts/account';
import { http } from '../../../api/client';
import { ApiError } from '../../../api/error';
import { common } from '../../../i18n/zh-CN/common';
import { toast } from '../../../ui/toast';
import * as API from '../../../core/api-paths';

/** A single-use AES secret for one password transport; failure says 获取密钥失败 (SPEC §8). */
export async function getSecret(): Promise<Secret> {
  try {
    return await http.get<Secret>(API.secret.generateSecret, { silent: true });
  } catch {
    toast.error(common.secretFailed);
    throw new ApiError(-1, common.secretFailed);
  }
}

/** A fresh secret and the AES code, fetched side by side. */
const sealing = () => Promise.all([getSecret(), import('../../../crypto/aes')]);

/** Encrypt a password with a fresh secret: what every password-carrying call sends. */
export async function sealPassword(password: string): Promise<SealedPassword> {
  const [{ key, secret }, { encryptWithSecret }] = await sealing();
  return { password: encryptWithSecret(password, secret), secretKey: key };
}

/** A new password and its confirmation, sealed with one secret (the gateway compares them). */
export async function sealPasswordPair(password: string, confirmPassword: string): Promise<SealedPasswordPair> {
  const [{ key, secret }, { encryptWithSecret }] = await sealing();
  return { password: encryptWithSecret(password, secret), confirmPassword: encryptWithSecret(confirmPassword, secret), secretKey: key };
}

/** A new password as a form holds it. */
export interface NewPassword {
  password: string;
  confirmPassword: string;
}
