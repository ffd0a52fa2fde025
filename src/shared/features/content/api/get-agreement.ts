import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementKey, AgreementVersion } from '../../../contracts/content-admin';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/** The version of an agreement in force, or null while operators have published none (the built-in text stands). */
export const getAgreement = (docKey: AgreementKey) => http.get<AgreementVersion | null>(apiPath(API.agreement.detail, { docKey }), { silent: true });

export const agreementQueryOptions = (docKey: AgreementKey) =>
  queryOptions({ queryKey: viewKey('content', 'agreement', docKey), queryFn: () => getAgreement(docKey), retry: false });

export const useAgreement = (docKey: AgreementKey | undefined) => useQuery({ ...agreementQueryOptions(docKey ?? 'privacy'), enabled: Boolean(docKey) });
