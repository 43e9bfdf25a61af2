// The search results page, sort and the new filters as a shopper meets them (docs/product.md#search-results,
// docs/product.md#catalogue-sort, docs/product.md#catalogue-facets), at desktop and phone sizes: Enter in the header
// lands on /search with the kettles first (not the kettlebells), price low to high orders the list, a 4★ filter
// narrows it, Back restores each step; on a phone, sort opens as a bottom sheet and active filters are chips that a
// tap removes.
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { authHeader } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { E2E_BASE_URL } from './support/test-server.ts';

const products = (page: Page) => page.getByRole('region', { name: 'Products' });
const cardNames = (page: Page) => products(page).locator('li h3').allTextContents();
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await products(page).locator('li span.font-bold').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}
const ascending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
const summary = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ products$/);

/** The demo catalogue has no reviews: two electric kettles get five stars, so "4★ & above" shows something. */
async function rateTwoKettles(request: APIRequestContext): Promise<void> {
  const author = await createAccount(request, 'kettle-fan');
  const list = await (await request.get('/api/products?q=electric+kettle&category=Kitchen&limit=2')).json();
  for (const product of list.products as { _id: string }[]) {
    const posted = await request.post('/api/reviews', {
      headers: authHeader(author),
      multipart: { productId: product._id, rating: '5', comment: 'Boils fast.' },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }
}

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await rateTwoKettles(request);
  await request.dispose();
});

/** The first cards are electric kettles: the whole word "Kettle" in the name, not "Kettlebell". */
async function expectKettlesFirst(page: Page): Promise<void> {
  await expect.poll(async () => (await cardNames(page)).slice(0, 4)).toHaveLength(4);
  const first = (await cardNames(page)).slice(0, 4);
  expect(
    first.every((name) => /\bKettle\b/.test(name) && !/Kettlebell/i.test(name)),
    first.join(', '),
  ).toBe(true);
}

/** Every card on the page shows a rating of 4 stars or more (cards, not the chips' list items). */
async function expectEveryCardRatedAtLeastFour(page: Page): Promise<void> {
  const cards = products(page)
    .locator('li')
    .filter({ has: page.locator('h3') });
  await expect
    .poll(async () => {
      const labels = await cards.evaluateAll((nodes) =>
        nodes.map((node) => node.querySelector('[role="img"]')?.getAttribute('aria-label') ?? 'unrated'),
      );
      return labels.length > 0 && labels.every((label) => /^Rated [45]\.\d out of 5/.test(label));
    })
    .toBe(true);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('search from the header, sort by price, rate 4★ and up, Back restores each step', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('kettle');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kettle$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kettle”');
    await expect(box).toHaveValue('kettle');
    await expectKettlesFirst(page);
    const all = summary(page);
    await expect(all).toBeVisible();
    const allText = await all.textContent();

    const sortBy = page.getByRole('group', { name: 'Sort by' });
    await sortBy.getByRole('button', { name: 'Price: Low to High' }).click();
    await expect(page).toHaveURL(/\/search\?q=kettle&sort=price_asc$/);
    await expect(sortBy.getByRole('button', { name: 'Price: Low to High' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const sortedPrices = await cardPrices(page);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: /^4★ & above/ }).click();
    await expect(page).toHaveURL(/rating=4/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('4★ & above');
    await expect.poll(async () => (await summary(page).textContent()) !== allText).toBe(true);
    await expectEveryCardRatedAtLeastFour(page);
    expect(ascending(await cardPrices(page))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=kettle&sort=price_asc$/);
    await expect(summary(page)).toHaveText(allText ?? '');
    await expect.poll(() => cardPrices(page)).toEqual(sortedPrices);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=kettle$/);
    await expect(sortBy.getByRole('button', { name: 'Relevance' })).toHaveAttribute('aria-pressed', 'true');
    await expectKettlesFirst(page);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/rating=4/);
    await expectEveryCardRatedAtLeastFour(page);

    // Words that match nothing keep the query on screen and offer a way on.
    await page.goto('/search?q=qzxwv+unicorn');
    await expect(page.getByRole('heading', { name: 'No results for “qzxwv unicorn”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('sort opens as a bottom sheet, filters show as chips a tap removes, Back restores them', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Search products' });
    await box.fill('kettle');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kettle$/);
    await expectKettlesFirst(page);

    const sortButton = page.getByRole('button', { name: 'Sort', exact: true });
    await sortButton.tap();
    const sheet = page.getByRole('dialog', { name: 'Sort by' });
    await expect(sheet).toBeVisible();
    // A sheet from the bottom edge: it ends at the bottom of the screen and leaves the page visible above it.
    const box2 = await sheet.boundingBox();
    expect(Math.round((box2?.y ?? 0) + (box2?.height ?? 0))).toBe(844);
    expect(box2?.y ?? 0).toBeGreaterThan(200);
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Price: Low to High' }).tap();
    await expect(sheet).toBeHidden();
    await expect(sortButton).toBeFocused();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);

    await page.getByRole('button', { name: 'Filters' }).tap();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('button', { name: /^4★ & above/ }).tap();
    await expect(page).toHaveURL(/rating=4/);
    await filters.getByRole('button', { name: /^Show \d+ products?$/ }).tap();
    await expect(filters).toBeHidden();

    const chip = page.getByRole('button', { name: 'Remove filter: 4★ & above' });
    await expect(chip).toBeVisible();
    await expectEveryCardRatedAtLeastFour(page);
    await chip.tap();
    await expect(chip).toBeHidden();
    await expect(page).not.toHaveURL(/rating=/);
    await expect(page).toHaveURL(/sort=price_asc/);

    await page.goBack();
    await expect(page).toHaveURL(/rating=4/);
    await expect(chip).toBeVisible();
  });
});
