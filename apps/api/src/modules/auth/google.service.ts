// Google sign-in (docs/product.md#accounts-google): the redirect to the issuer, the callback that finds or creates the user
// and sends the browser to /auth?token=… or /auth?msg=<code>, and the exchange of that token for a real one. The sign-in
// is bound to the browser that started it (docs/decisions/021-sessions.md): the browser's cookie key is hashed
// beside the state, and `token` is a one-time, 60-second code for that browser only, never the JWT itself. A
// password account with the same email is the same person and is refused here with the spec's wording (docs/product.md#accounts-access).
import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type GoogleSignInFailure } from '@shop/shared/auth.schemas';
import { toOneLine } from '@shop/shared/common.schemas';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { AccountDeps, Client } from './account.deps.ts';
import * as repo from './auth.repository.ts';
import { enqueueLoginAlert } from './login.service.ts';
import { startSession } from './sessions.service.ts';

/** Where the browser goes next: the issuer, or the shop's /auth page. */
export type Redirect = { location: string };

/** `msg` is a code the page turns into fixed words, never text of ours or anyone's (GOOGLE_SIGN_IN_FAILURES). */
function toAuthPage(params: { token: string } | { msg: GoogleSignInFailure }): Redirect {
  return { location: `/auth?${new URLSearchParams(params)}` };
}

/** The codes and the browser keys are 256 random bits: a plain SHA-256 keeps a copy of the database from using them. */
function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** `browserKey`: the value of the browser's sign-in cookie (google-browser-cookie.ts), set by the route. */
export async function startGoogleSignIn(
  deps: AccountDeps,
  client: Client,
  browserKey: string,
): Promise<Redirect> {
  if (!deps.oidc.configured) return toAuthPage({ msg: 'google-not-configured' });
  try {
    await deps.limiter.consume('googleStart', { ip: client.ip });
  } catch (error) {
    if (error instanceof AppError) return toAuthPage({ msg: 'too-many-attempts' });
    throw error;
  }
  try {
    const { url, checks } = await deps.oidc.start();
    await repo.insertOidcLogin(deps.db, { ...checks, browserHash: hashOf(browserKey) });
    return { location: url };
  } catch (error) {
    deps.log.warn({ reason: describe(error) }, 'Google sign-in could not start');
    return toAuthPage({ msg: 'google-failed' });
  }
}

export interface GoogleCallback {
  state: string | undefined;
  rawQuery: string;
  /** The browser's sign-in cookie; a callback without the one that started the sign-in signs nobody in. */
  browserKey: string | undefined;
}

export async function finishGoogleSignIn(
  deps: AccountDeps,
  { state, rawQuery, browserKey }: GoogleCallback,
): Promise<Redirect> {
  if (!deps.oidc.configured) return toAuthPage({ msg: 'google-not-configured' });
  if (!state || !browserKey) return toAuthPage({ msg: 'google-failed' });
  const login = await repo.takeOidcLogin(deps.db, state, hashOf(browserKey));
  if (!login) return toAuthPage({ msg: 'google-failed' });

  let identity: Awaited<ReturnType<AccountDeps['oidc']['finish']>>;
  try {
    identity = await deps.oidc.finish(rawQuery, {
      state: login.state,
      nonce: login.nonce,
      codeVerifier: login.code_verifier,
    });
  } catch (error) {
    deps.log.warn({ reason: describe(error) }, 'Google sign-in failed');
    return toAuthPage({ msg: 'google-failed' });
  }
  if (!identity.email || !identity.emailVerified) return toAuthPage({ msg: 'google-email-unverified' });
  const email = identity.email;

  let user = await repo.findUserBySubject(deps.db, identity.subject);
  if (!user) {
    const byEmail = await repo.findUserByEmail(deps.db, email);
    if (byEmail?.auth_method === 'password') return toAuthPage({ msg: 'account-exists' });
    if (byEmail) {
      // The issuer vouches for the address, so its Google account is this user's (a new subject can mean the
      // address moved to another Google account, which now owns it).
      await repo.setOidcSubject(deps.db, byEmail.id, identity.subject);
      user = byEmail;
    } else {
      const id = newId();
      const created = await repo.insertUser(deps.db, {
        id,
        email,
        // One line, as every name the shop stores (packages/shared toOneLine, issue 50).
        firstName: toOneLine(identity.givenName ?? identity.name ?? email.split('@')[0] ?? email).trim(),
        lastName: toOneLine(identity.familyName ?? '').trim(),
        passwordHash: null,
        authMethod: 'google',
        oidcSubject: identity.subject,
      });
      // Lost a race with a parallel sign-up for the same address: the shopper simply tries again.
      if (!created) return toAuthPage({ msg: 'google-failed' });
      return toAuthPage({ token: await issueCode(deps, id, browserKey) });
    }
  }
  return toAuthPage({ token: await issueCode(deps, user.id, browserKey) });
}

/** A one-time code for the user, good for 60 seconds and only with this browser's cookie. */
async function issueCode(deps: AccountDeps, userId: string, browserKey: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await repo.insertGoogleSignInCode(deps.db, {
    codeHash: hashOf(code),
    browserHash: hashOf(browserKey),
    userId,
  });
  return code;
}

/**
 * What /auth does with `?token=`: trades the one-time code for the user's token. Anything else (no cookie, another
 * browser's cookie, a used, expired or made-up code, a JWT) is 400 with the spec's Google message. The sign-in is
 * complete here, so this is where the login alert goes out.
 */
export async function exchangeGoogleCode(
  deps: AccountDeps,
  code: string,
  browserKey: string | undefined,
  client: Client,
): Promise<{ token: string; message: string }> {
  if (!browserKey) throw new AppError('INVALID', AUTH_MESSAGES.googleFailed);
  // The code is used up, the session started (docs/decisions/034) and the alert added in one transaction
  // (docs/decisions/025).
  const token = await deps.db.transaction().execute(async (trx) => {
    const taken = await repo.takeGoogleSignInCode(trx, hashOf(code), hashOf(browserKey));
    if (!taken) return undefined;
    await enqueueLoginAlert(trx, deps, taken, 'google', client);
    return startSession(trx, deps, taken.id, client);
  });
  if (!token) throw new AppError('INVALID', AUTH_MESSAGES.googleFailed);
  return { token, message: AUTH_MESSAGES.loginSuccessful };
}

/** An error's name and message only: library errors can carry responses whose bodies hold tokens. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
