// Sign-up with an emailed code (docs/product.md#accounts-sign-up): a pending sign-up in the database holds the Argon2id hash of
// the password and a keyed hash of a 6-digit code, valid 10 minutes, 5 tries, re-sent at most 5 times. An address that
// already has an account is answered exactly alike, with the same work done, and its owner is mailed instead: the
// pending sign-up then holds a code nobody can match (docs/decisions/034-sessions-on-the-server.md).
import { AUTH_MESSAGES, type RegisterRequest, wrongCode } from '@shop/shared/auth.schemas';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import {
  codeMatches,
  hashCode,
  MAX_CODE_ATTEMPTS,
  newCode,
  unusableCodeHash,
} from '../../lib/one-time-codes.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountDeps, Client } from './account.deps.ts';
import * as repo from './auth.repository.ts';
import { startSession } from './sessions.service.ts';

export const MAX_RESENDS = 5;

export async function register(
  deps: AccountDeps,
  request: RegisterRequest,
  client: Client,
): Promise<{ message: string }> {
  const { db, config, limiter } = deps;
  await limiter.consume('register', { ip: client.ip, subject: request.email });
  const existing = await repo.findUserByEmail(db, request.email);
  const code = newCode();
  // Hashed for a known address too, so the answer takes as long either way.
  const passwordHash = await hashPassword(request.password);
  // The code's mail is a job of the same transaction: a stored code is always mailed, with retries
  // (docs/decisions/025).
  await db.transaction().execute(async (trx) => {
    await repo.upsertPendingSignup(trx, {
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      passwordHash,
      codeHash: existing ? unusableCodeHash() : hashCode(config.jwtSecret, 'signup', request.email, code),
      existingAccount: existing !== undefined,
    });
    await enqueueMail(
      trx,
      deps,
      existing
        ? {
            kind: 'signup-existing',
            to: request.email,
            firstName: existing.first_name,
            google: existing.auth_method === 'google',
          }
        : { kind: 'signup-code', to: request.email, firstName: request.firstName, code },
    );
  });
  await repo.deleteStalePendingSignups(db);
  return { message: AUTH_MESSAGES.codeSent };
}

export async function verifySignup(
  deps: AccountDeps,
  email: string,
  otp: string,
  client: Client,
): Promise<{ token: string; message: string }> {
  const { db, config, limiter } = deps;
  await limiter.consume('verifyCode', { ip: client.ip, subject: email });
  const pending = await repo.findPendingSignup(db, email);
  if (!pending) throw new AppError('INVALID', AUTH_MESSAGES.noPendingSignup);
  if (pending.expired) throw new AppError('INVALID', AUTH_MESSAGES.codeExpired);

  const attempt = await repo.takeSignupAttempt(db, email);
  if (!attempt) {
    // Out of tries (or it expired a moment ago): a locked sign-up is removed, the shopper registers again.
    await repo.deletePendingSignup(db, email);
    throw new AppError('INVALID', AUTH_MESSAGES.tooManyWrongCodes);
  }
  const candidate = hashCode(config.jwtSecret, 'signup', email, otp);
  if (!codeMatches(attempt.code_hash, candidate)) {
    const left = MAX_CODE_ATTEMPTS - attempt.attempts;
    if (left > 0) throw new AppError('INVALID', wrongCode(left));
    await repo.deletePendingSignup(db, email);
    throw new AppError('INVALID', AUTH_MESSAGES.tooManyWrongCodes);
  }

  const userId = newId();
  const token = await db.transaction().execute(async (trx) => {
    // Only the request that deletes the pending row creates the user: two parallel right answers make one.
    if (!(await repo.deletePendingSignup(trx, email, attempt.code_hash))) {
      throw new AppError('INVALID', AUTH_MESSAGES.noPendingSignup);
    }
    const created = await repo.insertUser(trx, {
      id: userId,
      email,
      firstName: attempt.first_name,
      lastName: attempt.last_name,
      passwordHash: attempt.password_hash,
      authMethod: 'password',
      oidcSubject: null,
    });
    // Someone signed up with Google for this address meanwhile; the pending sign-up is void.
    if (!created) throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists);
    return startSession(trx, deps, userId, client);
  });
  return { token, message: AUTH_MESSAGES.accountCreated };
}

export async function resendSignupCode(
  deps: AccountDeps,
  email: string,
  client: Client,
): Promise<{ message: string }> {
  const { db, config, limiter } = deps;
  await limiter.consume('resendCode', { ip: client.ip, subject: email });
  const pending = await repo.findPendingSignup(db, email);
  if (!pending) throw new AppError('INVALID', AUTH_MESSAGES.noPendingSignup);
  if (pending.resends >= MAX_RESENDS) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyResends);
  if (pending.sent_recently) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendTooSoon);

  const code = newCode();
  await db.transaction().execute(async (trx) => {
    const replaced = await repo.replaceSignupCode(
      trx,
      email,
      pending.existing_account ? unusableCodeHash() : hashCode(config.jwtSecret, 'signup', email, code),
      MAX_RESENDS,
    );
    // A parallel re-send got there first.
    if (!replaced) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendTooSoon);
    // The owner of a known address was told once at sign-up; a re-send answers alike and mails nothing more, with
    // a job that sends nothing: the same work, the same time.
    await enqueueMail(
      trx,
      deps,
      pending.existing_account
        ? { kind: 'signup-resend-existing', to: email }
        : { kind: 'signup-code', to: email, firstName: pending.first_name, code },
    );
  });
  return { message: AUTH_MESSAGES.codeSent };
}
