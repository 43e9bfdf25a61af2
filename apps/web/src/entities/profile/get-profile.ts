// GET /api/auth/update → the signed-in shopper's profile (docs/product.md#accounts-profile).
import type { UserProfile } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiFetch('/api/auth/update', { signal, fallbackMessage: MESSAGES.failedToLoadProfile });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
