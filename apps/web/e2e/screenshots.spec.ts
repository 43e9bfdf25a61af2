// Not a test: `npm run screenshots` refreshes docs/screenshots/ (phone 390 px and desktop 1440 px).
import path from 'node:path';
import { test } from '@playwright/test';
import { createAccount, saveHomeAddress } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { signIn } from './support/tokens.ts';

const out = path.resolve(import.meta.dirname, '../../../docs/screenshots');
const PAGES = [
  ['home', '/'],
  ['category', '/shop/fashion'],
  ['product', 'product'],
  ['about', '/about'],
  ['faq', '/faq'],
];
const SIZES = [
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const;

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
      await page.waitForLoadState('networkidle');
      // Bring every lazy picture in before the full-page shot.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(out, `${name}-${size}.png`), fullPage: true });
    });
  }
}

for (const [size, width, height] of SIZES) {
  test(`cart at ${size} width`, async ({ page, request }) => {
    const account = await createAccount(request, 'screenshot');
    const headers = { authorization: `Bearer ${account.token}` };
    const list = await (await request.get('/api/products?category=Fashion&limit=6')).json();
    for (const product of list.products
      .filter((p: { countInStock: number }) => p.countInStock > 1)
      .slice(0, 3)) {
      await request.post('/api/cart/add', {
        headers,
        data: { productId: product._id, quantity: 1, filters: {} },
      });
    }
    await signIn(page, account.token);
    await page.setViewportSize({ width, height });
    await page.goto('/cart');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `cart-${size}.png`), fullPage: true });
  });
}

for (const [size, width, height] of SIZES) {
  test(`checkout and orders at ${size} width`, async ({ page, request }) => {
    const account = await createAccount(request, 'screenshot');
    const headers = { authorization: `Bearer ${account.token}` };
    await saveHomeAddress(request, account);
    const list = await (await request.get('/api/products?category=Kitchen&limit=6')).json();
    for (const product of list.products
      .filter((p: { countInStock: number }) => p.countInStock > 1)
      .slice(0, 2)) {
      await request.post('/api/cart/add', {
        headers,
        data: { productId: product._id, quantity: 1, filters: {} },
      });
    }
    await signIn(page, account.token);
    await page.setViewportSize({ width, height });
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `checkout-${size}.png`), fullPage: true });
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order$/);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `orders-${size}.png`), fullPage: true });
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await page.getByRole('button', { name: 'Show tracking details' }).click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `order-details-${size}.png`), fullPage: true });
  });
}

test('the back office at desktop width', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await signIn(page, admin.token);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [name, url] of [
    ['admin-dashboard', '/admin'],
    ['admin-orders', '/admin/orders'],
    ['admin-products', '/admin/products'],
    ['admin-homepage', '/admin/homepage'],
  ] as const) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${name}-desktop.png`), fullPage: true });
  }
});
