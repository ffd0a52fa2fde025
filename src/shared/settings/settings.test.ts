// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applySettingsToDocument, watchSettings } from './apply';
import { DEFAULT_SETTINGS, getSettings, normalizeSettings, resetSettings, updateSettings } from './settings';

beforeEach(() => localStorage.clear());

describe('settings store', () => {
  it('defaults to SPEC §3: dark, purple, vertical, breadcrumb and tabs on, zh_CN', () => {
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ themeMode: 'dark', layout: 'vertical', themeColor: 'purple', language: 'zh_CN' });
  });

  it('persists every field under `settings` and reads it back', () => {
    updateSettings({ themeMode: 'light', themeColor: 'custonBlue', layout: 'mini', stretch: true, breadcrumb: false, multiTab: false, hideLogin: true });
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ themeMode: 'light', layout: 'mini', version: 1 });
    expect(getSettings()).toEqual({
      version: 1,
      themeMode: 'light',
      themeColor: 'custonBlue',
      layout: 'mini',
      stretch: true,
      breadcrumb: false,
      multiTab: false,
      hideLogin: true,
      language: 'zh_CN',
    });
  });

  it('answers the same object until something changes (a stable snapshot)', () => {
    const a = getSettings();
    expect(getSettings()).toBe(a);
    updateSettings({ stretch: true });
    expect(getSettings()).not.toBe(a);
  });

  it('repairs whatever is stored', () => {
    localStorage.setItem('settings', '{"themeMode":"neon","layout":42,"breadcrumb":"yes","language":"en"}');
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem('settings', 'not json');
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('resets to the defaults', () => {
    updateSettings({ themeMode: 'light' });
    expect(resetSettings()).toEqual(DEFAULT_SETTINGS);
    expect(getSettings().themeMode).toBe('dark');
  });
});

describe('applied to the document', () => {
  it('sets the theme colour variables the storefront reads', () => {
    applySettingsToDocument({ ...DEFAULT_SETTINGS, themeColor: 'custonBlue' });
    expect(document.documentElement.style.getPropertyValue('--theme-color')).toBe('#1677ff');
    expect(document.documentElement.dataset.themeColor).toBe('custonBlue');
  });

  it('follows changes live', () => {
    const stop = watchSettings();
    expect(document.documentElement.style.getPropertyValue('--theme-color')).toBe('#7c5cff');
    updateSettings({ themeColor: 'custonBlue', layout: 'horizontal' });
    expect(document.documentElement.style.getPropertyValue('--theme-color')).toBe('#1677ff');
    expect(document.documentElement.dataset.layout).toBe('horizontal');
    stop();
  });
});
