// The auth page's message rules (docs/product.md#accounts-sign-in).
import { MESSAGES } from '@shop/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage, redirectMessage, suggestedMethod } from './auth-messages.ts';

describe('auth messages', () => {
  it('rewrites redirect messages about existing accounts and Google', () => {
    expect(redirectMessage('User already exists')).toBe(MESSAGES.accountExists);
    expect(redirectMessage('Google authentication failed: state mismatch')).toBe(MESSAGES.googleAuthFailed);
    expect(redirectMessage('Something odd')).toBe('Something odd');
    expect(redirectMessage(' ')).toBe(MESSAGES.authFailed);
  });

  it("shows the server's text, else the fallback, and a network failure as such", () => {
    expect(failureMessage(new ApiError(401, 'Invalid email or password'), MESSAGES.loginFailed)).toBe(
      'Invalid email or password',
    );
    expect(failureMessage(new ApiError(500, ''), MESSAGES.loginFailed)).toBe(MESSAGES.loginFailed);
    expect(failureMessage(new TypeError('Failed to fetch'), MESSAGES.loginFailed)).toBe(
      MESSAGES.networkError,
    );
  });

  it('offers the other sign-in method the message names', () => {
    expect(suggestedMethod('This account uses Google authentication.')).toBe('google');
    expect(suggestedMethod('Please sign in with password authentication.')).toBe('password');
    expect(suggestedMethod('Invalid email or password')).toBeUndefined();
  });
});
