// POST /api/auth/google/exchange { code } → { token } (docs/decisions/021-sessions.md): after Google sign-in the
// server sends /auth a one-time code for this browser in `?token=`, never the token itself; the page trades it here.
// The server checks the browser's sign-in cookie, which fetch sends on its own (same origin).
import { MESSAGES } from '@shop/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function exchangeGoogleCode(code: string): Promise<{ token: string; message: string }> {
  return apiFetch('/api/auth/google/exchange', {
    method: 'POST',
    body: { code },
    fallbackMessage: MESSAGES.googleAuthFailed,
  });
}

export function useExchangeGoogleCode() {
  return useMutation({ mutationFn: exchangeGoogleCode });
}
