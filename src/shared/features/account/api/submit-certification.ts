import type { CertifyBody, CertifySubmitted } from '../../../contracts/certification';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';

/** Submit (or resubmit after a refusal) the real-name certification; it waits for review. */
export const submitCertification = (body: CertifyBody) => http.post<CertifySubmitted>('/v1/user/certification/certify', body);

/** The user's status shows everywhere (banner, user info, console): every view of the user refreshes. */
export function useSubmitCertification() {
  return useChangeViews(['user'], submitCertification);
}
