// Tokens for browser tests of the login state. The browser only decodes a token (it never checks the
// signature: that is the server's job), so these are well-formed JWTs with a dummy signature.
import type { Page } from '@playwright/test';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function fakeToken(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Puts a token in local storage before any page script runs. */
export async function signIn(
  page: Page,
  token: string = fakeToken({ userId: 'a'.repeat(24), exp: inAnHour() }),
) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('token-set')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('token-set', '1');
    }
  }, token);
}
