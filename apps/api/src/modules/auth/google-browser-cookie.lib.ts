// The cookie that ties a Google sign-in to the browser that started it (docs/decisions/021-sessions.md). Its value
// is a random key; the database keeps only its hash beside the sign-in and beside the one-time code, so a callback
// address or a code opened in another browser signs nobody in. HttpOnly, SameSite=Lax (the issuer's redirect back
// is a top-level navigation, which Lax lets through), Secure and `__Host-` named when the shop is on https.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { CODE_TTL_MINUTES } from '../../lib/one-time-codes.ts';

/** 32 random bytes, base64url. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface GoogleBrowserCookie {
  /** The browser's key, when it sent a well-formed one. */
  read(request: FastifyRequest): string | undefined;
  /** Sets (or renews) the key for as long as a sign-in may take. */
  set(reply: FastifyReply, key: string): void;
  clear(reply: FastifyReply): void;
}

export function newBrowserKey(): string {
  return randomBytes(32).toString('base64url');
}

export function googleBrowserCookie(config: Pick<Config, 'publicUrl'>): GoogleBrowserCookie {
  const secure = new URL(config.publicUrl).protocol === 'https:';
  // A `__Host-` cookie is refused by the browser unless it is Secure, host-only and for path /, so a sibling
  // subdomain cannot plant a key of its own choosing. Plain-http shops (development, tests) cannot use the prefix.
  const name = secure ? '__Host-google-sign-in' : 'google-sign-in';
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    read(request) {
      const value = request.cookies[name];
      return value !== undefined && KEY_PATTERN.test(value) ? value : undefined;
    },
    set(reply, key) {
      // As long as the sign-in in flight (oidc_logins) lives.
      reply.setCookie(name, key, { ...options, maxAge: CODE_TTL_MINUTES * 60 });
    },
    clear(reply) {
      reply.clearCookie(name, options);
    },
  };
}
