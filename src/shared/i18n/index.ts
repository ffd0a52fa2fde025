import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../auth/storage';
import { zhCN } from './zh-CN';

export const DEFAULT_LANGUAGE = 'zh_CN';
export const SUPPORTED_LANGUAGES = [DEFAULT_LANGUAGE] as const;

/** zh_CN unless the stored i18nextLng names another supported language (SPEC §9). */
export function resolveLanguage(stored: string | null): string {
  return stored && (SUPPORTED_LANGUAGES as readonly string[]).includes(stored) ? stored : DEFAULT_LANGUAGE;
}

const language = resolveLanguage(storage.getLanguage());
storage.saveLanguage(language);

void i18n.use(initReactI18next).init({
  lng: language,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { [DEFAULT_LANGUAGE]: zhCN },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Each face registers its own namespaces when its code loads. */
export function addResources(namespace: string, resources: Record<string, unknown>): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, resources, true, true);
}

export { i18n };
