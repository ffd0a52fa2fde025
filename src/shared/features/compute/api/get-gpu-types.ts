import { queryOptions } from '@tanstack/react-query';
import type { GpuTypeOption } from '../../../contracts/market';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** GPU models on sale, largest memory first. */
export const getGpuTypes = () => http.get<GpuTypeOption[]>(API.container_goods.gpuTypes);

export const gpuTypesQueryOptions = () => queryOptions({ queryKey: viewKey('market', 'gpuTypes'), queryFn: getGpuTypes });
