// SQL of user roles for the admin command line.
import type { Db, UserRole } from '../../db/database.ts';

export async function findUserForRole(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; role: UserRole } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the role and ends every session of the account, so no token outlives a grant or a revoke (decision 021). */
export async function setRole(db: Db, id: string, role: UserRole): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ role, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
