// How the auth page words failures (docs/product.md#accounts-sign-in): the `msg` of a Google redirect becomes fixed
// words, a failed call shows the server's text or the step's fallback, and a network failure says so.
import { googleSignInFailureWords } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The words for `/auth?msg=`: the spec's two rewrites, a Google callback code's fixed words, else a generic line.
 * Never `msg` itself: anyone can send a link to `/auth?msg=<text>` (issue 50).
 */
export function redirectMessage(msg: string): string {
  if (msg.includes('already exists')) return MESSAGES.accountExists;
  if (msg.includes('Google authentication')) return MESSAGES.googleAuthFailed;
  return googleSignInFailureWords(msg);
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
