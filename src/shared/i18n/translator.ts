/**
 * The app's translator: the part of i18next the app uses, in a few hundred bytes, so the first
 * page does not download i18next (about 15 KB gzip) to look texts up. Same behaviour for what it
 * covers: namespaces (`ns`, an array searched in order, or an `ns:` prefix), nested keys,
 * `{{value}}` interpolation (a value not passed stays as written; one passed as undefined
 * becomes empty), `returnObjects` (interpolated throughout), `defaultValue`, plural keys by
 * `count` (`key_other`…), the key itself when nothing is found, and resources merged deeply as
 * each chunk adds its own.
 */

export type Resources = { [key: string]: unknown };

export interface TOptions {
  /** The namespace, or namespaces searched in order; else the translator's own. */
  ns?: string | readonly string[];
  defaultValue?: unknown;
  returnObjects?: boolean;
  /** Anything else is a value for `{{name}}`; a numeric `count` also picks a plural key. */
  [value: string]: unknown;
}

export interface TFunction {
  /** An object or list of texts (cast it to its shape). */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
  /** With a default text for a key that has none. */
  (key: string, defaultValue: string): string;
}

const OWN = Object.prototype.hasOwnProperty;
const isObject = (value: unknown): value is Resources => typeof value === 'object' && value !== null;

/** A value by its dotted path; a key that itself holds dots is found too (i18next's deepFind). */
function find(source: unknown, path: string): unknown {
  if (!isObject(source)) return undefined;
  if (OWN.call(source, path)) return source[path];
  const tokens = path.split('.');
  for (let i = tokens.length - 1; i > 0; i -= 1) {
    const head = tokens.slice(0, i).join('.');
    if (OWN.call(source, head)) {
      const found = find(source[head], tokens.slice(i).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function merge(target: Resources, source: Resources): Resources {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const current = target[key];
    // Copied in, so a later bundle never writes into the module that exported this one.
    if (isObject(value) && !Array.isArray(value)) target[key] = merge(isObject(current) && !Array.isArray(current) ? current : {}, value);
    else target[key] = value;
  }
  return target;
}

/** `{{name}}` (and i18next's unescaped `{{- name}}`) from the options. */
function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{-?(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = OWN.call(values, key) ? values[key] : find(values, key);
    if (value === undefined) return OWN.call(values, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

const OPTION_NAMES = new Set(['ns', 'defaultValue', 'returnObjects']);

export function createTranslator(options: { language: string; fallbackLanguage: string; defaultNamespace: string }) {
  const store: Record<string, Record<string, Resources>> = {};
  const listeners = new Set<() => void>();
  const fixed = new Map<string, TFunction>();
  let language = options.language;
  let plurals: Intl.PluralRules | undefined;

  const languages = () => [...new Set([language, options.fallbackLanguage])];
  const namespacesOf = (ns: TOptions['ns'], fallback: readonly string[]) => (ns === undefined ? fallback : typeof ns === 'string' ? [ns] : ns);

  function lookup(namespaces: readonly string[], key: string, count: number | undefined): unknown {
    plurals ??= new Intl.PluralRules(language.replace('_', '-'));
    const candidates = count === undefined ? [key] : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, key];
    for (const ns of namespaces) {
      for (const lng of languages()) {
        for (const candidate of candidates) {
          const value = find(store[lng]?.[ns], candidate);
          if (value !== undefined && value !== null) return value;
        }
      }
    }
    return undefined;
  }

  /** The values of an object or list, each text interpolated. */
  function deep(value: unknown, values: TOptions): unknown {
    if (typeof value === 'string') return interpolate(value, values);
    if (Array.isArray(value)) return value.map((item) => deep(item, values));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v, values)]));
    return value;
  }

  function translate(defaultNamespaces: readonly string[], rawKey: string, given?: TOptions | string): unknown {
    const opts: TOptions = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
    let key = rawKey;
    let namespaces = namespacesOf(opts.ns, defaultNamespaces);
    const colon = key.indexOf(':');
    if (colon > 0 && /^[A-Za-z][\w-]*$/.test(key.slice(0, colon))) {
      namespaces = [key.slice(0, colon)];
      key = key.slice(colon + 1);
    }
    const values: TOptions = {};
    for (const [name, value] of Object.entries(opts)) if (!OPTION_NAMES.has(name)) values[name] = value;
    const count = typeof opts.count === 'number' ? opts.count : undefined;
    let found = lookup(namespaces, key, count);
    if (found === undefined && opts.defaultValue !== undefined) found = opts.defaultValue;
    if (found === undefined) return interpolate(key, values);
    if (isObject(found)) {
      return opts.returnObjects ? deep(found, values) : `key '${key} (${language})' returned an object instead of string.`;
    }
    return typeof found === 'string' ? interpolate(found, values) : found;
  }

  const i18n = {
    get language() {
      return language;
    },
    /** Translate in the default namespace (or `options.ns`). */
    t: ((key: string, opts?: TOptions | string) => translate([options.defaultNamespace], key, opts)) as TFunction,
    /** A `t` bound to namespaces, the same function until the language changes. */
    getFixedT(ns?: string | readonly string[]): TFunction {
      const namespaces = namespacesOf(ns, [options.defaultNamespace]);
      const id = namespaces.join('\u0000');
      let t = fixed.get(id);
      if (!t) {
        t = ((key: string, opts?: TOptions | string) => translate(namespaces, key, opts)) as TFunction;
        fixed.set(id, t);
      }
      return t;
    },
    /** Merge texts into a namespace (deeply: several chunks add to one namespace). */
    addResourceBundle(lng: string, ns: string, resources: Resources): void {
      const namespaces = (store[lng] ??= {});
      namespaces[ns] = merge(namespaces[ns] ?? {}, resources);
    },
    changeLanguage(next: string): Promise<void> {
      if (next !== language) {
        language = next;
        plurals = undefined;
        fixed.clear();
        listeners.forEach((listener) => listener());
      }
      return Promise.resolve();
    },
    /** Be told when the language changes (a useSyncExternalStore subscription). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}

export type Translator = ReturnType<typeof createTranslator>;
