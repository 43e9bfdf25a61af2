// A server-rendered page behaves from the first tap (docs/decisions/024-server-rendering.md, "Alive from the first
// tap"): a phone shopper who scrolls or taps before the app has taken over the page keeps their place, and the tap
// is answered once the app is alive, once. These tests act BEFORE the app starts, so they use Playwright's own
// `test`, not support/test.ts (whose goto waits for the app); they slow Chromium's CPU 4× as a mid-range phone, and
// hold the app's code back until the shopper has acted, so that "before" is certain rather than a race.
import { test as base, expect, type Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { findProduct } from './support/catalogue.ts';
import { signIn } from './support/tokens.ts';

const test = base;
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Slows the page's CPU 4× and holds the app's own file (the `app` entry, src/main.tsx) until the returned function
 * is called; that function then waits until the app is alive on the page (src/main.tsx marks <html>).
 */
async function slowPhoneWithTheAppHeld(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'alive', undefined, {
      timeout: 20_000,
    });
  };
}

interface ApiProduct {
  _id: string;
  category: string;
  countInStock: number;
}

async function productPath(page: Page): Promise<string> {
  const product = await findProduct<ApiProduct>(
    page.request,
    ['Fitness', 'Stationery'],
    (p) => p.countInStock > 5,
  );
  return `/shop/${product.category.toLowerCase()}/${product._id}`;
}

for (const target of ['/', '/shop/fashion', 'product']) {
  test(`${target}: a shopper who scrolls before the page is alive keeps their place when it comes alive`, async ({
    page,
  }) => {
    const path = target === 'product' ? await productPath(page) : target;
    const appAlive = await slowPhoneWithTheAppHeld(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

    await appAlive();
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });
}

test('signed out, a tap on Add to Cart before the page is alive shows the sign-in prompt once it is, once', async ({
  page,
}) => {
  const path = await productPath(page);
  const appAlive = await slowPhoneWithTheAppHeld(page);
  await page.goto(path, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await add.tap();
  // The button says it has the tap and is not ready yet.
  await expect(add).toHaveAttribute('aria-busy', 'true');

  await appAlive();
  const prompt = page.getByText('Please log in to add items to your cart');
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveCount(1);
  await expect(add).not.toHaveAttribute('aria-busy');
  await page.waitForURL((url) => url.pathname === '/auth');
});

test('signed in, taps on Reviews and Add to Cart before the page is alive show the reviews and add one unit', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'first-tap');
  await signIn(page, account.token);
  const path = await productPath(page);
  const appAlive = await slowPhoneWithTheAppHeld(page);
  await page.goto(path, { waitUntil: 'commit' });
  const reviews = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  await reviews.tap();
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await add.tap();
  await expect(add).toHaveAttribute('aria-busy', 'true');

  await appAlive();
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  await expect(reviews).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cart = await request.get('/api/cart', { headers: { authorization: `Bearer ${account.token}` } });
  const { items } = (await cart.json()) as { items: { quantity: number }[] };
  expect(items.map((item) => item.quantity)).toEqual([1]);
});
