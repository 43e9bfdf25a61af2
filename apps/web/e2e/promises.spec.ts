// One set of promises (docs/decisions/036-checkout-for-india.md): every page that speaks of returns gives the one
// window the shop set (RETURN_WINDOW_DAYS; the test server keeps the default), in the same words, and no page names
// another number of days for a return: the product page, About, Terms, Returns and the FAQ once said 30 days
// beside the Returns page's 7.
import type { Page } from '@playwright/test';
import { RETURN_WINDOW_DAYS } from '@shop/shared/shop-policy';
import { expect, test } from './support/test.ts';

const days = RETURN_WINDOW_DAYS;
const forAnyReason = `Returns within ${days} days of delivery: unused items in their original packaging with tags, for any reason.`;
const faults = `Damaged, defective or wrong items are taken back in the same ${days} days, with shipping refunded.`;
const perk = `${days}-Day Returns`;

/** Every number of days the page's text (hidden answers too) gives a return, e.g. "30-Day Returns", "within 7 days". */
async function returnDayCounts(page: Page): Promise<number[]> {
  const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
  const patterns = [
    /(\d+)[- ]day (?:returns?|return window|money back)/gi,
    /returns?[^.]{0,60}?within (\d+) (?:calendar |business )?days?/gi,
    /(\d+) days? (?:of|from|after) (?:delivery|receipt)/gi,
    /in the same (\d+) days?/gi,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => Number(match[1])));
}

async function expectOnlyTheWindow(page: Page) {
  const counts = await returnDayCounts(page);
  expect(counts.length, `a return window on ${page.url()}`).toBeGreaterThan(0);
  expect(counts, `return windows named on ${page.url()}`).toEqual(counts.map(() => days));
}

test('the product page, About, Terms, Returns and the FAQ give one returns window in the same words', async ({
  page,
}) => {
  const list = await (await page.request.get('/api/products?category=Kitchen&limit=1')).json();
  const product = (list.products as { _id: string }[])[0];
  if (!product) throw new Error('no Kitchen product in the demo catalogue');
  await page.goto(`/shop/kitchen/${product._id}`);
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${perk}$`) })).toBeVisible();
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`${forAnyReason} ${faults}`);
  await expectOnlyTheWindow(page);

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: perk, level: 3 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`within ${days} days of delivery`);
  await expectOnlyTheWindow(page);

  for (const path of ['/terms', '/returns']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(forAnyReason);
    await expect(page.getByRole('main')).toContainText(faults);
    await expectOnlyTheWindow(page);
  }

  await page.goto('/faq');
  await page.getByRole('button', { name: 'What can I return?' }).click();
  await expect(page.getByRole('main')).toContainText(`${forAnyReason} ${faults}`);
  await expectOnlyTheWindow(page);
});
