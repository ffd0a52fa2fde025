/**
 * The market lists (GPU market, mall, demand board) keep their filters, sorting, view and page in
 * the URL, so a search can be shared and the back button undoes a change. Each list declares its
 * fields once; these functions are the only translation between the query string and that state.
 * Defaults are left out of the URL, and malformed values read as the default.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Field =
  | { kind: 'text'; max: number }
  | { kind: 'list' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'price'; pattern: RegExp }
  | { kind: 'flag' }
  | { kind: 'choice'; options: readonly [string, ...string[]] }
  | { kind: 'page' };

/** One free-text value, cut to `max` characters. */
export const text = (max: number) => ({ kind: 'text', max }) as const;
/** Several values, comma-separated in the URL. */
export const list = () => ({ kind: 'list' }) as const;
/** A whole number within [min, max]. */
export const int = (min: number, max: number) => ({ kind: 'int', min, max }) as const;
/** A price as typed (kept as a string), matching `pattern`. */
export const price = (pattern: RegExp) => ({ kind: 'price', pattern }) as const;
/** On or off ("1" in the URL). */
export const flag = () => ({ kind: 'flag' }) as const;
/** One of `options`; the first is the default. */
export const choice = <const O extends readonly [string, ...string[]]>(options: O) => ({ kind: 'choice', options }) as const;
/** The page number, from 1. */
export const page = () => ({ kind: 'page' }) as const;

/** A list shown as cards (the default) or as a table: the choices of a `view` field. */
export const VIEWS = ['card', 'table'] as const;
export type View = (typeof VIEWS)[number];

type ValueOf<F extends Field> = F extends { kind: 'text' | 'price' }
  ? string | null
  : F extends { kind: 'list' }
    ? string[]
    : F extends { kind: 'int' }
      ? number | null
      : F extends { kind: 'flag' }
        ? boolean
        : F extends { kind: 'choice'; options: readonly (infer O)[] }
          ? O
          : number;

type Fields = Record<string, Field> & { page: { kind: 'page' } };
export type StateOf<S extends Fields> = { -readonly [K in keyof S]: ValueOf<S[K]> };

/** A whole number within [min, max] from a query value, or null. */
export const intIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

function read(field: Field, value: string | null): unknown {
  switch (field.kind) {
    case 'text':
      return value?.slice(0, field.max) || null;
    case 'list': {
      const parts = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && part.length <= 64);
      return [...new Set(parts)].slice(0, 20);
    }
    case 'int':
      return intIn(value, field.min, field.max);
    case 'price':
      return value && field.pattern.test(value) ? value : null;
    case 'flag':
      return value === '1';
    case 'choice':
      return (field.options as readonly string[]).includes(value ?? '') ? value : field.options[0];
    case 'page':
      return intIn(value, 1, 10_000) ?? 1;
  }
}

/** The value as it goes in the URL, or null for a default that is left out. */
function write(field: Field, value: unknown): string | null {
  switch (field.kind) {
    case 'list':
      return (value as string[]).length ? (value as string[]).join(',') : null;
    case 'flag':
      return value ? '1' : null;
    case 'choice':
      return value !== field.options[0] ? String(value) : null;
    case 'page':
      return (value as number) > 1 ? String(value) : null;
    default:
      return value ? String(value) : null;
  }
}

/** Whether a field narrows the list (sorting, view and page do not). */
const isFilter = (field: Field) => field.kind !== 'choice' && field.kind !== 'page';

/** A list's URL state: its defaults, reading and writing it, and how many filters are on. */
export function urlState<const S extends Fields>(fields: S) {
  type State = StateOf<S>;
  const entries = Object.entries(fields) as [keyof S & string, Field][];
  const parse = (params: URLSearchParams): State => Object.fromEntries(entries.map(([key, field]) => [key, read(field, params.get(key))])) as State;
  return {
    defaults: parse(new URLSearchParams()),
    parse,
    /** The query string for a state; parameters that are not this list's (a buy panel's) are kept from `base`. */
    toParams(state: State, base?: URLSearchParams): URLSearchParams {
      const params = new URLSearchParams(base);
      for (const [key] of entries) params.delete(key);
      for (const [key, field] of entries) {
        const value = write(field, state[key]);
        if (value !== null) params.set(key, value);
      }
      return params;
    },
    /**
     * The gateway's page query: page and size, `sort` as field and direction, and each filter that
     * is on under its gateway name (lists comma-joined, flags as "true").
     */
    toQuery<Q extends Partial<Record<string, string | number>>>(state: State, size: number, names: { [K in keyof S]?: keyof Q & string }): Q {
      const query: Record<string, string | number> = { current: state.page, size };
      if ('sort' in state) {
        const [orderField, orderSort] = String(state.sort).split('-');
        Object.assign(query, { orderField, orderSort });
      }
      for (const [key, field] of entries) {
        const name = names[key];
        const value: unknown = state[key];
        if (name && write(field, value) !== null) query[name] = Array.isArray(value) ? value.join(',') : value === true ? 'true' : (value as string | number);
      }
      return query as Q;
    },
    /** How many filters narrow the list (for the "clear" affordance). */
    activeCount: (state: State) => entries.filter(([key, field]) => isFilter(field) && write(field, state[key]) !== null).length,
  };
}

export type UrlState<S extends Fields> = ReturnType<typeof urlState<S>>;

/**
 * A list page's state from the URL, and `update`: a change is a history entry (back undoes it)
 * and starts again at page 1 unless `keepPage`.
 */
export function useUrlState<S extends Fields>(state: UrlState<S>) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: Partial<StateOf<S>>, keepPage = false) =>
      setParams((current) => state.toParams({ ...state.parse(current), ...(keepPage ? {} : { page: 1 }), ...change }, current)),
    [setParams, state],
  );
  return { value: state.parse(params), params, update, setParams };
}
