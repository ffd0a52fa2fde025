// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasFullSession, storage, subscribe, type StoredUser } from './storage';

const user: StoredUser = {
  userBaseId: '100001',
  userName: 'demo_renter',
  name: '演示租户',
  phone: '13800000001',
  certificationStatus: 'unverified',
  certificationName: '',
};

beforeEach(() => {
  localStorage.clear();
});

describe('storage', () => {
  it('keeps the session under the SPEC §3 keys, leaving the HttpOnly token cookie to the gateway', () => {
    storage.saveSession('tok-1', user, ['renter']);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
    expect(JSON.parse(localStorage.getItem('roles')!)).toEqual(['renter']);
    expect(document.cookie).toBe('');
    expect(storage.getUser()).toEqual(user);
    expect(storage.getRoles()).toEqual(['renter']);
  });

  it('clears token, user and roles but keeps settings', () => {
    storage.saveSettings({ themeMode: 'light' });
    storage.saveSession('tok-1', user, ['renter']);
    storage.clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('roles')).toBeNull();
    expect(storage.getSettings()).toEqual({ themeMode: 'light' });
  });

  it('survives corrupt JSON', () => {
    localStorage.setItem('userInfo', '{not json');
    expect(storage.getUser()).toBeNull();
    expect(storage.getRoles()).toEqual([]);
  });

  it('tells subscribers about changes', () => {
    const listener = vi.fn();
    const off = subscribe(listener);
    storage.saveSession('tok-1', user, ['renter']);
    storage.clearSession();
    off();
    storage.saveSession('tok-2', user, ['renter']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('needs user name, phone and token for a full session', () => {
    expect(hasFullSession()).toBe(false);
    storage.saveSession('tok-1', { ...user, phone: '' }, ['renter']);
    expect(hasFullSession()).toBe(false);
    storage.saveSession('tok-1', user, ['renter']);
    expect(hasFullSession()).toBe(true);
  });
});

describe('device id', () => {
  it('is made once, kept, and replaced when damaged', () => {
    const id = storage.getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.getDeviceId()).toBe(id);
    localStorage.setItem('deviceId', 'bad id');
    const fresh = storage.getDeviceId();
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(id);
    expect(localStorage.getItem('deviceId')).toBe(fresh);
  });
});
