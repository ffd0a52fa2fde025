import { afterEach, beforeEach, expect, it } from 'vitest';
import { decodeContent, dismiss, dismissedContent, pickAnnouncement } from './announcement';

const store = new Map<string, string>();
beforeEach(() => {
  globalThis.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Storage;
});
afterEach(() => store.clear());

const encoded = encodeURIComponent('第一行\n第二行 <b>不是标签</b>');

it('decodes URL-encoded content and keeps malformed input as it came', () => {
  expect(decodeContent(encoded)).toBe('第一行\n第二行 <b>不是标签</b>');
  expect(decodeContent('%E4%B8%8')).toBe('%E4%B8%8');
  expect(decodeContent('a+b')).toBe('a b');
});

it('picks the first announcement for the page, by list or comma string', () => {
  const records = [
    { announcementBaseId: 'm', content: encodeURIComponent('市场'), applicablePages: ['gpu-market'] },
    { announcementBaseId: 'h', content: encoded, applicablePages: 'home,news' },
  ];
  expect(pickAnnouncement(records, 'home', undefined)).toBe('第一行\n第二行 <b>不是标签</b>');
  expect(pickAnnouncement(records, 'about', undefined)).toBeNull();
  expect(pickAnnouncement(undefined, 'home', undefined)).toBeNull();
});

it('stays hidden after dismissal until the content changes, per page', () => {
  const records = [{ announcementBaseId: 'h', content: encoded, applicablePages: ['home', 'news'] }];
  dismiss('home', '第一行\n第二行 <b>不是标签</b>');
  expect(pickAnnouncement(records, 'home', dismissedContent('home'))).toBeNull();
  expect(pickAnnouncement(records, 'news', dismissedContent('news'))).not.toBeNull();
  const changed = [{ ...records[0]!, content: encodeURIComponent('新的公告') }];
  expect(pickAnnouncement(changed, 'home', dismissedContent('home'))).toBe('新的公告');
});
