// Issue 19: the contract suite, auth and profile (docs/product.md#accounts and Address, docs/product.md#accounts-sign-up and
// Profile rules, docs/product.md#accounts-access sign-in errors, docs/product.md#pages-messages "error messages are read from the response's message field"; docs/product.md#accounts-sign-in).
// See spec-contract.test.ts for what the suite is.
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { insertGoogleUser, outboxCode } from '../../test/account-helpers.ts';
import {
  addressShape,
  errorShape,
  expectReadableError,
  expectShape,
  expectStatus,
  expectSuccess,
  json,
  listIn,
  type SpecAccount,
  specSignUp,
  tokenPayload,
  uniqueEmail,
  userIdIn,
  userShape,
} from '../../test/contract-shapes.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const tokenAnswer = z.object({ token: z.string().min(1) });

describe('register, verify-otp, login', () => {
  const email = uniqueEmail('flow');
  const password = 'correct horse 1';

  test('POST /api/auth/register {firstName, lastName, email, password} succeeds, then verify-otp {email, otp} answers a token', async () => {
    const registered = await post('/api/auth/register', {
      firstName: 'Meera',
      lastName: 'Nair',
      email,
      password,
    });
    expectSuccess(registered);

    const code = await outboxCode(t, email);
    const wrong = await post('/api/auth/verify-otp', { email, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expectShape(errorShape, json(wrong), 'wrong code');

    const verified = await post('/api/auth/verify-otp', { email, otp: code });
    expectSuccess(verified);
    const { token } = expectShape(tokenAnswer, json(verified), 'verify-otp answer');
    // docs/product.md#accounts-sessions: exp in seconds, and userId, id or _id; docs/product.md#accounts-sessions: valid 7 days.
    const payload = tokenPayload(token);
    expect(userIdIn(token)).toBeTruthy();
    expect(typeof payload.exp).toBe('number');
    const days = ((payload.exp as number) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  test('POST /api/auth/login {email, password} answers token and message', async () => {
    const response = await post('/api/auth/login', { email, password });
    expectStatus(response, 200);
    const body = expectShape(
      z.object({ token: z.string().min(1), message: z.string().min(1) }),
      json(response),
      'login answer',
    );
    expect(userIdIn(body.token)).toBeTruthy();
  });

  test('a wrong password is a 401 with a message', async () => {
    const response = await post('/api/auth/login', { email, password: 'not the password' });
    expectStatus(response, 401);
    expectShape(errorShape, json(response), 'wrong password');
  });

  test("password sign-in to a Google account is refused with a message naming 'Google authentication' (docs/product.md#accounts-sign-in)", async () => {
    const googleEmail = uniqueEmail('google');
    await insertGoogleUser(t, googleEmail);
    const response = await post('/api/auth/login', { email: googleEmail, password });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const { message } = expectShape(errorShape, json(response), 'password sign-in to a Google account');
    expect(message).toMatch(/Google authentication/);
  });

  test('registering without an email is a 400 whose message names the email in words, not a parser', async () => {
    const response = await post('/api/auth/register', { firstName: 'Meera', lastName: 'Nair', password });
    expectReadableError(response, 400, [/email/i]);
  });

  test('signing in without an email is a 400 whose message names the email in words, not a parser', async () => {
    const response = await post('/api/auth/login', { password });
    expectReadableError(response, 400, [/email/i]);
  });
});

describe('profile', () => {
  let account: SpecAccount;

  beforeAll(async () => {
    account = await specSignUp(t, { firstName: 'Asha', lastName: 'Rao' });
  });

  const me = async (headers = account.headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/update', headers });
    expectStatus(response, 200);
    return json(response);
  };

  const update = (payload: Record<string, unknown>, headers = account.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/update', headers, payload });

  /** The addresses now saved, read leniently (the profile's own shape is checked by its own test). */
  const savedAddresses = async () => {
    const body = (await me()) as Record<string, unknown>;
    const user = (body.user ?? body) as Record<string, unknown>;
    return listIn(user.addresses, 'addresses') as Array<Record<string, unknown>>;
  };

  /** Any addresses in a PUT answer (the spec names no answer) must carry `_id`. */
  const expectAnswerAddressesCarryIds = (answer: unknown) => {
    const record = (answer ?? {}) as Record<string, unknown>;
    const addresses = record.addresses ?? (record.user as Record<string, unknown> | undefined)?.addresses;
    if (addresses !== undefined) expectShape(z.array(addressShape), addresses, 'addresses in the PUT answer');
  };

  const address = (street: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    type: 'Home',
    address: street,
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
    phone: '+919812345678',
    isActive: false,
    ...extra,
  });

  test('GET /api/auth/update answers the contract User fields at the top level', async () => {
    const user = expectShape(userShape, await me(), 'GET /api/auth/update');
    expect(user).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      email: account.email,
      authMethod: 'password',
      addresses: [],
    });
  });

  test('PUT /api/auth/update with a profile save (firstName, lastName, email, phone, addresses) is saved', async () => {
    const response = await update({
      firstName: 'Asha',
      lastName: 'Rao-Menon',
      email: account.email,
      phone: '+919800011122',
      addresses: [],
    });
    expectSuccess(response);
    const user = expectShape(userShape, await me(), 'profile after the save');
    expect(user).toMatchObject({ firstName: 'Asha', lastName: 'Rao-Menon', phone: '+919800011122' });
  });

  test('PUT /api/auth/update with addresses alone (with `id`, with `_id`, with neither) accepts all three; answers carry `_id`', async () => {
    // docs/product.md#api-shapes: an address's id is generated on the client from the time plus a random part.
    const withId = address('1 Lake View', { id: `${Date.now()}-a1b2c3`, isActive: true });
    const withUnderscoreId = address('2 Hill Road', { _id: `${Date.now()}-d4e5f6`, type: 'Work' });
    const withNeither = address('3 River Lane', { type: 'Other' });
    const response = await update({ addresses: [withId, withUnderscoreId, withNeither] });
    expectSuccess(response);
    expectAnswerAddressesCarryIds(json(response));

    const user = expectShape(userShape, await me(), 'profile after adding addresses');
    expect(user.addresses.map((one) => one.address)).toEqual(['1 Lake View', '2 Hill Road', '3 River Lane']);
    // The client made the ids; they name the same addresses afterwards.
    expect(user.addresses[0]?._id).toBe(withId.id);
    expect(user.addresses[1]?._id).toBe(withUnderscoreId._id);
    expect(user.addresses[2]?._id).toBeTruthy();
    expect(user.addresses.map((one) => one.type)).toEqual(['Home', 'Work', 'Other']);
    // Addresses alone leave the rest of the profile as it was.
    expect(user).toMatchObject({ firstName: 'Asha', lastName: 'Rao-Menon', phone: '+919800011122' });
  });

  test('deleting an address sends the whole remaining list, as the answers gave it', async () => {
    const before = await savedAddresses();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [, ...remaining] = before;
    const response = await update({ addresses: remaining });
    expectSuccess(response);
    expectAnswerAddressesCarryIds(json(response));
    const after = await savedAddresses();
    expect(after.map((one) => one._id)).toEqual(remaining.map((one) => one._id));
  });

  test('PUT /api/auth/update with loginAlerts alone saves it and leaves names and addresses alone', async () => {
    const before = await savedAddresses();
    const response = await update({ loginAlerts: true });
    expectSuccess(response);
    const user = expectShape(userShape, await me(), 'profile after loginAlerts');
    expect(user.loginAlerts).toBe(true);
    expect(user.firstName).toBe('Asha');
    expect(user.lastName).toBe('Rao-Menon');
    expect(user.addresses.map((one) => one._id)).toEqual(before.map((one) => one._id));
  });

  test('an address id that is a number is a 400 whose message names the address in words, not a parser', async () => {
    const response = await update({ addresses: [address('4 Fort Street', { id: 1_700_000_000_000 })] });
    expectReadableError(response, 400, [/address/i]);
  });

  test("an address without a city is a 400 with a message (docs/product.md 'Please fill in all required address fields')", async () => {
    const { city: _left, ...withoutCity } = address('5 Market Road');
    const response = await update({ addresses: [withoutCity] });
    expectReadableError(response, 400, [/city|required address fields/i]);
  });

  test("an address phone that is not a phone number is a 400 about the phone (docs/product.md 'Invalid phone number')", async () => {
    const response = await update({ addresses: [address('6 Beach Road', { phone: '12ab' })] });
    expectReadableError(response, 400, [/phone/i]);
  });

  test('GET and PUT /api/auth/update without a token are a 401 with a message', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/auth/update',
        payload: { loginAlerts: true },
      });
      expectStatus(response, 401);
      expectShape(errorShape, json(response), `${method} /api/auth/update without token`);
    }
  });
});

