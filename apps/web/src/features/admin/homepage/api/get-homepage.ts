// GET /api/admin/homepage → the banners, today's offers and featured products shoppers see now.
import type { AdminHomepage, AdminHomepageResponse } from '@shop/shared/admin-homepage.schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const adminHomepageKey = ['admin', 'homepage'] as const;

export function getHomepage(signal?: AbortSignal): Promise<AdminHomepage> {
  return apiFetch('/api/admin/homepage', { signal });
}

export function useAdminHomepage() {
  return useQuery({
    queryKey: adminHomepageKey,
    queryFn: ({ signal }) => getHomepage(signal),
    // Drafts live in the editor's state: a background refetch must not wipe them.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a save: keeps the homepage the server answered, and tells the storefront's own queries it changed. */
export function storeSavedHomepage(queryClient: QueryClient, saved: AdminHomepageResponse) {
  queryClient.setQueryData(adminHomepageKey, saved);
  // The storefront's own homepage queries in this tab read the change on their next visit.
  void queryClient.invalidateQueries({ queryKey: ['homepage'] });
}
