/**
 * The account dialogs both faces open (SPEC §2): the password-change wizard, 我的卡券 and recharge.
 * Anything may ask for one; the host mounted at the app root (src/account-dialogs) shows it, loading its code on first
 * use so that pages which never open a dialog never download it.
 */
export type AccountDialog = 'password' | 'coupons' | 'recharge';

type Listener = (dialog: AccountDialog) => void;
const listeners = new Set<Listener>();

export function openAccountDialog(dialog: AccountDialog): void {
  listeners.forEach((listener) => listener(dialog));
}

export function onAccountDialog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
