// Header search (docs/product.md#search-suggestions, docs/product.md#search-enter): each outcome of Enter,
// suggestions and their closing.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function search(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(text);
  await box.press('Enter');
}

/** How many products the text matches, as Enter asks (GET /api/products?q=&limit=1). */
async function matchCount(request: import('@playwright/test').APIRequestContext, query: string) {
  const response = await request.get(`/api/products?q=${encodeURIComponent(query)}&limit=1`);
  return ((await response.json()) as { total: number }).total;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

test('an exact category name opens that category', async ({ page }) => {
  await search(page, 'Kitchen');
  await expect(page).toHaveURL(/\/shop\/kitchen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
});

test('several matches open the results page, even all of one category', async ({ page }) => {
  await search(page, 'Headphones');
  await expect(page).toHaveURL(/\/search\?q=headphones$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “headphones”');
});

test('a single match opens that product', async ({ page, request }) => {
  const list = await (await request.get('/api/products?category=Pets&limit=50')).json();
  let chosen: { _id: string; name: string } | undefined;
  for (const product of list.products as { _id: string; name: string }[]) {
    if ((await matchCount(request, product.name)) === 1) {
      chosen = product;
      break;
    }
  }
  if (!chosen) throw new Error('the demo catalogue should have a product found by its name alone');
  await search(page, chosen.name);
  await expect(page).toHaveURL(new RegExp(`/shop/pets/${chosen._id}$`));
});

test('no match goes to product-not-found with the query', async ({ page }) => {
  await search(page, 'Qzxwv Unicorn');
  await expect(page).toHaveURL(/\/product-not-found$/);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find any products matching")).toContainText('qzxwv unicorn');
  // The box keeps the text, to be corrected rather than typed again.
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('qzxwv unicorn');
});

test('a failed search goes to product-not-found with the error', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/products' && url.searchParams.has('q'),
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Search is resting' }),
      }),
  );
  await search(page, 'kettle');
  await expect(page).toHaveURL(/\/product-not-found$/);
  await expect(page.getByRole('alert')).toHaveText('Search is resting');
});

test('blank text does nothing', async ({ page }) => {
  await search(page, '   ');
  await expect(page).toHaveURL(/\/about$/);
});

test('typed text is lower-cased and suggestions come ranked by relevance, kettles before kettlebells', async ({
  page,
}) => {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('KETTLE');
  await expect(box).toHaveValue('kettle');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.locator('span:first-child').allTextContents();
  expect(texts.length).toBeGreaterThanOrEqual(3);
  expect(texts.length).toBeLessThanOrEqual(8);
  // A whole-word match in the name ranks first: every suggestion is an electric kettle, none a kettlebell.
  expect(
    texts.every((text) => /\bKettle\b/.test(text)),
    texts.join(', '),
  ).toBe(true);
});

test('suggestions close on a click elsewhere and when the text is cleared', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('kettle');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  // A click on an empty part of the page, well away from the suggestions.
  await page.mouse.click(10, 650);
  await expect(list).toBeHidden();
  await box.fill('kettle');
  await expect(list).toBeVisible();
  await box.fill('');
  await expect(list).toBeHidden();
});

test('arrow keys choose a suggestion and Enter opens it', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('yoga mat');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/fitness\/[a-f0-9]{24}$/);
});
