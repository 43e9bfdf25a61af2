// Logout (docs/product.md#accounts-sessions): the browser forgets its token at once, as the spec says, and the
// session ends on the server too, so a copy of the token is refused from then on
// (docs/decisions/034-sessions-on-the-server.md). The request is not awaited: an offline shopper is still signed out
// here, and its answer cannot touch a token stored after it (a quick sign-in again).
import { clearToken, currentToken } from './auth-token.ts';
import { env } from './env.ts';

export function signOut(): void {
  const token = currentToken();
  clearToken();
  if (!token) return;
  fetch(`${env.apiBase}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
