/**
 * The home announcement's rules (SPEC §3, §4): content arrives URL-encoded; it is shown when one
 * exists for the page and differs from the content last dismissed there, kept locally per page.
 */
import type { Announcement } from '../../shared/contracts/content';

/**
 * What the banner needs of an announcement. SPEC §3 also allows the pages as one comma-separated
 * string, so that form is read too.
 */
type Shown = Pick<Announcement, 'content'> & { applicablePages: Announcement['applicablePages'] | string };

const DISMISSED_KEY = 'announcementDismissed';

/** Decode the content; a malformed encoding is shown as it came rather than dropped. */
export function decodeContent(encoded: string): string {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, '%20'));
  } catch {
    return encoded;
  }
}

export function appliesTo(announcement: Shown, page: string): boolean {
  const pages = announcement.applicablePages;
  return Array.isArray(pages) ? pages.includes(page) : pages.split(',').map((p) => p.trim()).includes(page);
}

function readDismissed(): Record<string, string> {
  try {
    const value = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function dismissedContent(page: string): string | undefined {
  return readDismissed()[page];
}

export function dismiss(page: string, content: string): void {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify({ ...readDismissed(), [page]: content }));
  } catch {
    // Storage unavailable: the banner stays closed for this visit only.
  }
}

/** The decoded content to show on a page, or null. */
export function pickAnnouncement(records: readonly Shown[] | undefined, page: string, dismissed: string | undefined): string | null {
  const found = records?.find((record) => appliesTo(record, page) && record.content);
  if (!found) return null;
  const content = decodeContent(found.content).trim();
  return content && content !== dismissed ? content : null;
}
