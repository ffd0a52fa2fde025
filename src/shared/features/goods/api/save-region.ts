import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegion, RegionAddBody, RegionUpdateBody } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

export const addRegion = (body: RegionAddBody) => http.post<AdminRegion>('/v1/region/add', body);
export const updateRegion = (code: string, body: RegionUpdateBody) => http.patch<AdminRegion>(`/v1/region/update/${encodeURIComponent(code)}`, body);

/** Add a region, or edit one (code fixed): the market's region filter shows it once it carries an offer on sale. */
export function useSaveRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; body: RegionUpdateBody } | { code?: undefined; body: RegionAddBody }) =>
      input.code ? updateRegion(input.code, input.body) : addRegion(input.body as RegionAddBody),
    onSuccess: () => invalidateViews(client, 'goods', 'market'),
  });
}
