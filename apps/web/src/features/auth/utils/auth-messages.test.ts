// The auth page's message rules (docs/product.md#accounts-sign-in).
import { GOOGLE_SIGN_IN_FAILURES } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage, redirectMessage, suggestedMethod } from './auth-messages.ts';

describe('auth messages', () => {
  it('rewrites redirect messages about existing accounts and Google', () => {
    expect(redirectMessage('User already exists')).toBe(MESSAGES.accountExists);
    expect(redirectMessage('Google authentication failed: state mismatch')).toBe(MESSAGES.googleAuthFailed);
    expect(redirectMessage(' ')).toBe(MESSAGES.authFailed);
  });

  it('shows the fixed words of each code the Google callback sends', () => {
    for (const [code, words] of Object.entries(GOOGLE_SIGN_IN_FAILURES))
      expect(redirectMessage(code)).toBe(words);
    expect(redirectMessage('account-exists')).toBe(MESSAGES.accountExists);
    expect(redirectMessage('google-failed')).toBe(MESSAGES.googleAuthFailed);
  });

  it('never shows the text of /auth?msg= itself (issue 50: a phishing aid on the shop’s own page)', () => {
    const planted = [
      'Your account has been suspended. To restore it call +91 90000 00000',
      'URGENT: pay at https://evil.example',
      'Something odd',
      'toString',
      '__proto__',
    ];
    for (const text of planted) {
      expect(redirectMessage(text)).toBe(MESSAGES.authFailed);
      expect(redirectMessage(text)).not.toContain(text);
    }
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
