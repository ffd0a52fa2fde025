import type { AuditQuery } from '../../../contracts/audit';
import { http } from '../../../api/client';
import { ApiError } from '../../../api/http';

/** The audit trail as CSV (at most ten thousand rows), by the same filters as the list. */
export async function exportAudit(query: Omit<AuditQuery, 'current' | 'size'>): Promise<Blob> {
  const response = await http.instance.get<Blob>('/v1/audit/export', { params: query, responseType: 'blob' });
  const type = String(response.headers['content-type'] ?? '');
  if (response.status !== 200 || type.includes('json')) {
    const body = JSON.parse(await (response.data as Blob).text()) as { code: number; msg: string };
    throw new ApiError(body.code, body.msg);
  }
  return response.data;
}
