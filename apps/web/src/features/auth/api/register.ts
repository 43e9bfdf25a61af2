// POST /api/auth/register → { message }; success moves to the code step (docs/product.md#accounts-sign-up).
import type { RegisterRequest } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function register(body: RegisterRequest): Promise<{ message: string }> {
  return apiFetch('/api/auth/register', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.registrationFailed,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
