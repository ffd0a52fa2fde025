/**
 * The one HTTP client (DESIGN §3, SPEC §8): base /gateway, 50 s timeout, the token header, and
 * every envelope code handled in one place. Callers get `data` on success and an ApiError
 * otherwise; what the user is shown is decided here, not at each call site. It is the browser's
 * fetch with that handling around it (about 1 KB gzip where axios took 20 KB of the first page).
 */
import { Code, LOCK_CODES, SILENT_CODES, TOKEN_CODES, type Envelope } from '../core/codes';
import { http as messages } from '../i18n/zh-CN/http';
import { ApiError } from './error';

export { ApiError };

export const REQUEST_TIMEOUT = 50_000;
export const NETWORK_RETRIES = 2;
const RETRY_BASE_DELAY = 1000;
const RETRY_MAX_DELAY = 3000;

export interface RequestOptions {
  method?: string;
  /** A path under the base (or an absolute URL). */
  url?: string;
  /** Query parameters; undefined and null are left out, a list is sent as `key[]=…` each. */
  params?: object;
  /** The body: JSON unless it is a Blob, FormData, URLSearchParams, ArrayBuffer or text. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Aborts the request; the rejection is then the AbortError itself, shown to no one. */
  signal?: AbortSignal;
  /** Resolve with the whole envelope, whatever its code, and show nothing (SPEC §7 createOrder). */
  raw?: boolean;
  /** Show nothing on failure; the caller handles the rejection. */
  silent?: boolean;
}

export interface HttpDeps {
  /** Show an error message to the user. */
  notify(message: string): void;
  /** Read the current token. */
  getToken(): string | null;
  /** Forget the stored user and token (token codes). */
  clearSession(): void;
  baseURL?: string;
  timeout?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The backoff before network retry n (0-based): 1 s, 2 s, capped at 3 s. */
export const retryDelay = (attempt: number) => Math.min(RETRY_BASE_DELAY * 2 ** attempt, RETRY_MAX_DELAY);

/** SPEC §8: string data, or the first item's message, or msg. */
export function paramMessage(envelope: Envelope): string {
  const { data } = envelope;
  if (typeof data === 'string' && data) return data;
  if (Array.isArray(data) && data.length > 0) {
    const first = data[0] as { message?: unknown; errorMessage?: unknown; defaultMessage?: unknown };
    const text = first.message ?? first.errorMessage ?? first.defaultMessage;
    if (typeof text === 'string' && text) return text;
  }
  return envelope.msg || messages.requestFailed;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/** The query string of `params`, as axios wrote it: lists as `key[]`, dates in ISO, objects as JSON. */
export function queryString(params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const many = Array.isArray(value);
    for (const item of many ? value : [value]) {
      if (item === undefined || item === null) continue;
      const text = item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item);
      search.append(many ? `${key}[]` : key, text);
    }
  }
  return search.toString();
}

const isRawBody = (data: unknown) =>
  typeof data === 'string' ||
  data instanceof ArrayBuffer ||
  ArrayBuffer.isView(data) ||
  (typeof Blob !== 'undefined' && data instanceof Blob) ||
  (typeof FormData !== 'undefined' && data instanceof FormData) ||
  data instanceof URLSearchParams;

/** Why a request got no answer: the caller's abort, our timeout, or the network. */
type Failure = 'aborted' | 'timeout' | 'network';
class NoAnswer extends Error {
  constructor(
    readonly failure: Failure,
    readonly original: unknown,
  ) {
    super(failure);
  }
}

/** One exchange with the gateway: the status, the content type and the body. */
export interface Answer<T> {
  status: number;
  contentType: string;
  data: T;
}

