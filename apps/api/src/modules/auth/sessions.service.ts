// Sessions kept on the server (docs/product.md#accounts-sessions, docs/decisions/034-sessions-on-the-server.md): a
// sign-in starts one and gets its token; logout ends it; the Security tab lists them and signs others out. A token
// from before sessions existed names none: ending "it" ends every such token of the user (token versions, 021).
import { AUTH_MESSAGES, type SignedInDevice } from '@shop/shared/auth.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { AccountDeps, Client } from './account.deps.ts';
import type { SignedIn } from './auth.guard.ts';
import { describeDevice, describePlace, MAX_USER_AGENT_LENGTH } from './client-description.lib.ts';
import * as repo from './sessions.repository.ts';
import { signToken } from './tokens.lib.ts';

type SessionDeps = Pick<AccountDeps, 'config'>;

/**
 * Signed-in devices one account may have; a sign-in past it ends the least recently used one, so no visitor can
 * grow the table without bound by signing in again and again (from many addresses, under the sign-in limits).
 */
export const MAX_SESSIONS_PER_ACCOUNT = 50;

/**
 * Starts a session for the user on this client (in `db`, which may be the sign-in's transaction) and returns its
 * token. The user's idle sessions go at the same time, and about one sign-in in a hundred clears everyone's.
 */
export async function startSession(
  db: Db,
  deps: SessionDeps,
  userId: string,
  client: Client,
): Promise<string> {
  const idleSeconds = deps.config.limits.sessionIdleSeconds;
  const sessionId = newId();
  await repo.insertSession(db, {
    id: sessionId,
    userId,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
  });
  await repo.deleteIdleSessions(db, idleSeconds, Math.random() < 0.01 ? undefined : userId);
  await repo.keepRecentSessions(db, userId, MAX_SESSIONS_PER_ACCOUNT);
  return signToken({ userId, sessionId }, deps.config.jwtSecret);
}

/**
 * A fresh token for the session the request is in, after a change that ended every other one. A token from before
 * sessions existed has no session to keep: a new one starts here.
 */
export async function keepThisSession(
  db: Db,
  deps: SessionDeps,
  who: SignedIn,
  client: Client,
): Promise<string> {
  if (who.sessionId === undefined) return startSession(db, deps, who.userId, client);
  return signToken({ userId: who.userId, sessionId: who.sessionId }, deps.config.jwtSecret);
}

/**
 * Ends every session of the user but the one in `keep`, and every token from before sessions existed: what a
 * password or email change does (the changing browser stays signed in with its token unchanged).
 */
export async function endOtherSessions(db: Db, userId: string, keep: string | undefined): Promise<void> {
  await repo.deleteSessionsOf(db, userId, keep);
  await repo.endTokensWithoutSession(db, userId);
}

/** Ends every session and every older token of the user: a password reset, a role change. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await repo.deleteSessionsOf(db, userId);
  await repo.endTokensWithoutSession(db, userId);
}

/** POST /api/auth/logout: this session ends on the server; its token is refused from now on. */
export async function logout(deps: Pick<AccountDeps, 'db'>, who: SignedIn): Promise<{ message: string }> {
  if (who.sessionId === undefined) await repo.endTokensWithoutSession(deps.db, who.userId);
  else await repo.deleteSession(deps.db, who.userId, who.sessionId);
  return { message: AUTH_MESSAGES.loggedOut };
}

/** GET /api/auth/sessions: the signed-in devices, the most recently used first; this one says `current`. */
export async function signedInDevices(
  deps: Pick<AccountDeps, 'db' | 'config'>,
  who: SignedIn,
): Promise<SignedInDevice[]> {
  const rows = await repo.listSessions(deps.db, who.userId, deps.config.limits.sessionIdleSeconds);
  return rows.map((row) => ({
    _id: row.id,
    device: describeDevice(row.user_agent),
    place: describePlace(row.last_ip),
    ipAddress: row.last_ip,
    signedInAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.id === who.sessionId,
  }));
}

/** DELETE /api/auth/sessions/:id: signs one of the user's devices out; another user's session is a 404. */
export async function signOutDevice(
  deps: Pick<AccountDeps, 'db'>,
  who: SignedIn,
  sessionId: string,
): Promise<{ message: string }> {
  if (!(await repo.deleteSession(deps.db, who.userId, sessionId))) {
    throw new AppError('NOT_FOUND', AUTH_MESSAGES.noSuchSession);
  }
  return { message: sessionId === who.sessionId ? AUTH_MESSAGES.loggedOut : AUTH_MESSAGES.deviceSignedOut };
}

/**
 * POST /api/auth/sessions/sign-out-others: every other device is signed out. This one stays; with a token from
 * before sessions, it gets a session and the answer's `token` (its old token ended with the others).
 */
export async function signOutOtherDevices(
  deps: Pick<AccountDeps, 'db' | 'config'>,
  who: SignedIn,
  client: Client,
): Promise<{ message: string; token?: string }> {
  return deps.db.transaction().execute(async (trx) => {
    await endOtherSessions(trx, who.userId, who.sessionId);
    const message = AUTH_MESSAGES.otherDevicesSignedOut;
    if (who.sessionId !== undefined) return { message };
    return { message, token: await startSession(trx, deps, who.userId, client) };
  });
}
