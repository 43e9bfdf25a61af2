// The signed-in user's profile (docs/product.md#accounts). Every route is behind the auth guard, and the user
// id comes from the token only: ids sent in a body are not part of any schema and are dropped.
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  userProfileSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@shop/shared/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import { type AccountDeps, clientOf } from '../auth/account.deps.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { changePassword } from './password.service.ts';
import { getProfile, updateProfile, verifyEmailChange } from './profile.service.ts';

export function profileRoutes(deps: AccountDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before its body is even parsed.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);

    app.get(
      '/api/auth/update',
      { schema: { tags: ['profile'], response: { 200: userProfileSchema, ...errorResponses } } },
      async (request) => getProfile(deps, await guard.userId(request)),
    );

    app.put(
      '/api/auth/update',
      {
        schema: {
          tags: ['profile'],
          body: updateProfileBodySchema,
          response: { 200: updateProfileResponseSchema, ...errorResponses },
        },
      },
      async (request) => updateProfile(deps, await guard.userId(request), request.body, clientOf(request)),
    );

    app.post(
      '/api/auth/verify-email',
      {
        schema: {
          tags: ['profile'],
          body: verifyEmailRequestSchema,
          response: { 200: verifyEmailResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        verifyEmailChange(deps, await guard.signedIn(request), request.body.otp, clientOf(request)),
    );

    app.post(
      '/api/auth/change-password',
      {
        schema: {
          tags: ['profile'],
          body: changePasswordRequestSchema,
          response: { 200: changePasswordResponseSchema, ...errorResponses },
        },
      },
      async (request) => changePassword(deps, await guard.signedIn(request), request.body, clientOf(request)),
    );
  };
}
