// Sessions kept on the server (docs/decisions/034-sessions-on-the-server.md): one row per signed-in browser or
// device, named by its token. Idleness is judged by the database's clock, the one every server process shares.
import { sql } from 'kysely';
import type { Db, UserRole } from '../../db/database.ts';

/** A session's last use is written at most this often (and when its address changes): not on every request. */
export const SEEN_WRITE_SECONDS = 300;

/** `now() - <seconds>`, the oldest last use a live session may have. */
function idleCutoff(idleSeconds: number) {
  return sql<Date>`now() - make_interval(secs => ${idleSeconds})`;
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; ip: string; userAgent: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, last_ip: session.ip, user_agent: session.userAgent })
    .execute();
}

/** What the guard needs of a request's user, read in one statement. */
export interface SignedInUser {
  tokenVersion: number;
  role: UserRole;
  /** The token's session, when it names one that is live (not ended, not idle). */
  sessionLive: boolean;
}

/**
 * The guard's one statement (docs/decisions/034): the user (by primary key) and, when the token names a session,
 * that session (by primary key), live only while used within `idleSeconds`. The same statement notes the session's
 * use when the last note is older than SEEN_WRITE_SECONDS or came from another address; otherwise it writes nothing.
 * Undefined when there is no such user.
 */
export async function readSignedInUser(
  db: Db,
  request: { userId: string; sessionId: string | undefined; ip: string; idleSeconds: number },
): Promise<SignedInUser | undefined> {
  const { userId, ip, idleSeconds } = request;
  // A token without a session matches no row ('' is no session id).
  const sessionId = request.sessionId ?? '';
  const row = await db
    .with('seen', (q) =>
      q
        .updateTable('sessions')
        .set({ last_seen_at: sql<Date>`now()`, last_ip: ip })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('last_seen_at', '>', idleCutoff(idleSeconds))
        .where((eb) =>
          eb.or([
            eb('last_seen_at', '<', sql<Date>`now() - make_interval(secs => ${SEEN_WRITE_SECONDS})`),
            eb('last_ip', '<>', ip),
          ]),
        )
        .returning('id'),
    )
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join
        .onRef('sessions.user_id', '=', 'users.id')
        .on('sessions.id', '=', sessionId)
        .on('sessions.last_seen_at', '>', idleCutoff(idleSeconds)),
    )
    .select(['users.token_version', 'users.role', 'sessions.id as session_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { tokenVersion: row.token_version, role: row.role, sessionLive: row.session_id !== null };
}

/** The user's live sessions, the most recently used first. */
export function listSessions(db: Db, userId: string, idleSeconds: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'last_ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('last_seen_at', '>', idleCutoff(idleSeconds))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one session of the user; false when the user has no such session. */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the user but `keep` (every one when `keep` is undefined); returns how many ended. */
export async function deleteSessionsOf(db: Db, userId: string, keep?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '<>', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Adds one to the user's token version: every token from before sessions existed (which carries a version, or
 * none) stops working (docs/decisions/021-sessions.md).
 */
export async function endTokensWithoutSession(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Sessions unused for their lifetime: gone, the user's own at each sign-in and everyone's now and then. */
export async function deleteIdleSessions(db: Db, idleSeconds: number, userId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('last_seen_at', '<=', idleCutoff(idleSeconds));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  await query.execute();
}

/** Ends the user's sessions past the `keep` most recently used (ties: the newest kept). */
export async function keepRecentSessions(db: Db, userId: string, keep: number): Promise<void> {
  await sql`
    delete from sessions where id in (
      select id from sessions where user_id = ${userId}
      order by last_seen_at desc, created_at desc offset ${keep}
    )`.execute(db);
}
