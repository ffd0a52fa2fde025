/**
 * The reads of the home page (/): the announcements, the carousel's slides and the platform's
 * figures. A file of their own, so the first page loads these three paths and not the whole
 * content table.
 */

export const announcement = {
  page: '/v1/announcement/page',
} as const;

export const carousel = {
  list: '/v1/carousel/list',
} as const;

/** The platform's figures the public pages state, computed from the data. */
export const platform = {
  stats: '/v1/platform/stats',
} as const;
