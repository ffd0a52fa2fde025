import { expect, it } from 'vitest';
import * as API from './api-paths';
import { apiPath } from './api-paths';

it('fills a gateway path, each parameter one encoded segment', () => {
  expect(apiPath(API.mall.goodsDetail, { goodsBaseId: 'a/b c' })).toBe('/v1/mall/goods/detail/a%2Fb%20c');
  expect(apiPath(API.inbox.handle, { inboxKind: 'feedback', id: 3 })).toBe('/v1/inbox/feedback/handle/3');
});

it('refuses a path with a parameter left out', () => {
  expect(() => apiPath(API.notice.read, {} as { id: number })).toThrow('/v1/notice/read/:id needs id');
});
