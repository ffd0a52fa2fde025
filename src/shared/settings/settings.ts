import { useSyncExternalStore } from 'react';
import { storage, subscribe } from '../auth/storage';

/** SPEC §3 settings, one typed object persisted under `settings`. */
export type ThemeMode = 'light' | 'dark';
export type ThemeColor = 'purple' | 'custonBlue';
export type LayoutMode = 'vertical' | 'horizontal' | 'mini';

export interface Settings {
  version: 1;
  themeColor: ThemeColor;
  themeMode: ThemeMode;
  layout: LayoutMode;
  stretch: boolean;
  breadcrumb: boolean;
  multiTab: boolean;
  hideLogin: boolean;
  language: 'zh_CN';
}

export const DEFAULT_SETTINGS: Settings = {
  version: 1,
  themeColor: 'purple',
  themeMode: 'dark',
  layout: 'vertical',
  stretch: false,
  breadcrumb: true,
  multiTab: true,
  hideLogin: false,
  language: 'zh_CN',
};

export const THEME_COLORS: Record<ThemeColor, string> = {
  purple: '#7c5cff',
  custonBlue: '#1677ff',
};

const pick = <T,>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Whatever is stored, answer a complete, valid settings object. */
export function normalizeSettings(raw: unknown): Settings {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof Settings, unknown>>;
  const d = DEFAULT_SETTINGS;
  return {
    version: 1,
    themeColor: pick(s.themeColor, ['purple', 'custonBlue'] as const, d.themeColor),
    themeMode: pick(s.themeMode, ['light', 'dark'] as const, d.themeMode),
    layout: pick(s.layout, ['vertical', 'horizontal', 'mini'] as const, d.layout),
    stretch: flag(s.stretch, d.stretch),
    breadcrumb: flag(s.breadcrumb, d.breadcrumb),
    multiTab: flag(s.multiTab, d.multiTab),
    hideLogin: flag(s.hideLogin, d.hideLogin),
    language: 'zh_CN',
  };
}

let cachedRaw: string | undefined;
let cached: Settings = DEFAULT_SETTINGS;

export function getSettings(): Settings {
  const raw = JSON.stringify(storage.getSettings() ?? null);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = normalizeSettings(JSON.parse(raw));
  }
  return cached;
}

export function updateSettings(patch: Partial<Omit<Settings, 'version'>>): Settings {
  const next = normalizeSettings({ ...getSettings(), ...patch });
  storage.saveSettings(next);
  return next;
}

export function resetSettings(): Settings {
  storage.saveSettings(DEFAULT_SETTINGS);
  return DEFAULT_SETTINGS;
}

export const useSettings = (): Settings => useSyncExternalStore(subscribe, getSettings, () => DEFAULT_SETTINGS);
