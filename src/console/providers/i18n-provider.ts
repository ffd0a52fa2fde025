import type { I18nProvider } from '@refinedev/core';
import { i18n } from '../../shared/i18n';

/** Refine speaks through the app's one translator; its keys live in the `console` namespace. */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: Record<string, unknown>, defaultMessage?: string) => {
    const value = i18n.t(key, { ns: ['console', 'common'], defaultValue: defaultMessage ?? key, ...options });
    return String(value);
  },
  changeLocale: (lang: string) => i18n.changeLanguage(lang),
  getLocale: () => i18n.language,
};
