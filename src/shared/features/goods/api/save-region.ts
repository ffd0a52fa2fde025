import type { AdminRegion, RegionAddBody, RegionUpdateBody } from '../../../contracts/goods';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

export const addRegion = (body: RegionAddBody) => http.post<AdminRegion>(API.region.add, body);
export const updateRegion = (code: string, body: RegionUpdateBody) => http.patch<AdminRegion>(apiPath(API.region.update, { code }), body);

/** Add a region, or edit one (code fixed): the market's region filter shows it once it carries an offer on sale. */
export function useSaveRegion() {
  return useChangeViews(['goods', 'market'], (input: { code: string; body: RegionUpdateBody } | { code?: undefined; body: RegionAddBody }) =>
    input.code ? updateRegion(input.code, input.body) : addRegion(input.body as RegionAddBody),
  );
}
