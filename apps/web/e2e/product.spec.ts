// Product detail (docs/product.md#catalogue-product): options and price, quantity bounds, swipe, tabs, related, visitors.
import type { Page } from '@playwright/test';
import { findProduct as findProductIn, keepsOneStock } from './support/catalogue.ts';
import { sql } from './support/database.ts';
import { expect, test } from './support/test.ts';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  countInStock: number;
  images: string[];
  filters: { name: string; values: string[] }[];
  variants: unknown[];
  features: string[];
}

const CATEGORIES = ['Fashion', 'Kitchen', 'Electronics', 'Health', 'Pets', 'Kids', 'Beauty'];
const findProduct = (page: Page, wanted: (product: ApiProduct) => boolean) =>
  findProductIn<ApiProduct>(page.request, CATEGORIES, wanted);

const open = (page: Page, product: ApiProduct) =>
  page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
const priceText = (page: Page) => page.getByTestId('product-price').locator('span.font-bold');

test('choosing an option changes the price to what the server prices it at', async ({ page }) => {
  const product = await findProduct(
    page,
    (p) =>
      keepsOneStock(p) &&
      p.countInStock > 0 &&
      (p.filters[0]?.values.length ?? 0) >= 3 &&
      p.filters[0]?.name !== 'Color',
  );
  await open(page, product);
  const filter = product.filters[0] as { name: string; values: string[] };
  const before = await priceText(page).textContent();
  const value = filter.values[2] as string;
  await page
    .getByRole('group', { name: new RegExp(`^${filter.name}`) })
    .getByRole('button', { name: value, exact: true })
    .click();
  const details = await (
    await page.request.get(
      `/api/products/${product._id}/price-details?selectedFilters=${encodeURIComponent(JSON.stringify({ [filter.name]: value }))}`,
    )
  ).json();
  const expected = `₹${Number(details.effectivePrice).toLocaleString('en-IN')}`;
  await expect(priceText(page)).toHaveText(`Price: ${expected}`);
  expect(before).not.toBe(`Price: ${expected}`);
});

test('quantity stays between 1 and the stock', async ({ page }) => {
  const product = await findProduct(
    page,
    (p) => keepsOneStock(p) && p.countInStock >= 2 && p.countInStock <= 5,
  );
  await open(page, product);
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  const value = page.getByRole('group', { name: 'Quantity' }).locator('output');
  await expect(value).toHaveText('1');
  await expect(minus).toBeDisabled();
  for (let i = 1; i < product.countInStock; i++) await plus.click();
  await expect(value).toHaveText(String(product.countInStock));
  await expect(plus).toBeDisabled();
  await minus.click();
  await expect(value).toHaveText(String(product.countInStock - 1));
});

test("quantity stops at the shop's cap of 10 units per order, with a note saying so", async ({ page }) => {
  const product = await findProduct(page, (p) => keepsOneStock(p) && p.countInStock > 10);
  await open(page, product);
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  const value = page.getByRole('group', { name: 'Quantity' }).locator('output');
  for (let i = 1; i < 10; i++) await plus.click();
  await expect(value).toHaveText('10');
  await expect(plus).toBeDisabled();
  await expect(page.getByText('Up to 10 per order')).toBeVisible();
});

async function drag(page: Page, distance: number) {
  const box = await page.getByTestId('gallery-main').boundingBox();
  if (!box) throw new Error('no gallery');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance / 2, y, { steps: 4 });
  await page.mouse.move(x + distance, y, { steps: 4 });
  await page.mouse.up();
}

