import { describe, expect, it } from 'vitest';
import {
  addTab,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  createTabStore,
  EMPTY,
  MAX_TABS,
  parseState,
  pin,
  refresh,
  runCommand,
  setDetail,
  tabMenu,
  type KeyValueStorage,
  type TabState,
} from './tab-store';

const open = (...keys: string[]): TabState =>
  keys.reduce((state, key) => addTab(state, { key, path: key, label: `label${key}`, home: key === '/home' }), EMPTY);
const keys = (state: TabState) => state.tabs.map((t) => t.key);

describe('addTab', () => {
  it('opens each page once and activates it', () => {
    let state = open('/home', '/a', '/b');
    expect(keys(state)).toEqual(['/home', '/a', '/b']);
    expect(state.activeKey).toBe('/b');
    state = addTab(state, { key: '/a', path: '/a?currentPage=2', label: 'label/a' });
    expect(keys(state)).toEqual(['/home', '/a', '/b']);
    expect(state.activeKey).toBe('/a');
    expect(state.tabs[1]!.path).toBe('/a?currentPage=2');
  });

  it('keeps the home tab first and pinned', () => {
    const state = addTab(open('/a'), { key: '/home', path: '/home', label: 'home', home: true });
    expect(keys(state)).toEqual(['/home', '/a']);
    expect(state.tabs[0]!.pinned).toBe(true);
  });

  it('drops the oldest closable inactive tab beyond the limit', () => {
    const many = Array.from({ length: MAX_TABS + 2 }, (_, i) => `/p${i}`);
    const state = open('/home', ...many);
    expect(state.tabs).toHaveLength(MAX_TABS);
    expect(keys(state)[0]).toBe('/home');
    expect(keys(state)).not.toContain('/p0');
    expect(state.activeKey).toBe(`/p${MAX_TABS + 1}`);
  });
});

describe('closing', () => {
  it('activates the right neighbour when the active tab closes, else the left one', () => {
    let state = addTab(open('/home', '/a', '/b', '/c'), { key: '/b', path: '/b', label: 'b' });
    state = closeTab(state, '/b');
    expect(keys(state)).toEqual(['/home', '/a', '/c']);
    expect(state.activeKey).toBe('/c');
    state = closeTab(state, '/c');
    expect(state.activeKey).toBe('/a');
  });

  it('keeps the active tab when another closes', () => {
    const state = closeTab(open('/home', '/a', '/b'), '/a');
    expect(state.activeKey).toBe('/b');
  });

  it('never closes the home tab or a pinned tab', () => {
    let state = open('/home', '/a');
    expect(closeTab(state, '/home')).toBe(state);
    state = pin(state, '/a');
    expect(closeTab(state, '/a')).toBe(state);
  });

  it('closes left and right of a tab, skipping pinned ones', () => {
    let state = pin(open('/home', '/a', '/b', '/c', '/d', '/e'), '/b');
    // pinning moves /b to the front, after home
    expect(keys(state)).toEqual(['/home', '/b', '/a', '/c', '/d', '/e']);
    const left = closeLeft(state, '/d');
    expect(keys(left)).toEqual(['/home', '/b', '/d', '/e']);
    expect(left.activeKey).toBe('/e');
    state = addTab(state, { key: '/c', path: '/c', label: 'c' });
    const right = closeRight(state, '/a');
    expect(keys(right)).toEqual(['/home', '/b', '/a']);
    expect(right.activeKey).toBe('/a');
  });

  it('closes the others and all, keeping pinned tabs', () => {
    const state = pin(open('/home', '/a', '/b', '/c'), '/a');
    const others = closeOthers(state, '/b');
    expect(keys(others)).toEqual(['/home', '/a', '/b']);
    expect(others.activeKey).toBe('/b');
    const all = closeAll(state);
    expect(keys(all)).toEqual(['/home', '/a']);
    expect(all.activeKey).toBe('/home');
  });

  it('ignores unknown keys', () => {
    const state = open('/home', '/a');
    for (const next of [closeTab(state, '/x'), closeLeft(state, '/x'), closeRight(state, '/x'), closeOthers(state, '/x'), pin(state, '/x')]) {
      expect(next).toBe(state);
    }
  });
});

