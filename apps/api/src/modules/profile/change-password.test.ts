// POST /api/auth/change-password (docs/product.md#accounts-profile): current password checked, new one at least 6 long,
// Google accounts have none to change.
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { describe, expect, it } from 'vitest';
import { bearer, insertGoogleUser, signTestToken, signUp } from '../../../test/account-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'empty' });

function change(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password', async () => {
    const { token } = await signUp(t);
    const response = await change(token, { currentPassword: 'not-it', newPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
  });

  it('refuses a new password shorter than 6 with the spec message', async () => {
    const { token, password } = await signUp(t);
    const response = await change(token, { currentPassword: password, newPassword: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.newPasswordTooShort);
  });

  it('changes it: the old password then fails at sign-in and the new one works', async () => {
    const { token, email, password } = await signUp(t);
    const response = await change(token, { currentPassword: password, newPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged, token: expect.any(String) });
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('refuses Google accounts', async () => {
    const id = await insertGoogleUser(t);
    const token = await signTestToken(t.config.jwtSecret, { userId: id });
    const response = await change(token, { currentPassword: 'anything', newPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Google authentication');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'a', newPassword: 'brand-new-1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
