import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementPage } from '../../../contracts/content';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';

/** Announcements for one page (SPEC §3: content arrives URL-encoded). A failure shows nothing (SPEC §7, §8). */
export const getAnnouncements = (page: string) =>
  http.get<AnnouncementPage>('/v1/announcement/page', { params: { applicablePages: page, current: 1, size: 10 }, silent: true });

export const announcementsQueryOptions = (page: string) =>
  queryOptions({ queryKey: viewKey('content', 'announcements', page), queryFn: () => getAnnouncements(page), retry: false });

export const useAnnouncements = (page: string) => useQuery(announcementsQueryOptions(page));
