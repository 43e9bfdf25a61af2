// The signed-in user's profile (docs/product.md#accounts-profile): reads and saves only their own row, addresses replace
// the stored list, and a new email address needs the code mailed to it (docs/product.md#accounts-sign-up).
import { ADDRESS_MESSAGES, AUTH_MESSAGES, MAX_ADDRESSES } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  insertGoogleUser,
  outboxCode,
  signTestToken,
  signUp,
} from '../../../test/account-helpers.ts';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { lastOutboxMailTo } from '../../../test/mail-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'empty' });

function getProfile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/update', headers: bearer(token) });
}

function save(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/auth/update', headers: bearer(token), payload });
}

function address(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    type: 'Home',
    address: '12 MG Road',
    city: 'Pune',
    state: 'MH',
    zipCode: '411001',
    phone: '+919876543210',
    ...extra,
  };
}

describe('GET and PUT /api/auth/update', () => {
  it('need a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/update' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/auth/update', payload: { firstName: 'X' } });
    expect(put.statusCode).toBe(401);
  });

  it('saves names and phone, and says so', async () => {
    const { token } = await signUp(t);
    const response = await save(token, { firstName: ' Ravi ', lastName: 'Kumar', phone: '+919812345678' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.profileUpdated);
    expect(response.json().user).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: '+919812345678',
    });
    expect((await getProfile(token)).json()).toMatchObject({ firstName: 'Ravi', phone: '+919812345678' });
    expect((await save(token, { phone: '' })).json().user.phone).toBe('');
  });

  it('refuses a phone that is no mobile number, saying so, and an empty save', async () => {
    const { token } = await signUp(t);
    const phone = await save(token, { phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(ADDRESS_MESSAGES.phone);
    expect((await save(token, {})).statusCode).toBe(400);
  });

  it('replaces the whole address list, keeping only the last active address active', async () => {
    const { token } = await signUp(t);
    await save(token, { addresses: [address('a1'), address('a2')] });
    const replaced = await save(token, {
      addresses: [
        address('b1', { isActive: true }),
        address('b2', { type: 'Work', isActive: true }),
        address('b3'),
      ],
    });
    expect(replaced.statusCode).toBe(200);
    const stored = (await getProfile(token)).json().addresses;
    expect(stored.map((entry: { _id: string }) => entry._id)).toEqual(['b1', 'b2', 'b3']);
    expect(stored.map((entry: { isActive: boolean }) => entry.isActive)).toEqual([false, true, false]);
    expect(stored[1]).toMatchObject({ type: 'Work', country: 'India', city: 'Pune' });

    expect((await save(token, { addresses: [] })).json().user.addresses).toEqual([]);
  });

  it('refuses bad address lists without changing the stored one', async () => {
    const { token } = await signUp(t);
    await save(token, { addresses: [address('keep')] });
    const badPhone = await save(token, { addresses: [address('x', { phone: 'call me' })] });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe(ADDRESS_MESSAGES.phone);
    const tooMany = Array.from({ length: MAX_ADDRESSES + 1 }, (_, index) => address(`many-${index}`));
    expect((await save(token, { addresses: tooMany })).statusCode).toBe(400);
    const duplicate = await save(token, {
      addresses: [address('same'), address('same')],
      firstName: 'Changed',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(AUTH_MESSAGES.duplicateAddressIds);
    const profile = (await getProfile(token)).json();
    expect(profile.addresses.map((entry: { _id: string }) => entry._id)).toEqual(['keep']);
    expect(profile.firstName).not.toBe('Changed');
  });

  it('takes an address id as id or _id, and answers it as _id', async () => {
    const { token } = await signUp(t);
    const { _id, ...fields } = address('ignored');
    const response = await save(token, {
      addresses: [
        { ...fields, id: 'from-id' },
        { ...fields, _id: 'from-underscore' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await getProfile(token)).json().addresses;
    expect(stored.map((entry: { _id: string }) => entry._id)).toEqual(['from-id', 'from-underscore']);
    expect(stored[0]).not.toHaveProperty('id');
    expect(response.json().user.addresses).toEqual(stored);
  });

  it('makes an id for an address sent without one, and keeps it when the list comes back', async () => {
    const { token } = await signUp(t);
    const { _id, ...fields } = address('ignored');
    const first = await save(token, { addresses: [fields, { ...fields, city: 'Mumbai' }] });
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json().user.addresses.map((entry: { _id: string }) => entry._id);
    expect(made).toHaveLength(2);
    for (const id of made) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(new Set(made).size).toBe(2);

    // The whole remaining list, as the profile page sends it when one address is deleted (docs/product.md#accounts-profile).
    const kept = first.json().user.addresses.slice(1);
    const second = await save(token, { addresses: [...kept, fields] });
    const ids = second.json().user.addresses.map((entry: { _id: string }) => entry._id);
    expect(ids[0]).toBe(made[1]);
    expect(ids[1]).not.toBe(made[0]);
    expect(ids[1]).not.toBe(made[1]);
  });

  it('refuses an address whose id and _id differ', async () => {
    const { token } = await signUp(t);
    const response = await save(token, { addresses: [address('one', { id: 'two' })] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.addressIdsDiffer);
  });

  it('toggles login alerts', async () => {
    const { token } = await signUp(t);
    expect((await save(token, { loginAlerts: true })).json().user.loginAlerts).toBe(true);
    expect((await save(token, { loginAlerts: false })).json().user.loginAlerts).toBe(false);
  });
});

describe('one user and another', () => {
  it('only ever reads and changes the user of the token, whatever ids the body carries', async () => {
    const alice = await signUp(t, { firstName: 'Alice' });
    const bob = await signUp(t, { firstName: 'Bob' });
    expect((await getProfile(alice.token)).json()._id).toBe(alice.userId);

    const response = await save(alice.token, {
      _id: bob.userId,
      userId: bob.userId,
      id: bob.userId,
      firstName: 'Mallory',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(alice.userId);
    expect((await getProfile(bob.token)).json().firstName).toBe('Bob');
    expect((await getProfile(alice.token)).json().firstName).toBe('Mallory');

    // Query strings carry no identity either.
    const viaQuery = await t.app.inject({
      method: 'GET',
      url: `/api/auth/update?userId=${bob.userId}&_id=${bob.userId}`,
      headers: bearer(alice.token),
    });
    expect(viaQuery.json()._id).toBe(alice.userId);
  });

  it('accepts no identity but the signed userId claim', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const secret = t.config.jwtSecret;
    // A token signed for Alice that also names Bob under the spec's other claim names is still Alice's.
    const token = await signTestToken(secret, { userId: alice.userId, id: bob.userId, _id: bob.userId });
    expect((await getProfile(token)).json()._id).toBe(alice.userId);
    expect((await getProfile(await signTestToken(secret, { _id: bob.userId }))).statusCode).toBe(401);
  });
});

describe('changing the email address', () => {
  it('mails a code to the new address and applies it only after that code', async () => {
    const { token, email } = await signUp(t);
    const newEmail = `new-${email}`;
    const response = await save(token, { email: newEmail.toUpperCase(), firstName: 'Asha' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.emailCodeSent);
    expect(response.json().user).toMatchObject({ email, pendingEmail: newEmail });

    const code = await outboxCode(t, newEmail);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/4 attempts left/);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: newEmail, pendingEmail: null });
    // The old address hears of it.
    await jobsSettled(t);
    expect((await lastOutboxMailTo(t.config.mail.outboxDir, email))?.text).toContain(newEmail);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: 'correct horse 1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an address another account has, with a 409', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const response = await save(alice.token, { email: bob.email, firstName: 'Changed' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('already exists');
    expect((await getProfile(alice.token)).json()).toMatchObject({ pendingEmail: null, email: alice.email });
  });

  it('refuses an expired code, and clears the change after five wrong ones', async () => {
    const { token, email } = await signUp(t);
    await save(token, { email: `moved-${email}` });
    const code = await outboxCode(t, `moved-${email}`);
    const verify = (otp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: bearer(token),
        payload: { otp },
      });

    await t.db
      .updateTable('users')
      .set({ email_code_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('email', '=', email)
      .execute();
    const expired = await verify(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);

    // Saving the same address again sends a fresh code once the old one expired.
    await save(token, { email: `moved-${email}` });
    const fresh = await outboxCode(t, `moved-${email}`);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await verify(wrong);
    expect((await verify(fresh)).statusCode).toBe(400);
    expect((await getProfile(token)).json()).toMatchObject({ email, pendingEmail: null });
  });

  it('keeps the email of a Google account, which comes from Google', async () => {
    const id = await insertGoogleUser(t);
    const token = await signTestToken(t.config.jwtSecret, { userId: id });
    const response = await save(token, { email: 'elsewhere@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Google authentication');
  });
});

describe('the OpenAPI document', () => {
  it('shows that an address is sent with id or _id and answered with _id', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const put = doc.paths['/api/auth/update'].put;
    const sent = put.requestBody.content['application/json'].schema.properties.addresses.items;
    expect(Object.keys(sent.properties)).toEqual(expect.arrayContaining(['id', '_id']));
    expect(sent.required ?? []).not.toContain('_id');
    const answered =
      put.responses['200'].content['application/json'].schema.properties.user.properties.addresses.items;
    expect(answered.required).toContain('_id');
    expect(answered.properties).not.toHaveProperty('id');
  });
});
