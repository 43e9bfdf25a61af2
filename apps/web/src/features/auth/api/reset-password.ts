// Forgot password (docs/decisions/034-sessions-on-the-server.md): POST /api/auth/forgot-password { email } mails a
// 6-digit code (the answer is the same for every address); POST /api/auth/reset-password { email, otp, newPassword }
// sets the password and answers { token, message }: this browser is signed in.
import { MESSAGES } from '@shop/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return apiFetch('/api/auth/forgot-password', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.networkError,
  });
}

export function resetPassword(body: {
  email: string;
  otp: string;
  newPassword: string;
}): Promise<{ token: string; message: string }> {
  return apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.authFailed,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
