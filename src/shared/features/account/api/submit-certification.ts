import type { CertifyBody, CertifySubmitted } from '../../../contracts/certification';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

/** Submit (or resubmit after a refusal) the real-name certification; it waits for review. */
export const submitCertification = (body: CertifyBody) => http.post<CertifySubmitted>(API.user.certificationCertify, body);

/** The user's status shows everywhere (banner, user info, console): every view of the user refreshes. */
export function useSubmitCertification() {
  return useChangeViews(['user'], submitCertification);
}
