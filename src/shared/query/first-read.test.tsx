// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useFirstRead, type FirstRead } from './first-read';
import { createQueryClient } from './client';
import { invalidateViews } from './views';
import { viewKey } from './view-key';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mount components reading `read`; answers what each one last showed and a way to unmount. */
async function mount(read: FirstRead<string>, copies = 1) {
  const shown: (string | undefined)[] = [];
  function Probe({ index }: { index: number }) {
    const { data } = useFirstRead(read);
    shown[index] = data;
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(Array.from({ length: copies }, (_, index) => createElement(Probe, { key: index, index }))));
  return { shown, unmount: () => act(() => root.unmount()) };
}

describe('first reads (the home page without the query library)', () => {
  it('fetch once per key however many read it, and keep the answer for the next mount', async () => {
    const queryFn = vi.fn(async () => 'slides');
    const read = { queryKey: viewKey('content', 'test-once'), queryFn };
    const first = await mount(read, 3);
    expect(first.shown).toEqual(['slides', 'slides', 'slides']);
    await first.unmount();
    const again = await mount(read);
    expect(again.shown).toEqual(['slides']);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await again.unmount();
  });

  it('show nothing when the read fails, and ask again on the next mount', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('back');
    const read = { queryKey: viewKey('content', 'test-fail'), queryFn };
    const first = await mount(read);
    expect(first.shown).toEqual([undefined]);
    await first.unmount();
    const again = await mount(read);
    expect(again.shown).toEqual(['back']);
    await again.unmount();
  });

  it('are refetched, keeping what they showed meanwhile, when a change invalidates their view', async () => {
    let answer = 'old';
    const read = { queryKey: viewKey('content', 'test-invalidate'), queryFn: vi.fn(async () => answer) };
    const other = { queryKey: viewKey('wallet', 'test-untouched'), queryFn: vi.fn(async () => 'wallet') };
    const shownContent = await mount(read);
    const shownWallet = await mount(other);
    answer = 'new';
    await act(async () => {
      await invalidateViews(createQueryClient(), 'content');
    });
    expect(shownContent.shown).toEqual(['new']);
    expect(read.queryFn).toHaveBeenCalledTimes(2);
    expect(other.queryFn).toHaveBeenCalledTimes(1);
    await shownContent.unmount();
    await shownWallet.unmount();
  });
});
