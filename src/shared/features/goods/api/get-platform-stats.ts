import type { PlatformStats } from '../../../contracts/market';
import { http } from '../../../api/client';
import type { FirstRead } from '../../../query/first-read';
import { viewKey } from '../../../query/view-key';
import * as API from '../../../core/api-paths';

/**
 * The platform's figures (GPU models, regions, suppliers, lowest discount) as the gateway computes
 * them from the data: a first read (no query library on `/`), fetched after the page hydrates with
 * the build's figures (src/storefront/platform-figures.json). A failure keeps those.
 */
export const platformStatsRead: FirstRead<PlatformStats> = {
  queryKey: viewKey('market', 'platform-stats'),
  queryFn: () => http.get<PlatformStats>(API.platform.stats, { silent: true }),
};
