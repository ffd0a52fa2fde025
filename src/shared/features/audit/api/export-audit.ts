import type { AuditQuery } from '../../../contracts/audit';
import { http } from '../../../api/client';
import { ApiError } from '../../../api/error';

/** The audit trail as CSV (at most ten thousand rows), by the same filters as the list. */
export async function exportAudit(query: Omit<AuditQuery, 'current' | 'size'>): Promise<Blob> {
  const response = await http.blob('/v1/audit/export', { params: query });
  if (response.status !== 200 || response.contentType.includes('json')) {
    const body = JSON.parse(await response.data.text()) as { code: number; msg: string };
    throw new ApiError(body.code, body.msg);
  }
  return response.data;
}
