import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works: long enough to finish or resume a download of these files. */
export const LINK_MINUTES = 60;

/**
 * Signed download links: the browser cannot send the token header when it follows a link, so a
 * signed-in user asks for a link naming the file, themselves and an expiry, and the gateway checks
 * the signature when the link is followed (or resumed with Range).
 */
export class DownloadSigner {
  constructor(private readonly secret: string) {}

  private sign(fileId: number, userId: number, expires: number): string {
    return createHmac('sha256', this.secret).update(`dataset-file:${fileId}:${userId}:${expires}`).digest('base64url');
  }

  link(datasetId: string, fileId: number, userId: number, now: Date) {
    const expires = now.getTime() + LINK_MINUTES * 60_000;
    const query = new URLSearchParams({ expires: String(expires), uid: String(userId), sig: this.sign(fileId, userId, expires) });
    return { path: `/gateway/v1/dataset/file/${encodeURIComponent(datasetId)}/${fileId}?${query}`, expires: new Date(expires) };
  }

  /** The user a valid, unexpired link was signed for, or null. */
  check(fileId: number, link: { expires?: number; uid?: number; sig?: string }, now: Date): number | null {
    if (!link.expires || !link.uid || !link.sig || link.expires < now.getTime()) return null;
    const expected = Buffer.from(this.sign(fileId, link.uid, link.expires));
    const given = Buffer.from(link.sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? link.uid : null;
  }
}

/** A Range header's answer: the whole file, one satisfiable range, or 416. */
export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * RFC 9110 byte ranges, one range per request (`bytes=a-b`, `bytes=a-`, `bytes=-n`). A header that
 * is not a single byte range is ignored (the whole file, as the RFC allows); a range that starts
 * past the end, or a zero-length suffix, is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
