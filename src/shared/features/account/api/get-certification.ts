import { queryOptions } from '@tanstack/react-query';
import type { CertificationDetail } from '../../../contracts/certification';
import { http } from '../../../api/client';
import { useSessionQuery } from '../../../query/session-query';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** SPEC §7 certifyAllInfo: the caller's certification, identity values masked. */
export const getCertification = () => http.get<CertificationDetail>(API.user.certificationCertifyAllInfo);

/** Per token: a certification belongs to whoever is signed in. */
export const certificationQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: viewKey('user', 'certification', token), queryFn: getCertification, enabled: Boolean(token) });

export const useCertification = () => useSessionQuery(certificationQueryOptions);
