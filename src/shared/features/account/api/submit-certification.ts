import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertifyBody, CertifySubmitted } from '../../../contracts/certification';
import { http } from '../../../api/client';
import { invalidateViews } from '../../../query/views';

/** Submit (or resubmit after a refusal) the real-name certification; it waits for review. */
export const submitCertification = (body: CertifyBody) => http.post<CertifySubmitted>('/v1/user/certification/certify', body);

/** The user's status shows everywhere (banner, user info, console): every view of the user refreshes. */
export function useSubmitCertification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitCertification, onSuccess: () => invalidateViews(client, 'user') });
}
