import { queryOptions } from '@tanstack/react-query';
import type { ImagePage, PublicImage } from '../../../contracts/compute';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** Public images, for everybody. */
export const getPublicImages = () => http.get<PublicImage[]>(API.image.public, { silent: true });

/** The caller's private images (the first hundred). */
export const getMyImages = () => http.get<ImagePage>(API.image.page, { params: { current: 1, size: 100 }, silent: true });

export const publicImagesQueryOptions = () => queryOptions({ queryKey: viewKey('images', 'public'), queryFn: getPublicImages, staleTime: 5 * 60_000 });

export const myImagesQueryOptions = () => queryOptions({ queryKey: viewKey('images', 'mine'), queryFn: getMyImages });
