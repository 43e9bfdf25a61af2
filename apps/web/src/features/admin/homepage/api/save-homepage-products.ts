// PUT /api/admin/homepage/featured and /offers → a list's products in the order shoppers see them.
import type { AdminHomepageResponse, HomepageProductIdsRequest } from '@shop/shared/admin-homepage.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { storeSavedHomepage } from './get-homepage.ts';

export type HomepageProductListKind = 'featured' | 'offers';

export function saveHomepageProducts(
  kind: HomepageProductListKind,
  body: HomepageProductIdsRequest,
): Promise<AdminHomepageResponse> {
  return apiFetch(`/api/admin/homepage/${kind}`, { method: 'PUT', body });
}

export function useSaveHomepageProducts(kind: HomepageProductListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomepageProductIdsRequest) => saveHomepageProducts(kind, body),
    onSuccess: (saved) => storeSavedHomepage(queryClient, saved),
  });
}
