// POST /api/auth/change-password { currentPassword, newPassword } (docs/product.md#accounts-profile; confirm stays in the browser).
// It answers a fresh token: every session issued before the change has ended (docs/decisions/021-sessions.md).
import { MESSAGES } from '@shop/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-token.ts';

export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<{ message: string; token: string }> {
  return apiFetch('/api/auth/change-password', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.failedToChangePassword,
  });
}

/** The change ends every session, this one's too: the fresh token in the answer keeps this tab signed in. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (result) => storeToken(result.token) });
}
