import { subscribe } from '../auth/storage';
import { getSettings, THEME_COLORS, type Settings } from './settings';

/**
 * The parts of the settings the hand-built storefront shares with the console: the theme colour
 * as CSS variables on <html> (base.css derives --accent from them). antd parts get the same
 * colour through ConfigProvider tokens.
 */
export function applySettingsToDocument(settings: Settings, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--theme-color', THEME_COLORS[settings.themeColor]);
  root.dataset.themeColor = settings.themeColor;
  root.dataset.layout = settings.layout;
}

let last: Settings | undefined;
/** Apply now and again whenever the settings change (here or in another browser tab). */
export function watchSettings(): () => void {
  const apply = () => {
    const next = getSettings();
    if (next !== last) applySettingsToDocument((last = next));
  };
  apply();
  return subscribe(apply);
}
