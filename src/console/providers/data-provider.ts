import type { CrudFilter, CrudSort, DataProvider, HttpError } from '@refinedev/core';
import type { Http, RequestOptions } from '../../shared/api/http';
import { ApiError } from '../../shared/api/error';
import type { FieldError } from '../../shared/core/codes';
import type { Page } from '../../shared/core/paging';

/**
 * Query parameters for Refine filters, following the gateway's list convention:
 * eq / contains → `field`, in → `field=a,b`, gte → `fieldMin`, lte → `fieldMax`,
 * between → both. Empty values are left out.
 */
export function filtersToParams(filters: CrudFilter[] = []): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of filters) {
    if (!('field' in filter)) continue; // conditional (or/and) filters are not part of the contract
    const { field, operator, value } = filter;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    switch (operator) {
      case 'eq':
      case 'contains':
        params[field] = String(value);
        break;
      case 'in':
        params[field] = (value as unknown[]).join(',');
        break;
      case 'gte':
        params[`${field}Min`] = String(value);
        break;
      case 'lte':
        params[`${field}Max`] = String(value);
        break;
      case 'between': {
        const [min, max] = value as [unknown, unknown];
        if (min !== undefined && min !== null && min !== '') params[`${field}Min`] = String(min);
        if (max !== undefined && max !== null && max !== '') params[`${field}Max`] = String(max);
        break;
      }
      default:
        params[field] = String(value);
    }
  }
  return params;
}

export function sortersToParams(sorters: CrudSort[] = []): Record<string, string> {
  const first = sorters[0];
  return first ? { orderField: first.field, orderSort: first.order } : {};
}

/** Refine's HttpError from the gateway's: code as statusCode, msg as message, field errors on fields. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof ApiError) {
    const errors: Record<string, string> = {};
    if (Array.isArray(error.data)) {
      for (const item of error.data as FieldError[]) if (item?.field) errors[item.field] = item.message;
    }
    return { statusCode: error.code, message: error.message, errors };
  }
  return { statusCode: -1, message: error instanceof Error ? error.message : String(error) };
}

const base = (resource: string, meta?: Record<string, unknown>) => (meta?.apiPath as string | undefined) ?? `/v1/${resource}`;

/**
 * Gateway paths for resources whose calls do not follow `/v1/<resource>/…` (the SPEC §7 back
 * office: `/user/list`, `/user/{id}`, `/user/delete/{id}`; the caller's own profile). `{id}` is
 * replaced by the encoded record id.
 */
export interface Endpoints {
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  delete?: string;
}

type Operation = keyof Endpoints;
const CONVENTION: Record<Operation, string> = { list: '/page', one: '/detail/{id}', create: '/add', update: '/update/{id}', delete: '/delete/{id}' };

/** The path of one operation on a resource, from its endpoints or the convention. */
export function endpointFor(resource: string, operation: Operation, meta?: Record<string, unknown>, id?: string | number): string {
  const template = (meta?.endpoints as Endpoints | undefined)?.[operation] ?? `${base(resource, meta)}${CONVENTION[operation]}`;
  return template.replace('{id}', encodeURIComponent(String(id ?? '')));
}

/**
 * The one data provider (DESIGN §3): every Refine call onto the gateway's contract
 * (`/v1/<resource>/page|detail|add|update|delete`, actions through `custom`).
 */
export function createDataProvider(http: Http): DataProvider {
  const call = async <T,>(options: RequestOptions): Promise<T> => {
    try {
      return await http.request<T>(options);
    } catch (error) {
      throw toHttpError(error);
    }
  };
  return {
    getApiUrl: () => '/gateway',
    getList: async ({ resource, pagination, sorters, filters, meta }) => {
      const mode = pagination?.mode ?? 'server';
      const params = {
        ...(mode === 'server' ? { current: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? 10 } : { current: 1, size: 100 }),
        ...sortersToParams(sorters),
        ...filtersToParams(filters),
        ...((meta?.params as Record<string, unknown>) ?? {}),
      };
      const page = await call<Page<never> & Record<string, unknown>>({ method: 'GET', url: endpointFor(resource, 'list', meta), params, silent: Boolean(meta?.silent) });
      // Whatever a list answers beside the page (a bill list's totalAmount…) reaches the table as is.
      const { records, total, current: _current, size: _size, pages: _pages, ...extras } = page;
      return { ...extras, data: records, total };
    },
    getOne: async ({ resource, id, meta }) => ({
      data: await call({ method: 'GET', url: endpointFor(resource, 'one', meta, id), silent: Boolean(meta?.silent) }),
    }),
    getMany: async ({ resource, ids, meta }) => ({
      data: await Promise.all(ids.map((id) => call<never>({ method: 'GET', url: endpointFor(resource, 'one', meta, id) }))),
    }),
    create: async ({ resource, variables, meta }) => ({
      data: await call({ method: 'POST', url: endpointFor(resource, 'create', meta), data: variables }),
    }),
    update: async ({ resource, id, variables, meta }) => ({
      data: await call({ method: 'PATCH', url: endpointFor(resource, 'update', meta, id), data: variables }),
    }),
    deleteOne: async ({ resource, id, meta }) => ({
      data: await call({ method: 'DELETE', url: endpointFor(resource, 'delete', meta, id) }),
    }),
    custom: async ({ url, method, payload, query, headers, meta }) => ({
      data: await call({
        method: method.toUpperCase(),
        url: url.replace(/^\/gateway/, ''),
        data: payload,
        params: query as object | undefined,
        headers: headers as Record<string, string> | undefined,
        // A call the page handles itself (an optional service that may not exist yet) stays quiet.
        silent: Boolean(meta?.silent),
      }),
    }),
  };
}
