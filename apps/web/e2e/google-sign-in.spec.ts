// Google sign-in in the browser against the local OpenID Connect server that stands in for Google
// (start-test-server.ts), bound to the browser that started it (docs/decisions/021-sessions.md): /auth gets a
// one-time code in `?token=` and trades it for the real token; a callback address opened in another browser, or a
// `?token=` that is no code of this browser, signs nobody in and shows the spec's Google message (docs/product.md#accounts-sign-in).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { fakeToken, inAnHour } from './support/tokens.ts';

const GOOGLE_EMAIL = 'google.shopper@example.com';
/** The spec's words for any failed Google sign-in (docs/product.md#accounts-sign-in). */
const GOOGLE_FAILED = 'Google authentication failed. Please try again or use email/password login.';
const JWT_PATTERN = /eyJ[\w-]*\.[\w-]*\./;

/** Every address the page's main frame was at, so a test can say none of them carried a token. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

function storedToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('token'));
}

test('Google sign-in creates the account, lands on the profile, and hides the Security tab', async ({
  page,
}) => {
  const addresses = addressesOf(page);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(GOOGLE_EMAIL)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Addresses' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveCount(0);
  expect(await storedToken(page)).toMatch(JWT_PATTERN);
  // The address bar saw the one-time code, never the token.
  expect(addresses.some((address) => address.includes('/auth?token='))).toBe(true);
  for (const address of addresses) expect(address).not.toMatch(JWT_PATTERN);
});

test('a callback address started in one browser signs nobody in when opened in another', async ({
  browser,
  page,
}) => {
  // The attacker's browser starts a sign-in and stops where the issuer sends it back to the shop.
  const attacker = await browser.newContext();
  try {
    const start = await attacker.request.get('/api/auth/google', { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    const atIssuer = await attacker.request.get(start.headers().location ?? '', { maxRedirects: 0 });
    const callback = atIssuer.headers().location ?? '';
    expect(callback).toContain('/api/auth/google/callback?');

    // The victim's clean browser opens that address.
    await page.goto(callback);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('alert')).toHaveText(GOOGLE_FAILED);
    expect(await storedToken(page)).toBeNull();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);

    // The same address is a good one: in the browser that started it, it signs in.
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(callback);
    await expect(attackerPage).toHaveURL(/\/profile$/);
    await expect(attackerPage.getByText(GOOGLE_EMAIL)).toBeVisible();
  } finally {
    await attacker.close();
  }
});

test('a ?token= that is no one-time code of this browser is refused and nothing is stored', async ({
  page,
}) => {
  const token = fakeToken({ userId: 'a'.repeat(24), exp: inAnHour() });
  for (const value of [token, 'not-a-code']) {
    await page.goto(`/auth?token=${encodeURIComponent(value)}`);
    await expect(page.getByRole('alert')).toHaveText(GOOGLE_FAILED);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await storedToken(page)).toBeNull();
  }
});

test('a code used once cannot sign in a second time', async ({ page }) => {
  let code = '';
  page.on('framenavigated', (frame) => {
    const found = new URL(frame.url()).searchParams.get('token');
    if (frame === page.mainFrame() && found) code = found;
  });
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(code).not.toBe('');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`/auth?token=${encodeURIComponent(code)}`);
  await expect(page.getByRole('alert')).toHaveText(GOOGLE_FAILED);
  expect(await storedToken(page)).toBeNull();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 850 },
]) {
  test(`/auth while the code is traded, and after a refused one, at ${viewport.width}×${viewport.height}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    // Hold the exchange until the page has been seen waiting for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/google/exchange', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth?token=not-a-code');
    const waiting = page.getByRole('status').filter({ hasText: 'Signing you in with Google' });
    await expect(waiting).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);
    await page.screenshot({ path: testInfo.outputPath(`auth-exchanging-${viewport.width}.png`) });
    release();
    await expect(page.getByRole('alert')).toHaveText(GOOGLE_FAILED);
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`auth-refused-${viewport.width}.png`) });
  });
}
