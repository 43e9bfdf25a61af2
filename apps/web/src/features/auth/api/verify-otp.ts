// POST /api/auth/verify-otp → { token } (docs/product.md#accounts-sign-up); POST /api/auth/resend-otp sends a new code.
import { MESSAGES } from '@shop/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function verifyOtp(body: { email: string; otp: string }): Promise<{ token: string; message: string }> {
  return apiFetch('/api/auth/verify-otp', { method: 'POST', body, fallbackMessage: MESSAGES.otpFailed });
}

export function resendOtp(body: { email: string }): Promise<{ message: string }> {
  return apiFetch('/api/auth/resend-otp', { method: 'POST', body, fallbackMessage: MESSAGES.networkError });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
