// Automated accessibility check (axe) of the shell and the static pages: no serious or critical violations.

import { createAccount } from './support/accounts.ts';
import { ruleViolations, seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

const PAGES = [
  '/',
  '/about',
  '/faq',
  '/terms',
  '/privacy',
  '/shipping',
  '/returns',
  '/product-not-found',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('home, with its deals and the All Categories dialog, has no serious violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#deals').getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '+5 more' }).click();
  await expect(page.getByRole('dialog', { name: 'All Categories' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a filtered category page has no serious violations', async ({ page }) => {
  await page.goto('/shop/electronics?brand=Zentra');
  await expect(page.getByText(/^Showing/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/', '/shop/fashion']) {
  test(`${path} keeps its headings in order and its buttons big enough to hit`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // Every section laid out, as each is once on screen: axe measures the cards of a section not yet laid out
    // (`.render-when-near`, index.css) at their full height over its stand-in's, overlapping the footer.
    await page.evaluate(() => document.documentElement.classList.add('render-all'));
    expect(await ruleViolations(page, ['heading-order', 'target-size'])).toEqual([]);
  });
}

test('a product page, on each tab, has no serious violations', async ({ page }) => {
  await page.goto('/shop/electronics?brand=Zentra');
  await page.getByRole('region', { name: 'Products' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Shipping' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open search suggestions and profile menu have no serious violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill('kettle');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the open mobile menu has no serious violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the header is reachable by keyboard, with a skip link first', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reached: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return (
          element?.getAttribute('aria-label') ??
          element?.labels?.[0]?.textContent ??
          element?.textContent ??
          ''
        );
      }),
    );
  }
  for (const name of ['Search products', 'Wishlist', 'Profile menu', 'Cart', 'Kitchen', 'Stationery']) {
    expect(reached.some((label) => label.includes(name))).toBe(true);
  }
});

test('sign-in, sign-up and profile pages have no serious violations', async ({ page, request }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, (await createAccount(request, 'axe')).token);
  await page.goto('/profile');
  for (const tab of ['Profile', 'Addresses', 'Security']) {
    await page.getByRole('tab', { name: tab }).click();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('cart and wishlist pages have no serious violations', async ({ page, request }) => {
  const account = await createAccount(request, 'axe-cart');
  const list = await (await request.get('/api/products?category=Kitchen&limit=3')).json();
  const headers = { authorization: `Bearer ${account.token}` };
  for (const product of list.products.filter((p: { countInStock: number }) => p.countInStock > 0)) {
    await request.post('/api/cart/add', {
      headers,
      data: { productId: product._id, quantity: 1, filters: {} },
    });
    await request.post(`/api/wishlist/${product._id}`, { headers });
  }
  await signIn(page, account.token);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/wishlist');
  await expect(page.getByText(/items? saved/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