describe('POST /api/auth/change-password {currentPassword, newPassword}', () => {
  let account: SpecAccount;

  beforeAll(async () => {
    account = await specSignUp(t, { password: 'first password 1' });
  });

  const change = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.headers,
      payload,
    });

  test('a wrong current password is refused with a message', async () => {
    const response = await change({ currentPassword: 'not it at all', newPassword: 'second password 2' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectShape(errorShape, json(response), 'wrong current password');
  });

  test("a new password under 6 characters is a 400 about its length (docs/product.md 'at least 6 characters')", async () => {
    const response = await change({ currentPassword: account.password, newPassword: 'abc' });
    expectReadableError(response, 400, [/password/i, /6/]);
  });

  test('the right current password changes it: the new one signs in, the old one and another device’s token no longer do', async () => {
    const otherDevice = json(
      await post('/api/auth/login', { email: account.email, password: account.password }),
    ) as { token: string };
    const response = await change({ currentPassword: account.password, newPassword: 'second password 2' });
    expectSuccess(response);

    const withNew = await post('/api/auth/login', { email: account.email, password: 'second password 2' });
    expectStatus(withNew, 200);
    expectShape(tokenAnswer, json(withNew), 'login with the new password');
    const withOld = await post('/api/auth/login', { email: account.email, password: account.password });
    expectStatus(withOld, 401);
    expectShape(errorShape, json(withOld), 'login with the old password');
    // docs/product.md#accounts-sessions: a password change ends every other session.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/update',
      headers: { authorization: `Bearer ${otherDevice.token}` },
    });
    expectStatus(stale, 401);
  });

  test("the spec's client flow: change the password, then keep using the profile with the token it had", async () => {
    // The spec's screens keep the token they had after a password change (docs/decisions/034).
    const again = await change({ currentPassword: 'second password 2', newPassword: 'third password 3' });
    expectSuccess(again);
    const kept = await t.app.inject({ method: 'GET', url: '/api/auth/update', headers: account.headers });
    expectStatus(kept, 200);
    expectShape(userShape, json(kept), 'profile with the token kept after a password change');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: account.headers,
      payload: { loginAlerts: true },
    });
    expectSuccess(saved);
  });
});
