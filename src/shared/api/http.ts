/**
 * The one HTTP client (DESIGN §3, SPEC §8): base /gateway, 50 s timeout, the token header, and
 * every envelope code handled in one place. Callers get `data` on success and an ApiError
 * otherwise; what the user is shown is decided here, not at each call site.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { Code, LOCK_CODES, SILENT_CODES, TOKEN_CODES, type Envelope } from '../core/codes';
import { http as messages } from '../i18n/zh-CN/http';

export const REQUEST_TIMEOUT = 50_000;
export const NETWORK_RETRIES = 2;
const RETRY_BASE_DELAY = 1000;
const RETRY_MAX_DELAY = 3000;

export interface RequestOptions<D = unknown> extends AxiosRequestConfig<D> {
  /** Resolve with the whole envelope, whatever its code, and show nothing (SPEC §7 createOrder). */
  raw?: boolean;
  /** Show nothing on failure; the caller handles the rejection. */
  silent?: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
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

/** The JSON body of an answer asked for as a blob (an error envelope instead of the file), or '' when it is none. */
async function envelopeOf(data: unknown): Promise<unknown> {
  try {
    const text = typeof data === 'string' ? data : data instanceof Blob ? await data.text() : '';
    return text ? JSON.parse(text) : '';
  } catch {
    return '';
  }
}

const NETWORK_CODES = new Set(['ERR_NETWORK', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'ERR_SOCKET_CONNECTION_TIMEOUT']);

export function createHttp(deps: HttpDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const instance: AxiosInstance = axios.create({
    baseURL: deps.baseURL ?? '/gateway',
    timeout: deps.timeout ?? REQUEST_TIMEOUT,
    // Every status reaches us: the envelope, not the HTTP status, carries the outcome.
    validateStatus: () => true,
    transitional: { clarifyTimeoutError: true },
  });
  instance.interceptors.request.use((config) => {
    const token = deps.getToken();
    if (token) config.headers.set('Authorization', token);
    return config;
  });

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
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await instance.request(options);
        if (options.responseType === 'blob') {
          // A file when the gateway sends one; otherwise its envelope, handled as any call's.
          // (Browsers hand a Blob; Node's adapter a string, wrapped so callers get one type.)
          if (response.status === 200 && !String(response.headers['content-type'] ?? '').includes('json')) {
            return (response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart])) as T;
          }
          return handle<T>(response.status, await envelopeOf(response.data), options);
        }
        return handle<T>(response.status, response.data, options);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (!axios.isAxiosError(error)) throw error;
        if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') {
          return fail(options, new ApiError(Code.TIMEOUT, messages.timeout), true);
        }
        if (error.code && NETWORK_CODES.has(error.code)) {
          if (attempt < NETWORK_RETRIES) {
            await sleep(retryDelay(attempt));
            continue;
          }
          return fail(options, new ApiError(Code.ERROR, messages.disconnected), true);
        }
        if (axios.isCancel(error)) throw error;
        return fail(options, new ApiError(Code.ERROR, messages.requestFailed), true);
      }
    }
  }

  return {
    instance,
    request,
    get: <T = unknown>(url: string, options: RequestOptions = {}) => request<T>({ ...options, method: 'GET', url }),
    /** A file the gateway sends (CSV, PDF, an image) as a Blob, with the token; an error envelope instead is handled as any call's. */
    file: (url: string, options: RequestOptions = {}) => request<Blob>({ ...options, method: 'GET', url, responseType: 'blob' }),
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
