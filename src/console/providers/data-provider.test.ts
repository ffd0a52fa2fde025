import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../../shared/api/http';
import { createDataProvider, filtersToParams, sortersToParams } from './data-provider';

/** A real gateway stand-in that records each call and answers a fixed envelope. */
let server: Server;
let calls: { method: string; url: string; body: string; authorization?: string }[] = [];
let answer: { code: number; data: unknown; msg: string } = { code: 100000, data: null, msg: 'ok' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ method: req.method!, url: req.url!, body, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  answer = { code: 100000, data: null, msg: 'ok' };
});

const provider = () =>
  createDataProvider(
    createHttp({
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`,
      notify: () => {},
      clearSession: () => {},
      getToken: () => 'tok',
    }),
  );

describe('data provider mapping', () => {
  it('maps getList onto page with paging, sorting and filters', async () => {
    answer.data = { records: [{ id: 1 }, { id: 2 }], total: 12, current: 2, size: 2, pages: 6 };
    const result = await provider().getList({
      resource: 'container',
      pagination: { currentPage: 2, pageSize: 2 },
      sorters: [{ field: 'createdAt', order: 'desc' }],
      filters: [
        { field: 'status', operator: 'eq', value: 'running' },
        { field: 'name', operator: 'contains', value: '' },
      ],
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(calls[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/gateway/v1/container/page');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      current: '2',
      size: '2',
      orderField: 'createdAt',
      orderSort: 'desc',
      status: 'running',
    });
    expect(calls[0]!.authorization).toBe('tok');
  });

  it('passes what a list answers beside its page through getList', async () => {
    answer.data = { records: [{ id: 1 }], total: 1, current: 1, size: 10, pages: 1, totalAmount: '12.30', totalCovered: '2.00' };
    const result = await provider().getList({ resource: 'bill' });
    expect(result).toEqual({ data: [{ id: 1 }], total: 1, totalAmount: '12.30', totalCovered: '2.00' });
    expect(calls).toHaveLength(1);
  });

  it('maps getOne, create, update and deleteOne', async () => {
    answer.data = { id: 7 };
    const p = provider();
    await p.getOne({ resource: 'image', id: 7 });
    await p.create({ resource: 'image', variables: { name: 'a' } });
    await p.update({ resource: 'image', id: 7, variables: { name: 'b' } });
    await p.deleteOne({ resource: 'image', id: 7 });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.body}`)).toEqual([
      'GET /gateway/v1/image/detail/7 ',
      'POST /gateway/v1/image/add {"name":"a"}',
      'PATCH /gateway/v1/image/update/7 {"name":"b"}',
      'DELETE /gateway/v1/image/delete/7 ',
    ]);
  });

  it('sends actions through custom', async () => {
    await provider().custom!({ url: '/gateway/v1/container/stop/9', method: 'post', payload: { force: true } });
    expect(`${calls[0]!.method} ${calls[0]!.url} ${calls[0]!.body}`).toBe('POST /gateway/v1/container/stop/9 {"force":true}');
  });

  it('rejects with a Refine HttpError whose field errors land on fields', async () => {
    answer = { code: 50005, data: [{ field: 'name', message: '名称过长' }], msg: '参数错误' };
    await expect(provider().create({ resource: 'image', variables: {} })).rejects.toEqual({
      statusCode: 50005,
      message: '名称过长',
      errors: { name: '名称过长' },
    });
  });

  it('honours an apiPath override', async () => {
    answer.data = { records: [], total: 0 };
    await provider().getList({ resource: 'renterOrders', meta: { apiPath: '/v1/order' } });
    expect(new URL(calls[0]!.url, 'http://x').pathname).toBe('/gateway/v1/order/page');
  });
});

describe('endpoint overrides', () => {
  it('follows meta.endpoints for the back office and the profile', async () => {
    answer.data = { records: [], total: 0 };
    const p = provider();
    const endpoints = { list: '/user/list', one: '/user/{id}', delete: '/user/delete/{id}', update: '/v1/profile/update' };
    await p.getList({ resource: 'users', meta: { endpoints }, filters: [{ field: 'role', operator: 'eq', value: 'renter' }] });
    await p.getOne({ resource: 'users', id: '10 0', meta: { endpoints } });
    await p.deleteOne({ resource: 'users', id: 5, meta: { endpoints } });
    await p.update({ resource: 'profile', id: 'me', variables: { name: 'x' }, meta: { endpoints } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /gateway/user/list?current=1&size=10&role=renter',
      'GET /gateway/user/10%200',
      'DELETE /gateway/user/delete/5',
      'PATCH /gateway/v1/profile/update',
    ]);
  });

  it('passes a raw body and its content type through custom', async () => {
    await provider().custom!({
      url: '/v1/profile/avatar',
      method: 'post',
      payload: new Blob([new Uint8Array([0x89, 0x50])]),
      headers: { 'content-type': 'image/png' },
    });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('/gateway/v1/profile/avatar');
  });
});

describe('parameter helpers', () => {
  it('maps range and list filters', () => {
    expect(
      filtersToParams([
        { field: 'price', operator: 'gte', value: 1 },
        { field: 'price', operator: 'lte', value: 5 },
        { field: 'gpu', operator: 'in', value: ['A100', 'H100'] },
        { field: 'createdAt', operator: 'between', value: ['2026-01-01', undefined] },
      ]),
    ).toEqual({ priceMin: '1', priceMax: '5', gpu: 'A100,H100', createdAtMin: '2026-01-01' });
    expect(sortersToParams([])).toEqual({});
  });
});
