// Sign-up, sign-in, forgot password and Google sign-in (docs/product.md#accounts): thin routes over the auth services.
import {
  forgotPasswordRequestSchema,
  googleCodeExchangeRequestSchema,
  loginRequestSchema,
  messageSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
  verifyOtpRequestSchema,
} from '@shop/shared/auth.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import { type AccountDeps, clientOf } from './account.deps.ts';
import {
  exchangeGoogleCode,
  finishGoogleSignIn,
  type Redirect,
  startGoogleSignIn,
} from './google.service.ts';
import { googleBrowserCookie, newBrowserKey } from './google-browser-cookie.lib.ts';
import { login } from './login.service.ts';
import { forgotPassword, resetPassword } from './password-reset.service.ts';
import { register, resendSignupCode, verifySignup } from './signup.service.ts';

function redirect(reply: FastifyReply, { location }: Redirect) {
  // The location may carry a one-time code: keep it out of caches and out of the next page's Referer.
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(location, 302);
}

export function authRoutes(deps: AccountDeps): FastifyPluginAsyncZod {
  const browserCookie = googleBrowserCookie(deps.config);
  return async (app) => {
    // Answers that carry tokens are never cached.
    neverCache(app);

    app.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['auth'],
          body: registerRequestSchema,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => register(deps, request.body, clientOf(request)),
    );

    app.post(
      '/api/auth/verify-otp',
      {
        schema: {
          tags: ['auth'],
          body: verifyOtpRequestSchema,
          response: { 200: tokenResponseSchema, ...errorResponses },
        },
      },
      async (request) => verifySignup(deps, request.body.email, request.body.otp, clientOf(request)),
    );

    app.post(
      '/api/auth/resend-otp',
      {
        schema: {
          tags: ['auth'],
          body: resendOtpRequestSchema,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => resendSignupCode(deps, request.body.email, clientOf(request)),
    );

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          body: loginRequestSchema,
          response: { 200: tokenResponseSchema, ...errorResponses },
        },
      },
      async (request) => login(deps, request.body.email, request.body.password, clientOf(request)),
    );

    // Forgot password (docs/decisions/034): the same answer for every address; the code signs this browser in.
    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          body: forgotPasswordRequestSchema,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => forgotPassword(deps, request.body.email, clientOf(request)),
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          body: resetPasswordRequestSchema,
          response: { 200: tokenResponseSchema, ...errorResponses },
        },
      },
      async (request) => resetPassword(deps, request.body, clientOf(request)),
    );

    // Browser navigations, not API calls: every outcome is a redirect, never a JSON error.
    // The sign-in is bound to this browser by its cookie (docs/decisions/021-sessions.md); a browser that already
    // has a key keeps it, so two sign-ins started in two tabs both work.
    app.get('/api/auth/google', { schema: { tags: ['auth'] } }, async (request, reply) => {
      const browserKey = browserCookie.read(request) ?? newBrowserKey();
      browserCookie.set(reply, browserKey);
      return redirect(reply, await startGoogleSignIn(deps, clientOf(request), browserKey));
    });

    app.get('/api/auth/google/callback', { schema: { tags: ['auth'] } }, async (request, reply) => {
      // Read by hand rather than by a schema: a malformed query must still end on /auth with a message.
      const rawQuery = request.url.split('?')[1] ?? '';
      const state = new URLSearchParams(rawQuery).get('state') ?? undefined;
      const browserKey = browserCookie.read(request);
      return redirect(reply, await finishGoogleSignIn(deps, { state, rawQuery, browserKey }));
    });

    // The /auth page trades the one-time code of `?token=` for the token. The cookie has done its work either way.
    app.post(
      '/api/auth/google/exchange',
      {
        schema: {
          tags: ['auth'],
          body: googleCodeExchangeRequestSchema,
          response: { 200: tokenResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const browserKey = browserCookie.read(request);
        browserCookie.clear(reply);
        return exchangeGoogleCode(deps, request.body.code, browserKey, clientOf(request));
      },
    );
  };
}
