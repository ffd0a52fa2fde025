import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSlide } from '../../../contracts/content-admin';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';

/** The carousel slides operators published, in their order. A failure shows only the built-in slides. */
export const getSlides = () => http.get<PublicSlide[]>('/v1/carousel/list', { silent: true });

export const slidesQueryOptions = () => queryOptions({ queryKey: viewKey('content', 'slides'), queryFn: getSlides, retry: false });

export const useSlides = () => useQuery(slidesQueryOptions());
