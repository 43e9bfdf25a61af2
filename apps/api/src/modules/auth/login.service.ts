// Password sign-in, and the login alert mailed after any sign-in when the user asked for it (decisions §4).
// Limits (docs/decisions/021-sessions.md): per email and address together, and per address, in the database
// limiter; per email, attempts from addresses the account never signed in from are slowed with growing waits, so
// guessing from many addresses stays slow while the owner, from an address they used before, is never locked out.
import { createHmac } from 'node:crypto';
import { AUTH_MESSAGES, tooManyAttempts } from '@shop/shared/auth.schemas';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import type { AccountDeps, Client } from './account-deps.ts';
import { loginAlertMail } from './auth.mails.ts';
import * as repo from './auth.repository.ts';
import * as slowdown from './sign-in-slowdown.repository.ts';
import { signToken } from './tokens.ts';

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
    // A Google account is named as such: the spec's messages send the shopper to the right method (§6).
    if (user?.auth_method === 'google') throw new AppError('INVALID', AUTH_MESSAGES.usesGoogle);
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  await slowdown.rememberAddress(db, user.id, address);
  await sendLoginAlert(deps, user, 'password', client);
  const token = await signToken({ userId: user.id, tokenVersion: user.token_version }, config.jwtSecret);
  return { token, message: AUTH_MESSAGES.loginSuccessful };
}

interface AlertedUser {
  email: string;
  first_name: string;
  login_alerts: boolean;
}

/** Mails the alert when the user has them on. A mail failure is logged and never blocks the sign-in. */
export async function sendLoginAlert(
  deps: AccountDeps,
  user: AlertedUser,
  method: 'password' | 'google',
  client: Client,
): Promise<void> {
  if (!user.login_alerts) return;
  try {
    await deps.mailer.send(
      loginAlertMail(deps.config.shop.name, user.email, user.first_name, method, client),
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'could not send a login alert');
  }
}
