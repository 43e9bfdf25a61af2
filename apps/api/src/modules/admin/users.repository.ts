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

/** Sets the role; the caller ends every session of the account with it (docs/decisions/034). */
export async function setRole(db: Db, id: string, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}
