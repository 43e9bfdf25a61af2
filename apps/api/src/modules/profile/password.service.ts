// Changing the password of a password account (docs/product.md#accounts-profile); Google accounts have none.
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccountDeps, Client } from '../auth/account.deps.ts';
import type { SignedIn } from '../auth/auth.guard.ts';
import { endOtherSessions, keepThisSession } from '../auth/sessions.service.ts';
import * as repo from './profile.repository.ts';

export async function changePassword(
  deps: AccountDeps,
  who: SignedIn,
  passwords: { currentPassword: string; newPassword: string },
  client: Client,
): Promise<{ message: string; token: string }> {
  const { userId } = who;
  await deps.limiter.consume('changePassword', { ip: client.ip, subject: userId });
  const user = await repo.findPasswordHash(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  if (user.auth_method === 'google' || !user.password_hash) {
    throw new AppError('INVALID', AUTH_MESSAGES.passwordChangeGoogle);
  }
  if (!(await verifyPassword(passwords.currentPassword, user.password_hash))) {
    throw new AppError('INVALID', AUTH_MESSAGES.currentPasswordIncorrect);
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  // Every other session ends (a thief's too); this one goes on, and its token keeps working, so a client that
  // keeps the token it had stays signed in. `token` is this session's too (docs/decisions/034).
  const token = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.setPasswordHash(trx, userId, passwordHash))) {
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
    }
    await endOtherSessions(trx, userId, who.sessionId);
    return keepThisSession(trx, deps, who, client);
  });
  return { message: MESSAGES.passwordChanged, token };
}
