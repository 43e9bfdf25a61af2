// Forgot password (docs/product.md#accounts-sign-in, docs/decisions/034-sessions-on-the-server.md): a 6-digit code
// mailed to the address (the sign-up code's rules: cryptographic, 10 minutes, 5 tries, limited per address and per
// email), then the new password, which ends every session and signs this browser in. Every address gets the same
// answer, the same work and the same code checks: one without an account keeps a code nobody can match and gets a
// mail job that sends nothing; a Google account is mailed that it signs in with Google.
import { AUTH_MESSAGES, type ResetPasswordRequest, wrongCode } from '@shop/shared/auth.schemas';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  codeMatches,
  hashCode,
  MAX_CODE_ATTEMPTS,
  newCode,
  unusableCodeHash,
} from '../../lib/one-time-codes.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountDeps, Client } from './account.deps.ts';
import { findUserByEmail } from './auth.repository.ts';
import * as repo from './password-resets.repository.ts';
import { endAllSessions, startSession } from './sessions.service.ts';

/** POST /api/auth/forgot-password: the same answer, and the same work in the database, for every address. */
export async function forgotPassword(
  deps: AccountDeps,
  email: string,
  client: Client,
): Promise<{ message: string }> {
  const { db, config, limiter } = deps;
  await limiter.consume('forgotPassword', { ip: client.ip, subject: email });
  const user = await findUserByEmail(db, email);
  const code = newCode();
  const resettable = user?.auth_method === 'password' && user.password_hash !== null;
  const codeHash = resettable
    ? hashCode(config.jwtSecret, 'password-reset', email, code)
    : unusableCodeHash();
  // The code's mail is a job of the same transaction: a stored code is always mailed (docs/decisions/025).
  await db.transaction().execute(async (trx) => {
    const stored = await repo.replaceResetCode(trx, email, codeHash);
    if (!stored) return;
    // An address without an account gets a job too, one that mails nothing: the same work, the same time.
    await enqueueMail(
      trx,
      deps,
      !user
        ? { kind: 'password-reset-no-account', to: email }
        : resettable
          ? { kind: 'password-reset-code', to: email, firstName: user.first_name, code }
          : { kind: 'password-reset-google', to: email, firstName: user.first_name },
    );
  });
  await repo.deleteStalePasswordResets(db);
  return { message: AUTH_MESSAGES.resetCodeSent };
}

/** POST /api/auth/reset-password: the code, then the new password; every session ends and this browser signs in. */
export async function resetPassword(
  deps: AccountDeps,
  request: ResetPasswordRequest,
  client: Client,
): Promise<{ token: string; message: string }> {
  const { db, config, limiter } = deps;
  const { email, otp } = request;
  await limiter.consume('resetPassword', { ip: client.ip, subject: email });
  const pending = await repo.findPasswordReset(db, email);
  if (!pending || pending.expired) throw new AppError('INVALID', AUTH_MESSAGES.noPasswordReset);

  const attempt = await repo.takeResetAttempt(db, email);
  if (!attempt) {
    // Out of tries (or it expired a moment ago): the code is gone, the shopper asks for a new one.
    await repo.deletePasswordReset(db, email);
    throw new AppError('INVALID', AUTH_MESSAGES.tooManyWrongResetCodes);
  }
  if (!codeMatches(attempt.code_hash, hashCode(config.jwtSecret, 'password-reset', email, otp))) {
    const left = MAX_CODE_ATTEMPTS - attempt.attempts;
    if (left > 0) throw new AppError('INVALID', wrongCode(left));
    await repo.deletePasswordReset(db, email);
    throw new AppError('INVALID', AUTH_MESSAGES.tooManyWrongResetCodes);
  }

  const passwordHash = await hashPassword(request.newPassword);
  const token = await db.transaction().execute(async (trx) => {
    // Only the request that deletes the code resets the password: a code is used once.
    if (!(await repo.deletePasswordReset(trx, email, attempt.code_hash))) {
      throw new AppError('INVALID', AUTH_MESSAGES.noPasswordReset);
    }
    const user = await repo.setPasswordByEmail(trx, email, passwordHash);
    if (!user) throw new AppError('INVALID', AUTH_MESSAGES.noPasswordReset);
    // Whoever knew the old password is out, on every device (docs/decisions/034); the owner is told by mail.
    await endAllSessions(trx, user.id);
    await enqueueMail(trx, deps, { kind: 'password-reset-done', to: user.email, firstName: user.first_name });
    return startSession(trx, deps, user.id, client);
  });
  return { token, message: AUTH_MESSAGES.passwordReset };
}
