// Users, pending sign-ups and Google sign-ins in flight. Expiry is judged by the database's clock, the one
// every server process shares.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from '../../lib/one-time-codes.ts';

const codeExpiry = sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`;

/** What signing an account in reads of it, found by email or by its Google subject. */
const SIGN_IN_COLUMNS = [
  'id',
  'email',
  'first_name',
  'password_hash',
  'auth_method',
  'login_alerts',
  'token_version',
] as const;

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(SIGN_IN_COLUMNS).where('email', '=', email).executeTakeFirst();
}

/**
 * Whether the user's password is still the one a sign-in just checked, holding the row until `db`'s transaction
 * ends. A password reset or change writes the row before it commits, so a sign-in that checked the old password
 * meanwhile waits for it, then finds the new one: its session is never started after the change ended every
 * session (docs/decisions/034-sessions-on-the-server.md).
 */
export async function passwordStillIs(db: Db, id: string, passwordHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('password_hash', '=', passwordHash)
    .forShare()
    .executeTakeFirst();
  return row !== undefined;
}

export function findUserBySubject(db: Db, subject: string) {
  return db
    .selectFrom('users')
    .select(SIGN_IN_COLUMNS)
    .where('oidc_subject', '=', subject)
    .executeTakeFirst();
}

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  authMethod: 'password' | 'google';
  oidcSubject: string | null;
}

/** Inserts the user; false when the email (or Google subject) already has an account. */
export async function insertUser(db: Db, user: NewUser): Promise<boolean> {
  const row = await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      auth_method: user.authMethod,
      oidc_subject: user.oidcSubject,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOidcSubject(db: Db, id: string, subject: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ oidc_subject: subject, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export interface NewPendingSignup {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  codeHash: string;
  /** The address has an account: the code is never mailed (docs/decisions/034). */
  existingAccount: boolean;
}

/** Stores the sign-up; registering again for the same email replaces it, with fresh tries and re-sends. */
export async function upsertPendingSignup(db: Db, signup: NewPendingSignup): Promise<void> {
  const values = {
    first_name: signup.firstName,
    last_name: signup.lastName,
    password_hash: signup.passwordHash,
    code_hash: signup.codeHash,
    expires_at: codeExpiry,
    attempts: 0,
    resends: 0,
    last_sent_at: sql<Date>`now()`,
    existing_account: signup.existingAccount,
  };
  await db
    .insertInto('pending_signups')
    .values({ email: signup.email, ...values })
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
}

export function findPendingSignup(db: Db, email: string) {
  return db
    .selectFrom('pending_signups')
    .select([
      'email',
      'first_name',
      'resends',
      'existing_account',
      sql<boolean>`expires_at <= now()`.as('expired'),
      sql<boolean>`last_sent_at > now() - interval '60 seconds'`.as('sent_recently'),
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

/**
 * Uses up one try before the code is compared, atomically, so parallel guesses can never exceed the limit.
 * Undefined when the sign-up is gone, expired or out of tries.
 */
export function takeSignupAttempt(db: Db, email: string) {
  return db
    .updateTable('pending_signups')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('email', '=', email)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['email', 'first_name', 'last_name', 'password_hash', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

/** Deletes the sign-up; with `codeHash`, only while that code is still the current one. */
export async function deletePendingSignup(db: Db, email: string, codeHash?: string): Promise<boolean> {
  let query = db.deleteFrom('pending_signups').where('email', '=', email);
  if (codeHash !== undefined) query = query.where('code_hash', '=', codeHash);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Sets a new code for a re-send, unless the last mail went less than 60 s ago or re-sends are used up. */
export async function replaceSignupCode(db: Db, email: string, codeHash: string, maxResends: number) {
  const row = await db
    .updateTable('pending_signups')
    .set({
      code_hash: codeHash,
      expires_at: codeExpiry,
      resends: sql<number>`resends + 1`,
      last_sent_at: sql<Date>`now()`,
    })
    .where('email', '=', email)
    .where('resends', '<', maxResends)
    .where('last_sent_at', '<=', sql<Date>`now() - interval '60 seconds'`)
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sign-ups nobody finished: gone a day after their code expired. */
export async function deleteStalePendingSignups(db: Db): Promise<void> {
  await db
    .deleteFrom('pending_signups')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export async function insertOidcLogin(
  db: Db,
  login: { state: string; nonce: string; codeVerifier: string; browserHash: string },
): Promise<void> {
  await db
    .insertInto('oidc_logins')
    .values({
      state: login.state,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      browser_hash: login.browserHash,
      expires_at: codeExpiry,
    })
    .execute();
  await db.deleteFrom('oidc_logins').where('expires_at', '<', sql<Date>`now()`).execute();
}

/**
 * Takes the sign-in started with `state` in the browser whose cookie hashes to `browserHash`: one use only, and
 * only within its 10 minutes. Another browser's attempt leaves it in place for the browser that started it.
 */
export function takeOidcLogin(db: Db, state: string, browserHash: string) {
  return db
    .deleteFrom('oidc_logins')
    .where('state', '=', state)
    .where('browser_hash', '=', browserHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['state', 'nonce', 'code_verifier'])
    .executeTakeFirst();
}

/** Keeps the hash of a one-time Google sign-in code for 60 seconds (docs/decisions/021-sessions.md). */
export async function insertGoogleSignInCode(
  db: Db,
  code: { codeHash: string; browserHash: string; userId: string },
): Promise<void> {
  await db
    .insertInto('google_sign_in_codes')
    .values({
      code_hash: code.codeHash,
      browser_hash: code.browserHash,
      user_id: code.userId,
      expires_at: sql<Date>`now() + interval '60 seconds'`,
    })
    .execute();
  await db.deleteFrom('google_sign_in_codes').where('expires_at', '<', sql<Date>`now()`).execute();
}

/**
 * Takes the code in one statement (so two parallel exchanges cannot both get it) when it is unexpired and was
 * issued to this browser, and returns its user as stored now; undefined otherwise.
 */
export function takeGoogleSignInCode(db: Db, codeHash: string, browserHash: string) {
  return db
    .with('taken', (q) =>
      q
        .deleteFrom('google_sign_in_codes')
        .where('code_hash', '=', codeHash)
        .where('browser_hash', '=', browserHash)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id'),
    )
    .selectFrom('taken')
    .innerJoin('users', 'users.id', 'taken.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.login_alerts', 'users.token_version'])
    .executeTakeFirst();
}
