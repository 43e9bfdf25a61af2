// Google sign-in in tests: a real local OpenID Connect server (oauth2-mock-server) as the issuer, and the dance
// driven as a browser would drive it: our redirect → the issuer's authorize endpoint → its redirect back → our
// callback → the /auth page's exchange of the one-time code (docs/decisions/021-sessions.md). A `TestBrowser`
// is the one cookie of the sign-in, kept the way a browser keeps it.
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { madeBeforeAll } from './before-all.ts';
import type { TestApp } from './test-app.ts';

export interface TestIssuer {
  url: string;
  /** The person the issuer's next ID tokens speak for. */
  person(sub: string, email: string, extra?: Record<string, unknown>): void;
  stop(): Promise<void>;
}

export async function startIssuer(): Promise<TestIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // An explicit 127.0.0.1 issuer, so nothing depends on how `localhost` resolves.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  let claims: Record<string, unknown> = {};
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  return {
    url: server.issuer.url,
    person(sub, email, extra = {}) {
      claims = { sub, email, email_verified: true, given_name: 'Meera', family_name: 'Iyer', ...extra };
    },
    stop: () => server.stop(),
  };
}

/** The file's issuer: started before its tests, stopped after them. */
export function useIssuer(): TestIssuer {
  return madeBeforeAll(startIssuer, (issuer) => issuer.stop());
}

/** The settings that point a test app at the issuer. */
export function googleEnv(issuer: TestIssuer, publicUrl = 'http://shop.test'): Record<string, string> {
  return {
    OIDC_ISSUER: issuer.url,
    OIDC_CLIENT_ID: 'shop-test-client',
    OIDC_CLIENT_SECRET: 'shop-test-client-secret',
    PUBLIC_URL: publicUrl,
  };
}

/** One browser's cookie jar for the shop (the sign-in sets a single cookie). */
export interface TestBrowser {
  cookie: string | undefined;
}

export function newBrowser(): TestBrowser {
  return { cookie: undefined };
}

/** Anything that looks like a JWT (header.payload.…): none may ever be in an address. */
export const JWT_PATTERN = /eyJ[\w-]*\.[\w-]*\./;

function keepCookies(browser: TestBrowser, response: LightMyRequestResponse) {
  for (const cookie of response.cookies) {
    const gone =
      cookie.value === '' ||
      cookie.maxAge === 0 ||
      (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
    browser.cookie = gone ? undefined : `${cookie.name}=${cookie.value}`;
  }
}

function cookieHeader(browser: TestBrowser): Record<string, string> {
  return browser.cookie ? { cookie: browser.cookie } : {};
}

/** Starts a sign-in in `browser` and returns the callback address the issuer sends it back to (path and query). */
export async function startSignIn(t: TestApp, browser: TestBrowser): Promise<string> {
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/auth/google',
    headers: cookieHeader(browser),
  });
  expect(start.statusCode).toBe(302);
  keepCookies(browser, start);
  const authorize = new URL(String(start.headers.location));
  const atIssuer = await fetch(authorize, { redirect: 'manual' });
  expect(atIssuer.status).toBe(302);
  const back = new URL(String(atIssuer.headers.get('location')));
  expect(back.pathname).toBe('/api/auth/google/callback');
  return `${back.pathname}${back.search}`;
}

/** Opens the callback address in `browser`; returns where the shop sends it (always /auth, never with a JWT). */
export async function openCallback(t: TestApp, browser: TestBrowser, callback: string): Promise<URL> {
  const response = await t.app.inject({ method: 'GET', url: callback, headers: cookieHeader(browser) });
  expect(response.statusCode).toBe(302);
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  keepCookies(browser, response);
  const location = String(response.headers.location);
  expect(location).not.toMatch(JWT_PATTERN);
  const landing = new URL(location, 'http://shop.test');
  expect(landing.pathname).toBe('/auth');
  return landing;
}

/** What the /auth page does with `?token=`: trades the one-time code for the real token. */
export async function exchangeCode(
  t: TestApp,
  browser: TestBrowser,
  code: string,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/google/exchange',
    headers: cookieHeader(browser),
    payload: { code },
  });
  keepCookies(browser, response);
  return response;
}

export interface GoogleLanding {
  landing: URL;
  /** The real token, when the callback gave a code and the exchange accepted it. */
  token: string | undefined;
}

/** The whole sign-in in one (new) browser: start, issuer, callback, and the exchange when a code came back. */
export async function signInWithGoogle(t: TestApp, browser = newBrowser()): Promise<GoogleLanding> {
  const landing = await openCallback(t, browser, await startSignIn(t, browser));
  const code = landing.searchParams.get('token');
  if (code === null) return { landing, token: undefined };
  const exchanged = await exchangeCode(t, browser, code);
  expect(exchanged.statusCode).toBe(200);
  return { landing, token: exchanged.json().token };
}
