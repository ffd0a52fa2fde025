import { useSyncExternalStore } from 'react';
import type { Role } from '../contracts/account';
import { storage, subscribe, type StoredUser } from './storage';

export interface Session {
  token: string | null;
  user: StoredUser | null;
  roles: Role[];
  /** Signed in: a token and the user it belongs to. */
  loggedIn: boolean;
}

const ANONYMOUS: Session = { token: null, user: null, roles: [], loggedIn: false };
let cacheKey = '';
let cached: Session = ANONYMOUS;

/** The stored session, stable between changes (a useSyncExternalStore snapshot). */
export function getSession(): Session {
  const token = storage.getToken();
  const user = storage.getUser();
  const roles = storage.getRoles();
  const key = `${token}|${JSON.stringify(user)}|${roles.join(',')}`;
  if (key !== cacheKey) {
    cacheKey = key;
    cached = { token, user, roles, loggedIn: Boolean(token && user) };
  }
  return cached;
}

export const useSession = (): Session => useSyncExternalStore(subscribe, getSession, () => ANONYMOUS);

/**
 * SPEC §2: feedback needs a user name, a phone and a token. Read from the session snapshot, so
 * a prerendered page hydrates as anonymous and then follows the session.
 */
export function useFullSession(): boolean {
  const { token, user } = useSession();
  return Boolean(token && user?.userName && user.phone);
}
