import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttp, retryDelay } from './http';

/** A real HTTP server answering what each test needs, so the client's fetch runs unmocked. */
let server: Server;
let baseURL: string;
let resetsLeft = 0;
let seenAuthorization: string | undefined;

const envelope = (code: number, data: unknown, msg: string) => JSON.stringify({ code, data, msg });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seenAuthorization = req.headers.authorization;
    const url = new URL(req.url!, 'http://x');
    const send = (body: string, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    switch (url.pathname) {
      case '/echo': {
        let body = '';
        for await (const chunk of req) body += chunk;
        return send(envelope(100000, { method: req.method, search: url.search, type: req.headers['content-type'] ?? null, body }, 'ok'));
      }
      case '/file.csv':
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
        return res.end('a,b\n1,2\n');
      case '/ok':
        return send(envelope(100000, { id: 7 }, '操作成功'));
      case '/code':
        return send(envelope(Number(url.searchParams.get('c')), url.searchParams.get('d'), url.searchParams.get('m') ?? ''));
      case '/param-list':
        return send(envelope(50005, [{ field: 'phone', message: '请输入正确格式的手机号' }], '参数错误'));
      case '/param-object-list':
        return send(envelope(50005, [{ errorMessage: '第一项错误' }], '参数错误'));
      case '/empty':
        return send('');
      case '/html-502':
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html>bad gateway</html>');
      case '/reset':
        if (resetsLeft > 0) {
          resetsLeft -= 1;
          return req.socket.destroy();
        }
        return send(envelope(100000, 'after retry', 'ok'));
      case '/slow':
        return setTimeout(() => send(envelope(100000, 'late', 'ok')), 400);
      default:
        return send(envelope(404, null, 'no route'), 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let notify: ReturnType<typeof vi.fn<(message: string) => void>>;
let clearSession: ReturnType<typeof vi.fn<() => void>>;
let sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>>;
let token: string | null;
const client = (timeout?: number) =>
  createHttp({ baseURL, timeout, notify, clearSession, sleep, getToken: () => token });

beforeEach(() => {
  notify = vi.fn();
  clearSession = vi.fn();
  sleep = vi.fn(async () => {});
  token = null;
  resetsLeft = 0;
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('http client (SPEC §8)', () => {
  it('returns data on success and sends the token', async () => {
    token = 'tok-123';
    expect(await client().get('/ok')).toEqual({ id: 7 });
    expect(seenAuthorization).toBe('tok-123');
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([100023, 100024])('rejects lock code %i with its message and no toast', async (code) => {
    const error = await rejection(client().get(`/code?c=${code}&m=${encodeURIComponent('账号将被锁定')}`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.message).toBe('账号将被锁定');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a 50005 message from string data', async () => {
    const error = await rejection(client().get(`/code?c=50005&d=${encodeURIComponent('手机号错误')}&m=x`));
    expect(error.message).toBe('手机号错误');
    expect(notify).toHaveBeenCalledWith('手机号错误');
  });

  it('shows a 50005 message from the first item of a list', async () => {
    await rejection(client().get('/param-list'));
    expect(notify).toHaveBeenCalledWith('请输入正确格式的手机号');
    await rejection(client().get('/param-object-list'));
    expect(notify).toHaveBeenLastCalledWith('第一项错误');
  });

  it('shows a 50005 msg when data carries none', async () => {
    await rejection(client().get(`/code?c=50005&m=${encodeURIComponent('参数错误')}`));
    expect(notify).toHaveBeenCalledWith('参数错误');
  });

  it('suppresses the 50005 toast when asked', async () => {
    const error = await rejection(client().get('/param-list', { silent: true }));
    expect(error.code).toBe(50005);
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([50006, 100006, 100095])('rejects %i silently', async (code) => {
    const error = await rejection(client().get(`/code?c=${code}&m=x`));
    expect(error.code).toBe(code);
    expect(notify).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
  });

  it.each([100001, 100010, 50003])('clears the session on token code %i', async (code) => {
    const error = await rejection(client().get(`/code?c=${code}&m=x`));
    expect(error.code).toBe(code);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('登录失效，请重新登陆');
  });

  it('shows msg for other codes and throws', async () => {
    const error = await rejection(client().get(`/code?c=-1&m=${encodeURIComponent('库存不足')}`));
    expect(error.code).toBe(-1);
    expect(notify).toHaveBeenCalledWith('库存不足');
  });

  it('gives a generic message for an empty response', async () => {
    const error = await rejection(client().get('/empty'));
    expect(error.message).toBe('请求失败，请稍后重试');
    expect(notify).toHaveBeenCalledWith('请求失败，请稍后重试');
  });

  it('maps an HTTP status without an envelope to its text', async () => {
    await rejection(client().get('/html-502'));
    expect(notify).toHaveBeenCalledWith('网络错误');
  });

  it('returns the full envelope and shows nothing in raw mode', async () => {
    const response = await client().get(`/code?c=-1&m=${encodeURIComponent('库存不足')}`, { raw: true });
    expect(response).toEqual({ code: -1, data: null, msg: '库存不足' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('retries network errors twice, after 1 s then 2 s', async () => {
    resetsLeft = 2;
    expect(await client().get('/reset')).toBe('after retry');
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives up after two retries with the disconnect message', async () => {
    resetsLeft = 3;
    const error = await rejection(client().get('/reset'));
    expect(error.message).toBe('网络连接已断开，请检查网络后重试');
    expect(notify).toHaveBeenCalledWith('网络连接已断开，请检查网络后重试');
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('caps the backoff at 3 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 3000, 3000]);
  });

  it('answers a file as a Blob, and an error envelope in its place as any call does', async () => {
    const blob = await client().file('/file.csv');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('a,b\n1,2\n');
    await expect(client().file('/code?c=100099&m=无权下载')).rejects.toMatchObject({ code: 100099, message: '无权下载' });
    expect(notify).toHaveBeenCalledWith('无权下载');
    await expect(client().file('/code?c=100001')).rejects.toMatchObject({ code: 100001 });
    expect(clearSession).toHaveBeenCalled();
  });

  it('shows the timeout message', async () => {
    const error = await rejection(client(100).get('/slow'));
    expect(error.code).toBe(401);
    expect(error.message).toBe('请求超时，请稍后重试');
    expect(notify).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('sends params as a query string (lists as key[], nothing for undefined) and bodies as JSON', async () => {
    const answer = await client().post<{ method: string; search: string; type: string; body: string }>(
      '/echo?x=1',
      { name: '张三', list: [1, 2] },
      { params: { current: 2, q: 'RTX 4090', gpuType: ['A800', 'H100'], skip: undefined, none: null } },
    );
    expect(answer.method).toBe('POST');
    expect(new URLSearchParams(answer.search).toString()).toBe('x=1&current=2&q=RTX+4090&gpuType%5B%5D=A800&gpuType%5B%5D=H100');
    expect(answer.type).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ name: '张三', list: [1, 2] });
  });

  it('sends a file as it is, under the content type given', async () => {
    const answer = await client().post<{ type: string; body: string }>('/echo', new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } });
    expect(answer).toMatchObject({ type: 'application/pdf', body: '%PDF-1.4' });
  });

  it('rejects with the AbortError itself, and shows nothing, when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = client().get('/slow', { signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect((error as unknown as Error).name).toBe('AbortError');
    expect(notify).not.toHaveBeenCalled();
    expect(sleep).not.toHaveBeenCalled();
  });
});
