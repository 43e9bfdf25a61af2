// POST /api/auth/change-password { currentPassword, newPassword } (spec §7; confirm stays in the browser).
import { MESSAGES } from '@shop/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<{ message: string }> {
  return apiFetch('/api/auth/change-password', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.failedToChangePassword,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