test('a drag of more than 50 px changes the picture and wraps at the ends', async ({ page }) => {
  const product = await findProduct(page, (p) => p.images.length === 4);
  await open(page, product);
  const main = page.getByTestId('gallery-main').getByRole('img');
  await expect(main).toHaveAttribute('alt', /picture 1 of 4$/);
  await drag(page, -40);
  await expect(main).toHaveAttribute('alt', /picture 1 of 4$/);
  await drag(page, -80);
  await expect(main).toHaveAttribute('alt', /picture 2 of 4$/);
  await drag(page, 80);
  await drag(page, 80);
  await expect(main).toHaveAttribute('alt', /picture 4 of 4$/);
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(main).toHaveAttribute('alt', /picture 1 of 4$/);
  await page.getByRole('button', { name: 'Show picture 3' }).click();
  await expect(main).toHaveAttribute('alt', /picture 3 of 4$/);
});

test('a product without pictures shows four stock pictures', async ({ page }) => {
  // Every demo product has pictures (docs/decisions/004-demo-catalogue-and-images.md): take them off one no other test looks for, as an admin could.
  const list = await (await page.request.get('/api/products?category=Beauty&limit=100')).json();
  const last = (list.products as { _id: string }[]).at(-1);
  if (!last) throw new Error('no Beauty products');
  await sql(`update products set images = '{}' where id = $1`, [last._id]);
  const product = (await (await page.request.get(`/api/products/${last._id}`)).json()) as ApiProduct;
  expect(product.images).toEqual([]);
  await open(page, product);
  await expect(page.getByRole('button', { name: /^Show picture \d$/ })).toHaveCount(4);
});

test('tabs show the description first, then reviews and shipping', async ({ page }) => {
  // A demo product with features: other specs add products of their own without any.
  const product = await findProduct(page, (p) => p.features.length > 0);
  await open(page, product);
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Shipping' }).click();
  // What checkout offers, from the shop's settings (docs/decisions/036): the three speeds with their fees.
  await expect(page.getByText(/^Standard delivery: the shipping above/)).toBeVisible();
  await expect(page.getByText(/^Express delivery: ₹99 extra/)).toBeVisible();
  await expect(page.getByText(/^Overnight delivery: ₹199 extra/)).toBeVisible();
  // The shop's one returns promise, from RETURN_WINDOW_DAYS (docs/decisions/036; e2e/promises.spec.ts).
  await expect(page.getByText(/^Returns within 7 days of delivery: unused items/)).toBeVisible();
  // The tab opened names the panel it shows: ids drawn on the server are not left beside the browser's.
  const shippingTab = page.getByRole('tab', { name: 'Shipping' });
  const panelId = await shippingTab.getAttribute('aria-controls');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('id', panelId ?? 'no aria-controls');
});

test('related products are four others of the same category, and the breadcrumb leads back', async ({
  page,
}) => {
  const product = await findProduct(page, (p) => p.category === 'Kitchen');
  await open(page, product);
  const related = page.getByRole('region', { name: 'You Might Also Like' }).getByRole('link');
  await expect(related).toHaveCount(4);
  for (const href of await related.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    expect(href).toMatch(/^\/shop\/kitchen\/[a-f0-9]{24}$/);
    expect(href).not.toContain(product._id);
  }
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await crumbs.getByRole('link', { name: 'Kitchen' }).click();
  await expect(page).toHaveURL(/\/shop\/kitchen$/);
});

test("an unknown product says 'Product not found'", async ({ page }) => {
  await page.goto('/shop/kitchen/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

for (const [button, message] of [
  ['Add to Cart', 'Please log in to add items to your cart'],
  ['Buy Now', 'Please log in to buy products'],
  ['Add to wishlist', 'Please log in to add items to your wishlist'],
] as const) {
  test(`${button} asks a visitor to log in, then goes to /auth`, async ({ page }) => {
    const product = await findProduct(page, (p) => p.countInStock > 0);
    await open(page, product);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText(message)).toBeVisible();
    // The redirect waits 2.5 s after the toast (docs/product.md#accounts-access): never sooner, whatever the machine's load.
    await page.waitForURL(/\/auth$/, { timeout: 8000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2400);
  });
}

test('Share copies the link when there is no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const product = await findProduct(page, () => true);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await open(page, product);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Product link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});
