import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../lib/storage';
import { DownloadSigner, parseRange } from './download';
import { DatasetFileCache } from './file-cache';
import { createHash } from 'node:crypto';

describe('byte ranges', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-9', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=90-500', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-1', { kind: 'full' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
  ])('%s of 100 bytes → %j', (header, answer) => expect(parseRange(header, 100)).toEqual(answer));
});

describe('download links', () => {
  const signer = new DownloadSigner('a-secret-of-16-chars');
  const now = new Date('2026-01-01T00:00:00Z');
  const parts = (path: string) => Object.fromEntries([...new URL(path, 'http://x').searchParams].map(([k, v]) => [k, k === 'sig' ? v : Number(v)]));
  it('name the user they were signed for, for that file, until they expire', () => {
    const link = parts(signer.link('iris', 7, 42, now).path);
    expect(signer.check(7, link, now)).toBe(42);
    expect(signer.check(8, link, now)).toBeNull();
    expect(signer.check(7, { ...link, uid: 43 }, now)).toBeNull();
    expect(signer.check(7, link, new Date(now.getTime() + 61 * 60_000))).toBeNull();
  });
});

describe('the local file cache', () => {
  it('keeps at most its bound, dropping the least recently used file that is not in use', async () => {
    const storage = new MemoryStorage();
    const files = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const bytes = Buffer.alloc(400, name);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const objectKey = `datasets/test/${sha256.slice(0, 32)}.csv`;
        await storage.put(objectKey, bytes);
        return { objectKey, sha256, format: 'csv' as const };
      }),
    );
    const cache = await DatasetFileCache.open(storage, 1000);
    try {
      const [a, b, c] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0]];
      await cache.with(a, async () => {});
      await cache.with(b, async () => {});
      await cache.with(a, async () => {});
      await cache.with(c, async () => {});
      expect([cache.holds(a.sha256), cache.holds(b.sha256), cache.holds(c.sha256)]).toEqual([true, false, true]);
      expect(cache.size).toBe(800);
      // A file in use stays even when the bound is passed.
      await cache.with(a, async () => {
        await cache.with(b, async () => {});
        expect(cache.holds(a.sha256)).toBe(true);
      });
      await expect(cache.with({ ...a, sha256: '0'.repeat(64) }, async () => {})).rejects.toThrow(/SHA-256/);
    } finally {
      await cache.close();
    }
  });
});
