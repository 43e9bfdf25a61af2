// The signed-in devices (docs/decisions/034-sessions-on-the-server.md): GET /api/auth/sessions lists them,
// DELETE /api/auth/sessions/:id signs one out, POST /api/auth/sessions/sign-out-others all but this one.
import type { SignedInDevice } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-token.ts';

export const signedInDevicesQueryOptions = queryOptions({
  queryKey: ['profile', 'signed-in-devices'],
  queryFn: ({ signal }) =>
    apiFetch<SignedInDevice[]>('/api/auth/sessions', { signal, fallbackMessage: MESSAGES.networkError }),
});

export function useSignedInDevices() {
  return useQuery(signedInDevicesQueryOptions);
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message: string }>(`/api/auth/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackMessage: MESSAGES.networkError,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryOptions.queryKey }),
  });
}

/** `token` comes back only when this browser's token was from before sessions and ended with the others. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ message: string; token?: string }>('/api/auth/sessions/sign-out-others', {
        method: 'POST',
        fallbackMessage: MESSAGES.networkError,
      }),
    onSuccess: (result) => {
      if (result.token) storeToken(result.token);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryOptions.queryKey }),
  });
}
