// POST /api/auth/verify-email { otp }: confirms a changed email address with the code sent to it.
import type { UserProfile } from '@shop/shared/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../entities/profile/get-profile.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-token.ts';

export function verifyEmail(body: {
  otp: string;
}): Promise<{ message: string; user: UserProfile; token: string }> {
  return apiFetch('/api/auth/verify-email', { method: 'POST', body });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (result) => {
      // The change ended every session issued before it; the fresh token keeps this tab signed in.
      storeToken(result.token);
      queryClient.setQueryData(profileQueryOptions.queryKey, result.user);
    },
  });
}
