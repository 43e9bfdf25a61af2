// Footer (docs/product.md#pages-layout): information links, the categories link with smooth scrolling, the newsletter.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const LINKS: [string, RegExp, string][] = [
  ['About Us', /\/about$/, 'About'],
  ['FAQ', /\/faq$/, 'Frequently Asked Questions'],
  ['Shipping Policy', /\/shipping$/, 'Shipping Policy'],
  ['Returns & Refunds', /\/returns$/, 'Returns & Refunds'],
  ['Privacy Policy', /\/privacy$/, 'Privacy Policy'],
  ['Terms & Conditions', /\/terms$/, 'Terms & Conditions'],
];

for (const [label, url, heading] of LINKS) {
  test(`the footer's ${label} link opens its page`, async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true });
    // Scrolled to first: the jump lays out the home page's sections drawn when near (`.render-when-near`), whose
    // true heights move the footer. Playwright checks that an element stands still before it scrolls to it, so a
    // click that scrolled itself could land where the link was (seen once in CI). Here the click's own check sees
    // the footer settle.
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  });
}

test('Shop by Category scrolls to the categories on home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop by Category' }).click();
  await expect(page.getByRole('heading', { name: 'Shop by Category', level: 2 })).toBeInViewport();
  await expect(page).toHaveURL(/\/#categories$/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

async function opensAtTheCategories(page: Page) {
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop by Category' }).click();
  await expect(page).toHaveURL(/\/#categories$/);
  const heading = page.getByRole('heading', { name: 'Shop by Category', level: 2 });
  // The section lands at the top of the screen (below the sticky header), not somewhere further down,
  // even though the sections above it fill in after the page opens.
  await expect(page.getByRole('tablist', { name: 'Categories' })).toBeVisible();
  await expect
    .poll(async () => {
      const y = (await heading.boundingBox())?.y ?? -1;
      return y >= 0 && y < 220;
    })
    .toBe(true);
  // and stays there once every section above it has filled in
  await page.waitForLoadState('networkidle');
  const settled = (await heading.boundingBox())?.y ?? -1;
  expect(settled).toBeGreaterThanOrEqual(0);
  expect(settled).toBeLessThan(220);
}

test('Shop by Category from another page opens home at the categories', async ({ page }) => {
  await opensAtTheCategories(page);
});

test.describe('on a phone', () => {
  // The sections above the categories start as stand-ins of a guessed height (`.render-when-near`, index.css),
  // which must not send the scroll somewhere else.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Shop by Category from another page opens home at the categories', async ({ page }) => {
    await opensAtTheCategories(page);
  });
});

test('the newsletter form subscribes an address', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Get deals and new arrivals in your inbox.').fill('asha@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(page.getByLabel('Get deals and new arrivals in your inbox.')).toHaveValue('');
});
