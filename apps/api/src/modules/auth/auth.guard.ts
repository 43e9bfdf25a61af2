// The auth guard every signed-in route uses (docs/product.md#accounts-sessions: the user id comes from the token only).
// A request passes when it carries `Authorization: Bearer <token>` with a token this server signed, not
// expired, whose user still exists and was issued under the user's current token version (one indexed read, the
// same the existence check always cost; docs/decisions/021-sessions.md); anything else is a 401 `{ message }`.
//
//   const guard = createAuthGuard(db, config.jwtSecret);              // once, in app.ts
//   app.addHook('onRequest', guard.requireUser);                      // every route of a plugin, or one:
//   app.get('/api/cart', { onRequest: guard.requireUser }, async (request) => cart(db, await guard.userId(request)));
//   app.addHook('onRequest', guard.requireAdmin);                     // admin routes: 401, then 403 for customers
import { ADMIN_MESSAGES } from '@shop/shared/admin.schemas';
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { tokenVersionOf, userRole } from './auth.repository.ts';
import { readToken } from './tokens.lib.ts';

export interface AuthGuard {
  /** onRequest (or preHandler) hook: answers 401 unless the request is signed in. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** The signed-in user's id (checked once per request, then remembered); throws the 401 otherwise. */
  userId(request: FastifyRequest): Promise<string>;
  /**
   * onRequest hook of admin routes: 401 as requireUser, then 403 unless the user's role, read from the database
   * on each request (docs/product.md#admin-access), is admin.
   */
  requireAdmin(request: FastifyRequest): Promise<void>;
}

export function createAuthGuard(db: Db, jwtSecret: string): AuthGuard {
  // Per request, so the hook and the handler share one token check and one database read.
  const checked = new WeakMap<FastifyRequest, Promise<string>>();

  async function authenticate(request: FastifyRequest): Promise<string> {
    const header = request.headers.authorization;
    if (!header) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const subject = token ? await readToken(token, jwtSecret) : undefined;
    if (!subject || (await tokenVersionOf(db, subject.userId)) !== subject.tokenVersion) {
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
    }
    return subject.userId;
  }

  function userId(request: FastifyRequest): Promise<string> {
    let result = checked.get(request);
    if (!result) {
      result = authenticate(request);
      checked.set(request, result);
    }
    return result;
  }

  return {
    userId,
    async requireUser(request) {
      await userId(request);
    },
    async requireAdmin(request) {
      const role = await userRole(db, await userId(request));
      if (role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminsOnly);
    },
  };
}
