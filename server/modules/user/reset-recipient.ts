import { Code } from '../../../src/shared/core/codes';
import { maskEmail } from '../../../src/shared/core/identity';
import { accountKind, type AccountKind } from '../../../src/shared/core/account-kind';
import { maskPhone } from '../../../src/shared/core/validation';
import { BizError, notFound } from '../../lib/envelope';
import type { UserRow } from './service';

/** Where a forgotten password's code goes, and whose account it resets once it is right. */
export interface ResetRecipient {
  kind: AccountKind;
  channel: 'sms' | 'email';
  /** The phone or (lower-case) e-mail address the code is sent to and checked against. */
  target: string;
  /** Masked, for the page to say where the code went. */
  masked: string;
  /** The account, answered only after the code is proven right (as phone sign-in does). */
  account: () => Promise<UserRow>;
}

const UNREGISTERED = { phone: '该手机号尚未注册，请先注册', email: '该邮箱尚未注册，请先注册' } as const;

/**
 * What was typed as the account of a forgotten password, recognised by its shape. A phone or an
 * e-mail address is itself where the code goes, whether or not an account has it: whether one does
 * is told only to the holder of a right code, as phone sign-in does. A user name (whose existence
 * the sign-up form already tells) sends to its account's phone, or else to its e-mail.
 */
export async function resetRecipient(
  typed: string,
  find: { byPhone: (phone: string) => Promise<UserRow | undefined>; byEmail: (email: string) => Promise<UserRow | undefined>; byUserName: (name: string) => Promise<UserRow | undefined> },
): Promise<ResetRecipient> {
  const value = typed.trim();
  const kind = accountKind(value);
  if (kind !== 'userName') {
    const target = kind === 'email' ? value.toLowerCase() : value;
    return {
      kind,
      channel: kind === 'phone' ? 'sms' : 'email',
      target,
      masked: kind === 'phone' ? maskPhone(target) : maskEmail(target),
      account: async () => {
        const user = await (kind === 'phone' ? find.byPhone(target) : find.byEmail(target));
        if (!user) throw new BizError(Code.NOT_FOUND, UNREGISTERED[kind], { unregistered: true });
        return user;
      },
    };
  }
  const user = await find.byUserName(value);
  if (!user) throw notFound('账号不存在');
  const found = async () => user;
  if (user.phone) return { kind, channel: 'sms', target: user.phone, masked: maskPhone(user.phone), account: found };
  if (user.email) return { kind, channel: 'email', target: user.email.toLowerCase(), masked: maskEmail(user.email), account: found };
  throw new BizError(Code.NOT_ENABLED, '该账号未绑定手机号或邮箱，请联系客服找回');
}
