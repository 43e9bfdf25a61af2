// The auth guard every signed-in route uses (docs/product.md#accounts-sessions: the user id comes from the token only).
// A request passes when it carries `Authorization: Bearer <token>` with a token this server signed, not expired,
// whose user still exists and whose session is live: not ended by a logout, a "sign out", a password, email or role
// change, and used within SESSION_IDLE_DAYS (docs/decisions/034-sessions-on-the-server.md). A token from before
// sessions existed must carry the user's current token version instead (docs/decisions/021-sessions.md). User,
// session and role are one statement by primary keys, which also notes the session's use at most every 5 minutes;
// anything else is a 401 `{ message }`.
//
//   const guard = createAuthGuard(db, config);                        // once, in app.ts
//   app.addHook('onRequest', guard.requireUser);                      // every route of a plugin, or one:
//   app.get('/api/cart', { onRequest: guard.requireUser }, async (request) => cart(db, await guard.userId(request)));
//   app.addHook('onRequest', guard.requireAdmin);                     // admin routes: 401, then 403 for customers
import { ADMIN_MESSAGES } from '@shop/shared/admin.schemas';
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, UserRole } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { readSignedInUser } from './sessions.repository.ts';
import { readToken } from './tokens.lib.ts';

/** Who a signed-in request is: the user, the session its token names (none for a token from before sessions). */
export interface SignedIn {
  userId: string;
  sessionId: string | undefined;
  role: UserRole;
}

export interface AuthGuard {
  /** onRequest (or preHandler) hook: answers 401 unless the request is signed in. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** The signed-in user's id (checked once per request, then remembered); throws the 401 otherwise. */
  userId(request: FastifyRequest): Promise<string>;
  /** The signed-in user and session, as `userId` checks them. */
  signedIn(request: FastifyRequest): Promise<SignedIn>;
  /**
   * onRequest hook of admin routes: 401 as requireUser, then 403 unless the user's role, read from the database
   * on each request (docs/product.md#admin-access), is admin.
   */
  requireAdmin(request: FastifyRequest): Promise<void>;
}

export function createAuthGuard(
  db: Db,
  config: Pick<Config, 'jwtSecret'> & { limits: Pick<Config['limits'], 'sessionIdleSeconds'> },
): AuthGuard {
  // Per request, so the hook and the handler share one token check and one database read.
  const checked = new WeakMap<FastifyRequest, Promise<SignedIn>>();

  async function authenticate(request: FastifyRequest): Promise<SignedIn> {
    const header = request.headers.authorization;
    if (!header) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const subject = token ? await readToken(token, config.jwtSecret) : undefined;
    const user =
      subject &&
      (await readSignedInUser(db, {
        userId: subject.userId,
        sessionId: subject.sessionId,
        ip: request.ip,
        idleSeconds: config.limits.sessionIdleSeconds,
      }));
    const live =
      user !== undefined &&
      (subject?.sessionId === undefined ? user.tokenVersion === subject?.tokenVersion : user.sessionLive);
    if (!subject || !user || !live) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
    return { userId: subject.userId, sessionId: subject.sessionId, role: user.role };
  }

  function signedIn(request: FastifyRequest): Promise<SignedIn> {
    let result = checked.get(request);
    if (!result) {
      result = authenticate(request);
      checked.set(request, result);
    }
    return result;
  }

  return {
    signedIn,
    async userId(request) {
      return (await signedIn(request)).userId;
    },
    async requireUser(request) {
      await signedIn(request);
    },
    async requireAdmin(request) {
      // The role comes from the same statement that checked the session: admin routes cost no second read.
      if ((await signedIn(request)).role !== 'admin')
        throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminsOnly);
    },
  };
}
