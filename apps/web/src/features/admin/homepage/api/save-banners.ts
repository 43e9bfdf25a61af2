// PUT /api/admin/homepage/banners → the whole ordered list of banners; banners left out are deleted.
import type { AdminBannersRequest, AdminHomepageResponse } from '@shop/shared/admin-homepage.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { storeSavedHomepage } from './get-homepage.ts';

export function saveBanners(body: AdminBannersRequest): Promise<AdminHomepageResponse> {
  return apiFetch('/api/admin/homepage/banners', { method: 'PUT', body });
}

export function useSaveBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanners,
    onSuccess: (saved) => storeSavedHomepage(queryClient, saved),
  });
}
