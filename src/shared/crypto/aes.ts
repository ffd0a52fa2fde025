import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/**
 * Encrypt a password for transport with the single-use server secret (SPEC §7): AES, ECB mode,
 * PKCS7 padding, key = the secret's UTF-8 bytes, output base64.
 */
export function encryptWithSecret(plain: string, secret: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(secret), { mode: ECB, padding: Pkcs7 }).toString();
}
