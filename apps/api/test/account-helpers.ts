// Shortcuts for tests that need a signed-in shopper.
import { SignJWT } from 'jose';
import { newId } from '../src/lib/ids.ts';
import { jobsSettled } from './job-helpers.ts';
import { codeIn, lastOutboxMailTo } from './mail-helpers.ts';
import type { TestApp } from './test-app.ts';

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The code of the newest mail to `email` in the app's outbox (the app runs without SMTP), once it is sent. */
export async function outboxCode(t: TestApp, email: string): Promise<string> {
  await jobsSettled(t);
  const mail = await lastOutboxMailTo(t.config.mail.outboxDir, email);
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return codeIn(mail.text);
}

export interface SignedUp {
  token: string;
  userId: string;
  email: string;
  password: string;
}

/** Registers, reads the code from the outbox and verifies: a password account, signed in. */
export async function signUp(
  t: TestApp,
  {
    email = `${newId()}@example.com`,
    password = 'correct horse 1',
    firstName = 'Asha',
    lastName = 'Rao',
  } = {},
): Promise<SignedUp> {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName, lastName, email, password },
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp: await outboxCode(t, email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  const { token } = verified.json() as { token: string };
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { token, userId: user.id, email, password };
}

/** How many sign-in attempts at `email` the shop has counted since its last success (docs/decisions/021). */
export async function signInAttempts(t: TestApp, email: string): Promise<number> {
  const { attempts } = await t.db
    .selectFrom('sign_in_slowdown')
    .select('attempts')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return attempts;
}

/** A Google account straight in the database (no issuer needed). */
export async function insertGoogleUser(t: TestApp, email = `${newId()}@gmail.com`): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('users')
    .values({
      id,
      email,
      first_name: 'Gita',
      auth_method: 'google',
      oidc_subject: `sub-${id}`,
      password_hash: null,
    })
    .execute();
  return id;
}

/** A token signed like the server's, with any payload and expiry (seconds since the epoch). */
export async function signTestToken(
  secret: string,
  payload: Record<string, unknown>,
  expiresAt = Math.floor(Date.now() / 1000) + 3600,
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}
