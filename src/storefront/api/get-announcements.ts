import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { Page } from '../../shared/core/paging';

/** SPEC §3: content arrives URL-encoded; applicablePages names the pages it shows on. */
export interface Announcement {
  announcementBaseId: string;
  content: string;
  applicablePages: string[] | string;
}

/** Announcements for one page. A failure shows nothing (SPEC §7, §8). */
export const announcementsQuery = (page: string) =>
  queryOptions({
    queryKey: ['content', 'announcements', page],
    queryFn: () =>
      http.get<Page<Announcement>>('/v1/announcement/page', { params: { applicablePages: page, current: 1, size: 10 }, silent: true }),
    retry: false,
  });

export const useAnnouncements = (page: string) => useQuery(announcementsQuery(page));
