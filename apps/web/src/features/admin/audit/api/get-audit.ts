// GET /api/admin/audit → one page of the audit log, newest first, optionally for one kind of record.
import type { AuditList } from '@shop/shared/audit.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export interface AuditFilters {
  entity?: string | undefined;
  page: number;
}

export function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditList> {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.entity) params.set('entity', filters.entity);
  return apiFetch(`/api/admin/audit?${params}`, { signal, fallbackMessage: 'Could not load the audit log' });
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });
}
