// Reviews in the browser (docs/product.md#reviews detail review area, docs/product.md): write with a photo, see it listed
// with the average, edit, delete (once asked); someone else's review has no edit or delete buttons.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

const photo = path.join(import.meta.dirname, 'fixtures', 'review-photo.jpg');

async function freshProduct(page: Page): Promise<{ _id: string; category: string }> {
  // A product nobody reviewed yet in this run: pick from a page no other test uses.
  const list = await (await page.request.get('/api/products?category=Stationery&limit=100&page=1')).json();
  for (const product of list.products as { _id: string; category: string }[]) {
    const reviews = await (await page.request.get(`/api/reviews/${product._id}?page=1`)).json();
    if (reviews.numReviews === 0) return product;
  }
  throw new Error('no unreviewed product left');
}

/** Clicks the star itself (the radio inside it is visually hidden). */
async function chooseStars(page: Page, stars: number) {
  const radio = page.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

/** How many stars a rating shows filled: the width of its filled layer in star pitches (index.css `.rating-stars`). */
async function filledStars(rating: Locator): Promise<number> {
  const [fill, star] = await rating
    .locator('.rating-stars')
    .evaluate((el) => [
      Number.parseFloat(getComputedStyle(el, '::after').width),
      el.getBoundingClientRect().height,
    ]);
  return Math.round((fill ?? 0) / ((star ?? 1) * 1.25));
}

test('a shopper writes a review with a photo, edits it and deletes it; others see no buttons on it', async ({
  page,
  request,
  browser,
}) => {
  const author = await createAccount(request, 'reviewer');
  const product = await freshProduct(page);
  await signIn(page, author.token);
  await page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please select a rating between 1 and 5 stars')).toBeVisible();
  await chooseStars(page, 4);
  await page.getByLabel('Comment').fill('Sturdy and smooth to write with.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles(photo);
  await expect(page.getByRole('img', { name: 'New photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  const review = page.getByRole('listitem').filter({ hasText: 'Sturdy and smooth to write with.' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('button', { name: 'Enlarge photo 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' }).first()).toBeVisible();
  expect(await filledStars(page.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' }).first())).toBe(4);

  await review.getByRole('button', { name: 'Enlarge photo 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Review photo' })).toBeVisible();
  await page.keyboard.press('Escape');

  await review.getByRole('button', { name: 'Edit' }).click();
  await chooseStars(page, 2);
  await page.getByLabel('Comment').fill('Smudges a little after all.');
  await page.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();
  await expect(page.getByText('Smudges a little after all.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 2.0 out of 5, 1 review' }).first()).toBeVisible();
  expect(await filledStars(page.getByRole('img', { name: 'Rated 2.0 out of 5, 1 review' }).first())).toBe(2);

  const other = await createAccount(request, 'reader');
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signIn(reader, other.token);
  await reader.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
  await reader.getByRole('tab', { name: /^Reviews/ }).click();
  const seen = reader.getByRole('listitem').filter({ hasText: 'Smudges a little after all.' });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await readerContext.close();

  await page
    .getByRole('listitem')
    .filter({ hasText: 'Smudges a little after all.' })
    .getByRole('button', { name: 'Delete' })
    .click();
  // Deleting asks first (reviews-phone.spec.ts has Cancel and where focus goes).
  await page
    .getByRole('alertdialog', { name: 'Delete this review?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Review deleted successfully!')).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
});

test('a visitor who tries to review is asked to log in', async ({ page }) => {
  const product = await freshProduct(page);
  await page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText('Please log in to write a review')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
});
