import type { AuditQuery } from '../../../contracts/audit';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';

/** The audit trail as CSV (at most ten thousand rows), by the same filters as the list. */
export const exportAudit = (query: Omit<AuditQuery, 'current' | 'size'>): Promise<Blob> => http.file(API.audit.export, { params: query, silent: true });
