import { useSyncExternalStore } from 'react';
import { storage } from '../auth/storage';
import { createTranslator, type Resources, type TFunction } from './translator';
import { common } from './zh-CN/common';

export type { TFunction, TOptions } from './translator';

export const DEFAULT_LANGUAGE = 'zh_CN';
export const SUPPORTED_LANGUAGES = [DEFAULT_LANGUAGE] as const;

/** zh_CN unless the stored i18nextLng names another supported language (SPEC §9). */
export function resolveLanguage(stored: string | null): string {
  return stored && (SUPPORTED_LANGUAGES as readonly string[]).includes(stored) ? stored : DEFAULT_LANGUAGE;
}

const language = resolveLanguage(storage.getLanguage());
storage.saveLanguage(language);

/**
 * The one translator both faces speak through (Refine's i18n provider included). Every page
 * needs `common`; each face and feature adds its namespaces as its code loads (`account` with
 * the components that speak it, ../account.ts). The HTTP client's and the validation rules'
 * messages are read by those modules directly (zh-CN/http.ts, zh-CN/validation.ts).
 */
export const i18n = createTranslator({ language, fallbackLanguage: DEFAULT_LANGUAGE, defaultNamespace: 'common' });
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'common', common);

/** Each face registers its own namespaces when its code loads. */
export function addResources(namespace: string, resources: Resources): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, resources);
}

const currentLanguage = () => i18n.language;

/**
 * `t` for a component, in its namespace (or namespaces, searched in order; `common` when none is
 * named), as react-i18next's hook gives it: the same function from render to render, a new one
 * when the language changes.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
  return { t: i18n.getFixedT(ns), i18n };
}
