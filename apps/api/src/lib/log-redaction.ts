// What a log line may say about a request (docs/product.md#accounts-sessions, docs/decisions/021-sessions.md): never a token, a code, a
// password or a signature. Headers that carry them are redacted by the logger's `redact` paths (app.ts); URLs are
// rewritten here: the whole query of the pages that receive sign-in material, and the value of every parameter
// whose name says it is secret, everywhere else.
import type { FastifyRequest } from 'fastify';

/** Pages whose whole query is sign-in material: the web app's /auth (token, msg) and the Google callback. */
const SECRET_QUERY_PATHS = new Set(['/auth', '/api/auth/google/callback']);
const SECRET_NAME = /token|code|otp|password|passwd|secret|signature|session|jwt/i;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  if (SECRET_QUERY_PATHS.has(path)) return `${path}?${REDACTED}`;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is judged as sent.
      }
      return equals !== -1 && SECRET_NAME.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The logger's request serializer: Fastify's own fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
