// Header search (docs/product.md#search-suggestions): each resolution outcome, suggestions and their closing.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function search(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(text);
  await box.press('Enter');
}

async function suggestionCount(request: import('@playwright/test').APIRequestContext, query: string) {
  const response = await request.get(`/api/products/search?query=${encodeURIComponent(query)}`);
  return ((await response.json()) as { suggestions: unknown[] }).suggestions.length;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

test('an exact category name opens that category', async ({ page }) => {
  await search(page, 'Kitchen');
  await expect(page).toHaveURL(/\/shop\/kitchen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
});

test('several suggestions of one category open that category', async ({ page }) => {
  await search(page, 'headphones');
  await expect(page).toHaveURL(/\/shop\/electronics$/);
});

test('a single suggestion opens that product', async ({ page, request }) => {
  const list = await (await request.get('/api/products?category=Pets&limit=50')).json();
  let chosen: { _id: string; name: string } | undefined;
  for (const product of list.products as { _id: string; name: string }[]) {
    if ((await suggestionCount(request, product.name)) === 1) {
      chosen = product;
      break;
    }
  }
  if (!chosen) throw new Error('the demo catalogue should have a product found by its name alone');
  await search(page, chosen.name);
  await expect(page).toHaveURL(new RegExp(`/shop/pets/${chosen._id}$`));
});

test('a query contained in a category name opens that category', async ({ page, request }) => {
  const candidates = ['ationer', 'ectronic', 'itche', 'ashio', 'pirit'];
  let query: string | undefined;
  for (const candidate of candidates) {
    if ((await suggestionCount(request, candidate)) === 0) {
      query = candidate;
      break;
    }
  }
  if (!query) throw new Error('expected one of the candidates to have no suggestions');
  await search(page, query);
  await expect(page).toHaveURL(/\/shop\/(stationery|electronics|kitchen|fashion|spiritual)$/);
});

test('no match goes to product-not-found with the query', async ({ page }) => {
  await search(page, 'Qzxwv Unicorn');
  await expect(page).toHaveURL(/\/product-not-found$/);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find any products matching")).toContainText('qzxwv unicorn');
});

test('a failed search goes to product-not-found with the error', async ({ page }) => {
  await page.route('**/api/products/search**', (route) =>
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

test('typed text is lower-cased and suggestions are sorted by what they show', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('HEADPH');
  await expect(box).toHaveValue('headph');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.locator('span:first-child').allTextContents();
  // Several suggestions, all for what was typed, so the order is a real sort and not one item.
  expect(texts.length).toBeGreaterThanOrEqual(3);
  expect(texts.length).toBeLessThanOrEqual(8);
  expect(texts.every((text) => /headph/i.test(text))).toBe(true);
  expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
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
