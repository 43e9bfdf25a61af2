// Password reset codes, one per email address, kept for addresses without an account too (never mailed there), so
// that asking for a reset and trying codes answer alike for every address (docs/decisions/034). Expiry is judged by
// the database's clock.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from '../../lib/one-time-codes.ts';

/** A new code is mailed at most once a minute per address; asking again sooner keeps the code already sent. */
const RESEND_SECONDS = 60;

/**
 * Stores a fresh code for the address, with fresh tries, unless one went out less than a minute ago. True when the
 * code was stored (and should be mailed).
 */
export async function replaceResetCode(db: Db, email: string, codeHash: string): Promise<boolean> {
  const values = {
    code_hash: codeHash,
    expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    attempts: 0,
    last_sent_at: sql<Date>`now()`,
  };
  const row = await db
    .insertInto('password_resets')
    .values({ email, ...values })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet(values)
        .where(
          'password_resets.last_sent_at',
          '<=',
          sql<Date>`now() - make_interval(secs => ${RESEND_SECONDS})`,
        ),
    )
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

export function findPasswordReset(db: Db, email: string) {
  return db
    .selectFrom('password_resets')
    .select(['email', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('email', '=', email)
    .executeTakeFirst();
}

/**
 * Uses up one try before the code is compared, atomically, so parallel guesses can never exceed the limit.
 * Undefined when the reset is gone, expired or out of tries.
 */
export function takeResetAttempt(db: Db, email: string) {
  return db
    .updateTable('password_resets')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('email', '=', email)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
}

/** Deletes the reset; with `codeHash`, only while that code is still the current one (one use). */
export async function deletePasswordReset(db: Db, email: string, codeHash?: string): Promise<boolean> {
  let query = db.deleteFrom('password_resets').where('email', '=', email);
  if (codeHash !== undefined) query = query.where('code_hash', '=', codeHash);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Resets nobody finished: gone a day after their code expired. */
export async function deleteStalePasswordResets(db: Db): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** Sets the password of the password account with this email; undefined when there is none. */
export function setPasswordByEmail(db: Db, email: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('email', '=', email)
    .where('auth_method', '=', 'password')
    .returning(['id', 'email', 'first_name'])
    .executeTakeFirst();
}
