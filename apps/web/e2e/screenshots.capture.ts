// Not a test: `npm run screenshots` refreshes docs/screenshots/ (phone 390×844 and desktop 1366×850).
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, saveHomeAddress, type TestAccount } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { addToCart } from './support/shop.ts';
import { signIn } from './support/tokens.ts';

const out = path.resolve(import.meta.dirname, '../../../docs/screenshots');
// A full-page picture of a tall page takes half a minute on a loaded 2-core machine: give every shot room.
test.describe.configure({ timeout: 180_000 });
// Still pictures: the hero banner stays on its first slide and the featured strip stands still.
test.use({ reducedMotion: 'reduce' });
// The featured strip's track at its first frame, as it looks while moving (a transform), so the shots do not
// depend on when they were taken.
const FROZEN = '.featured-track { animation: none !important; transform: translateX(0) !important; }';
const PAGES = [
  ['home', '/'],
  ['category', '/shop/fashion'],
  ['product', 'product'],
  ['about', '/about'],
  ['faq', '/faq'],
];
const SIZES = [
  ['phone', 390, 844],
  ['desktop', 1366, 850],
] as const;

/** Puts the first `count` products of the category with stock to spare in the account's cart, one of each. */
async function fillCart(request: APIRequestContext, account: TestAccount, category: string, count: number) {
  const list = await (await request.get(`/api/products?category=${category}&limit=6`)).json();
  const cards = (list.products as { _id: string; countInStock: number }[]).filter((p) => p.countInStock > 1);
  for (const product of cards.slice(0, count)) await addToCart(request, account, product._id);
}

/** Brings every lazy picture in, then takes the full page. */
async function shoot(page: Page, file: string, height: number) {
  await page.waitForLoadState('networkidle');
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `${file}.png`), fullPage: true, style: FROZEN });
}

for (const [name, url] of PAGES) {
  for (const [size, width, height] of SIZES) {
    test(`${name} at ${size} width`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      let target = url ?? '/';
      if (target === 'product') {
        const list = await (await page.request.get('/api/products?category=Electronics&limit=1')).json();
        target = `/shop/electronics/${list.products[0]._id}`;
      }
      await page.goto(target);
      await shoot(page, `${name}-${size}`, height);
    });
  }
}

test('the category filter sheet at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop/fashion');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('button', { name: /^Show \d+ products?$/ })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, 'category-filters-phone.png') });
});

test('search results at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.goto('/search?q=kettle');
  await shoot(page, 'search-desktop', 850);
});

test('a sorted, filtered list with its chips, and the sort sheet, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=kettle&category=kitchen&discount=20&instock=1&sort=price_asc');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, 'search-chips-phone.png') });
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, 'search-sort-phone.png') });
});

test('a sorted, filtered category page at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.goto('/shop/kitchen?brand=Kitchino&discount=20&instock=1&sort=price_asc');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, 'category-filtered-desktop.png') });
});

for (const [size, width, height] of SIZES) {
  test(`cart at ${size} width`, async ({ page, request }) => {
    const account = await createAccount(request, 'screenshot');
    await fillCart(request, account, 'Fashion', 3);
    await signIn(page, account.token);
    await page.setViewportSize({ width, height });
    await page.goto('/cart');
    await shoot(page, `cart-${size}`, height);
  });
}

for (const [size, width, height] of SIZES) {
  test(`checkout and orders at ${size} width`, async ({ page, request }) => {
    const account = await createAccount(request, 'screenshot');
    await saveHomeAddress(request, account);
    await fillCart(request, account, 'Kitchen', 2);
    await signIn(page, account.token);
    await page.setViewportSize({ width, height });
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeVisible();
    await shoot(page, `checkout-${size}`, height);
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order$/);
    await expect(page.getByRole('article').getByText(/^Placed on /)).toBeVisible();
    await shoot(page, `orders-${size}`, height);
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await page.getByRole('button', { name: 'Show tracking details' }).click();
    await shoot(page, `order-details-${size}`, height);
    // The same order cancelled: its one timeline step is the red X.
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
    await dialog.getByRole('radio', { name: 'Ordered by mistake' }).check();
    await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expect(dialog).toBeHidden({ timeout: 6000 });
    await expect(page.locator('#order-timeline [data-state="cancelled"]')).toBeVisible();
    await shoot(page, `order-cancelled-${size}`, height);
  });
}

for (const [size, width, height] of SIZES) {
  test(`profile at ${size} width`, async ({ page, request }) => {
    // The e-mail shows on this page: an address of an everyday length.
    const account = await createAccount(request, 'asha');
    await saveHomeAddress(request, account);
    await signIn(page, account.token);
    await page.setViewportSize({ width, height });
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await shoot(page, `profile-${size}`, height);
  });
}

test('the back office at desktop width', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await signIn(page, admin.token);
  await page.setViewportSize({ width: 1366, height: 850 });
  for (const [name, url] of [
    ['admin-dashboard', '/admin'],
    ['admin-orders', '/admin/orders'],
    ['admin-products', '/admin/products'],
    ['admin-homepage', '/admin/homepage'],
  ] as const) {
    await page.goto(url);
    await shoot(page, `${name}-desktop`, 850);
  }
});
