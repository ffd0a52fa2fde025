import type { PublicSlide } from '../../../contracts/content-admin';
import { http } from '../../../api/client';
import { useFirstRead, type FirstRead } from '../../../query/first-read';
import { viewKey } from '../../../query/view-key';
import * as API from '../../../core/api-paths';

/** The carousel slides operators published, in their order. A failure shows only the built-in slides. */
export const getSlides = () => http.get<PublicSlide[]>(API.carousel.list, { silent: true });

export const slidesRead: FirstRead<PublicSlide[]> = { queryKey: viewKey('content', 'slides'), queryFn: getSlides };

/** A first read (query/first-read.ts): the home page's carousel shows it without the query library. */
export const useSlides = () => useFirstRead(slidesRead);
