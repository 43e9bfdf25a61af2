// Cookies (@fastify/cookie): parsed into `request.cookies`, written with `reply.setCookie`. The shop keeps its
// sessions in a bearer token, not a cookie (docs/decisions/008-accounts.md); the one cookie it sets ties a Google
// sign-in to the browser that started it (modules/auth/google-browser-cookie.ts, docs/decisions/021-sessions.md).
// No signing secret: that cookie's value is a random key checked against a hash in the database.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}