export function createHttp(deps: HttpDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const baseURL = (deps.baseURL ?? '/gateway').replace(/\/+$/, '');
  const timeout = deps.timeout ?? REQUEST_TIMEOUT;

  /** Sends once; rejects with NoAnswer when no answer came. Every status is an answer. */
  async function send(options: RequestOptions, as: 'json' | 'blob'): Promise<Answer<unknown>> {
    const path = options.url ?? '';
    const query = queryString(options.params);
    const url = `${/^[a-z][a-z\d+.-]*:\/\//i.test(path) ? path : `${baseURL}/${path.replace(/^\/+/, '')}`}${query ? (path.includes('?') ? '&' : '?') + query : ''}`;
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    const token = deps.getToken();
    if (token) headers.set('Authorization', token);
    let body: BodyInit | undefined;
    if (options.data !== undefined && options.data !== null) {
      if (isRawBody(options.data)) body = options.data as BodyInit;
      else {
        body = JSON.stringify(options.data);
        headers.set('Content-Type', 'application/json');
      }
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const caller = options.signal;
    const forward = () => controller.abort();
    if (caller?.aborted) controller.abort();
    caller?.addEventListener('abort', forward);
    try {
      const response = await fetch(url, { method: (options.method ?? 'GET').toUpperCase(), headers, body, signal: controller.signal });
      const contentType = response.headers.get('content-type') ?? '';
      if (as === 'blob') return { status: response.status, contentType, data: await response.blob() };
      const text = await response.text();
      let data: unknown = text;
      if (text) {
        try {
          data = JSON.parse(text);
        } catch {
          // Not JSON (an HTML error page): handled as a body without an envelope.
        }
      }
      return { status: response.status, contentType, data };
    } catch (error) {
      throw new NoAnswer(timedOut ? 'timeout' : caller?.aborted ? 'aborted' : 'network', error);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    }
  }

  /** `send` with SPEC §8's handling of no answer: retries on the network, then the messages. */
  async function exchange(options: RequestOptions, as: 'json' | 'blob'): Promise<Answer<unknown>> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(options, as);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        if (error.failure === 'aborted') throw error.original;
        if (error.failure === 'timeout') return fail(options, new ApiError(Code.TIMEOUT, messages.timeout), true);
        if (attempt < NETWORK_RETRIES) {
          await sleep(retryDelay(attempt));
          continue;
        }
        return fail(options, new ApiError(Code.ERROR, messages.disconnected), true);
      }
    }
  }

  const fail = (options: RequestOptions, error: ApiError, show: boolean): never => {
    if (show && !options.silent && !options.raw) deps.notify(error.message);
    throw error;
  };

  function handle<T>(status: number, body: unknown, options: RequestOptions): T {
    if (body === '' || body === undefined || body === null) {
      return fail(options, new ApiError(Code.ERROR, messages.status[status] ?? messages.requestFailed), true);
    }
    if (!isEnvelope(body)) {
      const message = status >= 400 ? (messages.status[status] ?? messages.requestFailed) : messages.requestFailed;
      return fail(options, new ApiError(Code.ERROR, message, body), true);
    }
    if (options.raw) return body as T;
    const { code, data, msg } = body;
    if (code === Code.SUCCESS) return data as T;
    if (LOCK_CODES.includes(code)) return fail(options, new ApiError(code, msg, data), false);
    if (code === Code.PARAM) return fail(options, new ApiError(code, paramMessage(body), data), true);
    if (SILENT_CODES.includes(code)) return fail(options, new ApiError(code, msg, data), false);
    if (TOKEN_CODES.includes(code)) {
      deps.clearSession();
      return fail(options, new ApiError(code, messages.tokenExpired, data), true);
    }
    return fail(options, new ApiError(code, msg || messages.requestFailed, data), true);
  }

  async function request<T = unknown>(options: RequestOptions): Promise<T> {
    const answer = await exchange(options, 'json');
    return handle<T>(answer.status, answer.data, options);
  }

  /** A file the gateway sends, as it came, with its status and content type. */
  const blob = (url: string, options: RequestOptions = {}) => exchange({ ...options, method: 'GET', url }, 'blob') as Promise<Answer<Blob>>;

  /** A file the gateway sends (an export, a PDF, an image), or its refusal handled as any call's. */
  async function file(url: string, options: RequestOptions = {}): Promise<Blob> {
    const answer = await blob(url, options);
    if (answer.status === 200 && !answer.contentType.includes('json')) return answer.data;
    let body: unknown = '';
    try {
      body = JSON.parse(await answer.data.text());
    } catch {
      body = '';
    }
    return handle<Blob>(answer.status, body, options);
  }

  return {
    request,
    file,
    get: <T = unknown>(url: string, options: RequestOptions = {}) => request<T>({ ...options, method: 'GET', url }),
    delete: <T = unknown>(url: string, options: RequestOptions = {}) => request<T>({ ...options, method: 'DELETE', url }),
    post: <T = unknown>(url: string, data?: unknown, options: RequestOptions = {}) =>
      request<T>({ ...options, method: 'POST', url, data }),
    put: <T = unknown>(url: string, data?: unknown, options: RequestOptions = {}) =>
      request<T>({ ...options, method: 'PUT', url, data }),
    patch: <T = unknown>(url: string, data?: unknown, options: RequestOptions = {}) =>
      request<T>({ ...options, method: 'PATCH', url, data }),
  };
}

export type Http = ReturnType<typeof createHttp>;
