// Google sign-in (decisions §4; spec §7): the redirect to the issuer, and the callback that finds or creates
// the user and sends the browser to /auth?token=… or /auth?msg=…. A password account with the same email
// is the same person and is refused here with the spec's wording (§6).
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { AccountDeps, Client } from './account-deps.ts';
import * as repo from './auth.repository.ts';
import { sendLoginAlert } from './login.service.ts';
import { signToken } from './tokens.ts';

/** Where the browser goes next: the issuer, or the shop's /auth page. */
export type Redirect = { location: string };

function toAuthPage(params: { token: string } | { msg: string }): Redirect {
  return { location: `/auth?${new URLSearchParams(params)}` };
}

export async function startGoogleSignIn(deps: AccountDeps, client: Client): Promise<Redirect> {
  if (!deps.oidc.configured) return toAuthPage({ msg: AUTH_MESSAGES.googleNotConfigured });
  try {
    await deps.limiter.consume('googleStart', { ip: client.ip });
  } catch (error) {
    if (error instanceof AppError) return toAuthPage({ msg: error.message });
    throw error;
  }
  try {
    const { url, checks } = await deps.oidc.start();
    await repo.insertOidcLogin(deps.db, checks);
    return { location: url };
  } catch (error) {
    deps.log.warn({ reason: describe(error) }, 'Google sign-in could not start');
    return toAuthPage({ msg: AUTH_MESSAGES.googleFailed });
  }
}

export async function finishGoogleSignIn(
  deps: AccountDeps,
  state: string | undefined,
  rawQuery: string,
  client: Client,
): Promise<Redirect> {
  if (!deps.oidc.configured) return toAuthPage({ msg: AUTH_MESSAGES.googleNotConfigured });
  const login = state ? await repo.takeOidcLogin(deps.db, state) : undefined;
  if (!login) return toAuthPage({ msg: AUTH_MESSAGES.googleFailed });

  let identity: Awaited<ReturnType<AccountDeps['oidc']['finish']>>;
  try {
    identity = await deps.oidc.finish(rawQuery, {
      state: login.state,
      nonce: login.nonce,
      codeVerifier: login.code_verifier,
    });
  } catch (error) {
    deps.log.warn({ reason: describe(error) }, 'Google sign-in failed');
    return toAuthPage({ msg: AUTH_MESSAGES.googleFailed });
  }
  if (!identity.email || !identity.emailVerified)
    return toAuthPage({ msg: AUTH_MESSAGES.googleEmailUnverified });
  const email = identity.email;

  let user = await repo.findUserBySubject(deps.db, identity.subject);
  if (!user) {
    const byEmail = await repo.findUserByEmail(deps.db, email);
    if (byEmail?.auth_method === 'password') return toAuthPage({ msg: AUTH_MESSAGES.accountExistsPassword });
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
        firstName: identity.givenName ?? identity.name ?? email.split('@')[0] ?? email,
        lastName: identity.familyName ?? '',
        passwordHash: null,
        authMethod: 'google',
        oidcSubject: identity.subject,
      });
      // Lost a race with a parallel sign-up for the same address: the shopper simply tries again.
      if (!created) return toAuthPage({ msg: AUTH_MESSAGES.googleFailed });
      return toAuthPage({ token: await signToken({ userId: id, tokenVersion: 0 }, deps.config.jwtSecret) });
    }
  }
  await sendLoginAlert(deps, user, 'google', client);
  return toAuthPage({
    token: await signToken({ userId: user.id, tokenVersion: user.token_version }, deps.config.jwtSecret),
  });
}

/** An error's name and message only: library errors can carry responses whose bodies hold tokens. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
