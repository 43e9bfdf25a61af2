// POST /api/auth/login → { token, message } (docs/product.md#accounts-sign-in).
import { MESSAGES } from '@shop/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function login(body: {
  email: string;
  password: string;
}): Promise<{ token: string; message: string }> {
  return apiFetch('/api/auth/login', { method: 'POST', body, fallbackMessage: MESSAGES.loginFailed });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
