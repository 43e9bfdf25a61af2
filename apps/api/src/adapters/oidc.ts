// Google sign-in as OpenID Connect (docs/product.md#accounts-google): authorization code flow with PKCE, state and nonce, via the
// maintained `openid-client`. The issuer is configurable, so tests run it against a local OIDC server.
import * as client from 'openid-client';
import type { Config } from '../config.ts';

/** What must be kept from the redirect out until the callback (stored in the database, not in memory). */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface OidcProvider {
  readonly configured: boolean;
  /** The issuer's authorization URL, and the checks to keep for the callback. */
  start(): Promise<{ url: string; checks: OidcChecks }>;
  /** Exchanges the code of the callback URL and returns the verified ID token's identity. */
  finish(callbackQuery: string, checks: OidcChecks): Promise<OidcIdentity>;
}

export function createOidcProvider(config: Config): OidcProvider {
  const { clientId, clientSecret, redirectUri } = config.oidc;
  // The issuer's metadata is looked up once per process; a failed look-up is retried on the next sign-in.
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(id: string): Promise<client.Configuration> {
    discovered ??= discover(config, id, clientSecret).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  return {
    configured: clientId !== undefined,
    async start() {
      const settings = await configuration(requireClientId(clientId));
      const checks: OidcChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(settings, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url: url.href, checks };
    },
    async finish(callbackQuery, checks) {
      const settings = await configuration(requireClientId(clientId));
      // The URL the issuer redirected to; its origin and path are sent back as the token request's redirect_uri.
      const currentUrl = new URL(`${redirectUri}?${callbackQuery}`);
      const tokens = await client.authorizationCodeGrant(settings, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the issuer sent no ID token');
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        // Some issuers send the flag as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}

function requireClientId(clientId: string | undefined): string {
  if (clientId === undefined) throw new Error('OIDC_CLIENT_ID is not set');
  return clientId;
}

async function discover(config: Config, clientId: string, clientSecret: string | undefined) {
  const issuer = new URL(config.oidc.issuer);
  // Plain http only for a local test issuer; config.ts refuses an http issuer in production as well.
  const insecure = issuer.protocol === 'http:' && config.env !== 'production';
  return client.discovery(
    issuer,
    clientId,
    clientSecret,
    clientSecret === undefined ? client.None() : client.ClientSecretPost(clientSecret),
    { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
  );
}
