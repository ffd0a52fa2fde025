import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';

/**
 * Evidence (a business licence) is served only to reviewers, so it is fetched with the token
 * and shown from an object URL; a plain <img src> would carry no token.
 */
export async function getEvidence(url: string): Promise<Blob> {
  const response = await http.blob(url.replace(/^\/gateway/, ''));
  if (response.status !== 200 || response.contentType.includes('json')) throw new Error('evidence unavailable');
  return response.data;
}

/** An object URL of the evidence while the component shows it. */
export function useEvidenceUrl(url: string | undefined) {
  const query = useQuery({
    queryKey: viewKey('reviews', 'evidence', url),
    queryFn: async () => URL.createObjectURL(await getEvidence(url!)),
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const objectUrl = query.data;
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return query;
}
