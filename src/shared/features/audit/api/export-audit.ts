import type { AuditQuery } from '../../../contracts/audit';
import { http } from '../../../api/client';

/** The audit trail as CSV (at most ten thousand rows), by the same filters as the list. */
export const exportAudit = (query: Omit<AuditQuery, 'current' | 'size'>): Promise<Blob> => http.file('/v1/audit/export', { params: query, silent: true });
