// POST /api/newsletter → { message }.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function subscribe(email: string): Promise<{ message: string }> {
  return apiFetch('/api/newsletter', {
    method: 'POST',
    body: { email },
    fallbackMessage: 'Could not subscribe. Please try again.',
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
