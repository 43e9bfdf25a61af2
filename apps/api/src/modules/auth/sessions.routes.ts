// Logout and the signed-in devices (docs/product.md#accounts-sessions, docs/decisions/034-sessions-on-the-server.md):
// every route is behind the auth guard, and acts on the token's own user only.
import {
  messageSchema,
  sessionIdParamsSchema,
  signedInDevicesSchema,
  signOutOthersResponseSchema,
} from '@shop/shared/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import { type AccountDeps, clientOf } from './account.deps.ts';
import type { AuthGuard } from './auth.guard.ts';
import { logout, signedInDevices, signOutDevice, signOutOtherDevices } from './sessions.service.ts';

export function sessionRoutes(deps: AccountDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);

    app.post(
      '/api/auth/logout',
      { schema: { tags: ['auth'], response: { 200: messageSchema, ...errorResponses } } },
      async (request) => logout(deps, await guard.signedIn(request)),
    );

    app.get(
      '/api/auth/sessions',
      { schema: { tags: ['auth'], response: { 200: signedInDevicesSchema, ...errorResponses } } },
      async (request) => signedInDevices(deps, await guard.signedIn(request)),
    );

    app.delete(
      '/api/auth/sessions/:id',
      {
        schema: {
          tags: ['auth'],
          params: sessionIdParamsSchema,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => signOutDevice(deps, await guard.signedIn(request), request.params.id),
    );

    app.post(
      '/api/auth/sessions/sign-out-others',
      { schema: { tags: ['auth'], response: { 200: signOutOthersResponseSchema, ...errorResponses } } },
      async (request) => signOutOtherDevices(deps, await guard.signedIn(request), clientOf(request)),
    );
  };
}
