/**
 * The browser's persisted state, SPEC §3: one typed module over localStorage. Nothing else reads
 * or writes these keys. The SPEC's `token` cookie is set and cleared by the gateway only
 * (HttpOnly, out of reach of scripts).
 */
import type { Role, UserInfo } from '../contracts/account';

/** Stored user info (SPEC §3): the user a sign-in answered, without its roles (kept apart). */
export type StoredUser = Pick<UserInfo, 'userBaseId' | 'userName' | 'name' | 'phone' | 'certificationStatus' | 'certificationName'> &
  Partial<Pick<UserInfo, 'email' | 'avatarUrl' | 'registerType'>>;

export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  token: 'token',
  roles: 'roles',
  settings: 'settings',
  language: 'i18nextLng',
  deviceId: 'deviceId',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Be told when any stored key changes, here or in another tab. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = () => listeners.forEach((listener) => listener());
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) emit();
  });
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode); the session then lives in memory only.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const storage = {
  getToken: (): string | null => read(STORAGE_KEYS.token),
  getUser: (): StoredUser | null => readJson<StoredUser>(STORAGE_KEYS.userInfo),
  getRoles: (): Role[] => readJson<Role[]>(STORAGE_KEYS.roles) ?? [],
  getSettings: <T>(): T | null => readJson<T>(STORAGE_KEYS.settings),
  getLanguage: (): string | null => read(STORAGE_KEYS.language),

  /** Keep a fresh sign-in: token, user info and roles together. */
  saveSession(token: string, user: StoredUser, roles: Role[]): void {
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.userInfo, JSON.stringify(user));
    write(STORAGE_KEYS.roles, JSON.stringify(roles));
    emit();
  },
  saveUser(user: StoredUser, roles?: Role[]): void {
    write(STORAGE_KEYS.userInfo, JSON.stringify(user));
    if (roles) write(STORAGE_KEYS.roles, JSON.stringify(roles));
    emit();
  },
  /** Forget who is signed in: token, user info and roles. Settings stay. */
  clearSession(): void {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.userInfo, null);
    write(STORAGE_KEYS.roles, null);
    emit();
  },
  saveSettings(settings: unknown): void {
    write(STORAGE_KEYS.settings, JSON.stringify(settings));
    emit();
  },
  saveLanguage(language: string): void {
    write(STORAGE_KEYS.language, language);
  },
  /**
   * This browser's random id, sent as X-Device-Id with code requests so the gateway can count one
   * device's sends to a phone. Made once and kept; a damaged one is replaced.
   */
  getDeviceId(): string {
    const kept = read(STORAGE_KEYS.deviceId);
    if (kept && /^[\w-]{16,64}$/.test(kept)) return kept; // what the gateway accepts
    // getRandomValues also works on plain http, where randomUUID is unavailable.
    const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    write(STORAGE_KEYS.deviceId, id);
    return id;
  },
};

/** The workbench and the feedback entry need all three (SPEC §2, §5). */
export function hasFullSession(): boolean {
  const user = storage.getUser();
  return Boolean(storage.getToken() && user?.userName && user.phone);
}
