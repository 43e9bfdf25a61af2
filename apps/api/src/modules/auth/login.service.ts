// Password sign-in, and the login alert mailed after any sign-in when the user asked for it (docs/product.md#accounts-sign-in).
// Limits (docs/decisions/021-sessions.md): per email and address together, and per address, in the database
// limiter; per email, attempts from addresses the account never signed in from are slowed with growing waits, so
// guessing from many addresses stays slow while the owner, from an address they used before, is never locked out.
import { createHmac } from 'node:crypto';
import { AUTH_MESSAGES, tooManyAttempts } from '@shop/shared/auth.schemas';
import type { Db } from '../../db/database.ts';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import type { AccountDeps, Client } from './account.deps.ts';
import * as repo from './auth.repository.ts';
import { startSession } from './sessions.service.ts';
import * as slowdown from './sign-in-slowdown.repository.ts';

export async function login(
  deps: AccountDeps,
  email: string,
  password: string,
  client: Client,
): Promise<{ token: string; message: string }> {
  const { db, config, limiter } = deps;
  await limiter.consume('login', { ip: client.ip, subject: `${email} ${client.ip}` });
  const user = await repo.findUserByEmail(db, email);
  // Kept as a keyed hash: the database never holds where shoppers sign in from.
  const address = createHmac('sha256', config.jwtSecret).update(`sign-in-address:${client.ip}`).digest('hex');
  if (!(user && (await slowdown.isKnownAddress(db, user.id, address)))) {
    const attempt = await slowdown.takeAttempt(db, email, config.limits.signInSlowdown);
    if (!attempt.allowed) {
      throw new AppError('RATE_LIMITED', tooManyAttempts(Math.ceil(attempt.retryAfterSeconds / 60)));
    }
  }
  if (!user?.password_hash) {
    // The same work as a real check, so neither the answer nor its timing tells whether the email is known.
    await burnPasswordCheck(password);
    // A Google account is named as such: the spec's messages send the shopper to the right method (docs/product.md#accounts-access).
    if (user?.auth_method === 'google') throw new AppError('INVALID', AUTH_MESSAGES.usesGoogle);
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  // The known address, the session (docs/decisions/034) and the alert (a job, docs/decisions/025) are kept together.
  const checked = user.password_hash;
  const token = await db.transaction().execute(async (trx) => {
    // A reset or change of the password committing meanwhile wins: the old password signs nobody in after it.
    if (!(await repo.passwordStillIs(trx, user.id, checked))) {
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
    }
    await slowdown.rememberAddress(trx, user.id, address);
    await enqueueLoginAlert(trx, deps, user, 'password', client);
    return startSession(trx, deps, user.id, client);
  });
  return { token, message: AUTH_MESSAGES.loginSuccessful };
}

interface AlertedUser {
  id: string;
  email: string;
  first_name: string;
  login_alerts: boolean;
}

/**
 * Adds the alert mail in `trx` when the user has alerts on: a worker sends it (with retries) once the sign-in's
 * transaction commits, so a mail server that is down never blocks the sign-in nor loses the alert.
 */
export async function enqueueLoginAlert(
  trx: Db,
  deps: Pick<AccountDeps, 'jobs' | 'config'>,
  user: AlertedUser,
  method: 'password' | 'google',
  client: Client,
): Promise<void> {
  if (!user.login_alerts) return;
  await enqueueMail(trx, deps, {
    kind: 'login-alert',
    userId: user.id,
    to: user.email,
    firstName: user.first_name,
    method,
    ip: client.ip,
    userAgent: client.userAgent,
    at: new Date().toISOString(),
  });
}
