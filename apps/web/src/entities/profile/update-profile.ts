// PUT /api/auth/update: profile fields, the whole address list, or loginAlerts alone (docs/product.md#accounts-profile).
import type { UpdateProfileInput, UpdateProfileResponse } from '@shop/shared/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { profileQueryOptions } from './get-profile.ts';

export function updateProfile(body: UpdateProfileInput): Promise<UpdateProfileResponse> {
  return apiFetch('/api/auth/update', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => queryClient.setQueryData(profileQueryOptions.queryKey, result.user),
  });
}
