// Makes an account an admin or a customer again (docs/product.md#admin-access: the first admin comes from the command line).
// The guard reads the role on every request, so the change holds from the next request on.
import type { Db, UserRole } from '../../db/database.ts';
import { endAllSessions } from '../auth/sessions.service.ts';
import { recordAudit } from './audit.repository.ts';
import { findUserForRole, setRole } from './users.repository.ts';

export type RoleOutcome = 'changed' | 'unchanged' | 'no-such-account';

/** Emails are stored lower-cased and trimmed (auth.schemas), so the given one is looked up the same way. */
export async function changeRole(db: Db, email: string, role: UserRole): Promise<RoleOutcome> {
  return db.transaction().execute(async (trx) => {
    const user = await findUserForRole(trx, email.trim().toLowerCase());
    if (!user) return 'no-such-account';
    if (user.role === role) return 'unchanged';
    await setRole(trx, user.id, role);
    // No token outlives a grant or a revoke: every session ends (docs/decisions/034).
    await endAllSessions(trx, user.id);
    await recordAudit(trx, {
      actorId: null,
      action: 'user.role',
      entity: 'user',
      entityId: user.id,
      before: { email: user.email, role: user.role },
      after: { email: user.email, role },
    });
    return 'changed';
  });
}
