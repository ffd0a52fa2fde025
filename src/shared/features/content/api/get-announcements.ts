import type { AnnouncementPage } from '../../../contracts/content';
import { http } from '../../../api/client';
import { useFirstRead, type FirstRead } from '../../../query/first-read';
import { viewKey } from '../../../query/view-key';
import * as API from '../../../core/api-paths';

/** Announcements for one page (SPEC §3: content arrives URL-encoded). A failure shows nothing (SPEC §7, §8). */
export const getAnnouncements = (page: string) =>
  http.get<AnnouncementPage>(API.announcement.page, { params: { applicablePages: page, current: 1, size: 10 }, silent: true });

export const announcementsRead = (page: string): FirstRead<AnnouncementPage> => ({
  queryKey: viewKey('content', 'announcements', page),
  queryFn: () => getAnnouncements(page),
});

/** A first read (query/first-read.ts): a public page shows it at once, without the query library. */
export const useAnnouncements = (page: string) => useFirstRead(announcementsRead(page));
