/**
 * The tab bar as a plain store (vben-admin's model): pure transitions over {tabs, activeKey},
 * a tiny subscribable container around them, and persistence. No React in here, so every rule
 * is unit tested on its own.
 */

export interface Tab {
  /** The page's pathname: one tab per page. */
  key: string;
  /** Where the tab leads: pathname plus query, kept up to date as the page changes its query. */
  path: string;
  /** i18n key of the resource (and action) that names the tab. */
  label: string;
  /** The record a detail page shows (user name, order number…), appended to the label. */
  detail?: string;
  pinned: boolean;
  /** The home tab: always first, pinned, never closed. */
  home?: boolean;
  /** Bumped by refresh; the content is keyed by it, so a refresh remounts the page. */
  version: number;
}

export interface TabState {
  tabs: Tab[];
  activeKey: string | null;
}

export const EMPTY: TabState = { tabs: [], activeKey: null };
/** More than this and the oldest unpinned, inactive tab is dropped (each tab keeps its page alive). */
export const MAX_TABS = 12;

const closable = (tab: Tab) => !tab.pinned && !tab.home;
const indexOf = (state: TabState, key: string) => state.tabs.findIndex((tab) => tab.key === key);
/** Pinned tabs sit before the others, home first; otherwise the order is the user's. */
const ordered = (tabs: Tab[]) => [...tabs.filter((t) => t.home), ...tabs.filter((t) => t.pinned && !t.home), ...tabs.filter((t) => !t.pinned && !t.home)];

/** Keep `keep`, and make sure the active tab still exists (falling back to `fallback`). */
function withTabs(state: TabState, tabs: Tab[], fallback: string | null): TabState {
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : fallback && tabs.some((t) => t.key === fallback) ? fallback : (tabs.at(-1)?.key ?? null);
  return { tabs, activeKey };
}

export type NewTab = Pick<Tab, 'key' | 'path' | 'label'> & Partial<Pick<Tab, 'detail' | 'pinned' | 'home'>>;

/** Open (or re-activate) the tab of a page. */
export function addTab(state: TabState, input: NewTab): TabState {
  const i = indexOf(state, input.key);
  if (i >= 0) {
    const tabs = state.tabs.slice();
    const current = tabs[i]!;
    tabs[i] = { ...current, path: input.path, label: input.label, detail: input.detail ?? current.detail };
    return { tabs, activeKey: input.key };
  }
  const tab: Tab = { version: 0, pinned: Boolean(input.pinned || input.home), ...input };
  let tabs = ordered([...state.tabs, tab]);
  while (tabs.length > MAX_TABS) {
    const victim = tabs.find((t) => closable(t) && t.key !== input.key && t.key !== state.activeKey);
    if (!victim) break;
    tabs = tabs.filter((t) => t !== victim);
  }
  return { tabs, activeKey: input.key };
}

export function activate(state: TabState, key: string): TabState {
  return indexOf(state, key) >= 0 ? { ...state, activeKey: key } : state;
}

/** Close one tab; closing the active one activates its right neighbour, else its left one. */
export function closeTab(state: TabState, key: string): TabState {
  const i = indexOf(state, key);
  if (i < 0 || !closable(state.tabs[i]!)) return state;
  const tabs = state.tabs.filter((t) => t.key !== key);
  if (state.activeKey !== key) return { tabs, activeKey: state.activeKey };
  const neighbour = tabs[i] ?? tabs[i - 1] ?? null;
  return { tabs, activeKey: neighbour?.key ?? null };
}

/** Bulk closes skip pinned tabs; when the active tab goes, the one acted on becomes active. */
export function closeLeft(state: TabState, key: string): TabState {
  const i = indexOf(state, key);
  if (i < 0) return state;
  return withTabs(state, state.tabs.filter((t, j) => j >= i || !closable(t)), key);
}

export function closeRight(state: TabState, key: string): TabState {
  const i = indexOf(state, key);
  if (i < 0) return state;
  return withTabs(state, state.tabs.filter((t, j) => j <= i || !closable(t)), key);
}

export function closeOthers(state: TabState, key: string): TabState {
  if (indexOf(state, key) < 0) return state;
  return { tabs: state.tabs.filter((t) => t.key === key || !closable(t)), activeKey: key };
}

export function closeAll(state: TabState): TabState {
  const tabs = state.tabs.filter((t) => !closable(t));
  return withTabs(state, tabs, tabs[0]?.key ?? null);
}

/** Pin or unpin (toggle when `pinned` is left out). The home tab stays pinned. */
export function pin(state: TabState, key: string, pinned?: boolean): TabState {
  const i = indexOf(state, key);
  if (i < 0 || state.tabs[i]!.home) return state;
  const tabs = state.tabs.map((t) => (t.key === key ? { ...t, pinned: pinned ?? !t.pinned } : t));
  return { ...state, tabs: ordered(tabs) };
}

