// Changing the password of a password account (docs/product.md#accounts-profile); Google accounts have none.
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccountDeps, Client } from '../auth/account.deps.ts';
import { signToken } from '../auth/tokens.lib.ts';
import * as repo from './profile.repository.ts';

export async function changePassword(
  deps: AccountDeps,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
  client: Client,
): Promise<{ message: string; token: string }> {
  await deps.limiter.consume('changePassword', { ip: client.ip, subject: userId });
  const user = await repo.findPasswordHash(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  if (user.auth_method === 'google' || !user.password_hash) {
    throw new AppError('INVALID', AUTH_MESSAGES.passwordChangeGoogle);
  }
  if (!(await verifyPassword(passwords.currentPassword, user.password_hash))) {
    throw new AppError('INVALID', AUTH_MESSAGES.currentPasswordIncorrect);
  }
  // Every session ends (a thief's too); this one continues with a fresh token (docs/decisions/021).
  const tokenVersion = await repo.setPasswordHash(deps.db, userId, await hashPassword(passwords.newPassword));
  if (tokenVersion === undefined) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  const token = await signToken({ userId, tokenVersion }, deps.config.jwtSecret);
  return { message: MESSAGES.passwordChanged, token };
}