describe('pin, refresh and details', () => {
  it('toggles pinning, but never unpins home', () => {
    let state = pin(open('/home', '/a', '/b'), '/b');
    expect(keys(state)).toEqual(['/home', '/b', '/a']);
    state = pin(state, '/b');
    expect(state.tabs.find((t) => t.key === '/b')!.pinned).toBe(false);
    expect(pin(state, '/home')).toBe(state);
  });

  it('bumps the version of the refreshed tab only', () => {
    const state = refresh(refresh(open('/home', '/a'), '/a'), '/a');
    expect(state.tabs.map((t) => t.version)).toEqual([0, 2]);
  });

  it('names a detail tab by its record', () => {
    const state = setDetail(open('/home', '/users/7'), '/users/7', 'demo_renter');
    expect(state.tabs[1]!.detail).toBe('demo_renter');
    expect(setDetail(state, '/users/7', 'demo_renter')).toBe(state);
  });
});

describe('context menu as data', () => {
  it('disables what would do nothing', () => {
    const state = addTab(open('/home', '/a', '/b'), { key: '/a', path: '/a', label: 'a' });
    const menu = (key: string) => Object.fromEntries(tabMenu(state, key).map((item) => [item.key, item.disabled]));
    expect(menu('/home')).toEqual({
      refresh: true,
      fullscreen: true,
      pin: true,
      close: true,
      closeLeft: true,
      closeRight: false,
      closeOthers: false,
      closeAll: false,
    });
    expect(menu('/a')).toMatchObject({ refresh: false, close: false, closeLeft: true, closeRight: false });
    expect(menu('/b')).toMatchObject({ refresh: true, closeRight: true, closeLeft: false });
    expect(tabMenu(closeAll(state), '/home').find((i) => i.key === 'closeAll')!.disabled).toBe(true);
    expect(tabMenu(state, '/missing')).toEqual([]);
  });

  it('runs commands by name', () => {
    const state = open('/home', '/a', '/b');
    expect(keys(runCommand(state, 'closeOthers', '/a'))).toEqual(['/home', '/a']);
    expect(runCommand(state, 'refresh', '/b').tabs[2]!.version).toBe(1);
  });
});

describe('persistence', () => {
  const memory = (): KeyValueStorage & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  };

  it('keeps tabs per user across a reload while multi-tab is on', () => {
    const storage = memory();
    const store = createTabStore(storage);
    store.load('tabs:100001');
    store.update(() => open('/home', '/a', '/b'));
    store.update((s) => pin(s, '/b'));
    const reloaded = createTabStore(storage);
    reloaded.load('tabs:100001');
    expect(keys(reloaded.getState())).toEqual(['/home', '/b', '/a']);
    expect(reloaded.getState().activeKey).toBe('/b');
    const otherUser = createTabStore(storage);
    otherUser.load('tabs:100002');
    expect(otherUser.getState()).toEqual(EMPTY);
  });

  it('forgets them when multi-tab is turned off', () => {
    const storage = memory();
    const store = createTabStore(storage);
    store.load('tabs:1');
    store.update(() => open('/home', '/a'));
    store.setPersistent(false);
    expect(storage.data.has('tabs:1')).toBe(false);
  });

  it('notifies subscribers only on change', () => {
    const store = createTabStore(null);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.update((s) => addTab(s, { key: '/a', path: '/a', label: 'a' }));
    store.update((s) => closeTab(s, '/missing'));
    expect(calls).toBe(1);
  });

  it('rejects corrupt or unsafe stored tabs', () => {
    expect(parseState('{nope')).toEqual(EMPTY);
    expect(parseState(JSON.stringify({ tabs: 'x' }))).toEqual(EMPTY);
    const state = parseState(
      JSON.stringify({
        tabs: [
          { key: '/a', path: '/a', label: 'a' },
          { key: '/evil', path: '//evil.example.com', label: 'x' },
          { key: 'javascript:alert(1)', path: '/x', label: 'x' },
        ],
        activeKey: '/gone',
      }),
    );
    expect(keys(state)).toEqual(['/a']);
    expect(state.activeKey).toBe('/a');
  });
});
