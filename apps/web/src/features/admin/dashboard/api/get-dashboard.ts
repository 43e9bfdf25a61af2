// GET /api/admin/dashboard → counts, revenue over the last 30 days, the newest orders, low stock and margins.
import type { AdminDashboard } from '@shop/shared/admin-dashboard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const dashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => apiFetch<AdminDashboard>('/api/admin/dashboard', { signal }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
