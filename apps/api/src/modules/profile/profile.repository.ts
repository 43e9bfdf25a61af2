// The signed-in user's own row: profile fields, the email change waiting for its code, the password hash.
// Every query is keyed by the id from the token (docs/product.md#accounts-sessions).
import type { Address } from '@shop/shared/auth.schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from '../../lib/one-time-codes.ts';

const PROFILE_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'addresses',
  'auth_method',
  'login_alerts',
  'pending_email',
  'role',
  'created_at',
] as const;

export function findProfile(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select([
      ...PROFILE_COLUMNS,
      sql<boolean>`coalesce(email_code_expires_at <= now(), true)`.as('email_code_expired'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export interface ProfilePatch {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  addresses?: Address[] | undefined;
  loginAlerts?: boolean | undefined;
  /** A new email address and the hash of the code mailed to it; tries start again. */
  pendingEmail?: { email: string; codeHash: string } | undefined;
}

/** Applies the patch in one statement, so a save is all or nothing. */
export async function updateProfile(db: Db, id: string, patch: ProfilePatch) {
  return db
    .updateTable('users')
    .set({
      updated_at: new Date(),
      ...(patch.firstName !== undefined && { first_name: patch.firstName }),
      ...(patch.lastName !== undefined && { last_name: patch.lastName }),
      ...(patch.phone !== undefined && { phone: patch.phone }),
      ...(patch.addresses !== undefined && { addresses: JSON.stringify(patch.addresses) }),
      ...(patch.loginAlerts !== undefined && { login_alerts: patch.loginAlerts }),
      ...(patch.pendingEmail !== undefined && {
        pending_email: patch.pendingEmail.email,
        email_code_hash: patch.pendingEmail.codeHash,
        email_code_expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
        email_code_attempts: 0,
      }),
    })
    .where('id', '=', id)
    .returning([
      ...PROFILE_COLUMNS,
      sql<boolean>`coalesce(email_code_expires_at <= now(), true)`.as('email_code_expired'),
    ])
    .executeTakeFirst();
}

/** Whether another account already has this address. */
export async function emailTaken(db: Db, email: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses up one try of the email code before comparing it (atomic, like the sign-up code). */
export function takeEmailCodeAttempt(db: Db, id: string) {
  return db
    .updateTable('users')
    .set({ email_code_attempts: sql<number>`email_code_attempts + 1` })
    .where('id', '=', id)
    .where('pending_email', 'is not', null)
    .where('email_code_attempts', '<', MAX_CODE_ATTEMPTS)
    .where('email_code_expires_at', '>', sql<Date>`now()`)
    .returning(['pending_email', 'email_code_hash', 'email_code_attempts'])
    .executeTakeFirst();
}

export async function clearPendingEmail(db: Db, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ pending_email: null, email_code_hash: null, email_code_expires_at: null, email_code_attempts: 0 })
    .where('id', '=', id)
    .execute();
}

/**
 * Makes the pending address the account's email, while `codeHash` is still the current code. 'taken' when
 * another account got the address in the meantime (the unique index decides, not a read before).
 */
export async function applyPendingEmail(
  db: Db,
  id: string,
  codeHash: string,
): Promise<'applied' | 'gone' | 'taken'> {
  try {
    const row = await db
      .updateTable('users')
      .set({
        email: sql<string>`pending_email`,
        pending_email: null,
        email_code_hash: null,
        email_code_expires_at: null,
        email_code_attempts: 0,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('pending_email', 'is not', null)
      .where('email_code_hash', '=', codeHash)
      .returning('id')
      .executeTakeFirst();
    return row ? 'applied' : 'gone';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export function findPasswordHash(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['auth_method', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets the new password; false when the user is gone. The caller ends the other sessions (decision 034). */
export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
