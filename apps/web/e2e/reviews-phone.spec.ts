// Reviews on a phone (issue 47 items 5, 13 and 15; docs/product.md#reviews): the rating breakdown above the list, the
// 'Verified purchase' mark, sorting by most helpful with the "Helpful" button; the photo picker that refuses a file
// that is not a photo before anything is sent; and deleting a review only once the shopper has said yes. Each test
// writes its reviews on a product of its own, so no other spec's ratings move.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, type TestAccount } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { advanceOrder } from './support/database.ts';
import { createProduct } from './support/promotions.ts';
import { authHeader, placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test.use({ viewport: { width: 390, height: 844 } });

const photoFile = path.join(import.meta.dirname, 'fixtures', 'review-photo.jpg');

async function productOfOurOwn(request: APIRequestContext, name: string) {
  return createProduct(
    request,
    await createAdmin(request),
    `${name} ${Date.now()}`,
    499,
    'Review Test Goods',
  );
}

async function postReview(
  request: APIRequestContext,
  author: TestAccount,
  productId: string,
  rating: number,
) {
  const posted = await request.post('/api/reviews', {
    headers: authHeader(author),
    multipart: { productId, rating: String(rating), comment: `${rating} stars from ${author.email}` },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { review: { _id: string } }).review._id;
}

/**
 * axe's serious and critical findings in the reviews panel (what this spec's items changed). The page as a whole is
 * checked by accessibility.spec.ts; the tab row has a finding of its own once another tab is shown (its
 * aria-controls keeps the server's id while the panel takes the browser's), outside these items.
 */
async function reviewsViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[role="tabpanel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function openReviews(page: Page, productId: string) {
  await page.goto(`/shop/stationery/${productId}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
}

test('the reviews show each star’s count as bars, who bought it, and the most helpful first', async ({
  page,
  request,
}) => {
  const product = await productOfOurOwn(request, 'Reviewed Notebook');
  const [buyer, detailed, brief, voter, me] = await Promise.all(
    ['buyer', 'detailed', 'brief', 'voter', 'reader'].map((prefix) => createAccount(request, prefix)),
  );
  if (!buyer || !detailed || !brief || !voter || !me) throw new Error('accounts');
  const order = await placeCodOrder(request, buyer, [{ product: product._id }]);
  await advanceOrder(order._id, 'delivered');
  await postReview(request, buyer, product._id, 5);
  const detailedId = await postReview(request, detailed, product._id, 4);
  await postReview(request, brief, product._id, 5);
  const voted = await request.put(`/api/reviews/${detailedId}/helpful`, { headers: authHeader(voter) });
  expect(voted.status(), await voted.text()).toBe(200);

  await signIn(page, me.token);
  await openReviews(page, product._id);
  const breakdown = page.getByRole('list', { name: 'Ratings by stars' });
  await expect(breakdown.getByRole('listitem')).toHaveText([
    /5 stars: 2 reviews/,
    /4 stars: 1 review/,
    /3 stars: 0 reviews/,
    /2 stars: 0 reviews/,
    /1 star: 0 reviews/,
  ]);
  // Each bar is as long as its share of the reviews.
  const widths = await breakdown
    .locator('[data-bar]')
    .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.width));
  expect(widths).toEqual(['67%', '33%', '0%', '0%', '0%']);

  const reviews = page.getByRole('article');
  const byBuyer = reviews.filter({ hasText: `5 stars from ${buyer.email}` });
  await expect(byBuyer.getByText('Verified purchase')).toBeVisible();
  await expect(reviews.filter({ hasText: brief.email }).getByText('Verified purchase')).toHaveCount(0);
  // Newest first until the shopper asks otherwise.
  await expect(reviews.first()).toContainText(brief.email);

  await page.getByLabel('Sort reviews').selectOption({ label: 'Most helpful' });
  await expect(reviews.first()).toContainText(detailed.email);
  const helpful = reviews.first().getByRole('button', { name: 'Helpful (1)' });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  const marked = reviews.first().getByRole('button', { name: 'Helpful (2)' });
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await expect(marked).toBeFocused();
  await marked.click();
  await expect(reviews.first().getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await reviewsViolations(page)).toEqual([]);
});

test('the photo picker shows thumbnails with Remove, and refuses a file that is not a photo before sending it', async ({
  page,
  request,
}) => {
  const product = await productOfOurOwn(request, 'Photo Pen');
  const author = await createAccount(request, 'picker');
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/reviews') && sent.method() !== 'GET') uploads.push(sent.url());
  });
  await signIn(page, author.token);
  await openReviews(page, product._id);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText('Up to 5 photos: JPEG, PNG, WebP or GIF, at most 5 MB each.')).toBeVisible();

  const choose = async (files: Parameters<import('@playwright/test').FileChooser['setFiles']>[0]) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add photos' }).click();
    await (await chooser).setFiles(files);
  };
  // A text file, and a file that claims to be a JPEG but is not one.
  await choose([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo either') },
  ]);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('“notes.txt” is not a photo');
  await expect(refusal).toContainText('“fake.jpg” is not a photo');
  const thumbnails = page.getByRole('list', { name: 'Your photos' });
  await expect(thumbnails.getByRole('img')).toHaveCount(0);

  await choose(photoFile);
  await expect(refusal).toHaveCount(0);
  await expect(thumbnails.getByRole('img', { name: 'New photo 1' })).toBeVisible();
  // The thumbnail is the decoded photo, not a broken image.
  expect(
    await thumbnails
      .getByRole('img', { name: 'New photo 1' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.getByText('1 of 5 photos')).toBeVisible();
  await thumbnails.getByRole('button', { name: 'Remove new photo 1' }).click();
  await expect(thumbnails.getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeFocused();
  expect(uploads).toEqual([]);
  expect(await reviewsViolations(page)).toEqual([]);
  // Closing the form takes its buttons away; focus lands on the button that opens it again.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Write a Review' })).toBeFocused();
});

test('deleting a review asks first; Cancel keeps it, Delete removes it', async ({ page, request }) => {
  const product = await productOfOurOwn(request, 'Deleted Review Ruler');
  const author = await createAccount(request, 'deleter');
  await postReview(request, author, product._id, 3);
  await signIn(page, author.token);
  await openReviews(page, product._id);
  const mine = page.getByRole('listitem').filter({ hasText: author.email });
  const remove = mine.getByRole('button', { name: 'Delete' });

  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this review?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(mine).toBeVisible();

  await remove.click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted successfully!')).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  // Focus stays in the reviews, not on the page's body.
  await expect(page.getByRole('button', { name: 'Write a Review' })).toBeFocused();
});
