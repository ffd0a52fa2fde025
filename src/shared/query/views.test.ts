import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetViews, invalidateViews, isViewOf, SIGNED_IN_VIEWS } from './views';

describe('the cache vocabulary', () => {
  it('knows a kind by its own keys, its Refine resources and its Refine custom calls', () => {
    expect(isViewOf('wallet', ['wallet', 'mine'])).toBe(true);
    expect(isViewOf('instances', ['data', 'default', 'container', 'list', { pagination: {} }])).toBe(true);
    expect(isViewOf('wallet', ['data', 'default', 'custom', { url: '/v1/wallet/getWalletByUserBaseId', method: 'get' }])).toBe(true);
    expect(isViewOf('wallet', ['data', 'default', 'custom', { url: '/gateway/v1/wallet/transaction/page' }])).toBe(true);
    expect(isViewOf('wallet', ['data', 'default', 'container', 'list'])).toBe(false);
    expect(isViewOf('instances', ['wallet', 'mine'])).toBe(false);
  });

  it('refetches views that are only cached, not shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnMount: false } } });
    let fetched = 0;
    await client.fetchQuery({ queryKey: ['data', 'default', 'container', 'list', {}], queryFn: async () => ++fetched });
    await client.fetchQuery({ queryKey: ['market', 'page'], queryFn: async () => 'untouched' });
    await invalidateViews(client, 'instances');
    expect(fetched).toBe(2);
    expect(client.getQueryState(['market', 'page'])?.isInvalidated).toBe(false);
  });

  it('forgets, without refetching, every view of a session that ended, or those not on screen', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let fetched = 0;
    const fetch = async () => ++fetched;
    const shown = new QueryObserver(client, { queryKey: ['user', 'loginStatus', 'token'], queryFn: fetch }).subscribe(() => {});
    await client.fetchQuery({ queryKey: ['user', 'info', 'token'], queryFn: fetch });
    await client.fetchQuery({ queryKey: ['data', 'default', 'profile', 'one', { id: 'me' }], queryFn: fetch });
    await client.fetchQuery({ queryKey: ['wallet', 'mine'], queryFn: fetch });
    await client.fetchQuery({ queryKey: ['market', 'page'], queryFn: async () => 'public' });
    await client.refetchQueries({ queryKey: ['user', 'loginStatus'] });

    forgetViews(client, SIGNED_IN_VIEWS, { keepShown: true });
    expect(client.getQueryData(['user', 'info', 'token'])).toBeUndefined();
    expect(client.getQueryData(['data', 'default', 'profile', 'one', { id: 'me' }])).toBeUndefined();
    expect(client.getQueryData(['wallet', 'mine'])).toBeUndefined();
    expect(client.getQueryData(['user', 'loginStatus', 'token'])).toBeDefined();

    forgetViews(client, SIGNED_IN_VIEWS);
    expect(client.getQueryData(['user', 'loginStatus', 'token'])).toBeUndefined();
    expect(client.getQueryData(['market', 'page'])).toBe('public');
    const before = fetched;
    await Promise.resolve();
    expect(fetched).toBe(before);
    shown();
  });
});
