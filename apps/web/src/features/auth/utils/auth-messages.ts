// How the auth page words failures (docs/product.md#accounts-sign-in): the `msg` of a Google redirect is rewritten, a failed
// call shows the server's text or the step's fallback, and a network failure says so.
import { MESSAGES } from '@shop/shared/messages';
import { ApiError } from '../../../lib/api-client.ts';

export function redirectMessage(msg: string): string {
  if (msg.includes('already exists')) return MESSAGES.accountExists;
  if (msg.includes('Google authentication')) return MESSAGES.googleAuthFailed;
  return msg.trim() ? msg : MESSAGES.authFailed;
}

export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return MESSAGES.networkError;
}

/** Which other sign-in method a failure points to (docs/product.md#accounts-access: errors offer a switch). */
export function suggestedMethod(message: string): 'google' | 'password' | undefined {
  if (message.includes('Google authentication')) return 'google';
  if (message.includes('password authentication')) return 'password';
  return undefined;
}