export function refresh(state: TabState, key: string): TabState {
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, version: t.version + 1 } : t)) };
}

export function setDetail(state: TabState, key: string, detail: string | undefined): TabState {
  const i = indexOf(state, key);
  if (i < 0 || state.tabs[i]!.detail === detail) return state;
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, detail } : t)) };
}

export type TabCommand = 'refresh' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll' | 'pin' | 'fullscreen';

export interface TabMenuItem {
  key: TabCommand;
  /** i18n key of the label. */
  label: string;
  disabled: boolean;
  divided?: boolean;
}

/** The context menu of a tab, as data: which commands exist and which would do nothing now. */
export function tabMenu(state: TabState, key: string, options: { fullscreen?: boolean } = {}): TabMenuItem[] {
  const i = indexOf(state, key);
  const tab = state.tabs[i];
  if (!tab) return [];
  const anyClosable = (tabs: Tab[]) => tabs.some(closable);
  return [
    { key: 'refresh', label: 'tabs.refresh', disabled: tab.key !== state.activeKey },
    { key: 'fullscreen', label: options.fullscreen ? 'tabs.exitFullscreen' : 'tabs.fullscreen', disabled: tab.key !== state.activeKey },
    { key: 'pin', label: tab.pinned ? 'tabs.unpin' : 'tabs.pin', disabled: Boolean(tab.home), divided: true },
    { key: 'close', label: 'tabs.close', disabled: !closable(tab), divided: true },
    { key: 'closeLeft', label: 'tabs.closeLeft', disabled: !anyClosable(state.tabs.slice(0, i)) },
    { key: 'closeRight', label: 'tabs.closeRight', disabled: !anyClosable(state.tabs.slice(i + 1)) },
    { key: 'closeOthers', label: 'tabs.closeOthers', disabled: !anyClosable(state.tabs.filter((t) => t.key !== key)) },
    { key: 'closeAll', label: 'tabs.closeAll', disabled: !anyClosable(state.tabs) },
  ];
}

/** Apply a close/pin/refresh command. */
export function runCommand(state: TabState, command: Exclude<TabCommand, 'fullscreen'>, key: string): TabState {
  switch (command) {
    case 'refresh':
      return refresh(state, key);
    case 'close':
      return closeTab(state, key);
    case 'closeLeft':
      return closeLeft(state, key);
    case 'closeRight':
      return closeRight(state, key);
    case 'closeOthers':
      return closeOthers(state, key);
    case 'closeAll':
      return closeAll(state);
    case 'pin':
      return pin(state, key);
  }
}

/** Whatever was stored, answer a valid state (or the empty one). */
export function parseState(raw: string | null): TabState {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<TabState>;
    if (!Array.isArray(value.tabs)) return EMPTY;
    const tabs = value.tabs
      .filter((t): t is Tab => typeof t?.key === 'string' && t.key.startsWith('/') && typeof t.path === 'string' && t.path.startsWith('/') && !t.path.startsWith('//') && typeof t.label === 'string')
      .slice(0, MAX_TABS)
      .map((t) => ({ key: t.key, path: t.path, label: t.label, detail: typeof t.detail === 'string' ? t.detail : undefined, pinned: Boolean(t.pinned), home: Boolean(t.home), version: 0 }));
    return withTabs({ tabs: ordered(tabs), activeKey: typeof value.activeKey === 'string' ? value.activeKey : null }, ordered(tabs), null);
  } catch {
    return EMPTY;
  }
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TabStore {
  getState(): TabState;
  subscribe(listener: () => void): () => void;
  update(transition: (state: TabState) => TabState): TabState;
  /** Persist from now on (multi-tab on) or forget what was kept (off). */
  setPersistent(persistent: boolean): void;
  /** Start over for another user (or after sign-out). */
  load(storageKey: string | null): void;
}

/** A store holding one TabState, optionally persisted under a per-user key. */
export function createTabStore(storage: KeyValueStorage | null): TabStore {
  let state = EMPTY;
  let storageKey: string | null = null;
  let persistent = true;
  const listeners = new Set<() => void>();
  const save = () => {
    if (!storage || !storageKey) return;
    try {
      if (persistent) storage.setItem(storageKey, JSON.stringify({ tabs: state.tabs.map(({ version: _v, ...t }) => t), activeKey: state.activeKey }));
      else storage.removeItem(storageKey);
    } catch {
      // Full or disabled storage: tabs then live for this page view only.
    }
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(transition) {
      const next = transition(state);
      if (next !== state) {
        state = next;
        save();
        listeners.forEach((l) => l());
      }
      return state;
    },
    setPersistent(value) {
      persistent = value;
      save();
    },
    load(key) {
      storageKey = key;
      let raw: string | null = null;
      try {
        raw = key && storage && persistent ? storage.getItem(key) : null;
      } catch {
        raw = null;
      }
      state = parseState(raw);
      listeners.forEach((l) => l());
    },
  };
}
