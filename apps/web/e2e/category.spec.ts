// Category page (docs/product.md#catalogue-listing): filters, resets, pagination and the Fashion fallback.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const summary = (page: Page) =>
  page.getByText(/^Showing \d+-\d+ of \d+ products$|^No products found$/).first();

async function total(page: Page): Promise<number> {
  const text = (await summary(page).textContent()) ?? '';
  return Number(/of (\d+) products/.exec(text)?.[1] ?? 0);
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('region', { name: 'Products' })
    .locator('li span.font-bold')
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test('an unknown category falls back to Fashion', async ({ page }) => {
  await page.goto('/shop/garden');
  await expect(page.getByRole('heading', { level: 1, name: 'Fashion' })).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1-12 of \d+ products$/);
});

test('subcategory, brand and price filters narrow the list and live in the address', async ({ page }) => {
  await page.goto('/shop/fashion');
  await expect(summary(page)).toBeVisible();
  const all = await total(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // A value's name is followed by the number of products it shows ("Men 40").
  await filters.getByRole('button', { name: /^Men\b/ }).click();
  await expect(page).toHaveURL(/sub=Men/);
  await expect.poll(() => total(page)).toBeLessThan(all);
  const men = await total(page);

  const brand = filters.getByRole('checkbox').first();
  const brandName = (await brand.locator('xpath=../span').first().textContent())?.trim() ?? '';
  // The box follows the address, which updates in a transition: click, then wait for it.
  await brand.click();
  await expect(brand).toBeChecked();
  await expect(page).toHaveURL(/brand=/);
  await expect.poll(() => total(page)).toBeLessThanOrEqual(men);
  const brands = () => page.getByRole('region', { name: 'Products' }).locator('li p').allTextContents();
  await expect
    .poll(async () => (await brands()).every((text) => text.toLowerCase() === brandName.toLowerCase()))
    .toBe(true);

  await filters.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/shop\/fashion$/);
  await expect.poll(() => total(page)).toBe(all);
});

test('quick price buttons filter on the price, inclusive', async ({ page }) => {
  await page.goto('/shop/kitchen');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Under ₹500' }).click();
  await expect(page).toHaveURL(/max=500/);
  await expect(filters.getByRole('button', { name: 'Under ₹500' })).toHaveAttribute('aria-pressed', 'true');
  // Polled: the cards of the unfiltered list may still be on the page for a moment after the address changed.
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 0 && prices.every((price) => price <= 500);
    })
    .toBe(true);
  await filters.getByRole('button', { name: 'Above ₹1,000' }).click();
  await expect(page).toHaveURL(/min=1000/);
  await expect.poll(async () => (await cardPrices(page)).every((price) => price >= 1000)).toBe(true);
});

test('the price slider moves by keyboard and its handles cannot cross', async ({ page }) => {
  await page.goto('/shop/electronics');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const max = filters.getByRole('slider', { name: 'Maximum price' });
  const min = filters.getByRole('slider', { name: 'Minimum price' });
  await max.focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/max=9800/);
  await expect(filters.getByText('₹9,800')).toBeVisible();
  const maxValue = Number(await max.getAttribute('aria-valuenow'));
  expect(maxValue).toBeGreaterThan(Number(await min.getAttribute('aria-valuenow')));
  await min.focus();
  await page.keyboard.press('End');
  expect(Number(await min.getAttribute('aria-valuenow'))).toBeLessThan(
    Number(await max.getAttribute('aria-valuenow')),
  );
});

test('pagination pages through with Previous, Next, numbers and ellipses', async ({ page }) => {
  await page.goto('/shop/fashion');
  const pages = Math.ceil(
    (await (async () => {
      await expect(summary(page)).toBeVisible();
      return total(page);
    })()) / 12,
  );
  expect(pages).toBeGreaterThan(5);
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(nav.getByText('…')).toHaveCount(1);
  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(summary(page)).toHaveText(/^Showing 13-24 of/);
  await nav.getByRole('button', { name: `Page ${pages}` }).click();
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(summary(page)).toHaveText(/^Showing 13-24 of/);
});

test('a filter change goes back to page 1, and another category clears every filter', async ({ page }) => {
  await page.goto('/shop/fashion?page=3');
  await expect(summary(page)).toHaveText(/^Showing 25-36 of/);
  const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first();
  await box.click();
  await expect(box).toBeChecked();
  await expect(page).not.toHaveURL(/page=/);
  await expect(summary(page)).toHaveText(/^Showing 1-/);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Kitchen' }).click();
  await expect(page).toHaveURL(/\/shop\/kitchen$/);
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(0);
});

test("a filter matching nothing says 'No products found'", async ({ page }) => {
  await page.goto('/shop/spiritual?max=20');
  await expect(page.getByText('No products found').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the filters open from a Filters button', async ({ page }) => {
    await page.goto('/shop/beauty');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('button', { name: 'Skincare' }).click();
    await expect(page).toHaveURL(/sub=Skincare/);
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
  });

  test("the filter sheet counts the matching products live and 'Show N products' applies them", async ({
    page,
  }) => {
    await page.goto('/shop/beauty');
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    const show = panel.getByRole('button', { name: /^Show \d+ products?$/ });
    const before = Number((await show.textContent())?.match(/\d+/)?.[0]);
    await panel.getByRole('button', { name: 'Skincare' }).click();
    await expect(show).not.toHaveText(`Show ${before} products`);
    const after = Number((await show.textContent())?.match(/\d+/)?.[0]);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await show.click();
    await expect(panel).toBeHidden();
    await expect(page.getByText(new RegExp(`^Showing 1-\\d+ of ${after} products$`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
  });
});
